import { describe, expect, it } from "vitest";
import { buildInvoiceDocument } from "~/domain/invoice-document.ts";
import { sampleInvoiceSource } from "~/domain/sample-documents.ts";

const now = new Date("2026-11-26T00:00:00Z");
const business = { businessName: "Bosun Marine Services", businessAbn: "83601234518", termsDays: 14 };
const contact = { phone: "02 9000 0000", email: "info@bosun.example", location: "Sydney, NSW" };
const bank = { accountName: "Bosun", bsb: "062-000", accountNumber: "1234 5678" };

describe("the sample invoice of /admin/test-quote-invoice", () => {
  it("is a tax invoice with GST when registered, due after the terms, with the settings' contact", () => {
    const doc = buildInvoiceDocument(sampleInvoiceSource({ ...business, gstRegistered: true }, now), {
      now,
      contact,
      bank,
    });
    expect(doc.title).toBe("Tax Invoice");
    expect(doc.business).toMatchObject({ name: "Bosun Marine Services", abn: "83 601 234 518", phone: "02 9000 0000" });
    expect(doc.dueDate).toBe("10 Dec 2026");
    expect(doc.items).toHaveLength(3);
  });

  it("is a plain invoice without GST when not registered", () => {
    const source = sampleInvoiceSource({ ...business, gstRegistered: false }, now);
    expect(source.gstCents).toBe(0);
    expect(source.totalCents).toBe(45_000 + 180_000 + 20 * 150);
    expect(buildInvoiceDocument(source, { now, contact, bank }).title).toBe("Invoice");
  });
});
