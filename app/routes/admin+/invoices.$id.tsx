import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceDocumentView } from "~/components/invoice-document.tsx";
import { CreditNoteForm, RefundForm, VoidInvoiceForm } from "~/screens/invoice/invoice-forms.tsx";
import { InvoiceJobCard, InvoicePaymentPanels } from "~/screens/invoice/office-invoice-panels.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { findInvoice, officeInvoiceView } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import {
  creditNoteAction,
  issueAndSend,
  recordPaymentAction,
  refundAction,
  resendAction,
  voidAction,
} from "~/screens/invoice/invoice-actions.server.ts";
import { invoiceAdjustments } from "~/models/invoice-adjustments.server.ts";
import { formatCents } from "~/domain/money.ts";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from "~/domain/invoice.ts";
import { invariantResponse, unknownIntent } from "~/utils/misc.ts";
import { readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.doc.number ?? "Invoice"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const invoice = await findInvoice({ id: params.id });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  const adjustments = await invoiceAdjustments(invoice.id);
  const reminders = await prisma.invoiceReminder.findMany({
    where: { invoiceId: invoice.id },
    orderBy: { sequence: "desc" },
    take: 20,
    select: { id: true, sequence: true, sentAt: true },
  });
  return json({
    ...(await officeInvoiceView(invoice, now)),
    status: invoice.status,
    publicToken: invoice.publicToken,
    canVoid: invoice.status !== "void" && invoice.paidCents === 0,
    quote: invoice.quote,
    customerId: invoice.customerId,
    lastEmailedAt: invoice.lastEmailedAt,
    reminders,
    adjustments,
    today: sydneyDateKey(now),
    canAdjust: invoice.status !== "void" && invoice.status !== "draft",
    refundableCents: invoice.paidCents + adjustments.receivedElsewhereCents - adjustments.refundedCents,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const invoice = await prisma.invoice.findUnique({ where: { id: params.id }, select: { id: true } });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  const formData = await readForm(request);
  const base = {
    request,
    invoiceId: invoice.id,
    actorId: ctx.actor.id,
    now: getNow(request),
    redirectTo: `/admin/invoices/${invoice.id}`,
  };
  switch (formData.get("intent")) {
    case "record-payment":
      return recordPaymentAction({ ...base, formData });
    case "void":
      return voidAction({ ...base, formData });
    case "issue":
      return issueAndSend(base);
    case "send":
      return resendAction(base);
    case "credit-note":
      return creditNoteAction({ ...base, formData });
    case "refund":
      return refundAction({ ...base, formData });
    default:
      throw unknownIntent();
  }
}

export default function AdminInvoice() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData && "toast" in actionData ? actionData.toast : null);
  const pdfHref = `/resources/invoices/${d.id}/pdf`;
  return (
    <>
      <PageHeader
        title={d.doc.number}
        description={`${d.doc.billTo.name} · ${d.doc.total.value} · ${d.doc.statusLabel}`}
        links={[
          { to: "/admin/invoices", label: "← All invoices" },
          ...(d.status === "draft" ? [{ to: `/admin/invoices/${d.id}/edit`, label: "Edit draft" }] : []),
        ]}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <InvoiceDocumentView doc={d.doc} pdfHref={pdfHref} titleAs="h2" />
        {/* On phones the actions come first: staff open this page to record a payment. */}
        <div className="order-first space-y-6 xl:order-none">
          {d.job ? (
            <InvoiceJobCard job={d.job} />
          ) : d.quote ? (
            <TitledSection
              id="quote"
              className="card"
              title={
                <>
                  Deposit on quote <Link to={`/admin/quotes/${d.quote.id}`}>{formatQuoteNumber(d.quote.number)}</Link>
                </>
              }
            >
              <p className="mt-1 text-sm">{d.quote.title}</p>
              <p className="mt-2 text-sm">
                What is paid here is deducted on the job's invoice when the work is invoiced.
              </p>
            </TitledSection>
          ) : null}

          <TitledSection id="send" className="card" title={d.status === "draft" ? "Issue" : "Customer link"}>
            {d.status === "draft" ? (
              <>
                <p className="mt-1 text-sm">
                  Issuing fixes the issue date and due date and e-mails the invoice with its PDF to {d.doc.billTo.email}
                  .
                </p>
                <Form method="post" className="mt-3">
                  <StatusButton value="issue" pendingText="Issuing...">
                    Issue and e-mail invoice
                  </StatusButton>
                </Form>
              </>
            ) : d.status === "void" ? (
              <p className="mt-1 text-sm">Void invoices are kept for the record and are not sent to customers.</p>
            ) : (
              <>
                <p className="mt-1 text-sm">
                  The customer opens <a href={`/invoice/${d.publicToken}`}>their invoice page</a> from the e-mail
                  without signing in.
                  {d.lastEmailedAt ? ` Last e-mailed ${formatDateTime(d.lastEmailedAt)}.` : ""}
                </p>
                <Form method="post" className="mt-3">
                  <StatusButton value="send" pendingText="Sending..." className="btn-secondary">
                    {d.lastEmailedAt ? "Resend e-mail" : "E-mail to customer"}
                  </StatusButton>
                </Form>
              </>
            )}
          </TitledSection>

          <InvoicePaymentPanels d={d} actionData={actionData} />

          {d.reminders.length ? (
            <TitledSection id="reminders" className="card" title="Overdue reminders">
              <ul className="mt-3 space-y-1 text-sm">
                {d.reminders.map((r) => (
                  <li key={r.id}>
                    Reminder {r.sequence} · {formatDateTime(r.sentAt)}
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}

          {d.canAdjust ? (
            <TitledSection id="adjust" className="card" title="Credit notes and refunds">
              <p className="mt-1 text-sm">
                Both reduce the sale for GST in the period of their date. A credit note lowers what is owed; a refund
                records money given back (at most the {formatCents(Math.max(0, d.refundableCents))} paid and not yet
                refunded).
              </p>
              {d.adjustments.credits.length || d.adjustments.refunds.length ? (
                <ul className="mt-3 space-y-1 text-sm" data-testid="adjustments">
                  {d.adjustments.credits.map((c) => (
                    <li key={c.id}>
                      {c.receivedAt ? formatDate(c.receivedAt) : ""} · {c.description} ·{" "}
                      <span className="tabular-nums">−{formatCents(c.amountCents)}</span>
                    </li>
                  ))}
                  {d.adjustments.refunds.map((r) => (
                    <li key={r.id}>
                      {formatDate(r.refundedAt)} · Refund by{" "}
                      {isPaymentMethod(r.method) ? PAYMENT_METHOD_LABELS[r.method].toLowerCase() : r.method}: {r.reason}{" "}
                      · <span className="tabular-nums">−{formatCents(r.amountCents)}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              <details
                className="mt-3"
                open={actionData && "intent" in actionData && actionData.intent === "credit-note"}
              >
                <summary className="cursor-pointer font-heading text-sm font-semibold text-secondary">
                  Add a credit note
                </summary>
                <div className="mt-3">
                  <CreditNoteForm actionData={actionData} today={d.today} />
                </div>
              </details>
              {d.refundableCents > 0 ? (
                <details className="mt-3" open={actionData && "intent" in actionData && actionData.intent === "refund"}>
                  <summary className="cursor-pointer font-heading text-sm font-semibold text-secondary">
                    Record a refund
                  </summary>
                  <div className="mt-3">
                    <RefundForm actionData={actionData} today={d.today} />
                  </div>
                </details>
              ) : null}
            </TitledSection>
          ) : null}

          {d.canVoid ? (
            <TitledSection id="void" className="card" title="Void this invoice">
              <p className="mt-1 text-sm">
                Voiding keeps {d.doc.number} on record with your reason; it can no longer be paid.
                {d.job ? ` Job ${formatJobNumber(d.job.number)} can then be given a replacement invoice.` : ""}
              </p>
              <div className="mt-3">
                <VoidInvoiceForm actionData={actionData} />
              </div>
            </TitledSection>
          ) : d.status !== "void" ? (
            <p className="text-sm">{d.doc.number} has payments recorded, so it cannot be voided.</p>
          ) : null}
        </div>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
