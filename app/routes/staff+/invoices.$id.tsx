import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { RecordPaymentForm } from "~/components/invoice-forms.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { formatDateTime, sydneyDateKey } from "~/domain/dates.ts";
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { findInvoice, invoiceDocumentFor } from "~/models/invoice-queries.server.ts";
import { actorOf, requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { recordPaymentAction } from "~/utils/invoice-actions.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.doc.number ?? "Invoice"} | Operations Portal` }];

// Staff see issued invoices (drafts are the office's work in progress) and record cash and bank payments.
const ISSUED = { status: { not: "draft" } };

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const now = getNow(request);
  const invoice = await findInvoice({ id: params.id, ...ISSUED });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  return json({
    id: invoice.id,
    doc: invoiceDocumentFor(invoice, now),
    outstanding: formatCents(Math.max(0, invoice.outstandingCents)),
    canPay: (invoice.status === "sent" || invoice.status === "part_paid") && invoice.outstandingCents > 0,
    job: invoice.job,
    payments: invoice.payments.map((p) => ({
      id: p.id,
      amount: formatCents(p.amountCents),
      method: isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method,
      reference: p.reference,
      receivedAt: p.receivedAt,
      recordedBy: p.recordedBy?.fullName ?? "Payment provider",
    })),
    today: sydneyDateKey(now),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const invoice = await prisma.invoice.findFirst({ where: { id: params.id, ...ISSUED }, select: { id: true } });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  const formData = await request.formData();
  if (formData.get("intent") !== "record-payment") return json({ intent: "unknown", result: undefined, toast: null }, { status: 400 });
  return recordPaymentAction({
    request,
    formData,
    invoiceId: invoice.id,
    actorId: actorOf(ctx).id,
    now: getNow(request),
    redirectTo: `/staff/invoices/${invoice.id}`,
  });
}

export default function StaffInvoice() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  return (
    <>
      <PageHeader
        title={d.doc.number}
        description={`${d.doc.billTo.name} · ${d.doc.total.value} · ${d.doc.statusLabel}`}
        actions={
          <Link to="/staff/invoices" className="btn-secondary">
            ← All invoices
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <InvoiceDocumentView doc={d.doc} pdfHref={`/resources/invoices/${d.id}/pdf`} titleAs="h2" />
        {/* On phones the actions come first: staff open this page to record a payment. */}
        <div className="order-first space-y-6 xl:order-none">
          {d.job ? (
            <section className="card" aria-labelledby="job-heading">
              <h2 id="job-heading" className="text-lg font-bold">
                Job {formatJobNumber(d.job.number)}
              </h2>
              <p className="mt-1 text-sm">{d.job.title}</p>
              <p className="mt-2 flex items-center gap-2 text-sm">
                Job status: <JobStatusBadge status={d.job.status} />
              </p>
            </section>
          ) : null}
          {d.canPay ? (
            <section className="card" aria-labelledby="payment-heading">
              <h2 id="payment-heading" className="text-lg font-bold">
                Record a payment
              </h2>
              <div className="mt-3">
                {/* Remounts after each payment so the last amount is never left in the field. */}
                <RecordPaymentForm key={d.payments.length} actionData={actionData} today={d.today} outstanding={d.outstanding} />
              </div>
            </section>
          ) : null}
          <section className="card" aria-labelledby="payments-heading">
            <h2 id="payments-heading" className="text-lg font-bold">
              Payments
            </h2>
            {d.payments.length ? (
              <ul className="mt-3 divide-y divide-line text-sm">
                {d.payments.map((p) => (
                  <li key={p.id} className="py-2">
                    <span className="font-semibold">{p.amount}</span> · {p.method}
                    {p.reference ? ` · ${p.reference}` : ""}
                    <span className="block text-xs text-ink/80">
                      {formatDateTime(p.receivedAt)} · recorded by {p.recordedBy}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm">No payments recorded yet.</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
