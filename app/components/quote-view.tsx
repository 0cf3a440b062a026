import { Form, Link } from "@remix-run/react";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import {
  canEditQuote,
  canRevokeQuote,
  canSendQuote,
  describeDeposit,
  formatQuoteNumber,
  type DepositRule,
} from "~/domain/quote.ts";
import type { CustomerQuoteItem } from "./customer-quote.tsx";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { PageHeader } from "./portal-shell.tsx";
import { QuoteStatusBadge } from "./quote-status-badge.tsx";
import { StatusButton } from "./ui/status-button.tsx";
import { GstTotalRows } from "~/components/gst-total-rows.tsx";
import { LineItemsTable } from "./line-items-table.tsx";

export interface QuoteViewData {
  id: string;
  number: number;
  status: string;
  title: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string | null;
  vesselName: string | null;
  notes: string | null;
  validUntil: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  acceptedTotalCents: number | null;
  acceptedDepositCents: number | null;
  sentAt: string | null;
  viewedAt: string | null;
  respondedAt: string | null;
  createdAt: string;
  customer: { id: string; fullName: string } | null;
  createdBy: { fullName: string } | null;
  job: { id: string; number: number; status: string } | null;
  /** The live deposit invoice, once the quote is accepted with a deposit. */
  invoices?: { id: string; number: number; outstandingCents: number }[];
  items: CustomerQuoteItem[];
  responses: {
    id: string;
    kind: string;
    fullName: string | null;
    message: string | null;
    totalCents: number | null;
    depositCents: number | null;
    ipAddress: string | null;
    createdAt: string;
  }[];
}

const RESPONSE_LABELS: Record<string, string> = {
  accepted: "Accepted",
  declined: "Declined",
  changes_requested: "Asked for changes",
};

export function QuoteView({
  quote,
  link,
  deposit,
  depositOnTotal,
  editTo,
  jobTo,
  customerTo,
}: {
  quote: QuoteViewData;
  link: string;
  deposit: DepositRule;
  depositOnTotal: number;
  editTo: string;
  jobTo: (id: string) => string;
  customerTo?: (id: string) => string;
}) {
  const sendLabel = quote.status === "draft" ? "Send to customer" : "Send again";
  return (
    <>
      <PageHeader
        title={`Quote ${formatQuoteNumber(quote.number)}`}
        description={quote.title}
        actions={
          <>
            {canEditQuote(quote.status) ? (
              <Link to={editTo} className="btn-secondary">
                Edit
              </Link>
            ) : null}
            <a href={link} className="btn-secondary" target="_blank" rel="noreferrer">
              Customer view
            </a>
          </>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-6">
          <section className="card">
            <div className="flex flex-wrap items-center gap-3">
              <QuoteStatusBadge status={quote.status} />
              <span className="text-sm">
                Valid until the end of <strong>{formatDate(quote.validUntil)}</strong>
              </span>
            </div>
            <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="font-semibold text-secondary">Customer</dt>
                <dd>
                  {quote.customer && customerTo ? (
                    <Link to={customerTo(quote.customer.id)}>{quote.contactName}</Link>
                  ) : (
                    quote.contactName
                  )}
                  {!quote.customer ? <span className="ml-1 text-xs">(no account yet)</span> : null}
                  <br />
                  {quote.contactEmail}
                  {quote.contactPhone ? ` · ${quote.contactPhone}` : ""}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Vessel</dt>
                <dd>{quote.vesselName ?? "Not given"}</dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Job</dt>
                <dd>
                  {quote.job ? (
                    <span className="inline-flex items-center gap-2">
                      <Link to={jobTo(quote.job.id)}>{formatJobNumber(quote.job.number)}</Link>{" "}
                      <JobStatusBadge status={quote.job.status} />
                    </span>
                  ) : (
                    "Created when the customer accepts"
                  )}
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-secondary">Prepared by</dt>
                <dd>
                  {quote.createdBy?.fullName ?? "—"} · {formatDate(quote.createdAt)}
                </dd>
              </div>
            </dl>
          </section>

          <section className="card overflow-x-auto p-0">
            <LineItemsTable
              items={quote.items}
              unitLabel="Unit (ex GST)"
              caption={<caption className="sr-only">Line items</caption>}
            />
          </section>

          {quote.notes ? (
            <section className="card">
              <h2 className="text-lg font-bold">Notes for the customer</h2>
              <p className="mt-2 whitespace-pre-line text-sm">{quote.notes}</p>
            </section>
          ) : null}

          <section className="card">
            <h2 className="text-lg font-bold">History</h2>
            <ol className="mt-3 space-y-2 text-sm">
              <li>Created {formatDateTime(quote.createdAt)}</li>
              {quote.sentAt ? <li>Sent {formatDateTime(quote.sentAt)}</li> : null}
              {quote.viewedAt ? <li>First opened by the customer {formatDateTime(quote.viewedAt)}</li> : null}
              {quote.responses.map((r) => (
                <li key={r.id} className="rounded-theme bg-surface p-3">
                  <strong>{RESPONSE_LABELS[r.kind] ?? r.kind}</strong> {formatDateTime(r.createdAt)}
                  {r.fullName ? ` by ${r.fullName}` : ""}
                  {r.ipAddress ? <span className="text-xs"> · IP {r.ipAddress}</span> : null}
                  {r.totalCents !== null ? (
                    <span className="block">
                      Accepted total {formatCents(r.totalCents)}
                      {r.depositCents ? `, deposit ${formatCents(r.depositCents)}` : ""}
                    </span>
                  ) : null}
                  {r.message ? <span className="block whitespace-pre-line">“{r.message}”</span> : null}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside className="space-y-4 xl:sticky xl:top-20 xl:self-start">
          <section className="card">
            <dl className="space-y-1 text-sm tabular-nums">
              <GstTotalRows
                subtotalCents={quote.subtotalCents}
                taxCents={quote.taxCents}
                totalCents={quote.totalCents}
              />
              <div className="flex justify-between">
                <dt>{describeDeposit(deposit)}</dt>
                <dd>{formatCents(depositOnTotal)}</dd>
              </div>
              {quote.acceptedTotalCents !== null ? (
                <div className="flex justify-between border-t border-line pt-1 font-semibold text-success">
                  <dt>Accepted total</dt>
                  <dd>{formatCents(quote.acceptedTotalCents)}</dd>
                </div>
              ) : null}
              {quote.invoices?.[0] ? (
                <div className="flex justify-between" data-testid="deposit-invoice">
                  <dt>
                    Deposit invoice{" "}
                    <a href={`/admin/invoices/${quote.invoices[0].id}`}>
                      {formatInvoiceNumber(quote.invoices[0].number)}
                    </a>
                  </dt>
                  <dd>
                    {quote.invoices[0].outstandingCents > 0
                      ? `${formatCents(quote.invoices[0].outstandingCents)} owing`
                      : "Paid"}
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          <section className="card space-y-3">
            <h2 className="text-base font-bold">Customer link</h2>
            <input readOnly value={link} aria-label="Customer link" className="field-input text-xs" />
            {canSendQuote(quote.status) ? (
              <Form method="post">
                <StatusButton value="send" pendingText="Sending..." className="btn-primary w-full">
                  {sendLabel}
                </StatusButton>
              </Form>
            ) : null}
            {canRevokeQuote(quote.status) ? (
              <Form method="post">
                <StatusButton value="revoke" pendingText="Withdrawing..." className="btn-secondary w-full text-danger">
                  Withdraw quote
                </StatusButton>
              </Form>
            ) : null}
          </section>
        </aside>
      </div>
    </>
  );
}
