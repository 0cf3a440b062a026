// /field-staff/dashboard (issue 15, ADR 150): the office's view of the field team today — each field worker's hours,
// leave and jobs in order, with where each job is. Admin only; field workers have their own portal (/fieldstaff).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { dispatchBoard } from "~/models/dispatch.server.ts";
import { JobCard } from "~/screens/workforce/workforce-ui.tsx";
import { OfficeShell } from "~/screens/workforce/office-shell.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Field team today | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = sydneyDateKey(getNow(request));
  const board = await dispatchBoard(today);
  return json({ today, lanes: board.lanes });
}

export default function FieldStaffDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <OfficeShell>
      <PageHeader
        title="Field team today"
        description={formatDate(`${d.today}T12:00:00Z`)}
        actions={<LiveUpdates subjectTypes={["job"]} />}
        links={[{ to: `/admin/dispatch?date=${d.today}`, label: "Change on the dispatch board", primary: true }]}
      />
      {d.lanes.length === 0 ? (
        <EmptyState title="No field workers yet">
          Tick “Field worker” on a staff record (<Link to="/admin/staff">Staff</Link>).
        </EmptyState>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {d.lanes.map((lane) => (
            <section key={lane.id} className="card space-y-2" aria-labelledby={`w-${lane.id}`}>
              <h2 id={`w-${lane.id}`} className="font-heading text-lg font-bold">
                <Link to={`/admin/staff-profiles/${lane.id}`}>{lane.name}</Link>
              </h2>
              <p className="text-xs">
                {lane.onLeave
                  ? "On leave today"
                  : lane.hours
                    ? `Working ${lane.hours.start}–${lane.hours.end} · ${lane.jobs.length} job(s)`
                    : "Not working today"}
              </p>
              <ol className="space-y-2">
                {lane.jobs.map((j) => (
                  <li key={j.id}>
                    <JobCard job={j} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </OfficeShell>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
