import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceStatusBadge } from "~/components/invoice-document.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { displayStatus, formatInvoiceNumber } from "~/domain/invoice.ts";
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
    awaiting: {
      count: awaitingAgg._count._all,
      value: formatCents(awaitingAgg._sum.totalCents ?? 0),
      rows: awaiting.map((j) => ({
        id: j.id,
        title: `${formatJobNumber(j.number)} · ${j.title}`,
        sub: `${j.customerContactName}${j.completedAt ? ` · completed ${formatDate(j.completedAt)}` : ""}`,
        value: formatCents(j.totalCents),
      })),
    },
    unpaid: {
      count: unpaidAgg._count._all,
      value: formatCents(unpaidAgg._sum.outstandingCents ?? 0),
      rows: unpaid.map((i) => ({
        id: i.id,
        title: formatInvoiceNumber(i.number),
        sub: `${i.customerName}${i.dueAt ? ` · due ${formatDate(i.dueAt)}` : ""}`,
        value: formatCents(i.outstandingCents),
        status: displayStatus(i, now),
      })),
    },
    paid: {
      count: paidAgg._count._all,
      value: formatCents(paidAgg._sum.totalCents ?? 0),
      rows: paid.map((i) => ({
        id: i.id,
        title: formatInvoiceNumber(i.number),
        sub: `${i.customerName}${i.paidAt ? ` · paid ${formatDate(i.paidAt)}` : ""}`,
        value: formatCents(i.totalCents),
      })),
    },
  });
}

function Column({
  title,
  summary,
  children,
  footer,
}: {
  title: string;
  summary: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className="card flex flex-col" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="mt-1 text-sm">{summary}</p>
      <ul className="mt-3 flex-1 divide-y divide-line text-sm">{children}</ul>
      <div className="mt-4 border-t border-line pt-3 text-sm">{footer}</div>
    </section>
  );
}

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
          footer={<Link to="/admin/invoices/create">Invoice a completed job →</Link>}
        >
          {d.awaiting.rows.map((r) => (
            <li key={r.id} className="flex justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/invoices/create?jobId=${r.id}`} className="font-semibold">
                  {r.title}
                </Link>
                <span className="block text-xs">{r.sub}</span>
              </span>
              <span className="whitespace-nowrap">{r.value}</span>
            </li>
          ))}
          {d.awaiting.rows.length === 0 ? <li className="py-2">Every completed job has been invoiced.</li> : null}
        </Column>
        <Column
          title="Awaiting payment"
          summary={`${d.unpaid.count} invoice${d.unpaid.count === 1 ? "" : "s"} with ${d.unpaid.value} owing`}
          footer={<Link to="/admin/invoices?status=unpaid">All unpaid invoices →</Link>}
        >
          {d.unpaid.rows.map((r) => (
            <li key={r.id} className="flex justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/invoices/${r.id}`} className="font-semibold">
                  {r.title}
                </Link>{" "}
                <InvoiceStatusBadge status={r.status} />
                <span className="block text-xs">{r.sub}</span>
              </span>
              <span className="whitespace-nowrap">{r.value}</span>
            </li>
          ))}
          {d.unpaid.rows.length === 0 ? <li className="py-2">Nothing is owed right now.</li> : null}
        </Column>
        <Column
          title="Paid in the last 30 days"
          summary={`${d.paid.count} invoice${d.paid.count === 1 ? "" : "s"} totalling ${d.paid.value}`}
          footer={<Link to="/admin/invoices?status=paid">All paid invoices →</Link>}
        >
          {d.paid.rows.map((r) => (
            <li key={r.id} className="flex justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/invoices/${r.id}`} className="font-semibold">
                  {r.title}
                </Link>
                <span className="block text-xs">{r.sub}</span>
              </span>
              <span className="whitespace-nowrap">{r.value}</span>
            </li>
          ))}
          {d.paid.rows.length === 0 ? <li className="py-2">No invoices paid in the last 30 days.</li> : null}
        </Column>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
