import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobTable } from "~/components/job-list.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { STAFF_MY_JOB_STATUSES } from "~/domain/dashboard-stats.ts";
import { FINISHED_JOB_STATUSES } from "~/domain/job-lifecycle.ts";
import { OPERATIONS_ROLES, type Role, roleList } from "~/domain/roles.ts";
import { jobRowSelect, toJobListRow } from "~/models/job-ops.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.staff.fullName ?? "Staff member"} | Bosun operations` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "staff");
  if (params.staffId === "me") throw redirect(`/staff/profile/${user.id}`);
  const staff = await prisma.user.findFirst({
    where: { id: params.staffId ?? "", roles: { some: { role: { in: [...OPERATIONS_ROLES] } } } },
    select: { id: true, fullName: true, email: true, phone: true, createdAt: true, roles: { select: { role: true } } },
  });
  if (!staff) throw notFound("Staff member not found");
  const now = getNow(request);
  const [active, completed, recent] = await Promise.all([
    prisma.job.findMany({
      where: { assignedStaffId: staff.id, status: { in: [...STAFF_MY_JOB_STATUSES] } },
      orderBy: [{ scheduledStartAt: { sort: "asc", nulls: "last" } }, { id: "asc" }],
      take: 10,
      select: jobRowSelect,
    }),
    prisma.job.count({ where: { assignedStaffId: staff.id, status: { in: [...FINISHED_JOB_STATUSES] } } }),
    prisma.job.findMany({
      where: { assignedStaffId: staff.id, status: { in: [...FINISHED_JOB_STATUSES] } },
      orderBy: [{ completedAt: "desc" }, { id: "desc" }],
      take: 5,
      select: jobRowSelect,
    }),
  ]);
  return json({
    staff: { ...staff, roles: staff.roles.map((r) => r.role as Role) },
    isMe: staff.id === user.id,
    active: active.map((j) => toJobListRow(j, now)),
    completed,
    recent: recent.map((j) => toJobListRow(j, now)),
  });
}

export default function StaffProfile() {
  const { staff, isMe, active, completed, recent } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={staff.fullName}
        description={`${roleList(staff.roles)} · with Bosun since ${formatDate(staff.createdAt)}`}
        links={isMe ? [{ to: "/customer/account", label: "Edit my details" }] : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="card text-sm">
          <p className="text-xs font-semibold uppercase tracking-wide text-ink/80">Contact</p>
          <p className="mt-2">
            <a href={`mailto:${staff.email}`}>{staff.email}</a>
          </p>
          <p>
            {staff.phone ? <a href={`tel:${staff.phone.replace(/\s/g, "")}`}>{staff.phone}</a> : "No phone on file"}
          </p>
        </div>
        <StatCard label="Booked jobs now" value={active.length} hint="Scheduled, dispatched or in progress" />
        <StatCard label="Jobs completed" value={completed} />
      </div>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">{isMe ? "My booked jobs" : "Booked jobs"}</h2>
        {active.length === 0 ? (
          <EmptyState title="Nothing booked right now" />
        ) : (
          <JobTable rows={active} jobPath={(id) => `/staff/jobs/${id}`} />
        )}
      </section>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Recently finished</h2>
        {recent.length === 0 ? (
          <EmptyState title="No finished jobs yet" />
        ) : (
          <JobTable rows={recent} jobPath={(id) => `/staff/jobs/${id}`} />
        )}
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
