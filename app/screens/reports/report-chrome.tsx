// The frame every money report shares (issue 19): the period chooser (preset links and two dates, a GET form that
// works without JavaScript), the basis in force, and a CSV link that keeps the period.
import { Form, Link, useLocation } from "@remix-run/react";
import type { Period, PeriodPreset } from "~/domain/reports.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { DateRangeFields } from "~/components/ui/date-range-fields.tsx";

/** The current address with some query parameters replaced (null removes one). */
export function useHrefWith() {
  const location = useLocation();
  return (changes: Record<string, string | null>, pathname = location.pathname) => {
    const params = new URLSearchParams(location.search);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) params.delete(k);
      else params.set(k, v);
    }
    params.delete("page");
    const q = params.toString();
    return q ? `${pathname}?${q}` : pathname;
  };
}

export function periodLabel(p: Period) {
  return `${formatDate(`${p.from}T12:00:00+10:00`)} – ${formatDate(`${p.to}T12:00:00+10:00`)}`;
}

export function PeriodBar({
  period,
  preset,
  presets,
  problem,
  hidden = {},
}: {
  period: Period;
  preset: string | null;
  presets: readonly PeriodPreset[];
  problem: string | null;
  /** Other parameters the GET form must keep (the report shown, a grouping). */
  hidden?: Record<string, string>;
}) {
  const hrefWith = useHrefWith();
  return (
    <section className="card no-print mb-6 p-4" aria-label="Period">
      <ul className="flex flex-wrap gap-2" aria-label="Quick periods">
        {presets.map((p) => (
          <li key={p.id}>
            <Link
              to={hrefWith({ preset: p.id, from: null, to: null })}
              aria-current={preset === p.id ? "true" : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-xs font-semibold no-underline ${
                preset === p.id
                  ? "border-primary bg-primary text-white"
                  : "border-line bg-white text-secondary hover:border-primary"
              }`}
            >
              {p.label}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {Object.entries(hidden).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <DateRangeFields idPrefix="period" from={period.from} to={period.to} required />
        <button type="submit" className="btn-secondary">
          Show period
        </button>
      </Form>
      {problem ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {problem}
        </p>
      ) : null}
    </section>
  );
}

export function CsvLink({ href, children = "Download CSV" }: { href: string; children?: string }) {
  return (
    <a href={href} className="btn-secondary" download>
      {children}
    </a>
  );
}

/** A row of choices as links (a grouping, a financial year): the current one filled. */
export function ChipLinks({
  label,
  items,
  className = "",
}: {
  label: string;
  items: readonly { key: string; label: string; to: string; current: boolean }[];
  className?: string;
}) {
  return (
    <ul className={`no-print flex flex-wrap items-center gap-2 ${className}`} aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Link
            to={item.to}
            aria-current={item.current ? "true" : undefined}
            className={`inline-block rounded-full border px-3 py-1 text-xs font-semibold no-underline ${
              item.current ? "border-secondary bg-secondary text-white" : "border-line bg-white text-secondary"
            }`}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** An amount of money in a report: tabular figures, red when negative. */
export function Money({ cents, testId }: { cents: number; testId?: string }) {
  return (
    <span className={`tabular-nums ${cents < 0 ? "text-danger" : ""}`} data-testid={testId}>
      {formatCents(cents)}
    </span>
  );
}
