// The field worker's own lists (issue 16): today's and upcoming jobs, and their time entries per day and week.
import { addDays, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { timeTotals } from "~/domain/field-time.ts";
import { prisma } from "~/utils/db.server.ts";
import { jobRefSelect } from "./job.server.ts";

/** The statuses of work still to do (dispatched or not, started or not). */
export const OPEN_FOR_WORKER = ["job_scheduled", "job_dispatched", "in_progress"];

/** A job as the person doing it sees it in a list or a message: what, for which boat, where and when. */
export const fieldJobSelect = {
  ...jobRefSelect,
  vesselName: true,
  locationMarina: true,
  locationAddress: true,
  scheduledStartAt: true,
} as const;

export async function fieldDashboard(userId: string, now: Date) {
  const today = sydneyDateKey(now);
  const dayStart = sydneyWallTimeToUtc(today);
  const dayEnd = sydneyWallTimeToUtc(addDays(today, 1));
  const select = {
    ...fieldJobSelect,
    scheduledEndAt: true,
    customerContactName: true,
    vessel: { select: { homeMarina: true, berth: true } },
  } as const;
  const [todays, upcoming, unscheduled, entries, awaiting] = await Promise.all([
    prisma.job.findMany({
      where: {
        assignedStaffId: userId,
        OR: [
          { scheduledStartAt: { gte: dayStart, lt: dayEnd } },
          // Work started and not handed in stays on today's list whatever its date.
          { status: "in_progress" },
        ],
        status: { in: [...OPEN_FOR_WORKER, "awaiting_approval"] },
      },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select,
    }),
    prisma.job.findMany({
      where: { assignedStaffId: userId, status: { in: OPEN_FOR_WORKER }, scheduledStartAt: { gte: dayEnd } },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select,
    }),
    prisma.job.findMany({
      where: {
        assignedStaffId: userId,
        status: { in: ["job_scheduled", "job_dispatched"] },
        OR: [{ scheduledStartAt: null }, { scheduledStartAt: { lt: dayStart } }],
      },
      orderBy: { updatedAt: "desc" },
      take: 10,
      select,
    }),
    prisma.timeEntry.findMany({
      where: { userId, startedAt: { gte: dayStart, lt: dayEnd } },
      select: { kind: true, startedAt: true, endedAt: true },
      take: 200,
    }),
    prisma.job.count({ where: { assignedStaffId: userId, status: "awaiting_approval" } }),
  ]);
  return { today, todays, upcoming, unscheduled, hoursToday: timeTotals(entries, now), awaiting };
}

/** The worker's time entries in one Sydney week (Monday first), per day and per job, travel and on site apart. */
export async function fieldTimesheet(userId: string, weekOf: string, now: Date) {
  const monday = mondayOf(weekOf);
  const from = sydneyWallTimeToUtc(monday);
  const to = sydneyWallTimeToUtc(addDays(monday, 7));
  const entries = await prisma.timeEntry.findMany({
    where: { userId, startedAt: { gte: from, lt: to } },
    orderBy: { startedAt: "asc" },
    take: 500,
    select: {
      id: true,
      kind: true,
      startedAt: true,
      endedAt: true,
      job: { select: { id: true, number: true, title: true } },
    },
  });
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const mine = entries.filter((e) => sydneyDateKey(e.startedAt) === date);
    return { date, entries: mine, totals: timeTotals(mine, now) };
  });
  return { monday, days, week: timeTotals(entries, now) };
}

/** The Monday (YYYY-MM-DD) of the week holding a date. */
export function mondayOf(dateKey: string) {
  const [y, m, d] = dateKey.split("-").map(Number);
  const dow = new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay(); // 0 Sunday
  return addDays(dateKey, -((dow + 6) % 7));
}
