import type { ReactNode } from "react";

/** A card of a record's detail page (a customer, a fleet account): its heading, with a count when given, and content. */
export function DetailPanel({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="text-lg font-bold">
        {title}
        {count !== undefined ? <span className="ml-1 text-sm font-normal">({count})</span> : null}
      </h2>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  );
}
