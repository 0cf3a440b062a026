// /operations-center (issue 15): today at a glance for the office — jobs by stage, late starts, urgent work nobody
// has yet, credentials expiring — refreshed live when a job changes.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { formatDate, formatTime } from "~/domain/dates.ts";
import { ACTIVE_JOB_STATUSES, JOB_STATUS_LABELS, formatJobNumber } from "~/domain/job-lifecycle.ts";
import { credentialLabel } from "~/domain/workforce.ts";
import { operationsToday } from "~/models/dispatch.server.ts";
import { expiringCredentials } from "~/models/workforce.server.ts";
import { CredentialBadge, JobCard } from "~/screens/workforce/workforce-ui.tsx";
import { OfficeShell } from "~/screens/workforce/office-shell.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Operations centre | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const now = getNow(request);
  const ops = await operationsToday(now);
  const credentials = await expiringCredentials(ops.today);
  return json({ ...ops, credentials });
}

export default function OperationsCenter() {
  const d = useLoaderData<typeof loader>();
  const count = (s: string) => d.byStatus.find((b) => b.status === s)?.count ?? 0;
  return (
    <OfficeShell>
      <PageHeader
        title="Operations centre"
        description={`Today, ${formatDate(`${d.today}T12:00:00Z`)}`}
        actions={<LiveUpdates subjectTypes={["job"]} />}
        links={[{ to: "/admin/dispatch", label: "Dispatch board", primary: true }]}
      />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" data-testid="today-by-stage">
        {ACTIVE_JOB_STATUSES.filter((s) => s !== "quote_accepted").map((s) => (
          <StatCard key={s} label={JOB_STATUS_LABELS[s]} value={count(s)} />
        ))}
        <StatCard label="Completed today" value={count("completed")} />
      </div>
      <div className="mt-8 grid gap-6 xl:grid-cols-3">
        <section aria-labelledby="late-heading" className="space-y-2">
          <h2 id="late-heading" className="text-lg font-bold">
            Late starts
          </h2>
          {d.lateStarts.length === 0 ? (
            <p className="text-sm">Every job due to start has started.</p>
          ) : (
            d.lateStarts.map((j) => (
              <JobCard key={j.id} job={{ ...j, startTime: null }}>
                <p className="mt-1 text-xs text-danger">
                  Due {j.scheduledStartAt ? formatTime(j.scheduledStartAt) : ""} ·{" "}
                  {j.assignedStaff?.fullName ?? "nobody"}
                </p>
              </JobCard>
            ))
          )}
        </section>
        <section aria-labelledby="urgent-heading" className="space-y-2">
          <h2 id="urgent-heading" className="text-lg font-bold">
            Urgent work not scheduled
          </h2>
          {d.urgentUnassigned.length === 0 ? (
            <p className="text-sm">No urgent or high-priority work waiting.</p>
          ) : (
            d.urgentUnassigned.map((j) => <JobCard key={j.id} job={j} />)
          )}
        </section>
        <section aria-labelledby="cred-heading" className="space-y-2">
          <h2 id="cred-heading" className="text-lg font-bold">
            Credentials expiring
          </h2>
          {d.credentials.length === 0 ? (
            <p className="text-sm">Nothing expires in the next 30 days.</p>
          ) : (
            <ul className="card divide-y divide-line p-0 text-sm">
              {d.credentials.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-2 p-3">
                  <span>
                    {c.holderName} · {credentialLabel(c.type)}
                    <span className="block text-xs">{c.expiresOn}</span>
                  </span>
                  <CredentialBadge state={c.state} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section aria-labelledby="today-heading" className="mt-8 space-y-2">
        <h2 id="today-heading" className="text-lg font-bold">
          Today&rsquo;s jobs
        </h2>
        {d.todays.length === 0 ? (
          <EmptyState title="Nothing scheduled today" />
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {d.todays.map((j) => (
              <li key={j.id}>
                <JobCard job={j}>
                  <p className="mt-1 text-xs">
                    {formatJobNumber(j.number)} · {j.assignedStaff?.fullName ?? "Unassigned"}
                  </p>
                </JobCard>
              </li>
            ))}
          </ul>
        )}
      </section>
    </OfficeShell>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
