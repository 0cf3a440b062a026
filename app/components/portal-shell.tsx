import { Link, NavLink, Outlet, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useRootData } from "~/root.tsx";
import { Logo } from "./logo.tsx";
import { UserMenu, UserMenuLinks } from "./user-menu.tsx";
import { MenuSummary } from "./menu-summary.tsx";
import { ActionLinks, type ActionLink } from "./admin/action-links.tsx";

export interface PortalNavItem {
  to: string;
  label: string;
  end?: boolean;
}

export interface PortalNavGroup {
  heading?: string;
  items: PortalNavItem[];
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-theme px-3 py-2 text-sm font-semibold no-underline ${
    isActive ? "bg-primary text-white" : "text-secondary hover:bg-surface"
  }`;

function NavGroups({ groups }: { groups: PortalNavGroup[] }) {
  return (
    <>
      {groups.map((g, i) => (
        <div key={g.heading ?? i} className="mb-4">
          {g.heading ? (
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-ink/80">{g.heading}</p>
          ) : null}
          <ul className="space-y-0.5">
            {g.items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass} prefetch="intent">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export interface PortalShellProps {
  title: string;
  homeTo: string;
  nav: PortalNavGroup[];
  /** A search box for the header (the admin hub's). */
  search?: ReactNode;
}

/** The nested layout of every signed-in portal: top bar, side navigation, content. */
export function PortalShell({ title, homeTo, nav, search, children }: PortalShellProps & { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const drawer = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    drawer.current?.removeAttribute("open");
  }, [location.pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-white print:hidden">
        <div className="flex h-16 items-center justify-between gap-3 px-4 lg:px-6">
          <div className="flex items-center gap-3">
            <details ref={drawer} className="lg:hidden">
              <MenuSummary label={`${title} menu`} iconClassName="h-6 w-6" />
              <div className="absolute inset-x-0 top-16 z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white p-4 shadow-xl">
                <nav aria-label={`${title} (mobile)`}>
                  <NavGroups groups={nav} />
                </nav>
                <div className="border-t border-line pt-2">
                  <UserMenuLinks links={root?.headerLinks ?? []} mobile />
                </div>
              </div>
            </details>
            <Logo />
            <Link
              to={homeTo}
              className="hidden rounded-full bg-surface px-3 py-1 font-heading text-xs font-semibold text-secondary no-underline sm:inline"
            >
              {title}
            </Link>
          </div>
          {search ? <div className="hidden min-w-0 flex-1 justify-center sm:flex">{search}</div> : null}
          <div className="hidden lg:block">
            {root?.user ? <UserMenu name={root.user.fullName} links={root.headerLinks} /> : null}
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-line bg-white p-4 lg:block print:hidden">
          <nav aria-label={title}>
            <NavGroups groups={nav} />
          </nav>
        </aside>
        <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8 print:p-0">
          {children}
        </main>
      </div>
    </div>
  );
}

/**
 * A portal's layout route component: the shell with this portal's title and navigation around the child route.
 * The layout's guard stays in its own loader (utils/portal-route.server.ts).
 */
export function portalLayout(shell: PortalShellProps) {
  return function PortalLayout() {
    return (
      <PortalShell {...shell}>
        <Outlet />
      </PortalShell>
    );
  };
}

/** The head of a portal page: its title, a line under it, and its actions — `links` (button-links given as data,
 * drawn by ActionLinks) after any other `actions`. */
export function PageHeader({
  title,
  description,
  actions,
  links,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  links?: readonly ActionLink[];
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {description ? <p className="mt-1 text-sm">{description}</p> : null}
      </div>
      {actions || links ? (
        <div className="flex flex-wrap gap-2">
          {actions}
          {links ? <ActionLinks links={links} /> : null}
        </div>
      ) : null}
    </div>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <div className="card p-5">
      <p className="text-xs font-semibold uppercase tracking-wide text-ink/80">{label}</p>
      <p className="mt-2 font-heading text-3xl font-bold text-primary">{value}</p>
      {hint ? <p className="mt-1 text-xs">{hint}</p> : null}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-theme border border-dashed border-line bg-white p-8 text-center">
      <p className="font-heading font-semibold text-secondary">{title}</p>
      {children ? <div className="mt-2 text-sm">{children}</div> : null}
    </div>
  );
}
