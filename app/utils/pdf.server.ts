// What every PDF the app draws starts from (pdfkit, A4): printable text and a document whose bytes arrive as a Buffer.
import PDFDocument from "pdfkit";
import { pdfSafe } from "./invoice-pdf.server.ts";

/** A copy of a document's data with every string made printable in the standard PDF fonts (see pdfSafe). */
export function pdfSafeCopy<T>(source: T): T {
  return JSON.parse(JSON.stringify(source), (_key, value) => (typeof value === "string" ? pdfSafe(value) : value)) as T;
}

/** A new A4 document with 50 pt margins, and the promise of its bytes, which settles once `pdf.end()` is called. */
export function startA4Pdf(info: PDFKit.DocumentInfo) {
  const pdf = new PDFDocument({ size: "A4", margin: 50, info });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  return { pdf, done };
}
