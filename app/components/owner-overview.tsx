import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { EmptyState } from "./portal-shell.tsx";
import { VESSEL_TYPE_LABELS } from "~/domain/vessel-types.ts";

type Vessel = {
  id: string;
  name: string;
  type: string;
  lengthMetres: number | null;
  year: number | null;
  make: string | null;
  model: string | null;
  homeMarina: string | null;
  berth: string | null;
};
type Job = {
  id: string;
  number: number;
  title: string;
  status: string;
  vesselName: string | null;
  scheduledStartAt: string | null;
  totalCents: number;
  updatedAt: string;
};

const TYPE_LABELS: Record<string, string> = VESSEL_TYPE_LABELS;

export function VesselCards({ vessels }: { vessels: Vessel[] }) {
  if (vessels.length === 0) {
    return (
      <EmptyState title="No vessels yet">
        <Link to="/owner/add-vessel">Add your boat</Link> and we will remember what she needs and when.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {vessels.map((v) => (
        <li key={v.id} className="card">
          <p className="text-xs font-semibold uppercase tracking-wide text-accent">{TYPE_LABELS[v.type] ?? v.type}</p>
          <h3 className="mt-1 text-xl font-bold">
            <Link to={`/owner/vessels/${v.id}`} className="text-secondary">
              {v.name}
            </Link>
          </h3>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {v.lengthMetres ? (
              <>
                <dt className="text-ink/80">Length</dt>
                <dd>{v.lengthMetres} m</dd>
              </>
            ) : null}
            {v.make || v.model ? (
              <>
                <dt className="text-ink/80">Make</dt>
                <dd>{[v.make, v.model].filter(Boolean).join(" ")}</dd>
              </>
            ) : null}
            {v.year ? (
              <>
                <dt className="text-ink/80">Year</dt>
                <dd>{v.year}</dd>
              </>
            ) : null}
            {v.homeMarina ? (
              <>
                <dt className="text-ink/80">Berth</dt>
                <dd>{[v.homeMarina, v.berth].filter(Boolean).join(", ")}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function RecentJobs({ jobs }: { jobs: Job[] }) {
  if (jobs.length === 0) {
    return (
      <EmptyState title="No services booked yet">
        When you book a service or request a quote, it appears here.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-line rounded-theme border border-line bg-white">
      {jobs.map((j) => (
        <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
          <div>
            <p className="font-semibold text-secondary">
              {formatJobNumber(j.number)} · {j.title}
            </p>
            <p className="text-sm">
              {j.vesselName ? `${j.vesselName} · ` : ""}
              {j.scheduledStartAt
                ? `Scheduled ${formatDate(j.scheduledStartAt)}`
                : `Updated ${formatDate(j.updatedAt)}`}
              {j.totalCents ? ` · ${formatCents(j.totalCents)}` : ""}
            </p>
          </div>
          <JobStatusBadge status={j.status} />
        </li>
      ))}
    </ul>
  );
}

type Glance = {
  nextBooking: {
    serviceType: string;
    scheduledDate: string | null;
    windowStart: string | null;
    vesselName: string | null;
  } | null;
  due: { vesselId: string; vesselName: string; serviceName: string; state: string; reason: string }[];
  openQuotes: { id: string; number: number; token: string; totalCents: number }[];
  unpaid: { id: string; number: number; outstandingCents: number; dueAt: string | null }[];
};

function Tile({ title, to, cta, children }: { title: string; to: string; cta: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col p-5">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-ink/80">{title}</h2>
      <div className="mt-2 flex-1 text-sm">{children}</div>
      <Link to={to} className="btn-link mt-3 text-sm">
        {cta} →
      </Link>
    </section>
  );
}

/** The four things an owner checks: next booking, what is due, quotes to answer, invoices to pay. */
export function AtAGlance({ d, serviceName }: { d: Glance; serviceName: (type: string) => string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Tile title="Next booking" to="/owner/bookings" cta="Bookings">
        {d.nextBooking ? (
          <>
            <p className="font-heading text-lg font-bold text-secondary">{serviceName(d.nextBooking.serviceType)}</p>
            <p>
              {d.nextBooking.scheduledDate ? formatServiceDate(d.nextBooking.scheduledDate) : "Date to be agreed"}
              {d.nextBooking.windowStart ? ` from ${d.nextBooking.windowStart}` : ""}
              {d.nextBooking.vesselName ? ` · ${d.nextBooking.vesselName}` : ""}
            </p>
          </>
        ) : (
          <p>
            Nothing booked. <Link to="/owner/booking">Book a service</Link>
          </p>
        )}
      </Tile>
      <Tile title="Maintenance due" to="/owner/services" cta="See what is due">
        {d.due.length ? (
          <ul className="space-y-1">
            {d.due.slice(0, 3).map((i) => (
              <li key={`${i.vesselId}-${i.serviceName}`}>
                <span className={i.state === "overdue" ? "font-semibold text-danger" : "font-semibold text-secondary"}>
                  {i.serviceName}
                </span>{" "}
                · {i.vesselName}
              </li>
            ))}
            {d.due.length > 3 ? <li>and {d.due.length - 3} more</li> : null}
          </ul>
        ) : (
          <p>Nothing due. We will tell you when something is.</p>
        )}
      </Tile>
      <Tile title="Quotes to answer" to="/quotes" cta="Your quotes">
        {d.openQuotes.length ? (
          <ul className="space-y-1">
            {d.openQuotes.map((q) => (
              <li key={q.id}>
                <a href={`/quote/${q.token}`}>Q-{q.number}</a> · {formatCents(q.totalCents)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No quotes waiting for you.</p>
        )}
      </Tile>
      <Tile title="Invoices to pay" to="/owner/invoices" cta="Invoices">
        {d.unpaid.length ? (
          <ul className="space-y-1">
            {d.unpaid.map((i) => (
              <li key={i.id}>
                <Link to={`/owner/invoices/${i.id}`}>INV-{i.number}</Link> · {formatCents(i.outstandingCents)}
                {i.dueAt ? ` due ${formatDate(i.dueAt)}` : ""}
              </li>
            ))}
          </ul>
        ) : (
          <p>All paid up. Thank you!</p>
        )}
      </Tile>
    </div>
  );
}

/** The "Recent services" section of the customer dashboard and the owner pages. */
export function RecentServices({ jobs, title = "Recent services" }: { jobs: Job[]; title?: string }) {
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-xl font-bold">{title}</h2>
      <RecentJobs jobs={jobs} />
    </section>
  );
}
