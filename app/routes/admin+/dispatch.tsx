// /admin/dispatch (issue 15, ADR 150): one Sydney day — accepted work waiting for a slot, and a lane per field worker —
// or, with ?view=week, the week at a glance (a row per worker, a column per day).
// Assigning and rescheduling are plain forms (they work without JavaScript); a refusal lists every reason on the
// card it came from, with what was typed kept. Scheduling moves accepted work to Scheduled, Dispatch moves it on to
// Dispatched, both through the lifecycle's audited move; <LiveUpdates> refreshes the board when a job changes. With
// JavaScript a card can also be dragged onto a lane: that submits the card's own form (ADR 151).
import { useRef, type ReactNode } from "react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { bookingHoursText, dayOfWeek, isDateKey } from "~/domain/booking.ts";
import { addDays, formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { formatJobNumber, jobStatusLabel } from "~/domain/job-lifecycle.ts";
import {
  DISPATCH_DURATIONS,
  UNSCHEDULED_MAX,
  UNSCHEDULED_STEP,
  WEEKDAY_NAMES,
  assignSchema,
  unscheduledQuery,
} from "~/domain/workforce.ts";
import { DispatchRefusal, assignJob, dispatchBoard, dispatchJob, dispatchWeek } from "~/models/dispatch.server.ts";
import { useBoardDragAndDrop } from "~/screens/workforce/board-drag-drop.tsx";
import { JobCard, SkillChips, type JobCardData } from "~/screens/workforce/workforce-ui.tsx";
import { useLastActionData } from "~/utils/action-data.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";

export const meta: MetaFunction = () => [{ title: "Dispatch | Bosun admin" }];

function dayOf(request: Request) {
  const asked = new URL(request.url).searchParams.get("date");
  return isDateKey(asked) ? asked : sydneyDateKey(getNow(request));
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const date = dayOf(request);
  const hoursText = bookingHoursText(await bookingHours());
  if (new URL(request.url).searchParams.get("view") === "week") {
    return json({ view: "week" as const, date, week: await dispatchWeek(date), hoursText });
  }
  const waiting = unscheduledQuery(new URL(request.url).searchParams);
  const board = await dispatchBoard(date, waiting);
  return json({
    view: "day" as const,
    date,
    hoursText,
    waiting,
    ...board,
    workers: board.lanes.map((l) => ({ id: l.id, name: l.name })),
  });
}

type ActionData = {
  jobId: string;
  problems: string[];
  values: Record<string, string>;
};

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const date = dayOf(request);
  const back = `/admin/dispatch?date=${date}`;
  const jobId = String(formData.get("jobId") ?? "").slice(0, 40);
  const values = Object.fromEntries(
    ["staffId", "date", "start", "durationMinutes"].map((k) => [k, String(formData.get(k) ?? "").slice(0, 40)]),
  );
  switch (formData.get("intent")) {
    case "assign": {
      const submission = parseForm(formData, { schema: assignSchema });
      if (submission.status !== "success") {
        const problems = Object.values(submission.error ?? {}).flatMap((e) => e ?? []);
        return json<ActionData>({ jobId, problems, values }, { status: 400 });
      }
      try {
        const r = await assignJob({ ...submission.value, ...ctx.audit });
        return redirectWithToast(`/admin/dispatch?date=${submission.value.date}`, {
          type: r.warnings.length ? "info" : "success",
          title: `Job #${r.number} scheduled to ${r.worker}`,
          description: r.warnings.join(" ") || undefined,
        });
      } catch (error) {
        if (!(error instanceof DispatchRefusal)) throw error;
        return json<ActionData>({ jobId, problems: error.problems.map((p) => p.message), values }, { status: 400 });
      }
    }
    case "dispatch": {
      try {
        const r = await dispatchJob({ jobId, ...ctx.audit });
        return redirectWithToast(back, { type: "success", title: `Job #${r.number} dispatched` });
      } catch (error) {
        if (!(error instanceof DispatchRefusal)) throw error;
        return json<ActionData>({ jobId, problems: error.problems.map((p) => p.message), values }, { status: 400 });
      }
    }
    default:
      throw unknownIntent();
  }
}

function AssignForm({
  job,
  date,
  workers,
  staffId,
  label,
  failed,
}: {
  job: JobCardData;
  date: string;
  workers: readonly { id: string; name: string }[];
  staffId?: string | null;
  label: string;
  failed: ActionData | undefined;
}) {
  const mine = failed?.jobId === job.id ? failed : undefined;
  const v = mine?.values;
  const id = (name: string) => `${name}-${job.id}`;
  return (
    <Form method="post" className="mt-2 space-y-2 border-t border-line pt-2" aria-label={`${label} job #${job.number}`}>
      <input type="hidden" name="jobId" value={job.id} />
      {mine?.problems.length ? (
        <div role="alert" className="rounded-theme border border-danger/40 bg-danger/5 p-2 text-xs text-danger">
          <p className="font-semibold">Not scheduled:</p>
          <ul className="list-disc pl-4" data-testid="dispatch-refusal">
            {mine.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <SmallField id={id("staff")} label="Worker" className="col-span-2">
          <select
            id={id("staff")}
            name="staffId"
            required
            defaultValue={v?.staffId ?? staffId ?? ""}
            className="field-input py-1 text-sm"
          >
            <option value="">Choose…</option>
            {workers.map((w) => (
              <option key={w.id} value={w.id}>
                {w.name}
              </option>
            ))}
          </select>
        </SmallField>
        <SmallField id={id("date")} label="Day">
          <input
            id={id("date")}
            name="date"
            type="date"
            required
            defaultValue={v?.date ?? date}
            className="field-input py-1 text-sm"
          />
        </SmallField>
        <SmallField id={id("start")} label="Start">
          <input
            id={id("start")}
            name="start"
            type="time"
            required
            defaultValue={v?.start ?? job.startTime ?? "09:00"}
            className="field-input py-1 text-sm"
          />
        </SmallField>
        <SmallField id={id("duration")} label="Duration" className="col-span-2">
          <select
            id={id("duration")}
            name="durationMinutes"
            defaultValue={v?.durationMinutes ?? String(job.durationMinutes ?? 120)}
            className="field-input py-1 text-sm"
          >
            {[...new Set([...DISPATCH_DURATIONS, job.durationMinutes ?? 120])]
              .sort((a, b) => a - b)
              .map((m) => (
                <option key={m} value={m}>
                  {m < 60 ? `${m} min` : `${m / 60} h`}
                </option>
              ))}
          </select>
        </SmallField>
      </div>
      <StatusButton value="assign" pendingText="Checking..." className="btn-primary w-full py-1.5 text-sm">
        {label}
      </StatusButton>
    </Form>
  );
}

/** A field of a job card's assign form: a small label above its control. */
function SmallField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label text-xs">
        {label}
      </label>
      {children}
    </div>
  );
}

export default function Dispatch() {
  const data = useLoaderData<typeof loader>();
  return data.view === "week" ? (
    <WeekBoard date={data.date} week={data.week} hoursText={data.hoursText} />
  ) : (
    <DayBoard d={data} />
  );
}

type DayData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "day" }>;
type WeekData = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: "week" }>["week"];

function DayBoard({ d }: { d: DayData }) {
  const failed = useLastActionData<ActionData>();
  const weekday = WEEKDAY_NAMES[dayOfWeek(d.date)];
  const board = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  useBoardDragAndDrop(board);
  return (
    <>
      <PageHeader
        title="Dispatch"
        description={
          <>
            {weekday} {formatDate(`${d.date}T12:00:00Z`)} · business hours {d.hoursText}
          </>
        }
        actions={
          <>
            <LiveUpdates subjectTypes={["job"]} />
            <Link to={`?date=${addDays(d.date, -1)}`} className="btn-secondary" aria-label="Previous day">
              ←
            </Link>
            <Form method="get" className="flex gap-2">
              <label htmlFor="board-date" className="sr-only">
                Day
              </label>
              <input id="board-date" name="date" type="date" defaultValue={d.date} className="field-input py-1.5" />
              <button type="submit" className="btn-secondary">
                Go
              </button>
            </Form>
            <Link to={`?date=${addDays(d.date, 1)}`} className="btn-secondary" aria-label="Next day">
              →
            </Link>
            <Link to={`?view=week&date=${d.date}`} className="btn-secondary">
              Week
            </Link>
          </>
        }
      />
      {hydrated ? (
        <p className="mb-2 text-xs text-ink/80">
          Drag a card onto a worker's lane to schedule it there, or use the form on each card.
        </p>
      ) : null}
      <div ref={board} className="flex gap-4 overflow-x-auto pb-4" data-testid="dispatch-board">
        <section
          className="w-72 shrink-0 space-y-3 rounded-theme bg-surface p-3"
          aria-labelledby="unscheduled-heading"
          data-testid="lane-unscheduled"
        >
          <h2 id="unscheduled-heading" className="font-heading font-bold">
            Unscheduled <span className="text-sm font-normal">({d.unscheduledTotal} accepted)</span>
          </h2>
          <Form method="get" role="search" aria-label="Find waiting work" className="flex gap-1">
            <input type="hidden" name="date" value={d.date} />
            <label htmlFor="waiting-q" className="sr-only">
              Find waiting work
            </label>
            <input
              id="waiting-q"
              name="q"
              type="search"
              defaultValue={d.waiting.q}
              placeholder="Job #, customer, vessel"
              className="field-input min-w-0 flex-1 py-1 text-sm"
            />
            <button type="submit" className="btn-secondary px-3 py-1 text-sm">
              Find
            </button>
          </Form>
          {d.waiting.q ? (
            <p className="text-xs" data-testid="waiting-matches">
              {d.unscheduledMatching} of {d.unscheduledTotal} match “{d.waiting.q}” ·{" "}
              <Link to={`?date=${d.date}`} className="font-semibold underline">
                Show all
              </Link>
            </p>
          ) : null}
          {d.unscheduled.length === 0 ? (
            <p className="text-sm">{d.waiting.q ? "No waiting work matches." : "No accepted work waiting."}</p>
          ) : null}
          {d.unscheduled.map((j) => (
            <JobCard key={j.id} job={j}>
              <AssignForm job={j} date={d.date} workers={d.workers} label="Schedule" failed={failed} />
            </JobCard>
          ))}
          {d.unscheduledMatching > d.unscheduled.length ? (
            <p className="text-sm">
              Showing the {d.unscheduled.length} most urgent, then oldest, of {d.unscheduledMatching}.{" "}
              {d.waiting.shown < UNSCHEDULED_MAX ? (
                <Link
                  to={`?${new URLSearchParams({ date: d.date, ...(d.waiting.q ? { q: d.waiting.q } : {}), shown: String(d.waiting.shown + UNSCHEDULED_STEP) })}`}
                  className="font-semibold underline"
                  preventScrollReset
                >
                  Show {UNSCHEDULED_STEP} more
                </Link>
              ) : (
                "Find a job by its number, customer or vessel."
              )}
            </p>
          ) : null}
          {d.elsewhere.length ? (
            <>
              <h3 className="pt-2 text-sm font-semibold">Scheduled this day outside the lanes</h3>
              {d.elsewhere.map((j) => (
                <JobCard key={j.id} job={j}>
                  <AssignForm job={j} date={d.date} workers={d.workers} label="Reassign" failed={failed} />
                </JobCard>
              ))}
            </>
          ) : null}
        </section>
        {d.lanes.length === 0 ? (
          <div className="flex-1">
            <NoFieldWorkers />
          </div>
        ) : null}
        {d.lanes.map((lane) => (
          <section
            key={lane.id}
            className="w-72 shrink-0 space-y-3 rounded-theme border border-line bg-white p-3 data-[drop-target=true]:ring-2 data-[drop-target=true]:ring-accent"
            aria-labelledby={`lane-${lane.id}`}
            data-lane-id={lane.id}
            data-testid={`lane-${lane.name}`}
          >
            <div>
              <h2 id={`lane-${lane.id}`} className="font-heading font-bold">
                <Link to={`/admin/staff-profiles/${lane.id}`}>{lane.name}</Link>
              </h2>
              <p className="text-xs">
                {lane.onLeave ? (
                  <span className="badge bg-warning text-white">On leave</span>
                ) : lane.hours ? (
                  `Works ${lane.hours.start}–${lane.hours.end}`
                ) : (
                  "Not working this day"
                )}
              </p>
              <SkillChips skills={lane.skills} />
            </div>
            {lane.jobs.length === 0 ? <p className="text-sm text-ink/80">Nothing scheduled.</p> : null}
            <ol className="space-y-2">
              {lane.jobs.map((j) => (
                <li key={j.id}>
                  <JobCard job={j}>
                    {failed?.jobId === j.id && !failed.values.staffId ? (
                      <p role="alert" className="mt-2 text-xs text-danger">
                        {failed.problems.join(" ")}
                      </p>
                    ) : null}
                    {j.status === "job_scheduled" ? (
                      <Form method="post" className="mt-2">
                        <input type="hidden" name="jobId" value={j.id} />
                        <StatusButton
                          value="dispatch"
                          pendingText="Dispatching..."
                          className="btn-primary w-full py-1.5 text-sm"
                          aria-label={`Dispatch job #${j.number}`}
                        >
                          Dispatch
                        </StatusButton>
                      </Form>
                    ) : null}
                    {j.status === "job_scheduled" || j.status === "job_dispatched" ? (
                      <details className="mt-2 text-sm" open={failed?.jobId === j.id && !!failed.values.staffId}>
                        <summary className="cursor-pointer text-xs font-semibold">Reschedule or reassign</summary>
                        <AssignForm
                          job={j}
                          date={d.date}
                          workers={d.workers}
                          staffId={lane.id}
                          label="Reschedule"
                          failed={failed}
                        />
                      </details>
                    ) : null}
                  </JobCard>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
    </>
  );
}

const DAY_HEADING = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * The week at a glance: a row per field worker, a column per day, each job a link to the job; a day's heading opens
 * that day's board, where work is scheduled and moved.
 */
function WeekBoard({ date, week, hoursText }: { date: string; week: WeekData; hoursText: string }) {
  const first = week.days[0]!;
  return (
    <>
      <PageHeader
        title="Dispatch — week"
        description={
          <>
            Week of {formatDate(`${first}T12:00:00Z`)} · {week.unscheduledTotal} accepted job
            {week.unscheduledTotal === 1 ? "" : "s"} waiting for a slot · business hours {hoursText}
          </>
        }
        actions={
          <>
            <LiveUpdates subjectTypes={["job"]} />
            <Link to={`?view=week&date=${addDays(first, -7)}`} className="btn-secondary" aria-label="Previous week">
              ←
            </Link>
            <Link to={`?view=week&date=${addDays(first, 7)}`} className="btn-secondary" aria-label="Next week">
              →
            </Link>
            <Link to={`?date=${date}`} className="btn-secondary">
              Day
            </Link>
          </>
        }
      />
      {week.lanes.length === 0 ? (
        <NoFieldWorkers />
      ) : (
        <div className="overflow-x-auto rounded-theme border border-line bg-white" data-testid="dispatch-week">
          <table className="w-full min-w-[56rem] border-collapse text-sm">
            <caption className="sr-only">Scheduled jobs by field worker and day</caption>
            <thead>
              <tr className="bg-surface text-left">
                <th scope="col" className="sticky left-0 w-40 bg-surface p-2">
                  Worker
                </th>
                {week.days.map((day) => (
                  <th key={day} scope="col" className="p-2 font-semibold">
                    <Link to={`?date=${day}`} aria-label={`Open the board for ${formatDate(`${day}T12:00:00Z`)}`}>
                      {WEEKDAY_NAMES[dayOfWeek(day)]!.slice(0, 3)} {DAY_HEADING.format(new Date(`${day}T00:00:00Z`))}
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {week.lanes.map((lane) => (
                <tr key={lane.id} className="border-t border-line align-top" data-testid={`week-lane-${lane.name}`}>
                  <th scope="row" className="sticky left-0 bg-white p-2 text-left font-semibold">
                    <Link to={`/admin/staff-profiles/${lane.id}`}>{lane.name}</Link>
                    <span className="block text-xs font-normal text-ink/80">
                      {Math.round((lane.minutes / 60) * 10) / 10} h booked
                    </span>
                  </th>
                  {lane.days.map((cell) => (
                    <td key={cell.day} className={`p-2 ${cell.hours && !cell.onLeave ? "" : "bg-surface/60"}`}>
                      {cell.onLeave ? (
                        <span className="badge bg-warning text-white">On leave</span>
                      ) : cell.hours ? (
                        <span className="block text-xs text-ink/80">
                          {cell.hours.start}–{cell.hours.end}
                        </span>
                      ) : (
                        <span className="block text-xs text-ink/80">Off</span>
                      )}
                      <WeekJobs jobs={cell.jobs} />
                    </td>
                  ))}
                </tr>
              ))}
              {week.elsewhere.some((jobs) => jobs.length) ? (
                <tr className="border-t border-line align-top">
                  <th scope="row" className="sticky left-0 bg-white p-2 text-left font-semibold">
                    Not on a lane
                  </th>
                  {week.elsewhere.map((jobs, i) => (
                    <td key={week.days[i]} className="p-2">
                      <WeekJobs jobs={jobs} />
                    </td>
                  ))}
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function NoFieldWorkers() {
  return (
    <EmptyState title="No field workers yet">
      Tick “Field worker” on a staff record (<Link to="/admin/staff">Staff</Link>) to give them a lane.
    </EmptyState>
  );
}

function WeekJobs({ jobs }: { jobs: WeekData["elsewhere"][number] }) {
  if (!jobs.length) return null;
  return (
    <ul className="mt-1 space-y-1">
      {jobs.map((j) => (
        <li key={j.id}>
          <Link
            to={`/admin/jobs/${j.id}`}
            className={`block rounded border-l-4 bg-surface px-2 py-1 text-xs no-underline ${
              j.status === "job_scheduled" ? "border-accent" : "border-primary"
            }`}
            data-testid={`week-job-${j.number}`}
          >
            <span className="font-semibold">
              {j.startTime ?? ""} {formatJobNumber(j.number)}
            </span>
            <span className="block truncate">{j.vesselName ?? j.title}</span>
            <span className="block text-ink/80">{jobStatusLabel(j.status)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
