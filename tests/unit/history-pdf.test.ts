// The vessel history PDF read back as text: the shared A4 start (startA4Pdf) gives a whole document, and text the
// standard fonts cannot draw is approximated (pdfSafeCopy) rather than garbled.
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderHistoryPdf } from "~/utils/history-pdf.server.ts";
import { pdfSafeCopy } from "~/utils/pdf.server.ts";

describe("renderHistoryPdf", () => {
  it("draws the vessel, its entries and the business, with arrows approximated", async () => {
    const bytes = await renderHistoryPdf({
      business: { name: "Bosun Marine Services", abn: "83601234518", phone: "02 9000 0000", email: "hi@bosun.test" },
      vessel: { name: "Southern Cross", details: ["Yacht → 12 m"], engines: ["Yanmar 3YM30"] },
      generatedOn: "27 Nov 2026",
      entries: [
        { date: "1 Nov 2026", title: "Antifoul", number: "#1042", by: "Sam", work: ["Hull prep"], notes: null },
      ],
    });
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text).toContain("Service history: Southern Cross");
    expect(text).toContain("Yacht -> 12 m");
    expect(text).toContain("Antifoul");
  });
});

describe("pdfSafeCopy", () => {
  it("makes every string printable and keeps the rest", () => {
    expect(pdfSafeCopy({ a: "x ≥ 1", n: 3, list: ["✓ done"], none: null })).toEqual({
      a: "x >= 1",
      n: 3,
      list: ["v done"],
      none: null,
    });
  });
});
