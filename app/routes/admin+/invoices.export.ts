import type { LoaderFunctionArgs } from "@remix-run/node";
import { csvDollars, csvLine } from "~/domain/csv.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { INVOICE_STATUS_LABELS, displayStatus, formatInvoiceNumber } from "~/domain/invoice.ts";
import { invoiceListSelect, invoiceWhere, parseInvoiceFilters } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { csvResponse } from "~/utils/file-response.server.ts";

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

// /admin/invoices/export — the list's filters as CSV, read in batches so a large ledger never loads at once.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const url = new URL(request.url);
  const where = invoiceWhere(parseInvoiceFilters(url), now);
  const lines = [csvLine(HEADER)];
  let cursor: number | undefined;
  while (lines.length <= MAX_ROWS) {
    const batch = await prisma.invoice.findMany({
      where,
      orderBy: { number: "asc" },
      take: BATCH,
      ...(cursor ? { skip: 1, cursor: { number: cursor } } : {}),
      select: {
        ...invoiceListSelect,
        customerAbn: true,
        subtotalCents: true,
        gstCents: true,
        creditedCents: true,
        paidCents: true,
      },
    });
    if (batch.length === 0) break;
    cursor = batch[batch.length - 1]!.number;
    for (const i of batch) {
      lines.push(
        csvLine([
          formatInvoiceNumber(i.number),
          INVOICE_STATUS_LABELS[displayStatus(i, now)],
          i.issuedAt ? sydneyDateKey(i.issuedAt) : "",
          i.dueAt ? sydneyDateKey(i.dueAt) : "",
          i.customerName,
          i.customerEmail,
          i.customerAbn ?? "",
          i.job ? `#${i.job.number}` : "",
          csvDollars(i.subtotalCents),
          csvDollars(i.gstCents),
          csvDollars(i.totalCents),
          csvDollars(i.creditedCents),
          csvDollars(i.paidCents),
          csvDollars(Math.max(0, i.outstandingCents)),
        ]),
      );
    }
  }
  return csvResponse(`${lines.join("\r\n")}\r\n`, `invoices-${sydneyDateKey(now)}.csv`);
}
