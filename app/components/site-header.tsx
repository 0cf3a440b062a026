import { Link, NavLink, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useRootData } from "~/root.tsx";
import { useHydrated } from "~/utils/hydrated.ts";
import { CartLink } from "./cart-link.tsx";
import { Logo } from "./logo.tsx";
import { UserMenu, UserMenuLinks } from "./user-menu.tsx";
import { MenuSummary } from "./menu-summary.tsx";

export const SERVICE_BUILDER_LINKS = [
  { to: "/services/external-clean", label: "External Clean" },
  { to: "/services/internal-clean", label: "Internal Clean" },
  { to: "/services/vessel-polish", label: "Vessel Polish" },
  { to: "/services/hull-dive", label: "Hull Dive" },
  { to: "/services/teak-deck", label: "Teak Deck" },
  { to: "/services/engine-room", label: "Engine Room" },
] as const;

const DROPDOWN_CLOSE_DELAY_MS = 300;
const SCROLL_THRESHOLD_PX = 20;

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-theme px-3 py-2 font-heading text-sm font-semibold no-underline hover:bg-surface ${isActive ? "text-primary" : "text-secondary"}`;

function ServiceBuildersMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const hydrated = useHydrated();
  const open = () => {
    clearTimeout(timer.current);
    ref.current?.setAttribute("open", "");
  };
  const closeSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => ref.current?.removeAttribute("open"), DROPDOWN_CLOSE_DELAY_MS);
  };
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <details
      ref={ref}
      className="relative"
      data-testid="service-builders-menu"
      onMouseEnter={hydrated ? open : undefined}
      onMouseLeave={hydrated ? closeSoon : undefined}
    >
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-theme px-3 py-2 font-heading text-sm font-semibold text-secondary hover:bg-surface [&::-webkit-details-marker]:hidden">
        Service Builders{" "}
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </summary>
      <div className="absolute left-0 z-50 mt-1 w-64 rounded-theme border border-line bg-white py-2 shadow-xl">
        <Link
          to="/detailing-service-builders"
          className="block px-4 py-2 text-sm font-semibold text-primary no-underline hover:bg-surface"
        >
          All service builders
        </Link>
        <ul>
          {SERVICE_BUILDER_LINKS.map((l) => (
            <li key={l.to}>
              <Link to={l.to} className="block px-4 py-2 text-sm text-secondary no-underline hover:bg-surface">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

export function SiteHeader() {
  const root = useRootData();
  const user = root?.user;
  const location = useLocation();
  const mobileRef = useRef<HTMLDetailsElement>(null);
  const [scrolled, setScrolled] = useState(false);

  // The mobile drawer closes on every route change (spec §2).
  useEffect(() => {
    mobileRef.current?.removeAttribute("open");
  }, [location.pathname, location.search]);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_THRESHOLD_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-colors ${scrolled ? "border-line/60 bg-white/80 backdrop-blur" : "border-line bg-white"}`}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          <NavLink to="/" end className={navClass}>
            Home
          </NavLink>
          <NavLink to="/about-us" className={navClass}>
            About
          </NavLink>
          <ServiceBuildersMenu />
          <NavLink to="/nereus" className={navClass}>
            AI Assistant
          </NavLink>
          <NavLink to="/contact" className={navClass}>
            Contact
          </NavLink>
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <CartLink />
          {user ? <UserMenu name={user.fullName} links={root?.headerLinks ?? []} /> : <AuthLinks />}
        </div>
        <details ref={mobileRef} className="md:hidden" data-testid="mobile-menu">
          <MenuSummary label="Menu" iconClassName="h-7 w-7" />
          <div className="absolute inset-x-0 top-16 z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white shadow-xl">
            <nav aria-label="Mobile" className="container-page py-3">
              <ul className="space-y-1 text-base">
                {[
                  { to: "/", label: "Home" },
                  { to: "/about-us", label: "About" },
                  { to: "/detailing-service-builders", label: "Service Builders" },
                  ...SERVICE_BUILDER_LINKS.map((l) => ({ ...l, label: `— ${l.label}` })),
                  { to: "/nereus", label: "AI Assistant" },
                  { to: "/contact", label: "Contact" },
                ].map((l) => (
                  <li key={l.to}>
                    <Link
                      to={l.to}
                      className="block rounded-theme px-3 py-2 text-secondary no-underline hover:bg-surface"
                    >
                      {l.label}
                    </Link>
                  </li>
                ))}
              </ul>
              <div className="mt-3 border-t border-line pt-3">
                <CartLink className="mb-2 w-full" />
                {user ? (
                  <UserMenuLinks links={root?.headerLinks ?? []} mobile />
                ) : (
                  <div className="flex gap-2">
                    <AuthLinks grow />
                  </div>
                )}
              </div>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}

/** Log In and Sign Up for a visitor, in the header's bar and (`grow`, sharing the width) in the mobile menu. */
function AuthLinks({ grow = false }: { grow?: boolean }) {
  const width = grow ? " flex-1" : "";
  return (
    <>
      <Link to="/auth?mode=both&tab=login" className={`btn-secondary${width}`}>
        Log In
      </Link>
      <Link to="/auth?mode=both&tab=register" className={`btn-primary${width}`}>
        Sign Up
      </Link>
    </>
  );
}
