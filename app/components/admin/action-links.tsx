import { Link } from "@remix-run/react";

/**
 * A link drawn as a button: `to` an app path (a client-side Link), or with `download` a plain anchor for a file
 * (CSV, PDF) the browser saves. `primary` marks the page's main action.
 */
export type ActionLink = { to: string; label: string; primary?: boolean; download?: boolean };

/**
 * The row of button-links of a back-office page (issue 21): the actions of a PageHeader, the quick links of a
 * dashboard — given as data, so a page lists where it leads instead of repeating the same Link markup.
 */
export function ActionLinks({ links }: { links: readonly ActionLink[] }) {
  return (
    <>
      {links.map((l) => {
        const className = l.primary ? "btn-primary" : "btn-secondary";
        return l.download ? (
          <a key={l.to} href={l.to} className={className} download>
            {l.label}
          </a>
        ) : (
          <Link key={l.to} to={l.to} className={className}>
            {l.label}
          </Link>
        );
      })}
    </>
  );
}
