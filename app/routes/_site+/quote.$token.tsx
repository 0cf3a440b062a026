import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BusinessCard, ItemList, QuoteTerms, TotalsBlock } from "~/components/customer-quote.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { ANSWER_REFUSAL_TEXT, answerRefusal, formatQuoteNumber, summarise } from "~/domain/quote.ts";
import { OPERATIONS_ROLES, hasAnyRole } from "~/domain/roles.ts";
import { getQuoteByToken, publicQuoteData, recordQuoteOpened } from "~/models/quote.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? `Quote ${formatQuoteNumber(data.quote.number)} | Bosun Marine Services`
      : "Quote | Bosun Marine Services",
  },
  { name: "robots", content: "noindex" },
];

// Public by design: the unguessable token is the key. Anything else (ids, numbers) is a 404.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const quote = await getQuoteByToken(params.token ?? "");
  const user = await getUser(request);
  const byStaff = !!user && hasAnyRole(user, OPERATIONS_ROLES);
  // Drafts are not the customer's yet; the team may preview them.
  if (!quote || (quote.status === "draft" && !byStaff)) throw notFound();
  const now = getNow(request);
  await recordQuoteOpened(quote, now, byStaff);
  const data = publicQuoteData(quote, now);
  return json(
    { quote: data, refusal: answerRefusal(data.status, data.validUntil, now) },
    { headers: { "X-Robots-Tag": "noindex" } },
  );
}

export default function CustomerQuotePage() {
  const { quote, refusal } = useLoaderData<typeof loader>();
  const required = quote.items.filter((i) => !i.optional);
  const optional = quote.items.filter((i) => i.optional);
  const base = summarise(quote.items, [], quote.deposit);
  const respond = `/quotes/${quote.token}/respond`;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <article className="card space-y-6 p-4 sm:p-8">
        <BusinessCard number={quote.number} sentAt={quote.sentAt} validUntil={quote.validUntil} />
        <header>
          <div className="flex flex-wrap items-center gap-2">
            <QuoteStatusBadge status={quote.status} forCustomer />
          </div>
          <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{quote.title}</h1>
          <p className="mt-1 text-sm">
            Prepared for <strong>{quote.contactName}</strong>
            {quote.vesselName ? (
              <>
                {" "}
                · <span>{quote.vesselName}</span>
              </>
            ) : null}
          </p>
        </header>

        {quote.accepted ? (
          <section className="rounded-theme border border-success/40 bg-success/5 p-4" role="status">
            <h2 className="text-lg font-bold text-success">
              Accepted — thank you{quote.accepted.fullName ? `, ${quote.accepted.fullName}` : ""}
            </h2>
            <p className="mt-1 text-sm">
              Accepted {quote.accepted.at ? formatDateTime(quote.accepted.at) : ""} for{" "}
              <strong>{formatCents(quote.accepted.totalCents)}</strong> including {formatCents(quote.accepted.taxCents)}{" "}
              GST. We will be in touch to confirm a date and time.
            </p>
            {quote.accepted.depositCents > 0 ? (
              quote.accepted.depositInvoice?.paid ? (
                <p className="mt-2 text-sm" data-testid="deposit-state">
                  <strong>Deposit of {formatCents(quote.accepted.depositCents)} paid</strong> (invoice{" "}
                  <a href={quote.accepted.depositInvoice.href}>{quote.accepted.depositInvoice.number}</a>). Thank you —
                  it comes off the invoice for the work.
                </p>
              ) : quote.accepted.depositInvoice ? (
                <div className="mt-2 text-sm" data-testid="deposit-state">
                  <p>
                    <strong>Deposit of {formatCents(quote.accepted.depositCents)} due</strong> on invoice{" "}
                    {quote.accepted.depositInvoice.number} (we've e-mailed it to you too). Your booking is confirmed
                    once it is paid.
                  </p>
                  <a href={quote.accepted.depositInvoice.href} className="btn-primary mt-3 inline-flex">
                    Pay the deposit
                  </a>
                </div>
              ) : (
                <p className="mt-2 text-sm" data-testid="deposit-state">
                  <strong>Deposit of {formatCents(quote.accepted.depositCents)} due.</strong> We will invoice the
                  deposit by email shortly — there is nothing to pay on this page. Your booking is confirmed once it is
                  paid.
                </p>
              )
            ) : (
              <p className="mt-2 text-sm" data-testid="deposit-state">
                No deposit is needed; we invoice when the work is done.
              </p>
            )}
          </section>
        ) : refusal ? (
          <p
            className="rounded-theme border border-line bg-surface p-4 text-sm font-semibold text-secondary"
            role="status"
            data-testid="quote-closed"
          >
            {ANSWER_REFUSAL_TEXT[refusal]}
          </p>
        ) : null}

        <ItemList
          items={quote.accepted ? quote.items.filter((i) => !i.optional || i.selected) : required}
          heading={quote.accepted ? "What you accepted" : "Included in this quote"}
        />
        {!quote.accepted ? <TotalsBlock summary={base} deposit={quote.deposit} /> : null}

        {optional.length && !quote.accepted ? (
          <section className="rounded-theme border border-dashed border-accent p-4">
            <ItemList items={optional} heading="Optional extras" />
            <p className="mt-1 text-sm">Tick any of these when you accept; your total updates before you confirm.</p>
          </section>
        ) : null}

        {quote.notes ? (
          <section>
            <h2 className="text-base font-bold">Notes from our team</h2>
            <p className="mt-1 whitespace-pre-line text-sm">{quote.notes}</p>
          </section>
        ) : null}

        <QuoteTerms />

        {!refusal ? (
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={respond} className="btn-primary flex-1 py-3 text-base">
              Accept this quote
            </Link>
            <Link to={`${respond}?action=changes`} className="btn-secondary flex-1 py-3">
              Ask for changes
            </Link>
            <Link to={`${respond}?action=decline`} className="btn-secondary flex-1 py-3">
              Decline
            </Link>
          </div>
        ) : null}
      </article>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
