// The job page's loader data and actions, shared by /staff/jobs/{id} and /admin/jobs/{id}.
import { jobPhotos } from "~/models/documents.server.ts";
import { json } from "@remix-run/node";
import { attentionReasons, isOverdue } from "~/domain/dashboard-stats.ts";
import { sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { jobDetailsSchema, jobNoteSchema, moveJobSchema, scheduleJobSchema } from "~/domain/job-schemas.ts";
import {
  JOB_STATUS_LABELS,
  allowedMoves,
  lifecycleAuthority,
  nextStageFor,
  type MoveActor,
} from "~/domain/job-lifecycle.ts";
import { parseSharedCartData, sharedCartToPseudoJob } from "~/domain/shared-cart.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { JobStatusConflict } from "~/models/job.server.ts";
import {
  addJobNote,
  getJobDetail,
  getSharedCartDetail,
  listAssignableStaff,
  moveJob,
  namesOf,
  scheduleJob,
} from "~/models/job-ops.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { httpError, notFound, unknownIntent } from "~/utils/misc.ts";

export async function jobPageData(id: string, viewer: MoveActor, now: Date) {
  if (id.startsWith("shared_")) {
    const cart = await getSharedCartDetail(id.slice("shared_".length));
    if (!cart) throw notFound("Job not found");
    return {
      kind: "cart" as const,
      cart: {
        ...sharedCartToPseudoJob(cart),
        data: parseSharedCartData(cart.cartData),
        customerMessage: cart.customerMessage,
        createdBy: cart.createdBy?.fullName ?? null,
        expiresAt: cart.expiresAt?.toISOString() ?? null,
        rawStatus: cart.status,
      },
    };
  }
  const job = await getJobDetail(id);
  if (!job) throw notFound("Job not found");
  const canManage = lifecycleAuthority(viewer) === "manager";
  const [staff, onBehalfOf, photos] = await Promise.all([
    canManage ? listAssignableStaff() : Promise.resolve([]),
    namesOf(job.events.map((e) => e.onBehalfOfId)),
    jobPhotos(job.id),
  ]);
  return {
    kind: "job" as const,
    job,
    moves: allowedMoves(viewer, job),
    next: nextStageFor(viewer, job),
    canManage,
    isAssignee: job.assignedStaffId === viewer.id,
    staff,
    onBehalfOf,
    photos,
    overdue: isOverdue(job, now),
    reasons: attentionReasons(job, now),
  };
}

type Intent = "move" | "schedule" | "note" | "details";

function reply(intent: Intent, result: unknown, status = 400) {
  return json({ intent, result: result as never }, { status });
}

export async function jobPageAction(
  request: Request,
  opts: { jobId: string; viewer: MoveActor; actorId: string; onBehalfOfId: string | null; now: Date; selfPath: string },
) {
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "") as Intent;
  const canManage = lifecycleAuthority(opts.viewer) === "manager";

  if (intent === "move") {
    const submission = parseForm(formData, { schema: moveJobSchema });
    if (submission.status !== "success") return reply(intent, submission.reply());
    if (submission.value.jobId !== opts.jobId)
      return reply(intent, submission.reply({ formErrors: ["That form belongs to another job."] }));
    const result = await moveJob({
      ...submission.value,
      actor: opts.viewer,
      actorId: opts.actorId,
      onBehalfOfId: opts.onBehalfOfId,
      now: opts.now,
    });
    if (!result.ok) {
      if (result.status === 404) throw notFound(result.message);
      const errors =
        result.field === "reason" ? { fieldErrors: { reason: [result.message] } } : { formErrors: [result.message] };
      return reply(intent, submission.reply(errors), result.status);
    }
    return redirectWithToast(opts.selfPath, {
      type: "success",
      title: `Moved to ${JOB_STATUS_LABELS[result.to]}`,
      description: `From ${JOB_STATUS_LABELS[result.from]}.`,
    });
  }

  if (intent === "note") {
    const submission = parseForm(formData, { schema: jobNoteSchema });
    if (submission.status !== "success") return reply(intent, submission.reply());
    const exists = await prisma.job.findUnique({ where: { id: opts.jobId }, select: { id: true } });
    if (!exists) throw notFound("Job not found");
    await addJobNote({
      jobId: opts.jobId,
      note: submission.value.note,
      actorId: opts.actorId,
      onBehalfOfId: opts.onBehalfOfId,
    });
    return redirectWithToast(opts.selfPath, { type: "success", title: "Note added" });
  }

  if (intent === "schedule" || intent === "details") {
    if (!canManage)
      return json(
        { intent, result: { status: "error", error: { "": ["Only managers and admins can change this."] } } as never },
        { status: 403 },
      );
  }

  if (intent === "schedule") {
    const submission = parseForm(formData, { schema: scheduleJobSchema });
    if (submission.status !== "success") return reply(intent, submission.reply());
    const v = submission.value;
    const start = v.date && v.startTime ? sydneyWallTimeToUtc(v.date, v.startTime) : null;
    const minutes = v.durationHours ? Math.round(v.durationHours * 60) : null;
    try {
      await prisma.$transaction((tx) =>
        scheduleJob(tx, {
          jobId: opts.jobId,
          start,
          durationMinutes: minutes,
          staffId: v.staffId || null,
          actorId: opts.actorId,
          onBehalfOfId: opts.onBehalfOfId,
        }),
      );
    } catch (error) {
      if (error instanceof JobStatusConflict)
        return reply(intent, submission.reply({ fieldErrors: { staffId: [error.message] } }));
      throw error;
    }
    return redirectWithToast(opts.selfPath, { type: "success", title: "Schedule saved" });
  }

  if (intent === "details") {
    const submission = parseForm(formData, { schema: jobDetailsSchema });
    if (submission.status !== "success") return reply(intent, submission.reply());
    const before = await prisma.job.findUnique({ where: { id: opts.jobId }, select: { priority: true } });
    if (!before) throw notFound("Job not found");
    await prisma.job.update({
      where: { id: opts.jobId },
      data: { priority: submission.value.priority, internalNotes: submission.value.internalNotes || null },
    });
    if (before.priority !== submission.value.priority) {
      await addJobNote({
        jobId: opts.jobId,
        note: `Priority changed from ${before.priority} to ${submission.value.priority}`,
        actorId: opts.actorId,
        onBehalfOfId: opts.onBehalfOfId,
      });
    }
    return redirectWithToast(opts.selfPath, { type: "success", title: "Job details saved" });
  }

  throw unknownIntent();
}
