import type { ReactNode } from "react";
import type { CartSummary } from "~/domain/cart.ts";
import { formatCents } from "~/domain/money.ts";

function Row({
  label,
  value,
  strong,
  tone,
  testId,
}: {
  label: ReactNode;
  value: string;
  strong?: boolean;
  tone?: "saving";
  testId?: string;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 py-1.5 ${strong ? "font-heading text-lg font-bold text-secondary" : ""}`}
    >
      <dt className={tone === "saving" ? "text-success" : undefined}>{label}</dt>
      <dd data-testid={testId} className={`tabular-nums ${tone === "saving" ? "font-semibold text-success" : ""}`}>
        {value}
      </dd>
    </div>
  );
}

/** Totals in AUD (en-AU): list prices, the bundle saving, the total with the GST it includes, and now vs later. */
export function CartSummaryCard({
  summary,
  children,
  title = "Summary",
}: {
  summary: Omit<CartSummary, "eligibility" | "lines"> & { eligibility?: unknown };
  children?: ReactNode;
  title?: string;
}) {
  return (
    <section aria-labelledby="cart-summary-heading" className="card" data-testid="cart-summary">
      <h2 id="cart-summary-heading" className="text-lg font-bold">
        {title}
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        <Row
          label={`Services (${summary.itemCount})`}
          value={formatCents(summary.totalEstimatedCents)}
          testId="summary-list-total"
        />
        {summary.bundle ? (
          <Row
            label={<>Bundle: {summary.bundle.name}</>}
            value={`−${formatCents(summary.discountCents)}`}
            tone="saving"
            testId="summary-saving"
          />
        ) : null}
        <Row label="Total (AUD)" value={formatCents(summary.totalCents)} strong testId="summary-total" />
        <Row label="Includes GST" value={formatCents(summary.gstCents)} testId="summary-gst" />
        <Row
          label={<span className="font-semibold text-secondary">Due now</span>}
          value={formatCents(summary.dueNowCents)}
          testId="summary-due-now"
        />
        <Row label="Balance on completion" value={formatCents(summary.balanceLaterCents)} testId="summary-later" />
      </dl>
      {children ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
