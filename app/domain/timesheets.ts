// Weekly timesheets (issue 15, ADR 151): a field worker submits a Sydney week of travel and on-site time; the office
// approves it or sends it back with a reason; approved weeks go to payroll as CSV. Pure rules, unit tested.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";
import { addDays } from "./dates.ts";
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const TIMESHEET_STATUS_LABELS = {
  submitted: "Waiting for approval",
  approved: "Approved",
  returned: "Sent back",
};
export const TIMESHEET_STATUSES = labelledValues(TIMESHEET_STATUS_LABELS);
export type TimesheetStatus = (typeof TIMESHEET_STATUSES)[number];

export const isTimesheetStatus = isOneOf(TIMESHEET_STATUSES);

/** The Monday (YYYY-MM-DD) of the week holding a date. */
export function mondayOfWeek(dateKey: string): string {
  const dow = new Date(`${dateKey}T00:00:00Z`).getUTCDay(); // 0 Sunday
  return addDays(dateKey, -((dow + 6) % 7));
}

/**
 * Why a worker may not submit this week, or null when they may: not a week still to come, no clock still running,
 * some time recorded, and not already waiting for approval or approved (a sent-back week may be submitted again).
 */
export function submitProblem(input: {
  weekStart: string;
  today: string;
  status: TimesheetStatus | null;
  runningEntries: number;
  totalMinutes: number;
}): string | null {
  if (input.weekStart > mondayOfWeek(input.today)) return "That week has not started yet.";
  if (input.status === "submitted") return "This week is already waiting for approval.";
  if (input.status === "approved") return "This week is already approved.";
  if (input.runningEntries > 0) return "A clock is still running this week: pause or finish the job first.";
  if (input.totalMinutes <= 0) return "There is no time recorded this week.";
  return null;
}

export const TIMESHEET_DECISIONS = ["approve", "return"] as const;
export type TimesheetDecision = (typeof TIMESHEET_DECISIONS)[number];

/** Only a submitted week is decided; the decision is final until the worker submits again. */
export function decisionProblem(status: string, decision: TimesheetDecision): string | null {
  if (status === "submitted") return null;
  if (status === "approved") return "This timesheet is already approved.";
  if (status === "returned") return "This timesheet was sent back: it waits for the worker to submit it again.";
  return `A ${status} timesheet cannot be ${decision === "approve" ? "approved" : "sent back"}.`;
}

/** The reason a timesheet is sent back: the worker reads it, so it must say something. */
export const returnReasonSchema = requiredText("Say why it is sent back, so the worker can fix it", {
  min: 3,
  max: 500,
  tooLong: "Keep the reason under 500 characters",
});

/** The payroll CSV's columns: integer minutes, travel and on site apart. */
export const PAYROLL_CSV_HEADER = [
  "week_start",
  "week_end",
  "worker",
  "worker_email",
  "travel_minutes",
  "on_site_minutes",
  "total_minutes",
  "approved_at",
] as const;

export function payrollCsvCells(row: {
  weekStart: string;
  workerName: string;
  workerEmail: string;
  travelMinutes: number;
  onSiteMinutes: number;
  decidedAt: Date | null;
}) {
  return [
    row.weekStart,
    addDays(row.weekStart, 6),
    row.workerName,
    row.workerEmail,
    Math.round(row.travelMinutes),
    Math.round(row.onSiteMinutes),
    Math.round(row.travelMinutes) + Math.round(row.onSiteMinutes),
    row.decidedAt ? row.decidedAt.toISOString() : "",
  ] as const;
}
