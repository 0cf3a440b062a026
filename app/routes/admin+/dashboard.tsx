import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { OperationsDashboard } from "~/components/ops-dashboard.tsx";
import { StatCard, PageHeader } from "~/components/portal-shell.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { ROLE_LABELS, ROLES } from "~/domain/roles.ts";
import { loadDashboard } from "~/models/dashboard.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";

export const meta: MetaFunction = () => [{ title: "Admin dashboard | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor } = await requireAdmin(request);
  const now = new Date();
  const [operations, users, roleCounts, activeSessions, jobs, outbox, recent] = await Promise.all([
    loadDashboard("management", actor.id, getNow(request)),
    prisma.user.count(),
    prisma.userRole.groupBy({ by: ["role"], _count: { _all: true } }),
    prisma.session.count({ where: { expiresAt: { gt: now } } }),
    prisma.job.count(),
    prisma.emailMessage.count(),
    prisma.auditEvent.findMany({
      orderBy: { createdAt: "desc" },
      take: 8,
      select: {
        id: true,
        action: true,
        createdAt: true,
        actor: { select: { fullName: true } },
        subject: { select: { fullName: true } },
      },
    }),
  ]);
  const byRole = Object.fromEntries(roleCounts.map((r) => [r.role, r._count._all]));
  return json({
    adminName: actor.firstName ?? actor.fullName,
    operations,
    users,
    byRole,
    activeSessions,
    jobs,
    outbox,
    recent,
  });
}

export default function AdminDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Good day, ${d.adminName}`}
        description="The state of Bosun right now."
        links={[
          { to: "/admin/kanban-boards", label: "Kanban board" },
          { to: "/admin/quotes/create", label: "New quote", primary: true },
        ]}
      />
      <OperationsDashboard data={d.operations} jobsPath="/admin/jobs" />
      <h2 className="mb-4 mt-10 text-xl font-bold">Accounts and system</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Accounts" value={d.users} />
        <StatCard label="Signed-in sessions" value={d.activeSessions} />
        <StatCard label="Jobs" value={d.jobs} />
        <StatCard label="E-mails recorded" value={d.outbox} hint={<Link to="/admin/email">Open the outbox</Link>} />
      </div>
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <TitledSection id="accounts-by-role" className="card" title="Accounts by role">
          <ul className="mt-4 divide-y divide-line">
            {ROLES.map((r) => (
              <li key={r} className="flex justify-between py-2 text-sm">
                <Link to={`/admin/users?role=${r}`}>{ROLE_LABELS[r]}</Link>
                <span className="font-semibold">{d.byRole[r] ?? 0}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
        <section className="card">
          <div className="flex items-center justify-between">
            <h2 className="text-lg font-bold">Recent activity</h2>
            <Link to="/admin/audit-log" className="text-sm">
              Full audit log
            </Link>
          </div>
          <ul className="mt-4 divide-y divide-line">
            {d.recent.map((e) => (
              <li key={e.id} className="py-2 text-sm">
                <span className="font-semibold">{e.actor?.fullName ?? "System"}</span> ·{" "}
                {e.action.replace(/[._]/g, " ")}
                {e.subject && e.subject.fullName !== e.actor?.fullName ? ` · ${e.subject.fullName}` : ""}
                <span className="block text-xs text-ink/80">{formatDateTime(e.createdAt)}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
