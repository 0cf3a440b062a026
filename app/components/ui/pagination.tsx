import { Link, useLocation } from "@remix-run/react";
import { pageCount } from "~/utils/pagination.ts";

/**
 * Previous/next links that keep every other query parameter (filters, search, sort). `capped`: the total is a floor
 * (COUNT_CAP) — shown as "1,000+", with no last page, and Next stays while this page is full.
 */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
  shown,
}: {
  page: number;
  pageSize: number;
  total: number;
  capped?: boolean;
  /** Rows on this page (needed when capped: a page past the cap is full until the rows run out). */
  shown?: number;
}) {
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  const hasNext = capped ? (shown ?? pageSize) >= pageSize : page < pages;
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `${location.pathname}?${params}`;
  };
  const from = total === 0 || shown === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = capped ? (page - 1) * pageSize + (shown ?? pageSize) : Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        Showing <strong>{from.toLocaleString("en-AU")}</strong>–<strong>{to.toLocaleString("en-AU")}</strong> of{" "}
        <strong>{capped ? `${total.toLocaleString("en-AU")}+` : total.toLocaleString("en-AU")}</strong>
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className="btn-secondary" rel="prev">
            ← Previous
          </Link>
        ) : null}
        <span className="px-2 py-2">
          {capped ? `Page ${page.toLocaleString("en-AU")}` : `Page ${page} of ${pages}`}
        </span>
        {hasNext ? (
          <Link to={href(page + 1)} className="btn-secondary" rel="next">
            Next →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
