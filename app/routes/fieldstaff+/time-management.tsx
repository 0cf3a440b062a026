import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { addDays, formatDate, formatTime, sydneyDateKey } from "~/domain/dates.ts";
import { formatMinutes } from "~/domain/field-time.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { fieldTimesheet } from "~/models/field-work.server.ts";
import { timesheetOf } from "~/models/timesheets.server.ts";
import { TimesheetSubmit } from "~/screens/workforce/timesheet-submit.tsx";
import { timesheetSubmitAction } from "~/screens/workforce/timesheet-submit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "My time | Field portal | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "fieldstaff");
  const now = new Date();
  const asked = new URL(request.url).searchParams.get("week") ?? "";
  const week = /^\d{4}-\d{2}-\d{2}$/.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : sydneyDateKey(now);
  const sheet = await fieldTimesheet(user.id, week, now);
  return json({ ...sheet, submission: await timesheetOf(user.id, sheet.monday) });
}

/** Submits the week for approval (issue 15, ADR 151). */
export async function action({ request }: ActionFunctionArgs) {
  return timesheetSubmitAction(request);
}

const dayName = (dateKey: string) =>
  new Intl.DateTimeFormat("en-AU", { weekday: "long", timeZone: "UTC" }).format(new Date(`${dateKey}T00:00:00Z`));

export default function FieldTime() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="My time"
        description={`Week of ${formatDate(d.monday)}: travel and on-site time from your job cards.`}
      />
      <nav className="mb-4 flex gap-2" aria-label="Weeks">
        <Link to={`?week=${addDays(d.monday, -7)}`} className="btn-secondary min-h-12 flex-1">
          ← Previous week
        </Link>
        <Link to="?" className="btn-secondary min-h-12 flex-1">
          This week
        </Link>
        <Link to={`?week=${addDays(d.monday, 7)}`} className="btn-secondary min-h-12 flex-1">
          Next week →
        </Link>
      </nav>
      <div className="grid grid-cols-3 gap-3" data-testid="week-totals">
        <StatCard label="Travel" value={formatMinutes(d.week.travelMinutes)} />
        <StatCard label="On site" value={formatMinutes(d.week.onSiteMinutes)} />
        <StatCard label="Total" value={formatMinutes(d.week.totalMinutes)} />
      </div>
      <TimesheetSubmit
        monday={d.monday}
        submission={d.submission}
        error={reply && "error" in reply ? reply.error : null}
      />
      <ul className="mt-6 space-y-3">
        {d.days.map((day) => (
          <li key={day.date} className="card p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-heading text-lg font-bold text-secondary">
                {dayName(day.date)} {formatDate(day.date)}
              </h2>
              <p className="text-sm">
                {day.entries.length
                  ? `Travel ${formatMinutes(day.totals.travelMinutes)} · On site ${formatMinutes(day.totals.onSiteMinutes)}`
                  : "No time recorded"}
              </p>
            </div>
            {day.entries.length ? (
              <ul className="mt-2 divide-y divide-line text-sm">
                {day.entries.map((e) => (
                  <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {formatTime(e.startedAt)}–{e.endedAt ? formatTime(e.endedAt) : "running"} ·{" "}
                      {e.kind === "travel" ? "Travel" : "On site"}
                    </span>
                    <Link to={`/fieldstaff/jobs/${e.job.id}`} className="btn-link">
                      {formatJobNumber(e.job.number)} {e.job.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm">
        Time is recorded from the job card (start travel, arrive, pause, finish). Ask the office to correct an entry.
      </p>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
