// /admin/job-calendar (issue 15): scheduled jobs by week or month, optionally one worker's, server-rendered (Sydney
// days); each day links to its dispatch board.
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type SerializeFrom,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterInput } from "~/components/ui/filter-fields.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { isDateKey } from "~/domain/booking.ts";
import { addDays, addMonths, sydneyDateKey } from "~/domain/dates.ts";
import { formatJobNumber, jobStatusLabel } from "~/domain/job-lifecycle.ts";
import { WEEKDAY_NAMES, monthGrid, weekOf } from "~/domain/workforce.ts";
import { activeFeeds } from "~/models/calendar-feeds.server.ts";
import { fieldWorkers, scheduledBetween } from "~/models/dispatch.server.ts";
import { CalendarFeedPanel } from "~/screens/workforce/calendar-feed-panel.tsx";
import { calendarFeedAction, isFeedIntent } from "~/screens/workforce/calendar-feeds.server.ts";
import { useLastActionData } from "~/utils/action-data.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { FilterSelect } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Job calendar | Bosun admin" }];

const MONTH_FMT = new Intl.DateTimeFormat("en-AU", { month: "long", year: "numeric", timeZone: "UTC" });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const today = sydneyDateKey(getNow(request));
  const asked = url.searchParams.get("date");
  const date = isDateKey(asked) ? asked : today;
  const view = url.searchParams.get("view") === "month" ? "month" : "week";
  const workers = await fieldWorkers();
  const staffParam = url.searchParams.get("staff") ?? "";
  const staff = workers.some((w) => w.id === staffParam) ? staffParam : null;
  const weeks = view === "month" ? monthGrid(date) : [weekOf(date)];
  const from = weeks[0]![0]!;
  const to = weeks.at(-1)!.at(-1)!;
  const [jobs, feeds] = await Promise.all([scheduledBetween(from, to, staff), activeFeeds("team", null)]);
  return json({
    feeds,
    today,
    date,
    view,
    staff,
    weeks,
    jobs,
    workers: workers.map((w) => ({ id: w.id, name: w.fullName })),
    title: view === "month" ? MONTH_FMT.format(new Date(`${date.slice(0, 7)}-01T00:00:00Z`)) : `Week of ${from}`,
    prev: view === "month" ? addMonths(date, -1) : addDays(date, -7),
    next: view === "month" ? addMonths(date, 1) : addDays(date, 7),
  });
}

/** The team's calendar address (make / revoke); the calendar itself only reads. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (!isFeedIntent(formData.get("intent"))) throw unknownIntent();
  return calendarFeedAction(request, formData, {
    scope: "team",
    userId: null,
    audit: ctx.audit,
    back: "/admin/job-calendar",
  });
}

export default function JobCalendar() {
  const d = useLoaderData<typeof loader>();
  const data = useLastActionData<SerializeFrom<typeof action>>();
  const qs = (over: Record<string, string>) =>
    `?${new URLSearchParams({ view: d.view, date: d.date, ...(d.staff ? { staff: d.staff } : {}), ...over })}`;
  const perDay = d.view === "month" ? 3 : 20;
  return (
    <>
      <PageHeader
        title="Job calendar"
        description={d.title}
        actions={
          <>
            <LiveUpdates subjectTypes={["job"]} />
            <Link to={qs({ date: d.prev })} className="btn-secondary" aria-label="Previous">
              ←
            </Link>
            <Link to={qs({ date: d.today })} className="btn-secondary">
              Today
            </Link>
            <Link to={qs({ date: d.next })} className="btn-secondary" aria-label="Next">
              →
            </Link>
          </>
        }
      />
      <FilterForm submitLabel="Show">
        <FilterSelect
          id="view"
          name="view"
          label="View"
          value={d.view}
          options={[
            { value: "week", label: "Week" },
            { value: "month", label: "Month" },
          ]}
          allLabel={null}
        />
        <FilterInput id="date" name="date" label="Around" type="date" value={d.date} />
        <FilterSelect
          id="staff"
          name="staff"
          label="Worker"
          value={d.staff ?? ""}
          options={d.workers.map((w) => ({ value: w.id, label: w.name }))}
          allLabel="Everyone"
        />
      </FilterForm>
      <div className="card overflow-x-auto p-0">
        <table className="w-full min-w-[52rem] table-fixed border-collapse text-sm" data-testid="job-calendar">
          <thead>
            <tr>
              {[1, 2, 3, 4, 5, 6, 0].map((day) => (
                <th key={day} scope="col" className="border-b border-line p-2 text-left">
                  {WEEKDAY_NAMES[day]!.slice(0, 3)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.weeks.map((week) => (
              <tr key={week[0]}>
                {week.map((day) => {
                  const jobs = d.jobs.filter((j) => j.day === day);
                  const outside = d.view === "month" && day.slice(0, 7) !== d.date.slice(0, 7);
                  return (
                    <td
                      key={day}
                      className={`h-28 border border-line p-1 align-top ${outside ? "bg-surface/60 text-ink/60" : ""} ${day === d.today ? "bg-accent/10" : ""}`}
                      data-testid={`day-${day}`}
                    >
                      <Link to={`/admin/dispatch?date=${day}`} className="text-xs font-semibold">
                        {Number(day.slice(8))}
                      </Link>
                      <ul className="mt-1 space-y-1">
                        {jobs.slice(0, perDay).map((j) => (
                          <li key={j.id} className="rounded bg-surface px-1 py-0.5 text-xs">
                            <Link to={`/admin/jobs/${j.id}`}>
                              {j.startTime} {formatJobNumber(j.number)} {j.title}
                            </Link>
                            <span className="block text-[11px] text-ink/80">
                              {j.worker ?? "Unassigned"} · {jobStatusLabel(j.status)}
                            </span>
                          </li>
                        ))}
                        {jobs.length > perDay ? (
                          <li className="text-xs">
                            <Link to={`/admin/dispatch?date=${day}`}>+{jobs.length - perDay} more</Link>
                          </li>
                        ) : null}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-6 max-w-2xl">
        <CalendarFeedPanel
          title="Team calendar feed"
          description="Every scheduled job, with its worker, as a calendar (iCal) at a secret address for the office's Google or Apple calendar. Each worker's own feed is on their staff profile."
          feeds={d.feeds}
          created={data && "feedCreated" in data ? data.feedCreated : null}
        />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
