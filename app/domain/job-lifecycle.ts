// The job lifecycle of spec §4: ten stages, each with a label and a rank; the next stage is rank + 1.
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const JOB_STATUS_LABELS = {
  quote_requested: "New Enquiry",
  quote_sent: "Quote Sent",
  quote_accepted: "Quote Accepted",
  job_scheduled: "Scheduled",
  job_dispatched: "Dispatched",
  in_progress: "In Progress",
  awaiting_approval: "Awaiting Approval",
  completed: "Completed",
  invoiced: "Invoiced",
  paid: "Paid",
};
export const JOB_STATUSES = labelledValues(JOB_STATUS_LABELS);
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_PRIORITY_LABELS = { normal: "Normal", high: "High", urgent: "Urgent" };
export const JOB_PRIORITIES = labelledValues(JOB_PRIORITY_LABELS);
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export const isJobStatus = isOneOf(JOB_STATUSES);

export const isJobPriority = isOneOf(JOB_PRIORITIES);

/** Rank 1 (New Enquiry) to 10 (Paid). */
export function jobStatusRank(status: JobStatus): number {
  return JOB_STATUSES.indexOf(status) + 1;
}

/** The stage after this one, or null for paid. */
export function nextJobStatus(status: JobStatus): JobStatus | null {
  return JOB_STATUSES[jobStatusRank(status)] ?? null;
}

export function jobStatusLabel(status: string): string {
  return isJobStatus(status) ? JOB_STATUS_LABELS[status] : status;
}

/** '#1234' */
export function formatJobNumber(n: number): string {
  return `#${n}`;
}

/** Statuses counted as "active" work (scheduled through awaiting approval). */
export const ACTIVE_JOB_STATUSES: readonly JobStatus[] = [
  "quote_accepted",
  "job_scheduled",
  "job_dispatched",
  "in_progress",
  "awaiting_approval",
];

// ───────────── who may move a job where (issue 5; docs/decisions/050-quotes-and-job-lifecycle.md) ─────────────
// The spec does not show the server rules. Bosun's:
// - managers and admins move any job anywhere: one stage forward freely; skipping stages or moving
//   backwards needs a written reason (it lands in the audit trail);
// - staff and service providers move only jobs assigned to them, one stage forward, through the field
//   work: Dispatched → In Progress → Awaiting Approval;
// - everyone else (customers, owners, crew, field) moves nothing by hand; quote acceptance, invoices and
//   payments move jobs as system steps through setJobStatus().

export type LifecycleAuthority = "manager" | "staff" | null;

export interface MoveActor {
  id: string;
  roles: readonly string[];
}

export interface MovableJob {
  status: string;
  assignedStaffId: string | null;
}

/** The field-work steps staff may take on their own assigned jobs. */
export const STAFF_FORWARD_MOVES: Readonly<Partial<Record<JobStatus, JobStatus>>> = {
  job_dispatched: "in_progress",
  in_progress: "awaiting_approval",
};

export const MIN_MOVE_REASON_LENGTH = 3;

export function lifecycleAuthority(actor: Pick<MoveActor, "roles">): LifecycleAuthority {
  if (actor.roles.includes("admin") || actor.roles.includes("manager")) return "manager";
  if (actor.roles.includes("staff") || actor.roles.includes("service_provider")) return "staff";
  return null;
}

export type MoveDirection = "forward" | "backward";

export type MoveCheck =
  | { ok: true; direction: MoveDirection; needsReason: boolean }
  | { ok: false; code: "invalid" | "forbidden" | "reason_required"; message: string };

/** Whether `actor` may move `job` to `to` (with `reason`, when one is needed). Pure; the server calls it before setJobStatus. */
export function checkJobMove(actor: MoveActor, job: MovableJob, to: string, reason?: string | null): MoveCheck {
  if (!isJobStatus(to) || !isJobStatus(job.status))
    return { ok: false, code: "invalid", message: "Unknown job stage." };
  if (to === job.status)
    return { ok: false, code: "invalid", message: `This job is already ${JOB_STATUS_LABELS[to]}.` };
  const from = job.status;
  const gap = jobStatusRank(to) - jobStatusRank(from);
  const direction: MoveDirection = gap > 0 ? "forward" : "backward";
  const authority = lifecycleAuthority(actor);
  if (authority === "manager") {
    const needsReason = gap !== 1;
    if (needsReason && (reason ?? "").trim().length < MIN_MOVE_REASON_LENGTH) {
      return {
        ok: false,
        code: "reason_required",
        message:
          direction === "backward"
            ? "Say why the job is moving back a stage — it is kept in the audit trail."
            : "Say why the job is skipping stages — it is kept in the audit trail.",
      };
    }
    return { ok: true, direction, needsReason };
  }
  if (authority === "staff") {
    if (job.assignedStaffId !== actor.id) {
      return {
        ok: false,
        code: "forbidden",
        message: "You can only move jobs that are assigned to you. Ask a manager to move this one.",
      };
    }
    if (STAFF_FORWARD_MOVES[from] === to) return { ok: true, direction, needsReason: false };
    return {
      ok: false,
      code: "forbidden",
      message:
        "Staff move their own jobs from Dispatched to In Progress and from In Progress to Awaiting Approval. Ask a manager for any other move.",
    };
  }
  return { ok: false, code: "forbidden", message: "Your account cannot move jobs." };
}

export interface AllowedMove {
  to: JobStatus;
  direction: MoveDirection;
  needsReason: boolean;
}

/** Every stage `actor` may move `job` to (reason-needing ones flagged), in lifecycle order. */
export function allowedMoves(actor: MoveActor, job: MovableJob): AllowedMove[] {
  const moves: AllowedMove[] = [];
  for (const to of JOB_STATUSES) {
    if (to === job.status) continue;
    const check = checkJobMove(actor, job, to, "x".repeat(MIN_MOVE_REASON_LENGTH));
    if (check.ok) moves.push({ to, direction: check.direction, needsReason: check.needsReason });
  }
  return moves;
}

/** The 'move to next stage' target `actor` may use without a reason, or null. */
export function nextStageFor(actor: MoveActor, job: MovableJob): JobStatus | null {
  if (!isJobStatus(job.status)) return null;
  const next = nextJobStatus(job.status);
  if (!next) return null;
  return checkJobMove(actor, job, next).ok ? next : null;
}

/** Finished work: completed, invoiced or paid. */
export const FINISHED_JOB_STATUSES: readonly JobStatus[] = ["completed", "invoiced", "paid"];

/** Statuses whose work is booked but not done: the ones that can be overdue. */
export const SCHEDULED_WORK_STATUSES: readonly JobStatus[] = ["job_scheduled", "job_dispatched", "in_progress"];
