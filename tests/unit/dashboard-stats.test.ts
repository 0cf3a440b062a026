import { describe, expect, it } from "vitest";
import {
  DASHBOARD_LISTS,
  attentionReasons,
  dashboardViewFor,
  groupJobs,
  groupsFromParts,
  isOverdue,
  statsFromGroups,
  visibleStatKeys,
} from "~/domain/dashboard-stats.ts";

const NOW = new Date("2026-11-22T03:00:00Z"); // 2 pm Sydney
const h = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

/** A fixed data set: 14 jobs across every stage. */
const JOBS = [
  {
    status: "quote_requested",
    priority: "normal",
    totalCents: 0,
    scheduledStartAt: null,
    scheduledEndAt: null,
    createdAt: h(-72),
    assignedStaffId: null,
  },
  {
    status: "quote_requested",
    priority: "urgent",
    totalCents: 0,
    scheduledStartAt: null,
    scheduledEndAt: null,
    createdAt: h(-2),
    assignedStaffId: null,
  },
  {
    status: "quote_sent",
    priority: "normal",
    totalCents: 55_000,
    scheduledStartAt: null,
    scheduledEndAt: null,
    createdAt: h(-30),
    assignedStaffId: null,
  },
  {
    status: "quote_accepted",
    priority: "high",
    totalCents: 66_000,
    scheduledStartAt: null,
    scheduledEndAt: null,
    createdAt: h(-30),
    assignedStaffId: null,
  },
  {
    status: "job_scheduled",
    priority: "normal",
    totalCents: 110_000,
    scheduledStartAt: h(48),
    scheduledEndAt: h(51),
    createdAt: h(-100),
    assignedStaffId: "s1",
  },
  {
    status: "job_scheduled",
    priority: "high",
    totalCents: 44_000,
    scheduledStartAt: h(-30),
    scheduledEndAt: h(-27),
    createdAt: h(-100),
    assignedStaffId: null,
  },
  {
    status: "job_dispatched",
    priority: "normal",
    totalCents: 33_000,
    scheduledStartAt: null,
    scheduledEndAt: null,
    createdAt: h(-100),
    assignedStaffId: "s1",
  },
  {
    status: "in_progress",
    priority: "urgent",
    totalCents: 99_000,
    scheduledStartAt: h(-3),
    scheduledEndAt: h(-1),
    createdAt: h(-100),
    assignedStaffId: "s1",
  },
  {
    status: "in_progress",
    priority: "normal",
    totalCents: 22_000,
    scheduledStartAt: h(-1),
    scheduledEndAt: h(2),
    createdAt: h(-100),
    assignedStaffId: "s2",
  },
  {
    status: "awaiting_approval",
    priority: "normal",
    totalCents: 77_000,
    scheduledStartAt: h(-50),
    scheduledEndAt: h(-46),
    createdAt: h(-200),
    assignedStaffId: "s2",
  },
  {
    status: "completed",
    priority: "urgent",
    totalCents: 88_000,
    scheduledStartAt: h(-80),
    scheduledEndAt: h(-76),
    createdAt: h(-200),
    assignedStaffId: "s2",
  },
  {
    status: "invoiced",
    priority: "normal",
    totalCents: 121_000,
    scheduledStartAt: h(-90),
    scheduledEndAt: h(-86),
    createdAt: h(-300),
    assignedStaffId: "s1",
  },
  {
    status: "paid",
    priority: "high",
    totalCents: 150_000,
    scheduledStartAt: h(-200),
    scheduledEndAt: h(-196),
    createdAt: h(-400),
    assignedStaffId: "s1",
  },
  {
    status: "paid",
    priority: "normal",
    totalCents: 48_050,
    scheduledStartAt: h(-300),
    scheduledEndAt: h(-296),
    createdAt: h(-500),
    assignedStaffId: "s2",
  },
];

describe("dashboard statistics on a fixed data set", () => {
  const overdue = JOBS.filter((j) => isOverdue(j, NOW)).length;
  const stats = statsFromGroups(groupJobs(JOBS), overdue);

  it("counts totals, enquiries, active (Quote Accepted…Awaiting Approval) and finished jobs", () => {
    expect(stats).toMatchObject({ totalJobs: 14, newEnquiries: 2, quotesSent: 1, activeJobs: 7, completedJobs: 4 });
  });

  it("counts open high-priority (high and urgent) jobs, not finished ones", () => {
    expect(stats.highPriority).toBe(4); // urgent enquiry, high accepted, high scheduled, urgent in progress
    expect(stats.urgent).toBe(2);
  });

  it("revenue is the sum of total_amount of paid jobs (spec §9); outstanding is invoiced", () => {
    expect(stats.revenueCents).toBe(198_050);
    expect(stats.outstandingCents).toBe(121_000);
  });

  it("overdue: booked work whose scheduled end has passed and is not done", () => {
    expect(overdue).toBe(2); // the scheduled job from yesterday and the urgent in-progress job that should have ended an hour ago
    expect(stats.overdue).toBe(2);
    expect(isOverdue({ status: "awaiting_approval", scheduledStartAt: h(-50), scheduledEndAt: h(-46) }, NOW)).toBe(
      false,
    );
    expect(isOverdue({ status: "job_dispatched", scheduledStartAt: null, scheduledEndAt: null }, NOW)).toBe(false);
    expect(isOverdue({ status: "job_dispatched", scheduledStartAt: h(-1), scheduledEndAt: null }, NOW)).toBe(true);
  });

  it("keeps per-status counts and ignores unknown statuses except in the total", () => {
    expect(stats.byStatus.paid).toBe(2);
    const withOdd = statsFromGroups(
      [...groupJobs(JOBS), { status: "legacy", priority: "normal", count: 3, totalCents: 5 }],
      0,
    );
    expect(withOdd.totalJobs).toBe(17);
    expect(withOdd.revenueCents).toBe(198_050);
  });

  it("flags jobs needing attention with their reasons", () => {
    const reasons = JOBS.map((j) => attentionReasons(j, NOW));
    expect(reasons[0]).toEqual(["enquiry_waiting"]);
    expect(reasons[1]).toEqual([]);
    expect(reasons[5]).toEqual(["overdue", "unassigned"]);
    expect(reasons[6]).toEqual(["no_date"]);
    expect(reasons[7]).toEqual(["overdue"]);
    expect(reasons[9]).toEqual(["awaiting_approval"]);
    expect(reasons[13]).toEqual([]);
  });
});

describe("what each role sees (spec §6)", () => {
  it("admin and manager: management; staff: staff; others: full stats and recent jobs", () => {
    expect(dashboardViewFor(["admin"])).toBe("management");
    expect(dashboardViewFor(["manager", "staff"])).toBe("management");
    expect(dashboardViewFor(["staff"])).toBe("staff");
    expect(dashboardViewFor(["service_provider"])).toBe("other");
  });
  it("list sizes: 5 enquiries, 5 active, 3 high-priority, 5 needing attention; staff 10; others 5 recent", () => {
    expect(DASHBOARD_LISTS).toEqual({
      management: { newEnquiries: 5, activeJobs: 5, highPriority: 3, needsAttention: 5 },
      staff: { myActiveJobs: 10 },
      other: { recentJobs: 5 },
    });
  });
  it("staff see only total, active and completed counts", () => {
    expect(visibleStatKeys("staff")).toEqual(["totalJobs", "activeJobs", "completedJobs"]);
    expect(visibleStatKeys("management")).toContain("revenueCents");
    expect(visibleStatKeys("other")).toContain("overdue");
  });
});

describe("statistics from three cheap queries", () => {
  it("assemble into the same statistics as one GROUP BY status, priority", () => {
    const statusCounts = Object.entries(
      JOBS.reduce<Record<string, number>>((m, j) => ({ ...m, [j.status]: (m[j.status] ?? 0) + 1 }), {}),
    ).map(([status, count]) => ({ status, count }));
    const highCounts = groupJobs(JOBS.filter((j) => j.priority !== "normal")).map(({ status, priority, count }) => ({
      status,
      priority,
      count,
    }));
    const money = ["paid", "invoiced"].map((status) => ({
      status,
      totalCents: JOBS.filter((j) => j.status === status).reduce((n, j) => n + j.totalCents, 0),
    }));
    const fromParts = statsFromGroups(groupsFromParts(statusCounts, highCounts, money), 2);
    const direct = statsFromGroups(groupJobs(JOBS), 2);
    expect(fromParts).toEqual(direct);
  });
});
