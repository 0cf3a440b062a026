// Dashboard data per role (spec §6, §9): one GROUP BY for the statistics, one COUNT for overdue, and short,
// indexed lists. The arithmetic is in app/domain/dashboard-stats.ts.
import {
  DASHBOARD_LISTS,
  ENQUIRY_RESPONSE_HOURS,
  MONEY_STATUSES,
  groupsFromParts,
  STAFF_MY_JOB_STATUSES,
  attentionReasons,
  statsFromGroups,
  type DashboardView,
} from "~/domain/dashboard-stats.ts";
import {
  ACTIVE_JOB_STATUSES,
  FINISHED_JOB_STATUSES,
  JOB_STATUSES,
  SCHEDULED_WORK_STATUSES,
} from "~/domain/job-lifecycle.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { jobRowSelect, toJobListRow } from "./job-ops.server.ts";

const rowSelect = { ...jobRowSelect, assignedStaffId: true } satisfies Prisma.JobSelect;

/** Booked work whose scheduled end (or start, without an end) has passed. */
export function overdueWhere(now: Date): Prisma.JobWhereInput {
  return {
    status: { in: [...SCHEDULED_WORK_STATUSES] },
    OR: [{ scheduledEndAt: { lt: now } }, { scheduledEndAt: null, scheduledStartAt: { lt: now } }],
  };
}

export async function loadStats(now: Date) {
  const [byStatus, high, money, overdue] = await Promise.all([
    prisma.job.groupBy({ by: ["status"], _count: { _all: true } }),
    prisma.job.groupBy({
      by: ["status", "priority"],
      where: { priority: { in: ["high", "urgent"] } },
      _count: { _all: true },
    }),
    prisma.job.groupBy({ by: ["status"], where: { status: { in: [...MONEY_STATUSES] } }, _sum: { totalCents: true } }),
    prisma.job.count({ where: overdueWhere(now) }),
  ]);
  return statsFromGroups(
    groupsFromParts(
      byStatus.map((g) => ({ status: g.status, count: g._count._all })),
      high.map((g) => ({ status: g.status, priority: g.priority, count: g._count._all })),
      money.map((g) => ({ status: g.status, totalCents: g._sum.totalCents ?? 0 })),
    ),
    overdue,
  );
}

/**
 * The newest `take` jobs across several statuses: one small query per status on the (status, updatedAt)
 * index, merged here — much cheaper than one IN query that sorts every matching row.
 */
async function newestAcross(statuses: readonly string[], where: Prisma.JobWhereInput, take: number) {
  const perStatus = await Promise.all(
    statuses.map((status) =>
      prisma.job.findMany({
        where: { ...where, status },
        orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
        take,
        select: rowSelect,
      }),
    ),
  );
  return perStatus
    .flat()
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, take);
}

type Row = Prisma.JobGetPayload<{ select: typeof rowSelect }>;
const toRow = (now: Date) => (j: Row) => ({ ...toJobListRow(j, now), reasons: attentionReasons(j, now) });

export async function loadDashboard(view: DashboardView, userId: string, now: Date) {
  const row = toRow(now);
  if (view === "staff") {
    const [counts, mine] = await Promise.all([
      prisma.job.groupBy({ by: ["status"], _count: { _all: true } }),
      prisma.job.findMany({
        where: { assignedStaffId: userId, status: { in: [...STAFF_MY_JOB_STATUSES] } },
        orderBy: [{ scheduledStartAt: { sort: "asc", nulls: "last" } }, { id: "asc" }],
        take: DASHBOARD_LISTS.staff.myActiveJobs,
        select: rowSelect,
      }),
    ]);
    const by = new Map(counts.map((c) => [c.status, c._count._all]));
    const sum = (s: readonly string[]) => s.reduce((n, k) => n + (by.get(k) ?? 0), 0);
    return {
      view,
      counts: {
        totalJobs: [...by.values()].reduce((a, b) => a + b, 0),
        activeJobs: sum(ACTIVE_JOB_STATUSES),
        completedJobs: sum(FINISHED_JOB_STATUSES),
      },
      myJobs: mine.map(row),
    } as const;
  }
  const stats = await loadStats(now);
  if (view === "other") {
    const recent = await prisma.job.findMany({
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: DASHBOARD_LISTS.other.recentJobs,
      select: rowSelect,
    });
    return { view, stats, recentJobs: recent.map(row) } as const;
  }
  const sizes = DASHBOARD_LISTS.management;
  const unfinished = JOB_STATUSES.filter((s) => !FINISHED_JOB_STATUSES.includes(s));
  const [newEnquiries, activeJobs, highPriority, needsAttention] = await Promise.all([
    prisma.job.findMany({
      where: { status: "quote_requested" },
      orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
      take: sizes.newEnquiries,
      select: rowSelect,
    }),
    newestAcross(ACTIVE_JOB_STATUSES, {}, sizes.activeJobs),
    newestAcross(unfinished, { priority: { in: ["high", "urgent"] } }, sizes.highPriority),
    prisma.job.findMany({
      where: {
        OR: [
          overdueWhere(now),
          { status: "awaiting_approval" },
          {
            status: "quote_requested",
            createdAt: { lt: new Date(now.getTime() - ENQUIRY_RESPONSE_HOURS * 3_600_000) },
          },
          {
            status: { in: ["job_scheduled", "job_dispatched"] },
            OR: [{ assignedStaffId: null }, { scheduledStartAt: null }],
          },
        ],
      },
      // The longest-waiting first.
      orderBy: [{ updatedAt: "asc" }, { id: "asc" }],
      take: sizes.needsAttention,
      select: rowSelect,
    }),
  ]);
  return {
    view,
    stats,
    newEnquiries: newEnquiries.map(row),
    activeJobs: activeJobs.map(row),
    highPriority: highPriority.map(row),
    needsAttention: needsAttention.map(row),
  } as const;
}
