// /admin/scheduling (issue 15): the roster — each field worker's hours for the week and who is on leave — the leave
// coming up, and the week's submitted timesheets to approve or send back (ADR 151). Hours and leave are edited on
// each staff record.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterInput } from "~/components/ui/filter-fields.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { isDateKey } from "~/domain/booking.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { addDays, formatDateTime, sydneyDateKey } from "~/domain/dates.ts";
import { formatMinutes } from "~/domain/field-time.ts";
import { TIMESHEET_STATUS_LABELS, isTimesheetStatus, mondayOfWeek, returnReasonSchema } from "~/domain/timesheets.ts";
import { WEEKDAY_NAMES, parseWeekHours, weekOf } from "~/domain/workforce.ts";
import { fieldWorkers } from "~/models/dispatch.server.ts";
import { TimesheetRefusal, decideTimesheet, timesheetsOfWeek, waitingTimesheets } from "~/models/timesheets.server.ts";
import { leaveBetween } from "~/models/workforce.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Scheduling | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const today = sydneyDateKey(getNow(request));
  const asked = new URL(request.url).searchParams.get("week");
  const days = weekOf(isDateKey(asked) ? asked : today);
  const [workers, leave, upcoming, timesheets, waiting] = await Promise.all([
    fieldWorkers(),
    leaveBetween(days[0]!, days[6]!),
    leaveBetween(today, addDays(today, 56)),
    timesheetsOfWeek(mondayOfWeek(days[0]!)),
    waitingTimesheets(),
  ]);
  return json({
    timesheets,
    waiting,
    monday: mondayOfWeek(days[0]!),
    today,
    days,
    roster: workers.map((w) => {
      const week = parseWeekHours(w.staffProfile?.workingHours);
      return {
        id: w.id,
        name: w.fullName,
        cells: days.map((day) => {
          const dow = new Date(`${day}T00:00:00Z`).getUTCDay();
          const off = leave.find((l) => l.userId === w.id && l.startsOn <= day && day <= l.endsOn);
          return { day, leave: !!off, hours: week[dow] ?? null };
        }),
      };
    }),
    upcoming,
  });
}

type DecisionReply = { decision: { timesheetId: string; reason: string; message: string } };

/** Approve a submitted week, or send it back with a reason (both audited). */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent !== "approve" && intent !== "return") throw unknownIntent();
  const timesheetId = String(formData.get("timesheetId") ?? "").slice(0, 64);
  const typed = String(formData.get("reason") ?? "").slice(0, 2000);
  const refuse = (message: string) =>
    json<DecisionReply>({ decision: { timesheetId, reason: typed, message } }, { status: 400 });
  let reason: string | null = null;
  if (intent === "return") {
    const parsed = returnReasonSchema.safeParse(typed);
    if (!parsed.success) return refuse(parsed.error.issues[0]?.message ?? "Say why it is sent back");
    reason = parsed.data;
  }
  let sheet;
  try {
    sheet = await decideTimesheet({
      id: timesheetId,
      decision: intent,
      reason,
      actorId: ctx.audit.actorId,
      now: getNow(request),
    });
  } catch (error) {
    if (error instanceof TimesheetRefusal) return refuse(error.message);
    throw error;
  }
  if (!sheet) throw notFound("Timesheet not found");
  await recordAudit(request, {
    action: intent === "approve" ? "timesheet.approved" : "timesheet.returned",
    actorId: ctx.audit.actorId,
    subjectUserId: sheet.userId,
    entityType: "timesheet",
    entityId: sheet.id,
    details: { weekStart: sheet.weekStart, reason, onBehalfOfId: ctx.audit.onBehalfOfId },
  });
  return redirectWithToast(`/admin/scheduling?week=${sheet.weekStart}#timesheets`, {
    type: "success",
    title: intent === "approve" ? `Timesheet approved: ${sheet.worker}` : `Timesheet sent back to ${sheet.worker}`,
  });
}

export default function Scheduling() {
  const d = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const refused = reply && "decision" in reply ? reply.decision : null;
  return (
    <>
      <PageHeader
        title="Scheduling"
        description="Rosters and leave. Jobs are placed on the dispatch board, inside these hours."
        actions={
          <>
            <Link to={`?week=${addDays(d.days[0]!, -7)}`} className="btn-secondary" aria-label="Previous week">
              ←
            </Link>
            <Link to={`?week=${addDays(d.days[0]!, 7)}`} className="btn-secondary" aria-label="Next week">
              →
            </Link>
            <Link to="/admin/dispatch" className="btn-primary">
              Dispatch board
            </Link>
          </>
        }
      />
      <h2 className="mb-2 text-lg font-bold">Roster: week of {d.days[0]}</h2>
      {d.roster.length === 0 ? (
        <EmptyState title="No field workers">Tick “Field worker” on a staff record to roster them.</EmptyState>
      ) : (
        <ListTable
          columns={[
            "Worker",
            ...d.days.map(
              (day) => `${WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]!.slice(0, 3)} ${day.slice(8)}`,
            ),
          ]}
          testId="roster"
        >
          {d.roster.map((r) => (
            <tr key={r.id}>
              <td>
                <Link to={`/admin/staff/edit/${r.id}`} className="font-semibold">
                  {r.name}
                </Link>
              </td>
              {r.cells.map((c) => (
                <td key={c.day} className="whitespace-nowrap text-xs">
                  {c.leave ? (
                    <span className="badge bg-warning text-white">Leave</span>
                  ) : c.hours ? (
                    `${c.hours.start}–${c.hours.end}`
                  ) : (
                    <span className="text-ink/60">Off</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </ListTable>
      )}
      <h2 className="mb-2 mt-8 text-lg font-bold">Leave in the next eight weeks</h2>
      {d.upcoming.length === 0 ? (
        <p className="text-sm">Nobody is on leave.</p>
      ) : (
        <ListTable columns={["Who", "From", "To", "Reason"]}>
          {d.upcoming.map((l) => (
            <tr key={l.id}>
              <td>
                <Link to={`/admin/staff-profiles/${l.userId}`}>{l.user.fullName}</Link>
              </td>
              <td>{l.startsOn}</td>
              <td>{l.endsOn}</td>
              <td>{l.reason ?? "—"}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <section id="timesheets" aria-labelledby="timesheets-heading" className="mt-8">
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="timesheets-heading" className="text-lg font-bold">
            Timesheets: week of {d.monday}
          </h2>
          <p className="text-sm">{d.waiting === 1 ? "1 week waits" : `${d.waiting} weeks wait`} for approval in all</p>
        </div>
        {d.timesheets.length === 0 ? (
          <EmptyState title="No timesheets this week">
            Field workers submit their week from “My time” in the field portal.
          </EmptyState>
        ) : (
          <ul className="space-y-3" data-testid="timesheets">
            {d.timesheets.map((t) => {
              const error = refused?.timesheetId === t.id ? refused : null;
              return (
                <li key={t.id} className="card space-y-3 p-4" data-testid={`timesheet-${t.user.fullName}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h3 className="font-semibold">{t.user.fullName}</h3>
                      <p className="text-xs">Submitted {formatDateTime(t.submittedAt)}</p>
                    </div>
                    <span
                      className={`badge ${t.status === "approved" ? "bg-success text-white" : t.status === "returned" ? "bg-warning text-white" : "bg-surface text-secondary"}`}
                      data-testid="timesheet-status"
                    >
                      {isTimesheetStatus(t.status) ? TIMESHEET_STATUS_LABELS[t.status] : t.status}
                    </span>
                  </div>
                  <dl className="grid grid-cols-3 gap-2 text-sm">
                    <div>
                      <dt className="text-xs font-semibold">Travel</dt>
                      <dd className="tabular-nums">{formatMinutes(t.travelMinutes)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs font-semibold">On site</dt>
                      <dd className="tabular-nums">{formatMinutes(t.onSiteMinutes)}</dd>
                    </div>
                    <div>
                      <dt className="text-xs font-semibold">Total</dt>
                      <dd className="tabular-nums font-semibold">{formatMinutes(t.travelMinutes + t.onSiteMinutes)}</dd>
                    </div>
                  </dl>
                  {t.status === "returned" && t.returnReason ? (
                    <p className="text-sm">Sent back: {t.returnReason}</p>
                  ) : null}
                  {t.status === "submitted" ? (
                    <div className="flex flex-col gap-3 border-t border-line pt-3 sm:flex-row sm:items-start">
                      <Form method="post" className="shrink-0">
                        <input type="hidden" name="timesheetId" value={t.id} />
                        <StatusButton
                          value="approve"
                          pendingText="Approving..."
                          className="btn-primary w-full sm:w-auto"
                          aria-label={`Approve ${t.user.fullName}'s timesheet`}
                        >
                          Approve
                        </StatusButton>
                      </Form>
                      <Form method="post" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-start">
                        <input type="hidden" name="timesheetId" value={t.id} />
                        <div className="flex-1">
                          <label htmlFor={`reason-${t.id}`} className="sr-only">
                            Why {t.user.fullName}'s timesheet is sent back
                          </label>
                          <input
                            id={`reason-${t.id}`}
                            name="reason"
                            defaultValue={error?.reason ?? ""}
                            placeholder="Reason to send it back"
                            maxLength={500}
                            className="field-input w-full"
                            aria-invalid={error ? true : undefined}
                            aria-describedby={error ? `reason-${t.id}-error` : undefined}
                          />
                          {error ? (
                            <p id={`reason-${t.id}-error`} className="mt-1 text-sm text-danger" role="alert">
                              {error.message}
                            </p>
                          ) : null}
                        </div>
                        <StatusButton value="return" pendingText="Sending back..." className="btn-secondary">
                          Send back
                        </StatusButton>
                      </Form>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
        <Form
          method="get"
          action="/admin/timesheets/export"
          reloadDocument
          className="card mt-4 flex flex-wrap items-end gap-3 p-4"
        >
          <h3 className="w-full font-semibold">Payroll export (approved weeks, minutes)</h3>
          <FilterInput id="export-from" name="from" label="Weeks from" type="date" value={addDays(d.monday, -14)} />
          <FilterInput id="export-to" name="to" label="To" type="date" value={d.monday} />
          <button type="submit" className="btn-secondary">
            Download CSV
          </button>
        </Form>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
