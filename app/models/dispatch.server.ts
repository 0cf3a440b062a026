// The dispatch board and the calendars (issue 15, ADR 150): accepted work waiting for a slot, a lane per field worker
// for a Sydney day, and assigning / dispatching through the job lifecycle's audited moves. Every assignment is
// checked by domain/workforce.ts checkAssignment(); a refusal carries every reason.
import { dayOfWeek } from "~/domain/booking.ts";
import { addDays, endOfSydneyDay, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { eventAudience } from "~/domain/events.ts";
import { JOB_PRIORITIES } from "~/domain/job-lifecycle.ts";
import { parseJobListQuery } from "~/domain/job-list.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  checkAssignment,
  jobNeeds,
  parseSkills,
  parseWeekHours,
  sydneyTimeOf,
  weekOf,
  type AssignmentProblem,
  UNSCHEDULED_STEP,
  type UnscheduledQuery,
} from "~/domain/workforce.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { enqueueArrivalWindow } from "./arrival-window.server.ts";
import { recordEvent } from "./events.server.ts";
import { jobWhere, scheduleJob } from "./job-ops.server.ts";
import { setJobStatus } from "./job.server.ts";
import { JOB_CARD_SELECT, STAFF_WHERE } from "./workforce.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

export class DispatchRefusal extends Refusal {
  readonly problems: AssignmentProblem[];
  constructor(problems: AssignmentProblem[], field?: string) {
    super(problems.map((p) => p.message).join(" "), field);
    this.problems = problems;
  }
}

/** Statuses whose jobs the board may (re)schedule. */
export const SCHEDULABLE_STATUSES = ["quote_accepted", "job_scheduled", "job_dispatched"] as const;

const BOARD_JOB_SELECT = {
  ...JOB_CARD_SELECT,
  items: { select: { serviceType: true }, take: 20 },
} satisfies Prisma.JobSelect;

type BoardJobRow = Prisma.JobGetPayload<{ select: typeof BOARD_JOB_SELECT }>;

function toCard(j: BoardJobRow) {
  const { items, ...rest } = j;
  return {
    ...rest,
    services: [...new Set(items.map((i) => i.serviceType).filter((t): t is string => !!t))],
    startTime: j.scheduledStartAt ? sydneyTimeOf(j.scheduledStartAt) : null,
    endTime: j.scheduledEndAt ? sydneyTimeOf(j.scheduledEndAt) : null,
  };
}
export type BoardCard = ReturnType<typeof toCard>;

/** The field workers who get a lane (dispatchable staff), by name. */
export function fieldWorkers() {
  return prisma.user.findMany({
    where: { ...STAFF_WHERE, staffProfile: { dispatchable: true } },
    orderBy: [{ fullName: "asc" }, { id: "asc" }],
    take: 60,
    select: { id: true, fullName: true, staffProfile: { select: { workingHours: true, skills: true } } },
  });
}

/**
 * Waiting work, most urgent first and then oldest first. Priorities are words, so each is read in turn rather than
 * sorted as text (which would put "normal" before "high").
 */
async function mostUrgentFirst(where: Prisma.JobWhereInput, take: number) {
  const rows: BoardJobRow[] = [];
  for (const priority of [...JOB_PRIORITIES].reverse()) {
    if (rows.length >= take) break;
    rows.push(
      ...(await prisma.job.findMany({
        where: { AND: [where, { priority }] },
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: take - rows.length,
        select: BOARD_JOB_SELECT,
      })),
    );
  }
  return rows;
}

/**
 * One Sydney day on the board: the unscheduled column (accepted work, most urgent then oldest first, optionally found
 * by job number, customer, vessel or title) and each worker's lane.
 */
export async function dispatchBoard(dateKey: string, waiting: UnscheduledQuery = { q: "", shown: UNSCHEDULED_STEP }) {
  const dayStart = sydneyWallTimeToUtc(dateKey, "00:00");
  const dayEnd = endOfSydneyDay(dateKey);
  const waitingWhere: Prisma.JobWhereInput = {
    AND: [{ status: "quote_accepted" }, jobWhere({ ...parseJobListQuery(new URLSearchParams()), q: waiting.q }, null)],
  };
  const [workers, unscheduled, unscheduledMatching, unscheduledTotal, dayJobs, leave] = await Promise.all([
    fieldWorkers(),
    mostUrgentFirst(waitingWhere, waiting.shown),
    waiting.q ? prisma.job.count({ where: waitingWhere }) : null,
    prisma.job.count({ where: { status: "quote_accepted" } }),
    prisma.job.findMany({
      where: { scheduledStartAt: { gte: dayStart, lte: dayEnd }, status: { not: "quote_accepted" } },
      orderBy: { scheduledStartAt: "asc" },
      take: 300,
      select: BOARD_JOB_SELECT,
    }),
    prisma.staffLeave.findMany({
      where: { startsOn: { lte: dateKey }, endsOn: { gte: dateKey } },
      take: 200,
      select: { userId: true, startsOn: true, endsOn: true },
    }),
  ]);
  const cards = dayJobs.map(toCard);
  const lanes = workers.map((w) => {
    const week = parseWeekHours(w.staffProfile?.workingHours);
    return {
      id: w.id,
      name: w.fullName,
      skills: parseSkills(w.staffProfile?.skills),
      hours: week[dayOfWeek(dateKey)] ?? null,
      onLeave: leave.some((l) => l.userId === w.id),
      jobs: cards.filter((c) => c.assignedStaffId === w.id),
    };
  });
  const laneIds = new Set(lanes.map((l) => l.id));
  return {
    lanes,
    unscheduled: unscheduled.map(toCard),
    /** How many waiting jobs match the search (all of them without one). */
    unscheduledMatching: unscheduledMatching ?? unscheduledTotal,
    unscheduledTotal,
    /** Scheduled that day but with nobody, or with someone who has no lane. */
    elsewhere: cards.filter((c) => !c.assignedStaffId || !laneIds.has(c.assignedStaffId)),
  };
}

/**
 * The dispatch board's week (Monday to Sunday around `dateKey`): a row per field worker with each day's hours, leave
 * and scheduled jobs, what is scheduled but on no lane, and how much accepted work waits for a slot.
 */
export async function dispatchWeek(dateKey: string) {
  const days = weekOf(dateKey);
  const [workers, jobs, leave, unscheduledTotal] = await Promise.all([
    fieldWorkers(),
    scheduledBetween(days[0]!, days[6]!),
    prisma.staffLeave.findMany({
      where: { startsOn: { lte: days[6]! }, endsOn: { gte: days[0]! } },
      take: 500,
      select: { userId: true, startsOn: true, endsOn: true },
    }),
    prisma.job.count({ where: { status: "quote_accepted" } }),
  ]);
  const lanes = workers.map((w) => {
    const hours = parseWeekHours(w.staffProfile?.workingHours);
    const mine = jobs.filter((j) => j.assignedStaffId === w.id);
    return {
      id: w.id,
      name: w.fullName,
      minutes: mine.reduce((sum, j) => sum + (j.durationMinutes ?? 0), 0),
      days: days.map((day) => ({
        day,
        hours: hours[dayOfWeek(day)] ?? null,
        onLeave: leave.some((l) => l.userId === w.id && l.startsOn <= day && l.endsOn >= day),
        jobs: mine.filter((j) => j.day === day),
      })),
    };
  });
  const laneIds = new Set(lanes.map((l) => l.id));
  return {
    days,
    lanes,
    elsewhere: days.map((day) =>
      jobs.filter((j) => j.day === day && (!j.assignedStaffId || !laneIds.has(j.assignedStaffId))),
    ),
    unscheduledTotal,
  };
}

/** Scheduled jobs between two Sydney dates (inclusive), optionally one worker's, for the calendars. */
export async function scheduledBetween(from: string, to: string, staffId?: string | null) {
  const rows = await prisma.job.findMany({
    where: {
      scheduledStartAt: { gte: sydneyWallTimeToUtc(from, "00:00"), lte: endOfSydneyDay(to) },
      ...(staffId ? { assignedStaffId: staffId } : {}),
    },
    orderBy: { scheduledStartAt: "asc" },
    take: 500,
    select: { ...BOARD_JOB_SELECT, assignedStaff: { select: { fullName: true } } },
  });
  return rows.map((r) => ({
    ...toCard(r),
    day: sydneyDateKey(r.scheduledStartAt!),
    worker: r.assignedStaff?.fullName ?? null,
  }));
}

async function assignmentContext(tx: Prisma.TransactionClient, jobId: string, staffId: string, dateKey: string) {
  const [job, worker] = await Promise.all([
    tx.job.findUnique({
      where: { id: jobId },
      select: {
        id: true,
        number: true,
        status: true,
        serviceCategory: true,
        requestedServices: true,
        items: { select: { serviceType: true }, take: 50 },
        haulOuts: { select: { status: true, outOn: true, backInOn: true }, take: 20 },
      },
    }),
    tx.user.findFirst({
      where: { id: staffId, ...STAFF_WHERE },
      select: {
        id: true,
        fullName: true,
        staffProfile: true,
        staffLeave: { where: { startsOn: { lte: dateKey }, endsOn: { gte: dateKey } }, take: 5 },
        credentialsHeld: { select: { type: true, expiresOn: true }, take: 50 },
        jobsAssigned: {
          where: {
            id: { not: jobId },
            scheduledStartAt: {
              gte: sydneyWallTimeToUtc(addDays(dateKey, -1), "00:00"),
              lte: endOfSydneyDay(addDays(dateKey, 1)),
            },
            scheduledEndAt: { not: null },
          },
          select: { number: true, scheduledStartAt: true, scheduledEndAt: true },
          take: 50,
        },
      },
    }),
  ]);
  return { job, worker };
}

export interface AssignInput {
  jobId: string;
  staffId: string;
  date: string;
  start: string;
  durationMinutes: number;
  actorId: string;
  onBehalfOfId: string | null;
}

/**
 * Schedules a job to a worker after checking who may do it then; moves accepted work to Scheduled through the
 * audited lifecycle move. Returns the warnings (weather). Throws DispatchRefusal with every reason.
 */
export async function assignJob(input: AssignInput) {
  return prisma.$transaction(async (tx) => {
    const { job, worker } = await assignmentContext(tx, input.jobId, input.staffId, input.date);
    if (!job) throw new DispatchRefusal([{ code: "not_dispatchable", message: "That job no longer exists." }]);
    if (!isIn(SCHEDULABLE_STATUSES, job.status)) {
      throw new DispatchRefusal([
        {
          code: "not_dispatchable",
          message: `Job #${job.number} is ${job.status.replace(/_/g, " ")}: only accepted, scheduled or dispatched work is scheduled here.`,
        },
      ]);
    }
    if (!worker)
      throw new DispatchRefusal([{ code: "not_dispatchable", message: "Choose a member of staff." }], "staffId");
    const types = [
      ...job.items.map((i) => i.serviceType).filter((t): t is string => !!t),
      ...parseList(job.requestedServices),
    ];
    const needs = jobNeeds(types, job.serviceCategory);
    const check = checkAssignment({
      businessHours: await bookingHours(),
      job: { id: job.id, serviceTypes: types, ...needs },
      worker: {
        name: worker.fullName,
        dispatchable: worker.staffProfile?.dispatchable ?? false,
        skills: parseSkills(worker.staffProfile?.skills),
        week: parseWeekHours(worker.staffProfile?.workingHours),
        leave: worker.staffLeave,
        credentials: worker.credentialsHeld,
        bookings: worker.jobsAssigned.map((b) => ({
          number: b.number,
          startAt: b.scheduledStartAt!,
          endAt: b.scheduledEndAt!,
        })),
      },
      dateKey: input.date,
      start: input.start,
      durationMinutes: input.durationMinutes,
      haulOuts: job.haulOuts,
    });
    if (!check.ok) throw new DispatchRefusal(check.refusals);
    const start = sydneyWallTimeToUtc(input.date, input.start);
    await scheduleJob(tx, {
      jobId: job.id,
      start,
      durationMinutes: input.durationMinutes,
      staffId: worker.id,
      actorId: input.actorId,
      onBehalfOfId: input.onBehalfOfId,
    });
    if (job.status === "quote_accepted") {
      await setJobStatus(tx, {
        jobId: job.id,
        to: "job_scheduled",
        expectedFrom: "quote_accepted",
        actorId: input.actorId,
        onBehalfOfId: input.onBehalfOfId,
        reason: `Scheduled to ${worker.fullName}`,
      });
    }
    // The customer's arrival window, queued with the move (sent once per window).
    await enqueueArrivalWindow(tx, {
      id: job.id,
      scheduledStartAt: start,
      scheduledEndAt: new Date(start.getTime() + input.durationMinutes * 60_000),
    });
    return { number: job.number, worker: worker.fullName, warnings: check.warnings };
  });
}

function parseList(text: string | null): string[] {
  try {
    const v: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === "string").slice(0, 20) : [];
  } catch {
    return [];
  }
}

/** Sends a scheduled job to its worker: Scheduled → Dispatched, audited, and a job.dispatched event. */
export async function dispatchJob(input: { jobId: string; actorId: string; onBehalfOfId: string | null }) {
  return prisma.$transaction(async (tx) => {
    const job = await tx.job.findUnique({
      where: { id: input.jobId },
      select: {
        id: true,
        number: true,
        status: true,
        customerId: true,
        assignedStaffId: true,
        scheduledStartAt: true,
        scheduledEndAt: true,
      },
    });
    if (!job) throw new DispatchRefusal([{ code: "not_dispatchable", message: "That job no longer exists." }]);
    if (job.status !== "job_scheduled" || !job.assignedStaffId || !job.scheduledStartAt) {
      throw new DispatchRefusal([
        {
          code: "not_dispatchable",
          message: `Job #${job.number} must be scheduled to a worker before it is dispatched.`,
        },
      ]);
    }
    await setJobStatus(tx, {
      jobId: job.id,
      to: "job_dispatched",
      expectedFrom: "job_scheduled",
      actorId: input.actorId,
      onBehalfOfId: input.onBehalfOfId,
    });
    await recordEvent(tx, {
      type: "job.dispatched",
      subject: { type: "job", id: job.id },
      data: {
        staffId: job.assignedStaffId,
        start: job.scheduledStartAt.toISOString(),
        end: job.scheduledEndAt?.toISOString() ?? null,
      },
      audience: eventAudience(job.customerId, job.assignedStaffId),
      actorId: input.actorId,
    });
    await enqueueArrivalWindow(tx, {
      id: job.id,
      scheduledStartAt: job.scheduledStartAt,
      scheduledEndAt: job.scheduledEndAt,
    });
    return { number: job.number };
  });
}

/** Today at a glance for the operations centre. */
export async function operationsToday(now: Date) {
  const today = sydneyDateKey(now);
  const dayStart = sydneyWallTimeToUtc(today, "00:00");
  const dayEnd = endOfSydneyDay(today);
  const [byStatus, lateStarts, urgentUnassigned, todays] = await Promise.all([
    prisma.job.groupBy({
      by: ["status"],
      where: { scheduledStartAt: { gte: dayStart, lte: dayEnd } },
      _count: { _all: true },
    }),
    prisma.job.findMany({
      where: { status: { in: ["job_scheduled", "job_dispatched"] }, scheduledStartAt: { gte: dayStart, lt: now } },
      orderBy: { scheduledStartAt: "asc" },
      take: 20,
      select: { ...JOB_CARD_SELECT, assignedStaff: { select: { fullName: true } } },
    }),
    prisma.job.findMany({
      where: { status: "quote_accepted", priority: { in: ["urgent", "high"] } },
      orderBy: [{ priority: "desc" }, { createdAt: "asc" }],
      take: 20,
      select: JOB_CARD_SELECT,
    }),
    prisma.job.findMany({
      where: { scheduledStartAt: { gte: dayStart, lte: dayEnd } },
      orderBy: { scheduledStartAt: "asc" },
      take: 100,
      select: { ...JOB_CARD_SELECT, assignedStaff: { select: { fullName: true } } },
    }),
  ]);
  return {
    today,
    byStatus: byStatus.map((s) => ({ status: s.status, count: s._count._all })),
    lateStarts,
    urgentUnassigned,
    todays: todays.map((j) => ({ ...j, startTime: j.scheduledStartAt ? sydneyTimeOf(j.scheduledStartAt) : null })),
  };
}
