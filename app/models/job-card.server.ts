// The field job card (issue 16, ADR 160): what a worker sees on site and every post they make, each applied once by
// its idempotency key (FieldPost.key is unique: a replay from the phone's outbox is a no-op that answers "done").
import type { Prisma } from "~/generated/prisma/client.ts";
import { eventAudience } from "~/domain/events.ts";
import { acceptedTapTime, planTimeAction, timeState, timeTotals } from "~/domain/field-time.ts";
import {
  buildChecklist,
  CHECKLIST_TYPE_LABELS,
  completionGaps,
  decodeSignature,
  jobChecklistTypes,
  MAX_PHOTOS_PER_JOB,
  WORKABLE_STATUSES,
  type ChecklistType,
  type JobCardPost,
} from "~/domain/job-card.ts";
import { isJobStatus, type JobStatus } from "~/domain/job-lifecycle.ts";
import { Refusal } from "~/domain/refusal.ts";
import { prisma } from "~/utils/db.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { recordEvent } from "./events.server.ts";
import { setJobStatus, jobRefSelect } from "./job.server.ts";
import { vesselCardSelect } from "./vessel.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

export class JobCardRefusal extends Refusal {}
/** The job moved away from this worker (reassigned, cancelled, finished) while they were offline. */
export class JobCardConflict extends Refusal {}

export interface JobCardViewer {
  id: string;
  isAdmin: boolean;
}

/** The office's checklist lines per service type (over the domain defaults). */
export async function configuredChecklists(types?: readonly ChecklistType[], db: Prisma.TransactionClient = prisma) {
  const rows = await db.checklistTemplateItem.findMany({
    where: types ? { serviceType: { in: [...types] } } : {},
    orderBy: [{ serviceType: "asc" }, { sortOrder: "asc" }],
    take: 500,
    select: { serviceType: true, label: true },
  });
  const out: Partial<Record<ChecklistType, string[]>> = {};
  for (const r of rows) (out[r.serviceType as ChecklistType] ??= []).push(r.label);
  return out;
}

/** A job's notes (its "note" events), newest first. */
const newestNotes = { where: { kind: "note" }, orderBy: { createdAt: "desc" } } as const;

/** The job card, or null when the viewer may not see it (not theirs and not an admin: a 404). */
export async function getJobCard(jobId: string, viewer: JobCardViewer, now: Date) {
  const job = await prisma.job.findFirst({
    where: { id: jobId, ...(viewer.isAdmin ? {} : { assignedStaffId: viewer.id }) },
    select: {
      ...jobRefSelect,
      description: true,
      priority: true,
      customerContactName: true,
      customerContactPhone: true,
      vesselId: true,
      vesselName: true,
      vesselType: true,
      vesselLengthMetres: true,
      locationAddress: true,
      locationMarina: true,
      locationAccessType: true,
      scheduledStartAt: true,
      scheduledEndAt: true,
      assignedStaffId: true,
      updatedAt: true,
      assignedStaff: { select: { fullName: true } },
      vessel: {
        select: {
          ...vesselCardSelect,
          accessNotes: true,
          notes: true,
          photoKey: true,
          engines: { select: { label: true, make: true, model: true, hours: true }, take: 6 },
        },
      },
      items: {
        orderBy: { sortOrder: "asc" },
        take: 50,
        select: { id: true, name: true, description: true, quantity: true, serviceType: true },
      },
      timeEntries: {
        orderBy: { startedAt: "asc" },
        take: 200,
        select: { id: true, kind: true, startedAt: true, endedAt: true },
      },
      checklistTicks: { select: { itemKey: true, done: true }, take: 200 },
      materials: {
        orderBy: { createdAt: "asc" },
        take: 100,
        select: { id: true, name: true, quantity: true, unit: true, createdAt: true },
      },
      fieldReport: {
        select: {
          foulingLevel: true,
          cleaningMethod: true,
          signOffName: true,
          signedOffAt: true,
          finishedAt: true,
          signatureKey: true,
        },
      },
      events: {
        ...newestNotes,
        take: 50,
        select: { id: true, reason: true, createdAt: true, actor: { select: { fullName: true } } },
      },
      photos: {
        orderBy: { createdAt: "asc" },
        take: MAX_PHOTOS_PER_JOB,
        select: {
          id: true,
          kind: true,
          displayKey: true,
          originalType: true,
          width: true,
          height: true,
          createdAt: true,
        },
      },
    },
  });
  if (!job) return null;
  const previousVisits = job.vesselId
    ? await prisma.job.findMany({
        where: { vesselId: job.vesselId, id: { not: job.id }, scheduledStartAt: { lt: job.scheduledStartAt ?? now } },
        orderBy: { scheduledStartAt: "desc" },
        take: 5,
        select: {
          id: true,
          number: true,
          title: true,
          scheduledStartAt: true,
          completedAt: true,
          events: {
            ...newestNotes,
            take: 5,
            select: { id: true, reason: true, createdAt: true },
          },
        },
      })
    : [];
  const types = jobChecklistTypes(job.items);
  const checklist = buildChecklist(types, await configuredChecklists(types));
  const ticked = new Set(job.checklistTicks.filter((t) => t.done).map((t) => t.itemKey));
  const report = job.fieldReport;
  const isDive = types.includes("hull_inspection");
  const finished = !!report?.finishedAt;
  const workable = isIn(WORKABLE_STATUSES, job.status);
  return {
    ...job,
    types,
    isDive,
    checklist: checklist.map((c) => ({ ...c, done: ticked.has(c.key) })),
    time: {
      state: timeState(job.timeEntries, finished),
      totals: timeTotals(job.timeEntries, now),
    },
    gaps: completionGaps({
      checklist,
      tickedKeys: ticked,
      isDive,
      foulingLevel: report?.foulingLevel ?? null,
      cleaningMethod: report?.cleaningMethod ?? null,
      signOffName: report?.signOffName ?? null,
    }),
    previousVisits: previousVisits.filter((v) => v.events.length > 0 || v.completedAt),
    canWork: workable && job.assignedStaffId === viewer.id,
  };
}
export type JobCard = NonNullable<Awaited<ReturnType<typeof getJobCard>>>;

export type ApplyResult = { replayed: boolean; message: string; status: string };

/**
 * Applies one job-card post by `userId` (the assigned worker) exactly once. A key seen before answers
 * `replayed: true` and changes nothing. A job no longer theirs or no longer open is a JobCardConflict.
 */
export async function applyJobCardPost(opts: {
  jobId: string;
  userId: string;
  actorId: string;
  onBehalfOfId?: string | null;
  post: JobCardPost;
  now: Date;
}): Promise<ApplyResult> {
  const { post } = opts;
  const seen = await prisma.fieldPost.findUnique({ where: { key: post.key }, select: { jobId: true, userId: true } });
  if (seen) return replayed(seen, opts);
  // The drawn signature goes to the file store before the transaction (a file is not part of it); removed again
  // if the post is refused.
  let signatureKey: string | null = null;
  if (post.intent === "signoff" && post.signature) {
    const png = decodeSignature(post.signature);
    if (!png) throw new JobCardRefusal("The drawn signature could not be read — clear it and sign again.");
    signatureKey = newStorageKey("signatures");
    await fileStore().put(signatureKey, png, { contentType: "image/png" });
  }
  try {
    return await prisma.$transaction(async (tx) => {
      const job = await tx.job.findUnique({
        where: { id: opts.jobId },
        select: { id: true, number: true, status: true, assignedStaffId: true, customerId: true },
      });
      if (!job || job.assignedStaffId !== opts.userId) {
        throw new JobCardConflict(
          "This job is no longer assigned to you — the office changed it. Nothing was recorded; call the office.",
        );
      }
      if (!isIn(WORKABLE_STATUSES, job.status)) {
        throw new JobCardConflict(
          `This job is now ${job.status.replace(/_/g, " ")} — the office or you changed it meanwhile. Nothing was recorded.`,
        );
      }
      await tx.fieldPost.create({
        data: { key: post.key, userId: opts.userId, jobId: job.id, intent: post.intent, createdAt: opts.now },
      });
      const at = acceptedTapTime(post.at, opts.now);
      const message = await applyInTx(tx, job, post, at, { ...opts, signatureKey });
      await recordEvent(tx, {
        type: post.intent === "note" ? "job.note_added" : "job.field_updated",
        subject: { type: "job", id: job.id },
        data: { intent: post.intent },
        audience: eventAudience(job.assignedStaffId),
        actorId: opts.actorId,
      });
      const after = await tx.job.findUniqueOrThrow({ where: { id: job.id }, select: { status: true } });
      return { replayed: false, message, status: after.status };
    });
  } catch (error) {
    if (signatureKey) await fileStore().delete(signatureKey);
    // Two copies of the same post raced: the other one was applied.
    if ((error as { code?: string }).code === "P2002") {
      const again = await prisma.fieldPost.findUnique({
        where: { key: post.key },
        select: { jobId: true, userId: true },
      });
      if (again) return replayed(again, opts);
    }
    throw error;
  }
}

async function replayed(seen: { jobId: string; userId: string }, opts: { jobId: string; userId: string }) {
  if (seen.jobId !== opts.jobId || seen.userId !== opts.userId) {
    throw new JobCardRefusal("That submission key was already used. Reload the page and try again.");
  }
  const job = await prisma.job.findUnique({ where: { id: opts.jobId }, select: { status: true } });
  return { replayed: true, message: "Already saved.", status: job?.status ?? "" };
}

type TxJob = { id: string; number: number; status: string };

async function applyInTx(
  tx: Prisma.TransactionClient,
  job: TxJob,
  post: JobCardPost,
  at: Date,
  opts: { userId: string; actorId: string; onBehalfOfId?: string | null; now: Date; signatureKey: string | null },
): Promise<string> {
  switch (post.intent) {
    case "time": {
      const [entries, report, elsewhere] = await Promise.all([
        tx.timeEntry.findMany({
          where: { jobId: job.id },
          orderBy: { startedAt: "asc" },
          select: { id: true, kind: true, startedAt: true, endedAt: true },
        }),
        tx.jobFieldReport.findUnique({ where: { jobId: job.id }, select: { finishedAt: true } }),
        tx.timeEntry.findFirst({
          where: { userId: opts.userId, endedAt: null, jobId: { not: job.id } },
          select: { job: { select: { number: true } } },
        }),
      ]);
      const plan = planTimeAction(entries, !!report?.finishedAt, post.action, at, elsewhere?.job.number ?? null);
      if (!plan.ok) throw new JobCardRefusal(plan.message);
      if (plan.closeId) await tx.timeEntry.update({ where: { id: plan.closeId }, data: { endedAt: plan.at } });
      if (plan.open) {
        await tx.timeEntry.create({
          data: { jobId: job.id, userId: opts.userId, kind: plan.open, startedAt: plan.at },
        });
      }
      if (plan.finish) {
        await tx.jobFieldReport.upsert({
          where: { jobId: job.id },
          create: { jobId: job.id, finishedAt: plan.at },
          update: { finishedAt: plan.at },
        });
      }
      // Arriving is starting work: the job goes In Progress through the lifecycle's audited move.
      if (plan.open === "on_site" && job.status !== "in_progress") {
        await setJobStatus(tx, {
          jobId: job.id,
          to: "in_progress",
          expectedFrom: job.status as JobStatus,
          actorId: opts.actorId,
          onBehalfOfId: opts.onBehalfOfId ?? null,
          reason: "Arrived on site (job card)",
          now: opts.now,
        });
      }
      return {
        start_travel: "Travel started.",
        arrive: "Arrived — on site.",
        pause: "Paused.",
        resume: "Back on the job.",
        finish: "Work finished.",
      }[post.action];
    }
    case "tick": {
      const label = await checklistLabel(tx, job.id, post.itemKey);
      if (!label) throw new JobCardRefusal("That checklist item is not on this job.");
      await tx.jobChecklistTick.upsert({
        where: { jobId_itemKey: { jobId: job.id, itemKey: post.itemKey } },
        create: { jobId: job.id, itemKey: post.itemKey, label, done: post.done === "1", byId: opts.userId },
        update: { done: post.done === "1", byId: opts.userId },
      });
      return post.done === "1" ? `Ticked: ${label}` : `Unticked: ${label}`;
    }
    case "note":
      await tx.jobEvent.create({
        data: {
          jobId: job.id,
          kind: "note",
          reason: post.note,
          actorId: opts.actorId,
          onBehalfOfId: opts.onBehalfOfId ?? null,
          createdAt: at,
        },
      });
      await tx.job.update({ where: { id: job.id }, data: { updatedAt: opts.now } });
      return "Note added.";
    case "material":
      await tx.jobMaterial.create({
        data: {
          jobId: job.id,
          name: post.name,
          quantity: post.quantity,
          unit: post.unit,
          byId: opts.userId,
          createdAt: at,
        },
      });
      return `Material added: ${post.quantity} ${post.unit} ${post.name}.`;
    case "dive":
      await tx.jobFieldReport.upsert({
        where: { jobId: job.id },
        create: { jobId: job.id, foulingLevel: post.foulingLevel, cleaningMethod: post.cleaningMethod },
        update: { foulingLevel: post.foulingLevel, cleaningMethod: post.cleaningMethod },
      });
      return "Hull dive record saved.";
    case "signoff":
      await tx.jobFieldReport.upsert({
        where: { jobId: job.id },
        create: { jobId: job.id, signOffName: post.signOffName, signedOffAt: at, signatureKey: opts.signatureKey },
        update: { signOffName: post.signOffName, signedOffAt: at, signatureKey: opts.signatureKey },
      });
      return `Signed off by ${post.signOffName}${opts.signatureKey ? " (signed)" : ""}.`;
    case "complete":
      return completeJob(tx, job, at, opts);
  }
}

async function checklistLabel(tx: Prisma.TransactionClient, jobId: string, itemKey: string) {
  const items = await tx.jobItem.findMany({ where: { jobId }, select: { serviceType: true, name: true }, take: 50 });
  const types = jobChecklistTypes(items);
  const configured = await configuredChecklists(types, tx);
  return buildChecklist(types, configured).find((c) => c.key === itemKey)?.label ?? null;
}

async function completeJob(
  tx: Prisma.TransactionClient,
  job: TxJob,
  at: Date,
  opts: { userId: string; actorId: string; onBehalfOfId?: string | null; now: Date },
) {
  const [items, ticks, report, open] = await Promise.all([
    tx.jobItem.findMany({ where: { jobId: job.id }, select: { serviceType: true, name: true }, take: 50 }),
    tx.jobChecklistTick.findMany({ where: { jobId: job.id, done: true }, select: { itemKey: true } }),
    tx.jobFieldReport.findUnique({ where: { jobId: job.id } }),
    tx.timeEntry.findFirst({ where: { jobId: job.id, endedAt: null }, select: { id: true, startedAt: true } }),
  ]);
  const types = jobChecklistTypes(items);
  const configured = await configuredChecklists(types, tx);
  const gaps = completionGaps({
    checklist: buildChecklist(types, configured),
    tickedKeys: new Set(ticks.map((t) => t.itemKey)),
    isDive: types.includes("hull_inspection"),
    foulingLevel: report?.foulingLevel ?? null,
    cleaningMethod: report?.cleaningMethod ?? null,
    signOffName: report?.signOffName ?? null,
  });
  if (gaps.length) throw new JobCardRefusal(`Not yet: ${gaps.join("; ")}.`);
  if (job.status !== "in_progress") {
    throw new JobCardRefusal("Tap “Arrived on site” first: the job is not in progress yet.");
  }
  const end = open && at < open.startedAt ? open.startedAt : at;
  if (open) await tx.timeEntry.update({ where: { id: open.id }, data: { endedAt: end } });
  await tx.jobFieldReport.upsert({
    where: { jobId: job.id },
    create: { jobId: job.id, finishedAt: end },
    update: report?.finishedAt ? {} : { finishedAt: end },
  });
  if (!isJobStatus(job.status)) throw new JobCardRefusal("Unknown job stage.");
  await setJobStatus(tx, {
    jobId: job.id,
    to: "awaiting_approval",
    expectedFrom: "in_progress",
    actorId: opts.actorId,
    onBehalfOfId: opts.onBehalfOfId ?? null,
    reason: "Work complete (job card)",
    now: opts.now,
  });
  return "Work complete — sent to the office for approval.";
}

/**
 * A made-up job of one service type, shaped exactly like a real card, with the office's current checklist for it:
 * what /admin/job-card-test shows (nothing is read from or written to a real job).
 */
export async function sampleJobCard(type: ChecklistType, now: Date): Promise<JobCard> {
  const types: ChecklistType[] = [type];
  const checklist = buildChecklist(types, await configuredChecklists(types));
  const start = new Date(now.getTime() + 24 * 3_600_000);
  const isDive = type === "hull_inspection";
  const itemName = type === "general" ? "Custom job" : CHECKLIST_TYPE_LABELS[type];
  const sample = {
    id: "sample",
    number: 1000,
    title: `${itemName} — sample job`,
    description: "Owner asks: please keep the covers dry. (Special instructions appear here.)",
    status: "job_scheduled",
    priority: "normal",
    customerContactName: "Morgan Tide",
    customerContactPhone: "0400 000 000",
    vesselId: null,
    vesselName: "Sample vessel",
    vesselType: "motor_cruiser",
    vesselLengthMetres: 12,
    locationAddress: "1 Sample Wharf, Rushcutters Bay NSW",
    locationMarina: "Sample Marina",
    locationAccessType: "marina",
    scheduledStartAt: start,
    scheduledEndAt: new Date(start.getTime() + 2 * 3_600_000),
    assignedStaffId: null,
    updatedAt: now,
    assignedStaff: null,
    vessel: null,
    items: [{ id: "sample-item", name: itemName, description: null, quantity: 1, serviceType: type }],
    timeEntries: [],
    checklistTicks: [],
    materials: [],
    fieldReport: null,
    events: [],
    photos: [],
  } satisfies Omit<JobCard, "types" | "isDive" | "checklist" | "time" | "gaps" | "previousVisits" | "canWork">;
  return {
    ...sample,
    types,
    isDive,
    checklist: checklist.map((c) => ({ ...c, done: false })),
    time: { state: timeState([], false), totals: timeTotals([], now) },
    gaps: completionGaps({
      checklist,
      tickedKeys: new Set(),
      isDive,
      foulingLevel: null,
      cleaningMethod: null,
      signOffName: null,
    }),
    previousVisits: [],
    canWork: false,
  };
}
