// The "my jobs" dashboard shared by the field and crew portals: assigned jobs, soonest first, with a call link.
import { useLoaderData } from "@remix-run/react";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import type { myJobsLoader } from "./my-jobs.server.ts";

export function MyJobs({ title, description }: { title: (name: string) => string; description: string }) {
  const d = useLoaderData<typeof myJobsLoader>();
  return (
    <>
      <PageHeader title={title(d.name)} description={description} actions={<LiveUpdates subjectTypes={["job"]} />} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard label="Jobs on your list" value={d.upcoming.length} />
        <StatCard label="Jobs you have completed" value={d.doneCount} />
      </div>
      <section className="mt-8">
        {d.upcoming.length === 0 ? (
          <EmptyState title="No jobs assigned to you">
            Operations will assign jobs here as they are scheduled.
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {d.upcoming.map((j) => (
              <li key={j.id} className="card p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-semibold text-secondary">
                    {formatJobNumber(j.number)} · {j.title}
                  </p>
                  <JobStatusBadge status={j.status} />
                </div>
                <p className="mt-1 text-sm">
                  {j.scheduledStartAt ? formatDateTime(j.scheduledStartAt) : "Not yet scheduled"}
                  {j.locationMarina ? ` · ${j.locationMarina}` : j.locationAddress ? ` · ${j.locationAddress}` : ""}
                </p>
                <p className="text-sm">
                  {j.vesselName ? `${j.vesselName} · ` : ""}
                  {j.customerContactName}
                  {j.customerContactPhone ? (
                    <>
                      {" · "}
                      <a href={`tel:${j.customerContactPhone.replace(/\s/g, "")}`}>{j.customerContactPhone}</a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
