// The customer's arrival-window e-mail (issue 15, ADR 151). Scheduling and dispatching enqueue the task in the same
// transaction as the audited status move (the queue is the outbox: both or neither); the handler e-mails the window
// only if it is still the job's window and it was not e-mailed already (ArrivalNotice holds the last one sent).
import { formatDate, formatTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { arrivalWindow } from "~/domain/workforce.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { enqueueTask } from "./queue.server.ts";
import { fieldJobSelect } from "./field-work.server.ts";

export const ARRIVAL_WINDOW_TASK = "email:arrival-window";

/** Queues the e-mail of the job's current window (call inside the scheduling / dispatching transaction). */
export async function enqueueArrivalWindow(
  tx: Prisma.TransactionClient,
  job: { id: string; scheduledStartAt: Date; scheduledEndAt: Date | null },
) {
  const w = arrivalWindow(job.scheduledStartAt, job.scheduledEndAt);
  const payload = { jobId: job.id, start: w.start.toISOString(), end: w.end.toISOString() };
  // One task per window: scheduling and then dispatching at the same time queue it once.
  await enqueueTask(tx, ARRIVAL_WINDOW_TASK, payload, {
    dedupeKey: `arrival-window:${job.id}:${payload.start}:${payload.end}`,
  });
}

function readPayload(payload: unknown) {
  const p = (payload ?? {}) as Record<string, unknown>;
  const start = new Date(String(p.start ?? ""));
  const end = new Date(String(p.end ?? ""));
  if (typeof p.jobId !== "string" || Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return null;
  return { jobId: p.jobId, start, end };
}

export async function sendArrivalWindow(payload: unknown, { now }: { now: Date }) {
  const p = readPayload(payload);
  if (!p) return { sent: false, reason: "bad payload" };
  const job = await prisma.job.findUnique({
    where: { id: p.jobId },
    select: {
      ...fieldJobSelect,
      customerContactName: true,
      customerContactEmail: true,
      scheduledEndAt: true,
      customer: { select: { email: true } },
    },
  });
  if (!job?.scheduledStartAt || !["job_scheduled", "job_dispatched"].includes(job.status)) {
    return { sent: false, reason: "not scheduled" };
  }
  const current = arrivalWindow(job.scheduledStartAt, job.scheduledEndAt);
  if (current.start.getTime() !== p.start.getTime() || current.end.getTime() !== p.end.getTime()) {
    return { sent: false, reason: "rescheduled since" }; // the new window has its own task
  }
  const claimed = await prisma.$transaction(async (tx) => {
    const moved = await tx.arrivalNotice.updateMany({
      where: { jobId: job.id, OR: [{ windowStart: { not: p.start } }, { windowEnd: { not: p.end } }] },
      data: { windowStart: p.start, windowEnd: p.end, sentAt: now },
    });
    if (moved.count === 1) return true;
    if (await tx.arrivalNotice.findUnique({ where: { jobId: job.id }, select: { jobId: true } })) return false;
    await tx.arrivalNotice.create({ data: { jobId: job.id, windowStart: p.start, windowEnd: p.end, sentAt: now } });
    return true;
  });
  if (!claimed) return { sent: false, reason: "already e-mailed" };
  const day = formatDate(p.start);
  const window = `between ${formatTime(p.start)} and ${formatTime(p.end)} on ${day}`;
  const where = [job.locationMarina, job.locationAddress].filter(Boolean).join(", ");
  await sendTemplatedEmail("job.arrival_window", job.customer?.email ?? job.customerContactEmail, {
    name: job.customerContactName,
    job_number: formatJobNumber(job.number),
    job_title: job.title,
    on_vessel: job.vesselName ? ` on ${job.vesselName}` : "",
    window,
    at_place: where ? ` at ${where}` : "",
    url: `${getEnv().appUrl}/customer/dashboard`,
  });
  return { sent: true };
}
