import { Form, Link } from "@remix-run/react";
import { useRef } from "react";
import type { HeaderLink } from "~/domain/roles.ts";
import { useHydrated } from "~/utils/hydrated.ts";

/** Opens on click (details/summary, works without JS) and, with JS, on hover (spec §2). */
export function UserMenu({ name, links }: { name: string; links: HeaderLink[] }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const openedByHover = useRef(false);
  const hydrated = useHydrated();
  return (
    <details
      ref={ref}
      data-testid="user-menu"
      className="group relative"
      onMouseEnter={
        hydrated
          ? () => {
              if (ref.current && !ref.current.open) openedByHover.current = true;
              ref.current?.setAttribute("open", "");
            }
          : undefined
      }
      onMouseLeave={hydrated ? () => ref.current?.removeAttribute("open") : undefined}
    >
      <summary
        onClick={(e) => {
          // A click right after hover-open keeps the menu open instead of toggling it shut.
          if (!hydrated || !ref.current) return;
          e.preventDefault();
          ref.current.open = openedByHover.current ? true : !ref.current.open;
          openedByHover.current = false;
        }}
        className="flex cursor-pointer list-none items-center gap-2 rounded-theme px-3 py-2 font-heading text-sm font-semibold text-secondary hover:bg-surface [&::-webkit-details-marker]:hidden"
      >
        <span
          aria-hidden="true"
          className="flex h-8 w-8 items-center justify-center rounded-full bg-primary text-white"
        >
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className="max-w-[10rem] truncate">{name}</span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </summary>
      <div className="absolute right-0 z-50 mt-1 w-60 rounded-theme border border-line bg-white py-2 shadow-xl">
        <UserMenuLinks links={links} />
      </div>
    </details>
  );
}

export function UserMenuLinks({ links, mobile = false }: { links: HeaderLink[]; mobile?: boolean }) {
  return (
    <ul className="text-sm">
      {links.map((l) => (
        <li key={l.label}>
          <Link
            to={mobile && l.mobileTo ? l.mobileTo : l.to}
            className="block px-4 py-2 text-secondary no-underline hover:bg-surface"
          >
            {l.label}
          </Link>
        </li>
      ))}
      <li>
        <Link to="/dashboard" className="block px-4 py-2 text-secondary no-underline hover:bg-surface">
          Switch portal
        </Link>
      </li>
      <li className="mt-1 border-t border-line pt-1">
        <Form method="post" action="/logout">
          <button type="submit" className="block w-full px-4 py-2 text-left font-semibold text-danger hover:bg-surface">
            Sign out
          </button>
        </Form>
      </li>
    </ul>
  );
}
