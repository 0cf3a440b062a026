// The invoice as a PDF (pdfkit, A4), drawn from the same InvoiceDocument as the HTML page.
import PDFDocument from "pdfkit";
import type { InvoiceDocument } from "~/domain/invoice-document.ts";

const PRIMARY = "#003F5C";
const INK = "#2C3E50";
const MUTED = "#4A4A4A";
const LINE = "#E5E7EB";
const DANGER = "#B42318";

// The standard PDF fonts encode Windows-1252 only; anything else a person typed is approximated, never garbled.
const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");
const APPROXIMATIONS: Record<string, string> = { "→": "->", "←": "<-", "≥": ">=", "≤": "<=", "−": "-", "✓": "v" };

export function pdfSafe(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || ch === "\n" || CP1252_EXTRAS.has(ch))
      out += ch;
    else out += APPROXIMATIONS[ch] ?? "?";
  }
  return out;
}

export function renderInvoicePdf(source: InvoiceDocument): Promise<Buffer> {
  const doc = JSON.parse(JSON.stringify(source), (_key, value) =>
    typeof value === "string" ? pdfSafe(value) : value,
  ) as InvoiceDocument;
  const pdf = new PDFDocument({
    size: "A4",
    margin: 50,
    info: {
      Title: `${doc.title} ${doc.number}`,
      Author: doc.business.name,
      Subject: `${doc.title} ${doc.number} for ${doc.billTo.name}`,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = pdf.page.margins.left;
  const right = pdf.page.width - pdf.page.margins.right;
  const width = right - left;

  // Seller (left) and document title (right).
  const top = pdf.y;
  pdf
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor(PRIMARY)
    .text(doc.business.name, left, top, { width: width * 0.6 });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(`ABN ${doc.business.abn}`);
  pdf.text(`${doc.business.phone} · ${doc.business.email}`);
  pdf.text(doc.business.location);
  const afterSeller = pdf.y;
  pdf.font("Helvetica-Bold").fontSize(22).fillColor(INK).text(doc.title, left, top, { width, align: "right" });
  pdf.font("Helvetica").fontSize(10).fillColor(MUTED).text(doc.number, { width, align: "right" });
  if (doc.voided) pdf.font("Helvetica-Bold").fillColor(DANGER).text("VOID", { width, align: "right" });
  pdf.y = Math.max(afterSeller, pdf.y) + 18;

  // Dates and buyer.
  const metaTop = pdf.y;
  pdf.font("Helvetica-Bold").fontSize(9).fillColor(INK).text("Bill to", left, metaTop);
  pdf.font("Helvetica").fillColor(MUTED);
  pdf.text(doc.billTo.name, { width: width / 2 - 10 });
  pdf.text(doc.billTo.email, { width: width / 2 - 10 });
  if (doc.billTo.abn) pdf.text(`ABN ${doc.billTo.abn}`, { width: width / 2 - 10 });
  if (doc.billTo.address) pdf.text(doc.billTo.address, { width: width / 2 - 10 });
  const afterBuyer = pdf.y;
  const metaX = left + width / 2;
  const metaRows: [string, string][] = [
    ["Invoice number", doc.number],
    ["Issue date", doc.issueDate ?? "Not issued (draft)"],
    ["Due date", doc.dueDate ?? "—"],
    ["Status", doc.statusLabel],
  ];
  let y = metaTop;
  for (const [label, value] of metaRows) {
    pdf.font("Helvetica-Bold").fillColor(INK).text(label, metaX, y, { width: 100 });
    pdf
      .font("Helvetica")
      .fillColor(MUTED)
      .text(value, metaX + 100, y, { width: width / 2 - 100, align: "right" });
    y = pdf.y + 2;
  }
  pdf.y = Math.max(afterBuyer, y) + 8;
  if (doc.reference) {
    pdf.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Reference: ${doc.reference}`, left, pdf.y, { width });
  }
  pdf.moveDown(1);

  // Line items.
  const cols = { desc: left, qty: left + width * 0.56, unit: left + width * 0.66, amount: left + width * 0.82 };
  const colW = { desc: width * 0.54, qty: width * 0.09, unit: width * 0.15, amount: width * 0.18 };
  const header = pdf.y;
  pdf.rect(left, header - 4, width, 18).fill("#F4F4F6");
  pdf.font("Helvetica-Bold").fontSize(9).fillColor(INK);
  pdf.text("Description", cols.desc + 4, header, { width: colW.desc });
  pdf.text("Qty", cols.qty, header, { width: colW.qty, align: "right" });
  pdf.text("Unit price", cols.unit, header, { width: colW.unit, align: "right" });
  pdf.text("Amount", cols.amount, header, { width: colW.amount, align: "right" });
  y = header + 20;
  pdf.font("Helvetica").fillColor(INK);
  for (const item of doc.items) {
    const h = pdf.heightOfString(item.description, { width: colW.desc - 4 });
    if (y + h > pdf.page.height - pdf.page.margins.bottom - 40) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    pdf.text(item.description, cols.desc + 4, y, { width: colW.desc - 4 });
    pdf.text(item.quantity, cols.qty, y, { width: colW.qty, align: "right" });
    pdf.text(item.unitPrice, cols.unit, y, { width: colW.unit, align: "right" });
    pdf.text(item.amount, cols.amount, y, { width: colW.amount, align: "right" });
    y += Math.max(h, 12) + 6;
    pdf
      .moveTo(left, y - 3)
      .lineTo(right, y - 3)
      .strokeColor(LINE)
      .lineWidth(0.5)
      .stroke();
  }
  pdf
    .font("Helvetica")
    .fontSize(8)
    .fillColor(MUTED)
    .text(doc.pricesNote, left, y + 2, { width: colW.desc });

  // Totals.
  const totalsX = left + width * 0.5;
  const totalsW = width * 0.5;
  y += 4;
  const totalRow = (label: string, value: string, opts: { bold?: boolean; size?: number } = {}) => {
    if (y > pdf.page.height - pdf.page.margins.bottom - 30) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    pdf
      .font(opts.bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(opts.size ?? 9)
      .fillColor(INK);
    const h = pdf.heightOfString(label, { width: totalsW * 0.65 });
    pdf.text(label, totalsX, y, { width: totalsW * 0.65 });
    pdf.text(value, totalsX + totalsW * 0.65, y, { width: totalsW * 0.35, align: "right" });
    y += Math.max(h, 12) + 4;
  };
  totalRow(doc.subtotal.label, doc.subtotal.value);
  if (doc.gst) totalRow(doc.gst.label, doc.gst.value);
  totalRow(doc.total.label, doc.total.value, { bold: true, size: 10 });
  for (const c of doc.credits) totalRow(c.description, c.value);
  for (const p of doc.payments) totalRow(p.description, p.value);
  pdf.moveTo(totalsX, y).lineTo(right, y).strokeColor(INK).lineWidth(1).stroke();
  y += 6;
  totalRow(doc.amountDue.label, doc.amountDue.value, { bold: true, size: 12 });
  if (doc.gstStatement) {
    pdf
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(doc.gstStatement, totalsX, y, { width: totalsW, align: "right" });
    y = pdf.y + 4;
  }
  pdf.x = left;
  pdf.y = y + 14;

  // How to pay, notes, void.
  if (doc.bankTransfer) {
    pdf
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(PRIMARY)
      .text("How to pay: bank transfer", left, pdf.y, { width });
    pdf.font("Helvetica").fontSize(9).fillColor(INK);
    pdf.text(`Account name: ${doc.bankTransfer.accountName}`);
    pdf.text(`BSB: ${doc.bankTransfer.bsb}`);
    pdf.text(`Account number: ${doc.bankTransfer.accountNumber}`);
    pdf.text(`Reference: ${doc.bankTransfer.reference}`);
    if (doc.dueDate) pdf.text(`Please pay ${doc.amountDue.value} by ${doc.dueDate}.`);
    pdf.moveDown(0.8);
  }
  if (doc.notRegisteredNote) {
    pdf.font("Helvetica").fontSize(9).fillColor(MUTED).text(doc.notRegisteredNote, left, pdf.y, { width });
    pdf.moveDown(0.8);
  }
  if (doc.notes) {
    pdf.font("Helvetica-Bold").fontSize(9).fillColor(INK).text("Notes", left, pdf.y, { width });
    pdf.font("Helvetica").fillColor(MUTED).text(doc.notes, { width });
    pdf.moveDown(0.8);
  }
  if (doc.voided) {
    pdf
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor(DANGER)
      .text(`This invoice was voided${doc.voided.date ? ` on ${doc.voided.date}` : ""}.`, left, pdf.y, { width });
    pdf.font("Helvetica").fontSize(9).text(`Reason: ${doc.voided.reason}`, { width });
  }
  pdf.end();
  return done;
}
