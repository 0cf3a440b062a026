import type { LoaderFunctionArgs } from "@remix-run/node";
import { sydneyDateKey } from "~/domain/dates.ts";
import { INVOICE_STATUS_LABELS, displayStatus, formatInvoiceNumber } from "~/domain/invoice.ts";
import { invoiceWhere, parseInvoiceFilters } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";

const HEADER = [
  "Invoice",
  "Status",
  "Issued",
  "Due",
  "Customer",
  "Email",
  "Buyer ABN",
  "Job",
  "Subtotal ex GST",
  "GST",
  "Total inc GST",
  "Deductions",
  "Paid",
  "Outstanding",
];
const BATCH = 500;
const MAX_ROWS = 50_000;

/** Quotes a CSV cell; a leading = + - @ is neutralised so a spreadsheet never runs it as a formula. */
function cell(value: string | number | null | undefined) {
  let s = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const dollars = (cents: number) => (cents / 100).toFixed(2);

// /admin/invoices/export — the list's filters as CSV, read in batches so a large ledger never loads at once.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const url = new URL(request.url);
  const where = invoiceWhere(parseInvoiceFilters(url), now);
  const lines = [HEADER.join(",")];
  let cursor: number | undefined;
  while (lines.length <= MAX_ROWS) {
    const batch = await prisma.invoice.findMany({
      where,
      orderBy: { number: "asc" },
      take: BATCH,
      ...(cursor ? { skip: 1, cursor: { number: cursor } } : {}),
      select: {
        id: true,
        number: true,
        status: true,
        issuedAt: true,
        dueAt: true,
        customerName: true,
        customerEmail: true,
        customerAbn: true,
        subtotalCents: true,
        gstCents: true,
        totalCents: true,
        creditedCents: true,
        paidCents: true,
        outstandingCents: true,
        job: { select: { number: true } },
      },
    });
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1]!.number;
    for (const i of batch) {
      lines.push(
        [
          formatInvoiceNumber(i.number),
          INVOICE_STATUS_LABELS[displayStatus(i, now)],
          i.issuedAt ? sydneyDateKey(i.issuedAt) : "",
          i.dueAt ? sydneyDateKey(i.dueAt) : "",
          i.customerName,
          i.customerEmail,
          i.customerAbn ?? "",
          i.job ? `#${i.job.number}` : "",
          dollars(i.subtotalCents),
          dollars(i.gstCents),
          dollars(i.totalCents),
          dollars(i.creditedCents),
          dollars(i.paidCents),
          dollars(Math.max(0, i.outstandingCents)),
        ]
          .map(cell)
          .join(","),
      );
    }
  }
  return new Response(`${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="invoices-${sydneyDateKey(now)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
