// The job lifecycle of spec §4: ten stages, each with a label and a rank; the next stage is rank + 1.

export const JOB_STATUSES = [
  "quote_requested",
  "quote_sent",
  "quote_accepted",
  "job_scheduled",
  "job_dispatched",
  "in_progress",
  "awaiting_approval",
  "completed",
  "invoiced",
  "paid",
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
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

export const JOB_PRIORITIES = ["normal", "high", "urgent"] as const;
export type JobPriority = (typeof JOB_PRIORITIES)[number];

export function isJobStatus(value: string): value is JobStatus {
  return (JOB_STATUSES as readonly string[]).includes(value);
}

export function isJobPriority(value: string): value is JobPriority {
  return (JOB_PRIORITIES as readonly string[]).includes(value);
}

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
