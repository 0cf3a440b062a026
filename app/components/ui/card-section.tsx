// A card of a detail page: a <section> named by its heading (aria-labelledby), the heading, then the content.
import type { ReactNode } from "react";

export function CardSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
