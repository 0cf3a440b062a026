import { Link, useLocation } from "@remix-run/react";
import { pageCount } from "~/utils/pagination.ts";

/** Previous/next links that keep every other query parameter (filters, search, sort). */
export function Pagination({ page, pageSize, total }: { page: number; pageSize: number; total: number }) {
  const location = useLocation();
  const pages = pageCount(total, pageSize);
  const href = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `${location.pathname}?${params}`;
  };
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p>
        Showing <strong>{from}</strong>–<strong>{to}</strong> of <strong>{total}</strong>
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={href(page - 1)} className="btn-secondary" rel="prev">
            ← Previous
          </Link>
        ) : null}
        <span className="px-2 py-2">
          Page {page} of {pages}
        </span>
        {page < pages ? (
          <Link to={href(page + 1)} className="btn-secondary" rel="next">
            Next →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
