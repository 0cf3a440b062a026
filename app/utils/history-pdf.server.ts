// A vessel's full service history as a PDF (pdfkit, A4) — what a buyer, surveyor or insurer asks for.
import { pdfSafeCopy, startA4Pdf } from "./pdf.server.ts";

const PRIMARY = "#003F5C";
const INK = "#2C3E50";
const MUTED = "#4A4A4A";

export interface HistoryDocument {
  business: { name: string; abn: string; phone: string; email: string };
  vessel: { name: string; details: string[]; engines: string[] };
  generatedOn: string;
  entries: { date: string; title: string; number: string; by: string | null; work: string[]; notes: string | null }[];
}

export function renderHistoryPdf(source: HistoryDocument): Promise<Buffer> {
  const doc = pdfSafeCopy(source);
  const { pdf, done } = startA4Pdf({ Title: `Service history: ${doc.vessel.name}`, Author: doc.business.name });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;

  pdf.font("Helvetica-Bold").fontSize(16).fillColor(PRIMARY).text(doc.business.name, left, pdf.y, { width });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(`ABN ${doc.business.abn} · ${doc.business.phone} · ${doc.business.email}`, { width });
  pdf.moveDown(1.2);
  pdf.font("Helvetica-Bold").fontSize(22).fillColor(INK).text(`Service history: ${doc.vessel.name}`, { width });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Prepared ${doc.generatedOn}`, { width });
  pdf.moveDown(0.8);
  pdf.font("Helvetica").fontSize(10).fillColor(INK);
  for (const line of doc.vessel.details) pdf.text(line, { width });
  for (const line of doc.vessel.engines) pdf.text(line, { width });
  pdf.moveDown(1);

  if (!doc.entries.length) {
    pdf.font("Helvetica-Oblique").fillColor(MUTED).text("No completed work on record yet.", { width });
  }
  for (const e of doc.entries) {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 90) pdf.addPage();
    const top = pdf.y;
    pdf
      .moveTo(left, top)
      .lineTo(left + width, top)
      .strokeColor("#E5E7EB")
      .stroke();
    pdf.y = top + 6;
    pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(`${e.date} — ${e.title}`, left, pdf.y, { width });
    pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
    pdf.text([e.number, e.by ? `by ${e.by}` : null].filter(Boolean).join(" · "), { width });
    pdf.fillColor(INK).fontSize(10);
    for (const w of e.work) pdf.text(`•  ${w}`, { width, indent: 6 });
    if (e.notes) pdf.fillColor(MUTED).fontSize(9).text(e.notes, { width });
    pdf.moveDown(0.6);
  }
  pdf.end();
  return done;
}
