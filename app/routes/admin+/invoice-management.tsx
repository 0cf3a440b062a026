import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceStatusBadge } from "~/components/invoice-document.tsx";
import { EmptyState, StatCard, PageHeader } from "~/components/portal-shell.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { TableHead } from "~/components/ui/table-head.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { PAYMENT_METHOD_LABELS, daysOverdue, formatInvoiceNumber, isPaymentMethod } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { jobsAwaitingInvoiceWhere } from "~/models/invoice-queries.server.ts";
import { runInvoiceReminders } from "~/models/invoice-reminders.server.ts";
import { markPaymentRefunded, paymentsToRefund } from "~/models/payment-refunds.server.ts";
import { invoiceSettings } from "~/models/invoice.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Invoice management | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const overdueWhere = { status: { in: ["sent", "part_paid"] }, dueAt: { lt: now }, outstandingCents: { gt: 0 } };
  const [overdue, overdueSum, drafts, draftCount, awaitingCount, awaiting, payments, lastReminder] = await Promise.all([
    prisma.invoice.findMany({
      where: overdueWhere,
      orderBy: { dueAt: "asc" },
      take: 15,
      select: {
        id: true,
        number: true,
        status: true,
        customerName: true,
        outstandingCents: true,
        dueAt: true,
        reminders: { orderBy: { sequence: "desc" }, take: 1, select: { sequence: true, sentAt: true } },
      },
    }),
    prisma.invoice.aggregate({ where: overdueWhere, _sum: { outstandingCents: true }, _count: { _all: true } }),
    prisma.invoice.findMany({
      where: { status: "draft" },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, number: true, customerName: true, totalCents: true, createdAt: true },
    }),
    prisma.invoice.count({ where: { status: "draft" } }),
    prisma.job.count({ where: jobsAwaitingInvoiceWhere("") }),
    prisma.job.findMany({
      where: jobsAwaitingInvoiceWhere(""),
      orderBy: { updatedAt: "desc" },
      take: 5,
      select: { id: true, number: true, title: true, customerContactName: true, totalCents: true },
    }),
    prisma.invoicePayment.findMany({
      orderBy: { createdAt: "desc" },
      take: 10,
      select: {
        id: true,
        amountCents: true,
        method: true,
        receivedAt: true,
        invoice: { select: { id: true, number: true, customerName: true } },
      },
    }),
    prisma.invoiceReminder.findFirst({ orderBy: { sentAt: "desc" }, select: { sentAt: true } }),
  ]);
  const toRefund = await paymentsToRefund();
  const settings = await invoiceSettings();
  return json({
    overdue: overdue.map((i) => ({
      id: i.id,
      number: formatInvoiceNumber(i.number),
      customerName: i.customerName,
      outstanding: formatCents(i.outstandingCents),
      dueDate: i.dueAt ? formatDate(i.dueAt) : "—",
      daysOverdue: daysOverdue(i, now),
      reminders: i.reminders[0]?.sequence ?? 0,
      lastReminder: i.reminders[0]?.sentAt ?? null,
    })),
    overdueTotal: formatCents(overdueSum._sum.outstandingCents ?? 0),
    overdueCount: overdueSum._count._all,
    drafts: drafts.map((d) => ({
      id: d.id,
      number: formatInvoiceNumber(d.number),
      customerName: d.customerName,
      total: formatCents(d.totalCents),
      createdAt: d.createdAt,
    })),
    draftCount,
    awaitingCount,
    awaiting: awaiting.map((j) => ({
      id: j.id,
      number: j.number,
      title: j.title,
      customer: j.customerContactName,
      total: formatCents(j.totalCents),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: formatCents(p.amountCents),
      method: isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method,
      receivedAt: p.receivedAt,
      invoiceId: p.invoice.id,
      invoiceNumber: formatInvoiceNumber(p.invoice.number),
      customerName: p.invoice.customerName,
    })),
    toRefund,
    lastReminderAt: lastReminder?.sentAt ?? null,
    reminderIntervalDays: settings.reminderIntervalDays,
    reminderMax: settings.reminderMax,
    termsDays: settings.termsDays,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "mark-refunded") {
    const paymentId = String(formData.get("paymentId") ?? "");
    const marked = await markPaymentRefunded(paymentId, { actorName: ctx.actor.fullName, now: getNow(request) });
    if (marked)
      await recordAudit(request, { action: "payment.marked_refunded", actorId: ctx.actor.id, details: { paymentId } });
    return redirectWithToast(
      "/admin/invoice-management",
      marked
        ? { type: "success", title: "Marked as refunded", description: "It no longer appears in the refund list." }
        : {
            type: "error",
            title: "Nothing changed",
            description: "That payment is not waiting for a refund (someone may have marked it already).",
          },
    );
  }
  if (formData.get("intent") !== "run-reminders") throw unknownIntent();
  const run = await runInvoiceReminders({ now: getNow(request) });
  await recordAudit(request, {
    action: "invoice.reminders_run",
    actorId: ctx.actor.id,
    details: { checked: run.checked, sent: run.sent.length },
  });
  const { reminderIntervalDays } = await invoiceSettings();
  return redirectWithToast("/admin/invoice-management", {
    type: "success",
    title: run.sent.length ? `${run.sent.length} reminder${run.sent.length === 1 ? "" : "s"} sent` : "No reminders due",
    description: run.sent.length
      ? `Sent for ${run.sent.map((s) => formatInvoiceNumber(s.number)).join(", ")}.`
      : `${run.checked} overdue invoice${run.checked === 1 ? " has" : "s have"} had a reminder in the last ${reminderIntervalDays} days (or reached the limit).`,
  });
}

export default function InvoiceManagement() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Invoice management"
        description={`What needs doing: overdue invoices to chase, drafts to issue, finished jobs to bill. Payment terms are ${d.termsDays} days.`}
        links={[{ to: "/admin/invoices", label: "All invoices" }]}
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Overdue"
          value={d.overdueTotal}
          hint={`${d.overdueCount} invoice${d.overdueCount === 1 ? "" : "s"}`}
        />
        <StatCard label="Drafts to issue" value={d.draftCount} />
        <StatCard
          label="Completed jobs to invoice"
          value={d.awaitingCount}
          hint={<Link to="/admin/invoices/create">Invoice a job</Link>}
        />
      </div>

      {d.toRefund.length ? (
        <TitledSection
          id="refund"
          className="card mb-6 border-red-300 bg-red-50"
          headingClassName="text-lg font-bold text-red-900"
          title="Card payments to refund"
        >
          <p className="mt-1 text-sm">
            These card payments arrived for something that was already paid (another payment landed first), so they were
            not recorded. Refund each in the Stripe dashboard, then mark it here.
          </p>
          <ul className="mt-3 divide-y divide-red-200 text-sm">
            {d.toRefund.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <span>
                  <span className="font-semibold">{formatCents(p.amountCents)}</span> for{" "}
                  {p.href ? <Link to={p.href}>{p.label}</Link> : p.label} · {formatDateTime(p.createdAt)}
                  {p.providerRef ? <span className="block text-xs">Stripe reference {p.providerRef}</span> : null}
                </span>
                <Form method="post">
                  <input type="hidden" name="paymentId" value={p.id} />
                  <StatusButton value="mark-refunded" pendingText="Saving..." className="btn-secondary">
                    Mark {formatCents(p.amountCents)} refunded
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      <section className="card mb-6" aria-labelledby="overdue-heading">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="overdue-heading" className="text-lg font-bold">
              Overdue invoices
            </h2>
            <p className="mt-1 text-sm">
              Reminders go out automatically, at most one every {d.reminderIntervalDays} days per invoice and{" "}
              {d.reminderMax} in all.
              {d.lastReminderAt ? ` Last reminder sent ${formatDateTime(d.lastReminderAt)}.` : ""} Running them again
              never sends a duplicate.
            </p>
          </div>
          <Form method="post">
            <StatusButton value="run-reminders" pendingText="Sending...">
              Send due reminders now
            </StatusButton>
          </Form>
        </div>
        {d.overdue.length ? (
          <div className="mt-4 overflow-x-auto">
            <table className="table-base">
              <TableHead columns={["Invoice", "Customer", "Due", { label: "Owing", align: "right" }, "Reminders"]} />
              <tbody className="divide-y divide-line">
                {d.overdue.map((i) => (
                  <tr key={i.id}>
                    <td>
                      <Link to={`/admin/invoices/${i.id}`} className="font-semibold">
                        {i.number}
                      </Link>{" "}
                      <InvoiceStatusBadge status="overdue" />
                    </td>
                    <td>{i.customerName}</td>
                    <td className="whitespace-nowrap">
                      {i.dueDate} · {i.daysOverdue} day{i.daysOverdue === 1 ? "" : "s"} late
                    </td>
                    <td className="whitespace-nowrap text-right font-semibold">{i.outstanding}</td>
                    <td className="whitespace-nowrap">
                      {i.reminders ? `${i.reminders} sent, last ${formatDate(i.lastReminder!)}` : "None yet"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-4 text-sm">
            Nothing is overdue. Every issued invoice is either paid or still within its terms.
          </p>
        )}
      </section>

      <div className="grid gap-6 xl:grid-cols-3">
        <section className="card" aria-labelledby="drafts-heading">
          <h2 id="drafts-heading" className="text-lg font-bold">
            Drafts to issue
          </h2>
          {d.drafts.length ? (
            <ul className="mt-3 divide-y divide-line text-sm">
              {d.drafts.map((i) => (
                <li key={i.id} className="flex justify-between gap-2 py-2">
                  <span>
                    <Link to={`/admin/invoices/${i.id}`} className="font-semibold">
                      {i.number}
                    </Link>{" "}
                    · {i.customerName}
                  </span>
                  <span className="whitespace-nowrap">{i.total}</span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No drafts">Drafts you save in the invoice builder wait here.</EmptyState>
          )}
        </section>
        <section className="card" aria-labelledby="awaiting-heading">
          <h2 id="awaiting-heading" className="text-lg font-bold">
            Completed jobs to invoice
          </h2>
          {d.awaiting.length ? (
            <ul className="mt-3 divide-y divide-line text-sm">
              {d.awaiting.map((j) => (
                <li key={j.id} className="flex justify-between gap-2 py-2">
                  <Link to={`/admin/invoices/create?jobId=${j.id}`}>
                    {formatJobNumber(j.number)} · {j.title}
                  </Link>
                  <span className="whitespace-nowrap">{j.total}</span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="All caught up">Every completed job has an invoice.</EmptyState>
          )}
        </section>
        <section className="card" aria-labelledby="payments-heading">
          <h2 id="payments-heading" className="text-lg font-bold">
            Latest payments
          </h2>
          {d.payments.length ? (
            <ul className="mt-3 divide-y divide-line text-sm">
              {d.payments.map((p) => (
                <li key={p.id} className="py-2">
                  <span className="font-semibold">{p.amount}</span> · {p.method} ·{" "}
                  <Link to={`/admin/invoices/${p.invoiceId}`}>{p.invoiceNumber}</Link>
                  <span className="block text-xs">
                    {p.customerName} · {formatDate(p.receivedAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState title="No payments yet">Cash and bank payments recorded by staff appear here.</EmptyState>
          )}
        </section>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
