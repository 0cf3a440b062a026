import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { KeepJobCardsOffline } from "~/components/field-offline.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { formatDate, formatDateTime, formatTime } from "~/domain/dates.ts";
import { formatMinutes } from "~/domain/field-time.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { fieldDashboard } from "~/models/field-work.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "My jobs | Field portal | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "fieldstaff");
  return json({ name: user.firstName ?? user.fullName, ...(await fieldDashboard(user.id, new Date())) });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["todays"][number];

function JobRow({ j, dated }: { j: Row; dated?: boolean }) {
  const where = j.locationMarina ?? j.vessel?.homeMarina ?? j.locationAddress;
  return (
    <li>
      <Link
        to={`/fieldstaff/jobs/${j.id}`}
        className="card block p-4 no-underline hover:border-primary focus:border-primary"
      >
        <div className="flex items-start justify-between gap-2">
          <p className="text-lg font-bold text-secondary">
            {j.scheduledStartAt
              ? dated
                ? formatDateTime(j.scheduledStartAt)
                : formatTime(j.scheduledStartAt)
              : "No time set"}
          </p>
          <JobStatusBadge status={j.status} />
        </div>
        <p className="mt-1 text-base font-semibold text-primary">{j.title}</p>
        <p className="text-sm text-ink">
          {formatJobNumber(j.number)}
          {j.vesselName ? ` · ${j.vesselName}` : ""}
          {where ? ` · ${where}` : ""}
          {j.vessel?.berth ? `, berth ${j.vessel.berth}` : ""}
        </p>
      </Link>
    </li>
  );
}

export default function FieldDashboard() {
  const d = useLoaderData<typeof loader>();
  const next = d.todays.find((j) => j.status !== "awaiting_approval") ?? d.upcoming[0];
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title={`G'day ${d.name}`}
        description={`Today, ${formatDate(d.today)}`}
        actions={<LiveUpdates subjectTypes={["job"]} />}
      />
      <KeepJobCardsOffline jobIds={[...d.todays, ...d.upcoming, ...d.unscheduled].map((j) => j.id)} />
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label="Next start"
          value={next?.scheduledStartAt ? formatTime(next.scheduledStartAt) : "—"}
          hint={next ? next.title : "Nothing scheduled"}
        />
        <StatCard
          label="Hours today"
          value={formatMinutes(d.hoursToday.totalMinutes)}
          hint={`${formatMinutes(d.hoursToday.travelMinutes)} travel`}
        />
      </div>
      <section className="mt-6" aria-labelledby="today">
        <h2 id="today" className="mb-2 font-heading text-lg font-bold text-secondary">
          Today
        </h2>
        {d.todays.length ? (
          <ul className="space-y-3">
            {d.todays.map((j) => (
              <JobRow key={j.id} j={j} />
            ))}
          </ul>
        ) : (
          <EmptyState title="No jobs today" />
        )}
      </section>
      <section className="mt-6" aria-labelledby="upcoming">
        <h2 id="upcoming" className="mb-2 font-heading text-lg font-bold text-secondary">
          Upcoming
        </h2>
        {d.upcoming.length ? (
          <ul className="space-y-3">
            {d.upcoming.map((j) => (
              <JobRow key={j.id} j={j} dated />
            ))}
          </ul>
        ) : (
          <EmptyState title="Nothing else scheduled">Operations assign jobs here as they are booked.</EmptyState>
        )}
      </section>
      {d.unscheduled.length ? (
        <section className="mt-6" aria-labelledby="other">
          <h2 id="other" className="mb-2 font-heading text-lg font-bold text-secondary">
            Not started, earlier or unscheduled
          </h2>
          <ul className="space-y-3">
            {d.unscheduled.map((j) => (
              <JobRow key={j.id} j={j} dated />
            ))}
          </ul>
        </section>
      ) : null}
      {d.awaiting ? (
        <p className="mt-6 text-sm">
          {d.awaiting} job{d.awaiting === 1 ? "" : "s"} handed in, awaiting the office's approval.
        </p>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
