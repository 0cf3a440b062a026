// Creating jobs and changing their status: the one place every portal and flow goes through, so every job
// gets a number from the sequence and every status change lands in the job's audit trail (JobEvent).
import { gstOnExclusive, GST_RATE_BP } from "~/domain/money.ts";
import { isJobStatus, type JobStatus } from "~/domain/job-lifecycle.ts";
import type { Prisma } from "~/utils/db.server.ts";
import { nextCounterValue } from "./counter.server.ts";
import { Refusal } from "~/domain/refusal.ts";
import { eventAudience } from "~/domain/events.ts";
import { recordEvent } from "./events.server.ts";

export const JOB_NUMBER_START = 1001;

/** A job as lists and other records name it: its number and title, and where it stands. */
export const jobRefSelect = { id: true, number: true, title: true, status: true } satisfies Prisma.JobSelect;

export interface NewJobItem {
  name: string;
  description?: string | null;
  serviceType?: string | null;
  quantity: number;
  unitPriceCents: number;
}

export type NewJob = Omit<
  Prisma.JobUncheckedCreateInput,
  "id" | "number" | "items" | "events" | "subtotalCents" | "taxCents" | "totalCents" | "taxRateBasisPoints"
> & {
  /** A job number reserved beforehand (`reserveCounterValues`); otherwise the next one is taken in the transaction. */
  number?: number;
  items?: NewJobItem[];
  /** When the items' prices already include GST (catalogue prices do), say so; else GST is added. */
  pricesIncludeGst?: boolean;
  /** The person creating it (an impersonating admin is passed as themselves). */
  actorId?: string | null;
  onBehalfOfId?: string | null;
};

/** Subtotal (ex GST), GST and total for job items. */
/** A job's item rows in order, each with its line total. */
export function jobItemRows(items: NewJobItem[]) {
  return items.map((item, index) => ({
    name: item.name,
    description: item.description ?? null,
    serviceType: item.serviceType ?? null,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    totalCents: item.quantity * item.unitPriceCents,
    sortOrder: index,
  }));
}

export function jobTotals(items: NewJobItem[], pricesIncludeGst: boolean, rateBp = GST_RATE_BP) {
  const lines = items.map((i) => i.quantity * i.unitPriceCents);
  const sum = lines.reduce((a, b) => a + b, 0);
  if (pricesIncludeGst) {
    const tax = Math.round((sum * rateBp) / (10_000 + rateBp));
    return { subtotalCents: sum - tax, taxCents: tax, totalCents: sum, taxRateBasisPoints: rateBp };
  }
  const tax = gstOnExclusive(sum, rateBp);
  return { subtotalCents: sum, taxCents: tax, totalCents: sum + tax, taxRateBasisPoints: rateBp };
}

/** Creates a job with the next job number, its items and a 'created' event. Call inside a transaction. */
export async function createJob(tx: Prisma.TransactionClient, input: NewJob) {
  const { items = [], pricesIncludeGst = false, actorId, onBehalfOfId, number: reserved, ...data } = input;
  const number = reserved ?? (await nextCounterValue(tx, "job", JOB_NUMBER_START));
  const totals = jobTotals(items, pricesIncludeGst);
  const job = await tx.job.create({
    data: {
      ...data,
      number,
      ...totals,
      createdById: data.createdById ?? actorId ?? null,
      items: {
        create: jobItemRows(items),
      },
      events: {
        create: {
          kind: "created",
          toStatus: data.status ?? "quote_requested",
          actorId: actorId ?? null,
          onBehalfOfId: onBehalfOfId ?? null,
        },
      },
    },
    select: { id: true, number: true, status: true, totalCents: true },
  });
  await recordEvent(tx, {
    type: "job.created",
    subject: { type: "job", id: job.id },
    data: { number: job.number, status: job.status, source: data.source ?? "manual" },
    audience: eventAudience(data.customerId, data.assignedStaffId),
    actorId: actorId ?? null,
  });
  return job;
}

export class JobStatusConflict extends Refusal {}

/**
 * Moves a job to a new status and records who, when, from, to and why. `expectedFrom` makes the move
 * conditional (two people moving the same card: the second sees a conflict, never a silent overwrite).
 * Who may make which move is decided by the caller (app/domain/job-lifecycle.ts); system moves
 * (an invoice issued, a payment received) pass no actor.
 */
export async function setJobStatus(
  tx: Prisma.TransactionClient,
  opts: {
    jobId: string;
    to: JobStatus;
    expectedFrom?: JobStatus;
    actorId?: string | null;
    onBehalfOfId?: string | null;
    reason?: string | null;
    now?: Date;
    /** Extra facts on the job.status_changed event (an automation's move says `byAutomation`, ADR 200). */
    eventData?: Record<string, unknown>;
  },
) {
  if (!isJobStatus(opts.to)) throw new Error(`Unknown job status ${opts.to}`);
  const job = await tx.job.findUnique({
    where: { id: opts.jobId },
    select: { status: true, customerId: true, assignedStaffId: true },
  });
  if (!job) throw new JobStatusConflict("Job not found");
  if (opts.expectedFrom && job.status !== opts.expectedFrom) {
    throw new JobStatusConflict(`This job is now '${job.status}', not '${opts.expectedFrom}'. Reload and try again.`);
  }
  if (job.status === opts.to) return { changed: false as const, from: job.status };
  const { count } = await tx.job.updateMany({
    where: { id: opts.jobId, status: job.status },
    data: { status: opts.to, ...(opts.to === "completed" ? { completedAt: opts.now ?? new Date() } : {}) },
  });
  if (count !== 1) throw new JobStatusConflict("This job was changed by someone else. Reload and try again.");
  await tx.jobEvent.create({
    data: {
      jobId: opts.jobId,
      kind: "status",
      fromStatus: job.status,
      toStatus: opts.to,
      reason: opts.reason ?? null,
      actorId: opts.actorId ?? null,
      onBehalfOfId: opts.onBehalfOfId ?? null,
    },
  });
  await recordEvent(tx, {
    type: "job.status_changed",
    subject: { type: "job", id: opts.jobId },
    data: { from: job.status, to: opts.to, reason: opts.reason ?? null, ...opts.eventData },
    audience: eventAudience(job.customerId, job.assignedStaffId),
    actorId: opts.actorId ?? null,
  });
  return { changed: true as const, from: job.status };
}
