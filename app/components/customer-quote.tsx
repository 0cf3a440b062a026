// The customer's view of a quote (no login, phone first): business details, lines, options, GST, deposit.
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { describeDeposit, formatQuoteNumber, type DepositRule, type QuoteSummary } from "~/domain/quote.ts";
import { useRootData } from "~/root.tsx";
import type { LineItemRow } from "./line-items-table.tsx";

/** A quote line as both quote views (the customer's and the office's) show it. */
export type CustomerQuoteItem = LineItemRow & { optional: boolean; selected: boolean };

export interface CustomerQuote {
  token: string;
  number: number;
  title: string;
  status: string;
  contactName: string;
  vesselName: string | null;
  notes: string | null;
  validUntil: string;
  sentAt: string | null;
  items: CustomerQuoteItem[];
  deposit: DepositRule;
  version: string;
  accepted: {
    totalCents: number;
    taxCents: number;
    subtotalCents: number;
    depositCents: number;
    fullName: string | null;
    at: string | null;
  } | null;
}

export function BusinessCard({
  number,
  sentAt,
  validUntil,
}: {
  number: number;
  sentAt: string | null;
  validUntil: string;
}) {
  const env = useRootData()?.env;
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-4">
      <div>
        <p className="font-logo text-2xl font-bold text-primary">{env?.businessName ?? "Bosun Marine Services"}</p>
        <p className="text-sm">
          <a href={`tel:${(env?.businessPhone ?? "").replace(/\s/g, "")}`}>{env?.businessPhone}</a> ·{" "}
          <a href={`mailto:${env?.businessEmail}`}>{env?.businessEmail}</a>
          <br />
          {env?.businessLocation}
        </p>
      </div>
      <dl className="text-sm sm:text-right">
        <dt className="sr-only">Quote number</dt>
        <dd className="font-heading text-lg font-bold text-secondary">Quote {formatQuoteNumber(number)}</dd>
        {sentAt ? (
          <>
            <dt className="sr-only">Issued</dt>
            <dd>Issued {formatDate(sentAt)}</dd>
          </>
        ) : null}
        <dt className="sr-only">Valid until</dt>
        <dd>
          Valid until the end of <strong>{formatDate(validUntil)}</strong>
        </dd>
      </dl>
    </div>
  );
}

export function ItemList({ items, heading }: { items: CustomerQuoteItem[]; heading: string }) {
  if (!items.length) return null;
  return (
    <section aria-label={heading}>
      <h2 className="text-base font-bold">{heading}</h2>
      <ul className="mt-2 divide-y divide-line">
        {items.map((i) => (
          <li key={i.id} className="flex justify-between gap-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-secondary">{i.name}</p>
              {i.description ? <p className="text-sm">{i.description}</p> : null}
              <p className="text-xs text-ink/80">
                {i.quantity} × {formatCents(i.unitPriceCents)} ex GST
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums text-secondary">{formatCents(i.totalCents)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TotalsBlock({
  summary,
  deposit,
  label = "Total",
}: {
  summary: QuoteSummary;
  deposit: DepositRule;
  label?: string;
}) {
  return (
    <dl className="space-y-1 rounded-theme bg-surface p-4 text-sm tabular-nums" data-testid="quote-totals">
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatCents(summary.subtotalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>GST (10%)</dt>
        <dd>{formatCents(summary.taxCents)}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-2 text-lg font-bold text-secondary">
        <dt>{label}</dt>
        <dd data-testid="quote-total">{formatCents(summary.totalCents)}</dd>
      </div>
      {summary.depositCents > 0 ? (
        <>
          <div className="flex justify-between pt-1">
            <dt>{describeDeposit(deposit)} due on acceptance</dt>
            <dd data-testid="quote-deposit">{formatCents(summary.depositCents)}</dd>
          </div>
          <div className="flex justify-between text-ink/80">
            <dt>Balance on completion</dt>
            <dd>{formatCents(summary.balanceCents)}</dd>
          </div>
        </>
      ) : (
        <div className="flex justify-between pt-1 text-ink/80">
          <dt>Deposit</dt>
          <dd>None — pay on completion</dd>
        </div>
      )}
    </dl>
  );
}

export const QUOTE_TERMS = [
  "Prices are in Australian dollars and include GST where shown. The quote covers the work listed; anything else is quoted separately before we do it.",
  "Weather-dependent work (cleaning, polishing, antifouling, deliveries) may be rescheduled for safety; we will agree a new time with you.",
  "We need safe access to the vessel at the marina or yacht club on the day. Marina fees for slipping or hardstand are not included unless listed.",
  "A deposit, where shown, is invoiced on acceptance and confirms your booking. The balance is invoiced when the work is completed.",
  "You may cancel free of charge up to 48 hours before the scheduled start; after that we may keep the deposit to cover costs already incurred.",
];

export function QuoteTerms() {
  return (
    <details className="rounded-theme border border-line p-4 text-sm">
      <summary className="cursor-pointer font-semibold text-secondary">Terms of this quote</summary>
      <ol className="mt-3 list-decimal space-y-2 pl-5">
        {QUOTE_TERMS.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </ol>
    </details>
  );
}
