// A fleet account's consolidated statement as a PDF (pdfkit, A4), from the same Statement as the page (ADR 171).
import type { Statement } from "~/domain/fleet-statement.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { AGED_BUCKETS, AGED_BUCKET_LABELS } from "~/domain/reports.ts";
import { pdfSafe } from "./invoice-pdf.server.ts";
import { startA4Pdf } from "./pdf.server.ts";

const PRIMARY = "#003F5C";
const INK = "#2C3E50";
const MUTED = "#4A4A4A";
const LINE = "#E5E7EB";

export interface StatementDocument {
  business: { name: string; abn: string; phone: string; email: string };
  fleet: { name: string; abn: string | null; billingName: string; billingEmail: string; billingAddress: string | null };
  title: string;
  period: string;
  preparedOn: string;
  statement: Statement;
}

export function renderStatementPdf(doc: StatementDocument): Promise<Buffer> {
  const t = (s: string) => pdfSafe(s);
  const { pdf, done } = startA4Pdf({ Title: t(`${doc.fleet.name} ${doc.title}`), Author: t(doc.business.name) });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const s = doc.statement;

  pdf.font("Helvetica-Bold").fontSize(16).fillColor(PRIMARY).text(t(doc.business.name), left, pdf.y, { width });
  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(t(`ABN ${doc.business.abn} · ${doc.business.phone} · ${doc.business.email}`), { width });
  pdf.moveDown(1.2);
  pdf.font("Helvetica-Bold").fontSize(20).fillColor(INK).text(t(doc.title), { width });
  pdf
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t(`${doc.period} · prepared ${doc.preparedOn}`), { width });
  pdf.moveDown(0.8);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK).text(t(doc.fleet.name), { width });
  pdf.font("Helvetica").fontSize(10);
  if (doc.fleet.abn) pdf.text(t(`ABN ${doc.fleet.abn}`), { width });
  pdf.text(t(`Attn ${doc.fleet.billingName} · ${doc.fleet.billingEmail}`), { width });
  if (doc.fleet.billingAddress) pdf.text(t(doc.fleet.billingAddress), { width });
  pdf.moveDown(1);

  const cols = [
    { label: "Date", w: 0.14, align: "left" as const },
    { label: "Details", w: 0.44, align: "left" as const },
    { label: "Charges", w: 0.14, align: "right" as const },
    { label: "Credits", w: 0.14, align: "right" as const },
    { label: "Balance", w: 0.14, align: "right" as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) pdf.addPage();
    const y = pdf.y;
    let x = left;
    let bottom = y;
    pdf
      .font(bold ? "Helvetica-Bold" : "Helvetica")
      .fontSize(9)
      .fillColor(INK);
    cells.forEach((c, i) => {
      const w = cols[i]!.w * width;
      pdf.text(t(c), x, y, { width: w - 6, align: cols[i]!.align });
      bottom = Math.max(bottom, pdf.y);
      x += w;
    });
    pdf.y = bottom + 3;
    pdf
      .moveTo(left, pdf.y - 1)
      .lineTo(left + width, pdf.y - 1)
      .strokeColor(LINE)
      .stroke();
  };
  row(
    cols.map((c) => c.label),
    true,
  );
  row(["", "Opening balance", "", "", formatCents(s.openingCents)]);
  for (const l of s.lines) {
    row([
      formatDate(l.at),
      l.description,
      l.debitCents ? formatCents(l.debitCents) : "",
      l.creditCents ? formatCents(l.creditCents) : "",
      formatCents(l.balanceCents),
    ]);
  }
  row(
    [
      "",
      "Closing balance",
      formatCents(s.invoicedCents),
      formatCents(s.creditedCents + s.receivedCents),
      formatCents(s.closingCents),
    ],
    true,
  );
  pdf.moveDown(0.6);
  pdf
    .font("Helvetica")
    .fontSize(9)
    .fillColor(MUTED)
    .text(t(`GST included in this month's invoices: ${formatCents(s.invoicedGstCents)}`), left, pdf.y, { width });
  pdf.moveDown(0.8);
  pdf.font("Helvetica-Bold").fontSize(11).fillColor(INK).text("Balance by age", left, pdf.y, { width });
  pdf.font("Helvetica").fontSize(10);
  pdf.text(t(AGED_BUCKETS.map((b) => `${AGED_BUCKET_LABELS[b]}: ${formatCents(s.aging[b])}`).join("   ")), { width });
  pdf.moveDown(0.6);
  pdf
    .font("Helvetica-Bold")
    .fontSize(12)
    .fillColor(PRIMARY)
    .text(t(`Amount due: ${formatCents(Math.max(0, s.closingCents))}`), { width });
  pdf.end();
  return done;
}
