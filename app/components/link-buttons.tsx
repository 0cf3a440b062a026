// A row of links that look like buttons: the first is the main next step (btn-primary), the others secondary.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

export function LinkButtons({
  links,
  className = "flex flex-wrap gap-3",
}: {
  links: { to: string; label: ReactNode }[];
  className?: string;
}) {
  return (
    <div className={className}>
      {links.map((l, i) => (
        <Link key={l.to} to={l.to} className={i === 0 ? "btn-primary" : "btn-secondary"}>
          {l.label}
        </Link>
      ))}
    </div>
  );
}
