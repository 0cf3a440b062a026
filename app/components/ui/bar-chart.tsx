// A bar chart drawn on the server (issue 19): readable with no JavaScript, prints, and stays legible on a phone —
// the labels and amounts are text in a grid, each bar an SVG sized in percent of its column. Negative values
// (refunds, losses) run left of the zero line in the danger colour.
import { formatCents } from "~/domain/money.ts";

export interface BarDatum {
  label: string;
  cents: number;
}

export function BarChart({ title, data, testId }: { title: string; data: readonly BarDatum[]; testId?: string }) {
  const rows = data.slice(0, 30);
  const max = Math.max(0, ...rows.map((d) => d.cents));
  const min = Math.min(0, ...rows.map((d) => d.cents));
  const span = max - min || 1;
  const zero = ((0 - min) / span) * 100;
  return (
    <figure className="card overflow-hidden p-4" data-testid={testId}>
      <figcaption className="mb-3 font-heading text-sm font-semibold text-secondary">{title}</figcaption>
      {rows.length === 0 ? (
        <p className="text-sm">Nothing to chart for this period.</p>
      ) : (
        <ul
          className="grid grid-cols-[minmax(5rem,9rem)_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 text-xs sm:text-sm"
          aria-label={title}
        >
          {rows.map((d, i) => {
            const width = (Math.abs(d.cents) / span) * 100;
            const x = d.cents >= 0 ? zero : zero - width;
            return (
              <li key={`${d.label}-${i}`} className="contents">
                <span className="truncate text-right" title={d.label}>
                  {d.label}
                </span>
                <svg width="100%" height="18" aria-hidden="true" className="block overflow-visible">
                  {min < 0 ? <line x1={`${zero}%`} x2={`${zero}%`} y1="-3" y2="21" className="stroke-line" /> : null}
                  <rect
                    x={`${x}%`}
                    y="2"
                    width={`${d.cents === 0 ? 0 : Math.max(0.4, width)}%`}
                    height="14"
                    rx="3"
                    className={d.cents < 0 ? "fill-danger" : "fill-primary"}
                  />
                </svg>
                <span className={`text-right tabular-nums ${d.cents < 0 ? "text-danger" : ""}`}>
                  {formatCents(d.cents)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
