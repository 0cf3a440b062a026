import { Link } from "@remix-run/react";
import { formatDate } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { EmptyState } from "./portal-shell.tsx";

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

const TYPE_LABELS: Record<string, string> = {
  motor_yacht: "Motor yacht",
  sailing_yacht: "Sailing yacht",
  catamaran: "Catamaran",
  runabout: "Runabout",
  trailer_boat: "Trailer boat",
  other: "Other",
};

export function VesselCards({ vessels }: { vessels: Vessel[] }) {
  if (vessels.length === 0) {
    return (
      <EmptyState title="No vessels yet">
        Tell us about your boat when you <Link to="/contact">request a quote</Link> and we will add it to your account.
      </EmptyState>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {vessels.map((v) => (
        <li key={v.id} className="card">
          <p className="text-xs font-semibold uppercase tracking-wide text-accent">{TYPE_LABELS[v.type] ?? v.type}</p>
          <h3 className="mt-1 text-xl font-bold">{v.name}</h3>
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
