// Weekly timesheets (issue 15, ADR 151): a field worker submits a week (the travel and on-site minutes of their time
// entries then are kept on the row), the office approves it or sends it back with a reason, and approved weeks are
// read in id batches for the payroll CSV. Rules in domain/timesheets.ts.
import { sydneyDateKey, sydneyWallTimeToUtc, addDays } from "~/domain/dates.ts";
import { timeTotals } from "~/domain/field-time.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  decisionProblem,
  isTimesheetStatus,
  mondayOfWeek,
  submitProblem,
  type TimesheetDecision,
} from "~/domain/timesheets.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";

export class TimesheetRefusal extends Refusal {}

const SHEET_SELECT = {
  id: true,
  userId: true,
  weekStart: true,
  status: true,
  travelMinutes: true,
  onSiteMinutes: true,
  submittedAt: true,
  decidedAt: true,
  returnReason: true,
} satisfies Prisma.TimesheetSelect;

/** The worker's timesheet of a week (null: not submitted yet). */
export function timesheetOf(userId: string, weekStart: string) {
  return prisma.timesheet.findUnique({
    where: { userId_weekStart: { userId, weekStart: mondayOfWeek(weekStart) } },
    select: SHEET_SELECT,
  });
}

/** Submits (or re-submits a sent-back) week with its totals now. Throws TimesheetRefusal with the reason. */
export async function submitTimesheet(input: { userId: string; week: string; now: Date }) {
  const weekStart = mondayOfWeek(input.week);
  return prisma.$transaction(async (tx) => {
    const [existing, entries] = await Promise.all([
      tx.timesheet.findUnique({
        where: { userId_weekStart: { userId: input.userId, weekStart } },
        select: { id: true, status: true },
      }),
      tx.timeEntry.findMany({
        where: {
          userId: input.userId,
          startedAt: { gte: sydneyWallTimeToUtc(weekStart), lt: sydneyWallTimeToUtc(addDays(weekStart, 7)) },
        },
        take: 2000,
        select: { kind: true, startedAt: true, endedAt: true },
      }),
    ]);
    const totals = timeTotals(entries, input.now);
    const problem = submitProblem({
      weekStart,
      today: sydneyDateKey(input.now),
      status: existing && isTimesheetStatus(existing.status) ? existing.status : null,
      runningEntries: entries.filter((e) => !e.endedAt).length,
      totalMinutes: totals.totalMinutes,
    });
    if (problem) throw new TimesheetRefusal(problem);
    const data = {
      status: "submitted",
      travelMinutes: totals.travelMinutes,
      onSiteMinutes: totals.onSiteMinutes,
      submittedAt: input.now,
      decidedAt: null,
      decidedById: null,
      returnReason: null,
    };
    if (existing) {
      // Conditional: a concurrent submit or decision in between makes this one refuse instead of overwrite.
      const moved = await tx.timesheet.updateMany({
        where: { id: existing.id, status: existing.status },
        data,
      });
      if (moved.count !== 1) throw new TimesheetRefusal("This week changed meanwhile: reload and try again.");
      return { id: existing.id, weekStart, ...totals };
    }
    const created = await tx.timesheet.create({
      data: { ...data, userId: input.userId, weekStart },
      select: { id: true },
    });
    return { id: created.id, weekStart, ...totals };
  });
}

/** Approves or sends back a submitted timesheet. Throws TimesheetRefusal when it is not waiting for a decision. */
export async function decideTimesheet(input: {
  id: string;
  decision: TimesheetDecision;
  reason: string | null;
  actorId: string;
  now: Date;
}) {
  const sheet = await prisma.timesheet.findUnique({
    where: { id: input.id },
    select: { id: true, status: true, userId: true, weekStart: true, user: { select: { fullName: true } } },
  });
  if (!sheet) return null;
  const problem = decisionProblem(sheet.status, input.decision);
  if (problem) throw new TimesheetRefusal(problem);
  const moved = await prisma.timesheet.updateMany({
    where: { id: sheet.id, status: "submitted" },
    data: {
      status: input.decision === "approve" ? "approved" : "returned",
      decidedAt: input.now,
      decidedById: input.actorId,
      returnReason: input.decision === "return" ? input.reason : null,
    },
  });
  if (moved.count !== 1) throw new TimesheetRefusal("Someone decided this timesheet meanwhile: reload to see it.");
  return { ...sheet, worker: sheet.user.fullName };
}

/** The timesheets of one week for the office, waiting ones first. */
export async function timesheetsOfWeek(weekStart: string) {
  const rows = await prisma.timesheet.findMany({
    where: { weekStart: mondayOfWeek(weekStart) },
    orderBy: [{ status: "desc" }, { submittedAt: "asc" }],
    take: 200,
    select: { ...SHEET_SELECT, user: { select: { fullName: true, email: true } } },
  });
  // "submitted" sorts after "returned" and "approved": put the ones to decide first.
  const rank = (s: string) => (s === "submitted" ? 0 : s === "returned" ? 1 : 2);
  return rows.sort((a, b) => rank(a.status) - rank(b.status));
}

/** How many weeks wait for a decision, all weeks together (the office's to-do count). */
export function waitingTimesheets() {
  return prisma.timesheet.count({ where: { status: "submitted" } });
}

/** One batch of approved weeks between two Mondays (inclusive), in id order, for the streamed payroll CSV. */
export async function approvedTimesheetBatch(opts: { from: string; to: string; afterId: string | null; take: number }) {
  const rows = await prisma.timesheet.findMany({
    where: {
      status: "approved",
      weekStart: { gte: opts.from, lte: opts.to },
      ...(opts.afterId ? { id: { gt: opts.afterId } } : {}),
    },
    orderBy: { id: "asc" },
    take: opts.take,
    select: {
      id: true,
      weekStart: true,
      travelMinutes: true,
      onSiteMinutes: true,
      decidedAt: true,
      user: { select: { fullName: true, email: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    weekStart: r.weekStart,
    workerName: r.user.fullName,
    workerEmail: r.user.email,
    travelMinutes: r.travelMinutes,
    onSiteMinutes: r.onSiteMinutes,
    decidedAt: r.decidedAt,
  }));
}
