import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceStatusBadge } from "~/components/invoice-document.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { displayStatus, formatInvoiceNumber, type InvoiceDisplayStatus } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { jobsAwaitingInvoiceWhere } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";

export const meta: MetaFunction = () => [{ title: "Quotes & invoices | Bosun admin" }];

const DAY = 86_400_000;

// The money end of the job lifecycle (spec §4: completed → invoiced → paid) on one screen.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const since = new Date(now.getTime() - 30 * DAY);
  const awaitingWhere = jobsAwaitingInvoiceWhere("");
  const unpaidWhere = { status: { in: ["sent", "part_paid"] } };
  const paidWhere = { status: "paid", paidAt: { gte: since } };
  const [awaitingAgg, awaiting, unpaidAgg, unpaid, paidAgg, paid] = await Promise.all([
    prisma.job.aggregate({ where: awaitingWhere, _sum: { totalCents: true }, _count: { _all: true } }),
    prisma.job.findMany({
      where: awaitingWhere,
      orderBy: { updatedAt: "asc" },
      take: 8,
      select: { id: true, number: true, title: true, customerContactName: true, totalCents: true, completedAt: true },
    }),
    prisma.invoice.aggregate({ where: unpaidWhere, _sum: { outstandingCents: true }, _count: { _all: true } }),
    prisma.invoice.findMany({
      where: unpaidWhere,
      orderBy: { dueAt: "asc" },
      take: 8,
      select: { id: true, number: true, status: true, customerName: true, outstandingCents: true, dueAt: true },
    }),
    prisma.invoice.aggregate({ where: paidWhere, _sum: { totalCents: true }, _count: { _all: true } }),
    prisma.invoice.findMany({
      where: paidWhere,
      orderBy: { paidAt: "desc" },
      take: 8,
      select: { id: true, number: true, customerName: true, totalCents: true, paidAt: true },
    }),
  ]);
  return json({
    awaiting: column(
      awaitingAgg._count._all,
      awaitingAgg._sum.totalCents,
      awaiting.map((j) => ({
        id: j.id,
        title: `${formatJobNumber(j.number)} · ${j.title}`,
        sub: `${j.customerContactName}${j.completedAt ? ` · completed ${formatDate(j.completedAt)}` : ""}`,
        value: formatCents(j.totalCents),
      })),
    ),
    unpaid: column(
      unpaidAgg._count._all,
      unpaidAgg._sum.outstandingCents,
      unpaid.map((i) => ({
        id: i.id,
        title: formatInvoiceNumber(i.number),
        sub: `${i.customerName}${i.dueAt ? ` · due ${formatDate(i.dueAt)}` : ""}`,
        value: formatCents(i.outstandingCents),
        status: displayStatus(i, now),
      })),
    ),
    paid: column(
      paidAgg._count._all,
      paidAgg._sum.totalCents,
      paid.map((i) => ({
        id: i.id,
        title: formatInvoiceNumber(i.number),
        sub: `${i.customerName}${i.paidAt ? ` · paid ${formatDate(i.paidAt)}` : ""}`,
        value: formatCents(i.totalCents),
      })),
    ),
  });
}

/** One row of a column: a job or an invoice, its line below, the amount, and (unpaid invoices) its status. */
interface ColumnRow {
  id: string;
  title: string;
  sub: string;
  value: string;
  status?: InvoiceDisplayStatus;
}

/** A column's head figures — how many and what they are worth — and the first rows. */
function column(count: number, cents: number | null, rows: ColumnRow[]) {
  return { count, value: formatCents(cents ?? 0), rows };
}

/** A column of the board: its rows (each a link to `to(id)`), or the `empty` line when there are none. */
function Column({
  title,
  summary,
  rows,
  to,
  empty,
  footer,
}: {
  title: string;
  summary: string;
  rows: readonly ColumnRow[];
  to: (id: string) => string;
  empty: string;
  footer: ReactNode;
}) {
  return (
    <section className="card flex flex-col" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 text-sm">{summary}</p>
      <ul className="mt-3 flex-1 divide-y divide-line text-sm">
        {rows.map((r) => (
          <li key={r.id} className="flex justify-between gap-2 py-2">
            <span>
              <Link to={to(r.id)} className="font-semibold">
                {r.title}
              </Link>
              {r.status ? (
                <>
                  {" "}
                  <InvoiceStatusBadge status={r.status} />
                </>
              ) : null}
              <span className="block text-xs">{r.sub}</span>
            </span>
            <span className="whitespace-nowrap">{r.value}</span>
          </li>
        ))}
        {rows.length === 0 ? <li className="py-2">{empty}</li> : null}
      </ul>
      <div className="mt-4 border-t border-line pt-3 text-sm">{footer}</div>
    </section>
  );
}

const invoicePath = (id: string) => `/admin/invoices/${id}`;

export default function QuotesInvoices() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Quotes & invoices"
        description="Finished work on its way to the bank: jobs ready to bill, invoices waiting for payment, and what was paid in the last 30 days."
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Column
          title="Ready to invoice"
          summary={`${d.awaiting.count} completed job${d.awaiting.count === 1 ? "" : "s"} worth ${d.awaiting.value}`}
          rows={d.awaiting.rows}
          to={(id) => `/admin/invoices/create?jobId=${id}`}
          empty="Every completed job has been invoiced."
          footer={<Link to="/admin/invoices/create">Invoice a completed job →</Link>}
        />
        <Column
          title="Awaiting payment"
          summary={`${d.unpaid.count} invoice${d.unpaid.count === 1 ? "" : "s"} with ${d.unpaid.value} owing`}
          rows={d.unpaid.rows}
          to={invoicePath}
          empty="Nothing is owed right now."
          footer={<Link to="/admin/invoices?status=unpaid">All unpaid invoices →</Link>}
        />
        <Column
          title="Paid in the last 30 days"
          summary={`${d.paid.count} invoice${d.paid.count === 1 ? "" : "s"} totalling ${d.paid.value}`}
          rows={d.paid.rows}
          to={invoicePath}
          empty="No invoices paid in the last 30 days."
          footer={<Link to="/admin/invoices?status=paid">All paid invoices →</Link>}
        />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
