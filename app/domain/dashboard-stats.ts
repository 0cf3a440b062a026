// Dashboard statistics of spec §6 and §9, as pure functions over aggregated rows (the server feeds them
// from one GROUP BY, so they stay fast at 100k jobs) and per-job rules (overdue, needs attention).
import {
  ACTIVE_JOB_STATUSES,
  FINISHED_JOB_STATUSES,
  JOB_STATUSES,
  SCHEDULED_WORK_STATUSES,
  isJobStatus,
  type JobStatus,
} from "./job-lifecycle.ts";

/** One row of `GROUP BY status, priority` with the count and the sum of totals. */
export interface StatsGroupRow {
  status: string;
  priority: string;
  count: number;
  totalCents: number;
}

export interface DashboardStats {
  totalJobs: number;
  /** quote_requested */
  newEnquiries: number;
  quotesSent: number;
  /** Quote Accepted through Awaiting Approval. */
  activeJobs: number;
  /** Completed, invoiced or paid. */
  completedJobs: number;
  /** High or urgent, not finished. */
  highPriority: number;
  urgent: number;
  overdue: number;
  /** Spec §9: the sum of total_amount of paid jobs. */
  revenueCents: number;
  /** Invoiced but not paid yet. */
  outstandingCents: number;
  byStatus: Record<JobStatus, number>;
}

const HIGH = new Set(["high", "urgent"]);

export function statsFromGroups(rows: readonly StatsGroupRow[], overdue: number): DashboardStats {
  const byStatus = Object.fromEntries(JOB_STATUSES.map((s) => [s, 0])) as Record<JobStatus, number>;
  let totalJobs = 0;
  let highPriority = 0;
  let urgent = 0;
  let revenueCents = 0;
  let outstandingCents = 0;
  for (const row of rows) {
    totalJobs += row.count;
    if (!isJobStatus(row.status)) continue;
    byStatus[row.status] += row.count;
    const finished = FINISHED_JOB_STATUSES.includes(row.status);
    if (!finished && HIGH.has(row.priority)) highPriority += row.count;
    if (!finished && row.priority === "urgent") urgent += row.count;
    if (row.status === "paid") revenueCents += row.totalCents;
    if (row.status === "invoiced") outstandingCents += row.totalCents;
  }
  const sum = (statuses: readonly JobStatus[]) => statuses.reduce((n, s) => n + byStatus[s], 0);
  return {
    totalJobs,
    newEnquiries: byStatus.quote_requested,
    quotesSent: byStatus.quote_sent,
    activeJobs: sum(ACTIVE_JOB_STATUSES),
    completedJobs: sum(FINISHED_JOB_STATUSES),
    highPriority,
    urgent,
    overdue,
    revenueCents,
    outstandingCents,
    byStatus,
  };
}

/** What a GROUP BY status, priority returns, computed in memory (tests, small sets). */
export function groupJobs(jobs: readonly { status: string; priority: string; totalCents: number }[]): StatsGroupRow[] {
  const map = new Map<string, StatsGroupRow>();
  for (const j of jobs) {
    const key = `${j.status}|${j.priority}`;
    const row = map.get(key) ?? { status: j.status, priority: j.priority, count: 0, totalCents: 0 };
    row.count += 1;
    row.totalCents += j.totalCents;
    map.set(key, row);
  }
  return [...map.values()];
}

/**
 * The same rows as GROUP BY status, priority (with the money only on paid and invoiced, the only statuses
 * whose sums are used), assembled from three cheap queries: counts per status (a covering index), counts of
 * high/urgent per status (the priority index) and sums for paid/invoiced (the status index).
 */
export function groupsFromParts(
  statusCounts: readonly { status: string; count: number }[],
  highCounts: readonly { status: string; priority: string; count: number }[],
  moneyByStatus: readonly { status: string; totalCents: number }[],
): StatsGroupRow[] {
  const rows: StatsGroupRow[] = [];
  for (const { status, count } of statusCounts) {
    const high = highCounts.filter((h) => h.status === status);
    const raised = high.reduce((n, h) => n + h.count, 0);
    for (const h of high) rows.push({ status, priority: h.priority, count: h.count, totalCents: 0 });
    const money = moneyByStatus.find((m) => m.status === status)?.totalCents ?? 0;
    rows.push({ status, priority: "normal", count: count - raised, totalCents: money });
  }
  return rows;
}

/** Statuses whose summed totals the dashboard shows (revenue, outstanding). */
export const MONEY_STATUSES: readonly JobStatus[] = ["paid", "invoiced"];

// ───────────── overdue and needs-attention ─────────────

export interface ScheduleFacts {
  status: string;
  priority?: string;
  scheduledStartAt: Date | string | null;
  scheduledEndAt: Date | string | null;
  assignedStaffId?: string | null;
  createdAt?: Date | string;
}

/**
 * Overdue: booked work (Scheduled, Dispatched or In Progress) whose scheduled finish — or, without an
 * end time, its start — has passed. Awaiting Approval and later are done work, so never overdue.
 */
export function isOverdue(job: ScheduleFacts, now: Date): boolean {
  if (!isJobStatus(job.status) || !SCHEDULED_WORK_STATUSES.includes(job.status)) return false;
  const due = job.scheduledEndAt ?? job.scheduledStartAt;
  return due !== null && new Date(due).getTime() < now.getTime();
}

/** New enquiries left unanswered this long need attention. */
export const ENQUIRY_RESPONSE_HOURS = 48;

export type AttentionReason = "overdue" | "awaiting_approval" | "enquiry_waiting" | "unassigned" | "no_date";

export const ATTENTION_REASON_LABELS: Record<AttentionReason, string> = {
  overdue: "Overdue",
  awaiting_approval: "Needs sign-off",
  enquiry_waiting: `Enquiry waiting over ${ENQUIRY_RESPONSE_HOURS} h`,
  unassigned: "No staff assigned",
  no_date: "No date set",
};

/** Why a job needs a manager's attention (empty: it does not). */
export function attentionReasons(job: ScheduleFacts, now: Date): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (isOverdue(job, now)) reasons.push("overdue");
  if (job.status === "awaiting_approval") reasons.push("awaiting_approval");
  if (
    job.status === "quote_requested" &&
    job.createdAt !== undefined &&
    now.getTime() - new Date(job.createdAt).getTime() > ENQUIRY_RESPONSE_HOURS * 3_600_000
  ) {
    reasons.push("enquiry_waiting");
  }
  if ((job.status === "job_scheduled" || job.status === "job_dispatched") && !job.assignedStaffId)
    reasons.push("unassigned");
  if ((job.status === "job_scheduled" || job.status === "job_dispatched") && !job.scheduledStartAt)
    reasons.push("no_date");
  return reasons;
}

// ───────────── what each role sees (spec §6) ─────────────

export type DashboardView = "management" | "staff" | "other";

/** admin and manager: management; staff: staff; anyone else in the Operations Portal: other. */
export function dashboardViewFor(roles: readonly string[]): DashboardView {
  if (roles.includes("admin") || roles.includes("manager")) return "management";
  if (roles.includes("staff")) return "staff";
  return "other";
}

/** List sizes of spec §6 (they take precedence over the generic §9 defaults below). */
export const DASHBOARD_LISTS = {
  management: { newEnquiries: 5, activeJobs: 5, highPriority: 3, needsAttention: 5 },
  staff: { myActiveJobs: 10 },
  other: { recentJobs: 5 },
} as const;

/** Spec §9 defaults (lists of 10 for enquiries and active jobs, 5 for high priority). */
export const DASHBOARD_DEFAULT_LISTS = { newEnquiries: 10, activeJobs: 10, highPriority: 5 } as const;

/** A staff member's jobs (spec §6): assigned to them and Scheduled, Dispatched or In Progress. */
export const STAFF_MY_JOB_STATUSES: readonly JobStatus[] = SCHEDULED_WORK_STATUSES;

/** Whether a staff member's stats block shows only the three counts. */
export function visibleStatKeys(view: DashboardView): (keyof Omit<DashboardStats, "byStatus">)[] {
  if (view === "staff") return ["totalJobs", "activeJobs", "completedJobs"];
  return ["totalJobs", "newEnquiries", "activeJobs", "completedJobs", "highPriority", "overdue", "revenueCents"];
}
