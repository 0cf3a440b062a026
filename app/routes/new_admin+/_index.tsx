import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { JOB_STATUSES, JOB_STATUS_LABELS } from "~/domain/job-lifecycle.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";

export const meta: MetaFunction = () => [{ title: "New admin | Bosun" }];

/** The streamlined back-office: the pipeline of jobs by stage, one screen. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const byStatus = await prisma.job.groupBy({ by: ["status"], _count: { _all: true } });
  const counts = Object.fromEntries(byStatus.map((s) => [s.status, s._count._all]));
  return json({
    pipeline: JOB_STATUSES.map((s) => ({ status: s, label: JOB_STATUS_LABELS[s], count: counts[s] ?? 0 })),
  });
}

export default function NewAdminHome() {
  const { pipeline } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Pipeline" description="Every job by stage, from new enquiry to paid." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {pipeline.map((p) => (
          <StatCard key={p.status} label={p.label} value={p.count} />
        ))}
      </div>
      <p className="mt-6 text-sm">
        Need users, the audit log or the e-mail outbox? <Link to="/admin/dashboard">Open the classic admin</Link>.
      </p>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
