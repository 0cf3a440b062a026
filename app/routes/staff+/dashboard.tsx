import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { ACTIVE_JOB_STATUSES, formatJobNumber } from "~/domain/job-lifecycle.ts";
import { ROLE_LABELS } from "~/domain/roles.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";

export const meta: MetaFunction = () => [{ title: "Operations dashboard | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "staff");
  const active = { status: { in: [...ACTIVE_JOB_STATUSES] } };
  const [total, activeCount, completed, mine] = await Promise.all([
    prisma.job.count(),
    prisma.job.count({ where: active }),
    prisma.job.count({ where: { status: { in: ["completed", "invoiced", "paid"] } } }),
    prisma.job.findMany({
      where: { assignedStaffId: user.id, status: { in: ["job_scheduled", "job_dispatched", "in_progress"] } },
      orderBy: { scheduledStartAt: "asc" },
      take: 10,
      select: { id: true, number: true, title: true, status: true, customerContactName: true, vesselName: true, scheduledStartAt: true },
    }),
  ]);
  return json({ name: user.firstName ?? user.fullName, roles: user.roles.map((r) => ROLE_LABELS[r]).join(", "), total, activeCount, completed, mine });
}

export default function StaffDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`Operations — ${d.name}`} description={`Signed in as ${d.roles}`} />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Total jobs" value={d.total} />
        <StatCard label="Active jobs" value={d.activeCount} />
        <StatCard label="Completed jobs" value={d.completed} />
      </div>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">My active jobs</h2>
        {d.mine.length === 0 ? (
          <EmptyState title="Nothing assigned to you right now" />
        ) : (
          <ul className="divide-y divide-line rounded-theme border border-line bg-white">
            {d.mine.map((j) => (
              <li key={j.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div>
                  <p className="font-semibold text-secondary">
                    {formatJobNumber(j.number)} · {j.title}
                  </p>
                  <p className="text-sm">
                    {j.customerContactName}
                    {j.vesselName ? ` · ${j.vesselName}` : ""}
                    {j.scheduledStartAt ? ` · ${formatDate(j.scheduledStartAt)}` : ""}
                  </p>
                </div>
                <JobStatusBadge status={j.status} />
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
