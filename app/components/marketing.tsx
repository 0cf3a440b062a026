// Building blocks of the public pages: hero band, section headings, check lists, price tags, CTAs.
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { RATING } from "~/domain/business.ts";
import { Icon, type IconName } from "./icons.tsx";

export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
  breadcrumbs,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
  breadcrumbs?: { to: string; label: string }[];
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-secondary to-primary text-white">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 h-16 bg-[radial-gradient(ellipse_at_bottom,rgba(75,163,163,0.35),transparent_70%)]"
      />
      <div
        className={`container-page relative grid gap-10 py-12 md:py-16 ${aside ? "lg:grid-cols-[1.15fr_1fr] lg:items-center" : ""}`}
      >
        <div>
          {breadcrumbs?.length ? (
            <nav aria-label="Breadcrumb" className="mb-4 text-sm">
              <ol className="flex flex-wrap items-center gap-1 text-white/80">
                {breadcrumbs.map((b, i) => (
                  <li key={b.to} className="flex items-center gap-1">
                    {i > 0 ? <span aria-hidden="true">/</span> : null}
                    <Link to={b.to} className="text-white/90 underline-offset-2 hover:underline">
                      {b.label}
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          {eyebrow ? (
            <p className="font-heading text-sm font-semibold uppercase tracking-widest text-accent-light">{eyebrow}</p>
          ) : null}
          <h1 className="mt-2 text-3xl font-bold leading-tight text-white sm:text-4xl lg:text-5xl">{title}</h1>
          {lead ? <div className="mt-4 max-w-2xl text-lg text-white/90">{lead}</div> : null}
          {children ? <div className="mt-7 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </section>
  );
}

export function SectionHeading({
  eyebrow,
  title,
  lead,
  center,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p className="font-heading text-sm font-semibold uppercase tracking-widest text-accent-strong">{eyebrow}</p>
      ) : null}
      <h2 className="mt-1 text-2xl font-bold sm:text-3xl">{title}</h2>
      {lead ? <p className="mt-3 text-base text-ink">{lead}</p> : null}
    </div>
  );
}

export function CheckList({ items, className = "" }: { items: string[]; className?: string }) {
  return (
    <ul className={`space-y-3 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
            <Icon name="check" className="h-4 w-4" />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function FactList({ facts }: { facts: { icon: IconName; label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid gap-4">
      {facts.map((f) => (
        <div key={f.label} className="relative min-h-10 pl-[3.25rem]">
          <dt className="text-xs font-semibold uppercase tracking-wide text-ink/90">
            <span className="absolute left-0 top-0 flex h-10 w-10 items-center justify-center rounded-theme bg-primary/10 text-primary">
              <Icon name={f.icon} className="h-5 w-5" />
            </span>
            {f.label}
          </dt>
          <dd className="font-heading font-semibold text-secondary">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The call-to-action row of a service page. Issue 4 adds "Add to cart" beside the quote button, so this stays
 * a row of actions: pass extra buttons as children.
 */
export function ServiceCta({
  quoteHref,
  children,
  tone = "light",
}: {
  quoteHref: string;
  children?: ReactNode;
  tone?: "light" | "dark";
}) {
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="service-cta">
      <Link to={quoteHref} className="btn-accent w-full border border-transparent px-6 py-3 text-base sm:w-auto">
        Request a free quote
        <Icon name="arrow" className="h-4 w-4" />
      </Link>
      {children}
      <Link
        to="/service-details"
        className={`text-sm font-semibold underline-offset-2 hover:underline ${tone === "dark" ? "text-white" : "text-primary"}`}
      >
        How booking and payment work
      </Link>
    </div>
  );
}

export function ClosingCta({ title = "Book Your Consultation Today", lead }: { title?: string; lead?: ReactNode }) {
  return (
    <section className="bg-surface py-14">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-theme-lg bg-gradient-to-r from-primary to-secondary px-6 py-10 text-white shadow-lg sm:px-10">
          <div aria-hidden="true" className="absolute -right-10 -top-10 h-48 w-48 rounded-full bg-accent/25" />
          <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold text-white sm:text-3xl">{title}</h2>
              <p className="mt-2 text-white/90">
                {lead ??
                  "Tell us about your boat and what it needs. We will come back within one business day with honest, itemised pricing — no obligation."}
              </p>
            </div>
            <Link to="/contact" className="btn-accent shrink-0 px-6 py-3 text-base">
              Book a consultation
              <Icon name="arrow" className="h-4 w-4" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The four promises of spec §1 ("What Makes Us Different"). */
const DIFFERENCES: { title: string; text: string; icon: IconName }[] = [
  {
    title: "Honest pricing",
    text: "Prices are on the website and every quote is itemised. Bundle savings apply automatically — no haggling, no surprises on the invoice.",
    icon: "tag",
  },
  {
    title: "Verified credentials",
    text: "Every detailer, diver, shipwright and electrician is licensed, insured and inducted to marina rules before they step aboard.",
    icon: "shield",
  },
  {
    title: "Real customer reviews",
    text: `Rated ${RATING.value} from ${RATING.count} reviews by Sydney boat owners. Reviews come only from completed, paid jobs.`,
    icon: "star",
  },
  {
    title: "Smart service",
    text: "Your owner portal remembers your boat's history and suggests maintenance before small jobs become expensive repairs.",
    icon: "brain",
  },
];

export function DifferenceCards({ className = "" }: { className?: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-4 ${className}`} data-testid="difference-cards">
      {DIFFERENCES.map((d) => (
        <li key={d.title} className="card h-full">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent/15 text-accent-strong">
            <Icon name={d.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{d.title}</h3>
          <p className="mt-2 text-sm">{d.text}</p>
        </li>
      ))}
    </ul>
  );
}
