// One subscription as customers and staff see it (issue 14): summary, visits with their job, invoice and charge,
// and the change history. The action panels differ per portal and are passed in.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import {
  cardLabel,
  formatSubscriptionNumber,
  frequencyLabel,
  STATUS_LABELS,
  weekdayName,
} from "~/domain/subscriptions.ts";
import { TitledSection } from "~/components/ui/titled-section.tsx";

const STATUS_TONES: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  active: "bg-emerald-100 text-emerald-900",
  paused: "bg-sky-100 text-sky-900",
  past_due: "bg-red-100 text-red-900",
  cancelling: "bg-slate-200 text-slate-900",
  cancelled: "bg-slate-100 text-slate-700",
};

export function SubscriptionStatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge ${STATUS_TONES[status] ?? "bg-surface text-secondary"}`} data-testid="subscription-status">
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}

const CHARGE_LABELS: Record<string, string> = {
  none: "—",
  pending: "To charge",
  charging: "Charging",
  paid: "Paid",
  failed: "Card declined",
  invoiced: "Invoiced",
  refunded: "Refunded",
};
const VISIT_LABELS: Record<string, string> = { booked: "Booked", skipped: "Skipped", cancelled: "Cancelled" };

export interface SubscriptionViewData {
  id: string;
  number: number;
  status: string;
  serviceName: string;
  vesselName: string;
  frequency: string;
  weekday: number;
  windowStart: string;
  windowEnd: string;
  priceCents: number;
  billing: string;
  pausedUntil: string | null;
  endsOn: string | null;
  nextVisit: string | null;
  locationAddress: string;
  locationMarina: string | null;
  savedCard: { brand: string; last4: string } | null;
  customer?: { fullName: string; email: string };
  visits: {
    id: string;
    visitDate: string;
    status: string;
    chargeStatus: string;
    chargeAttempts: number;
    nextChargeAt: string | null;
    lastChargeError: string | null;
    amountCents: number;
    note: string | null;
    invoice: { id: string; number: number; status: string; publicToken: string; outstandingCents: number } | null;
    job: { id: string; number: number; status: string } | null;
  }[];
  changes: { id: string; kind: string; summary: string; createdAt: string; actor: { fullName: string } | null }[];
}

export function SubscriptionSummary({ sub, staff = false }: { sub: SubscriptionViewData; staff?: boolean }) {
  return (
    <section className="card" aria-labelledby="sub-summary">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="sub-summary" className="text-lg font-bold">
          {sub.serviceName} · {sub.vesselName}
        </h2>
        <SubscriptionStatusBadge status={sub.status} />
      </div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-semibold text-secondary">How often</dt>
          <dd>
            {frequencyLabel(sub.frequency)}, {weekdayName(sub.weekday)}s {sub.windowStart}–{sub.windowEnd}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-secondary">Next visit</dt>
          <dd data-testid="next-visit">
            {sub.nextVisit ? formatServiceDate(sub.nextVisit) : "None planned"}
            {sub.status === "paused" && sub.pausedUntil ? ` (paused until ${formatServiceDate(sub.pausedUntil)})` : ""}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-secondary">Price per visit</dt>
          <dd>{formatCents(sub.priceCents)} incl. GST</dd>
        </div>
        <div>
          <dt className="font-semibold text-secondary">Paid by</dt>
          <dd>
            {sub.billing === "invoice"
              ? "Invoice and bank transfer"
              : sub.savedCard
                ? cardLabel(sub.savedCard)
                : "Card (none saved)"}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="font-semibold text-secondary">Where</dt>
          <dd>{[sub.locationMarina, sub.locationAddress].filter(Boolean).join(" · ")}</dd>
        </div>
        {staff && sub.customer ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-secondary">Customer</dt>
            <dd>
              {sub.customer.fullName} · {sub.customer.email}
            </dd>
          </div>
        ) : null}
        {sub.status === "cancelling" && sub.endsOn ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold text-secondary">Ends</dt>
            <dd>Nothing is booked from {formatServiceDate(sub.endsOn)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

export function VisitsTable({
  sub,
  staff = false,
  rowAction,
}: {
  sub: SubscriptionViewData;
  staff?: boolean;
  rowAction?: (visit: SubscriptionViewData["visits"][number]) => ReactNode;
}) {
  return (
    <SubscriptionTable
      id="visits-heading"
      title="Visits"
      testId="visits"
      empty={sub.visits.length === 0 ? <>No visits booked yet — the first is booked {`when it is paid`}.</> : null}
      columns={["Date", "Visit", "Job", "Invoice", "Payment"]}
      lastColumn={rowAction ? <span className="sr-only">Actions</span> : undefined}
    >
      {sub.visits.map((v) => (
        <tr key={v.id} className="border-b border-line/60 align-top" data-testid="visit-row">
          <td className="py-2 pr-3 font-semibold text-secondary">{formatServiceDate(v.visitDate)}</td>
          <td className="py-2 pr-3">
            {VISIT_LABELS[v.status] ?? v.status}
            {v.note ? <span className="block text-xs">{v.note}</span> : null}
          </td>
          <td className="py-2 pr-3">
            {v.job ? (
              staff ? (
                <Link to={`/admin/jobs/${v.job.id}`}>#{v.job.number}</Link>
              ) : (
                <span>#{v.job.number}</span>
              )
            ) : (
              "—"
            )}
          </td>
          <td className="py-2 pr-3">
            {v.invoice ? (
              <>
                <Link to={staff ? `/admin/invoices/${v.invoice.id}` : `/invoice/${v.invoice.publicToken}`}>
                  {formatInvoiceNumber(v.invoice.number)}
                </Link>{" "}
                <span className="text-xs">
                  {v.invoice.status === "paid"
                    ? "paid"
                    : v.invoice.status === "void"
                      ? "void"
                      : `${formatCents(v.invoice.outstandingCents)} owing`}
                </span>
              </>
            ) : (
              "—"
            )}
          </td>
          <td className="py-2 pr-3" data-testid="visit-charge">
            {CHARGE_LABELS[v.chargeStatus] ?? v.chargeStatus}
            {v.chargeStatus === "failed" && v.lastChargeError ? (
              <span className="block text-xs text-danger">{v.lastChargeError}</span>
            ) : null}
            {v.chargeStatus === "failed" && v.nextChargeAt ? (
              <span className="block text-xs">Next try {formatDateTime(v.nextChargeAt)}</span>
            ) : null}
            {v.chargeStatus === "failed" && v.invoice && v.invoice.outstandingCents > 0 && !staff ? (
              <Link className="block text-xs font-semibold" to={`/invoice/${v.invoice.publicToken}`}>
                Pay now
              </Link>
            ) : null}
          </td>
          {rowAction ? <td className="py-2">{rowAction(v)}</td> : null}
        </tr>
      ))}
    </SubscriptionTable>
  );
}

/**
 * A card of a subscription's rows (visits, card charges): the heading, then the `empty` text when there are no rows,
 * else a table with a header cell per column (`lastColumn`, if any, without right padding) and the rows as children.
 */
export function SubscriptionTable({
  id,
  title,
  testId,
  empty,
  columns,
  lastColumn,
  children,
}: {
  id: string;
  title: string;
  testId: string;
  empty: ReactNode;
  columns: string[];
  lastColumn?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="card overflow-x-auto" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {empty ? (
        <p className="mt-2 text-sm">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm" data-testid={testId}>
          <thead>
            <tr className="border-b border-line">
              {columns.map((c) => (
                <th key={c} scope="col" className="py-2 pr-3">
                  {c}
                </th>
              ))}
              {lastColumn ? (
                <th scope="col" className="py-2">
                  {lastColumn}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </section>
  );
}

export function ChangeLog({ sub }: { sub: SubscriptionViewData }) {
  return (
    <TitledSection id="changes" className="card" title="History">
      <ol className="mt-3 space-y-2 text-sm" data-testid="changes">
        {sub.changes.map((c) => (
          <li key={c.id} className="border-l-2 border-accent pl-3">
            <span className="text-xs">
              {formatDateTime(c.createdAt)}
              {c.actor ? ` · ${c.actor.fullName}` : " · Bosun"}
            </span>
            <span className="block">{c.summary}</span>
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}

export function subscriptionTitle(sub: { number: number; serviceName: string }) {
  return `${formatSubscriptionNumber(sub.number)} · ${sub.serviceName}`;
}
