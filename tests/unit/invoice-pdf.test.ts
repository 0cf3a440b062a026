// The PDF is read back as text (unpdf) and must carry every element of an Australian tax invoice.
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { buildInvoiceDocument, type InvoiceDocumentSource } from "~/domain/invoice-document.ts";
import { pdfSafe, renderInvoicePdf } from "~/utils/invoice-pdf.server.ts";

const source: InvoiceDocumentSource = {
  number: 10_007,
  status: "sent",
  businessName: "Bosun Marine Services",
  businessAbn: "83601234518",
  gstRegistered: true,
  taxRateBasisPoints: 1000,
  amountsIncludeGst: false,
  customerName: "Olivia Owner",
  customerEmail: "owner@example.com",
  customerAbn: "51824753556",
  customerAddress: "d'Albora Marinas Rushcutters Bay, NSW",
  subtotalCents: 120_000,
  gstCents: 12_000,
  totalCents: 132_000,
  creditedCents: 20_000,
  paidCents: 0,
  outstandingCents: 112_000,
  notes: "Antifoul colour: navy. Next haul-out due in 12 months.",
  issuedAt: "2026-11-01T23:00:00Z",
  dueAt: "2026-11-16T12:59:59.999Z",
  voidedAt: null,
  voidReason: null,
  job: { number: 1042, title: "Antifoul and hull inspection", vesselName: "Southern Cross" },
  items: [
    {
      description: "Antifoul application (14.2 m motor yacht)",
      quantity: 1,
      unitPriceCents: 95_000,
      totalCents: 95_000,
    },
    { description: "Hull inspection and report", quantity: 1, unitPriceCents: 15_000, totalCents: 15_000 },
    { description: "Shipwright labour", quantity: 2.5, unitPriceCents: 4_000, totalCents: 10_000 },
  ],
  credits: [{ description: "Deposit paid on quote", amountCents: 20_000, receivedAt: "2026-10-10T00:00:00Z" }],
  payments: [],
};
const opts = {
  now: new Date("2026-11-05T00:00:00Z"),
  contact: { phone: "1300 267 862", email: "info@bosun.example", location: "Sydney, NSW" },
  bank: { accountName: "Bosun Marine Services Pty Ltd", bsb: "062-000", accountNumber: "1048 2277" },
};

async function pdfText(src: InvoiceDocumentSource) {
  const buffer = await renderInvoicePdf(buildInvoiceDocument(src, opts));
  expect(buffer.subarray(0, 5).toString()).toBe("%PDF-");
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe("invoice PDF", () => {
  it("contains every element a tax invoice needs", async () => {
    const text = await pdfText(source);
    const required = [
      "Tax Invoice", // the words 'Tax Invoice'
      "Bosun Marine Services", // seller's name
      "ABN 83 601 234 518", // seller's ABN
      "Issue date",
      "2 Nov 2026", // issue date (Sydney)
      "Due date",
      "16 Nov 2026",
      "INV-10007",
      "Antifoul application (14.2 m motor yacht)", // each item with quantity and price
      "Qty",
      "Unit price",
      "$950.00",
      "2.5",
      "$40.00",
      "Subtotal (excl. GST) $1,200.00",
      "GST (10%) $120.00", // the GST amount
      "Total (incl. GST) $1,320.00",
      "Total price includes GST of $120.00.",
      "Olivia Owner", // buyer's name (total ≥ $1,000)
      "ABN 51 824 753 556", // buyer's ABN
      "Less: Deposit paid on quote",
      "-$200.00",
      "Amount due (AUD) $1,120.00",
      "BSB: 062-000", // bank transfer with the invoice number as reference
      "Account number: 1048 2277",
      "Reference: INV-10007",
      "Job #1042",
    ];
    for (const element of required) expect(text, `PDF text is missing "${element}"`).toContain(element);
  });

  it("is titled 'Invoice' with no GST when the business is not GST-registered", async () => {
    const text = await pdfText({
      ...source,
      gstRegistered: false,
      gstCents: 0,
      subtotalCents: 120_000,
      totalCents: 120_000,
      outstandingCents: 100_000,
    });
    expect(text).not.toContain("Tax Invoice");
    expect(text).toContain("Invoice");
    expect(text).not.toContain("GST (10%)");
    expect(text).toContain("not registered for GST");
  });

  it("marks a void invoice and keeps its reason", async () => {
    const text = await pdfText({
      ...source,
      status: "void",
      voidedAt: "2026-11-03T00:00:00Z",
      voidReason: "Issued to the wrong customer",
      outstandingCents: 0,
    });
    expect(text).toContain("VOID");
    expect(text).toContain("Reason: Issued to the wrong customer");
    expect(text).not.toContain("BSB:");
  });

  it("keeps what the PDF fonts can print and approximates the rest", async () => {
    expect(pdfSafe("Pittwater → Rushcutters Bay — d'Albora, 2×")).toBe("Pittwater -> Rushcutters Bay — d'Albora, 2×");
    expect(pdfSafe("Bow thruster 🚤")).toBe("Bow thruster ?");
    const text = await pdfText({
      ...source,
      items: [{ ...source.items[0]!, description: "Delivery Pittwater → Rushcutters Bay" }],
    });
    expect(text).toContain("Delivery Pittwater -> Rushcutters Bay");
  });
});
