import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
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

/** A titled list of job rows on the dashboard; `empty` stands in for the list when there are none. */
function JobSection({
  id,
  title,
  jobs,
  dated,
  empty,
}: {
  id: string;
  title: string;
  jobs: Row[];
  dated?: boolean;
  empty?: ReactNode;
}) {
  return (
    <section className="mt-6" aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-heading text-lg font-bold text-secondary">
        {title}
      </h2>
      {jobs.length || !empty ? (
        <ul className="space-y-3">
          {jobs.map((j) => (
            <JobRow key={j.id} j={j} dated={dated} />
          ))}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}

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
      <JobSection id="today" title="Today" jobs={d.todays} empty={<EmptyState title="No jobs today" />} />
      <JobSection
        id="upcoming"
        title="Upcoming"
        jobs={d.upcoming}
        dated
        empty={<EmptyState title="Nothing else scheduled">Operations assign jobs here as they are booked.</EmptyState>}
      />
      {d.unscheduled.length ? (
        <JobSection id="other" title="Not started, earlier or unscheduled" jobs={d.unscheduled} dated />
      ) : null}
      {d.awaiting ? (
        <p className="mt-6 text-sm">
          {d.awaiting} job{d.awaiting === 1 ? "" : "s"} handed in, awaiting the office's approval.
        </p>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
