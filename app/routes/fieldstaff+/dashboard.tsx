import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";

export const meta: MetaFunction = () => [{ title: "Field portal | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "fieldstaff");
  const [upcoming, doneCount] = await Promise.all([
    prisma.job.findMany({
      where: { assignedStaffId: user.id, status: { in: ["job_scheduled", "job_dispatched", "in_progress"] } },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select: {
        id: true,
        number: true,
        title: true,
        status: true,
        vesselName: true,
        locationMarina: true,
        locationAddress: true,
        scheduledStartAt: true,
        customerContactName: true,
        customerContactPhone: true,
      },
    }),
    prisma.job.count({ where: { assignedStaffId: user.id, status: { in: ["completed", "invoiced", "paid"] } } }),
  ]);
  return json({ name: user.firstName ?? user.fullName, upcoming, doneCount });
}

export default function FieldDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`G'day ${d.name}`} description="Your assigned jobs, soonest first." />
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
