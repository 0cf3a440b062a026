// Before and after photos on the job card, and the drawn signature (issue 16, ADR 161). Files go through the file
// store (utils/storage.server.ts); the original is kept as sent, the page shows the resized copy. An upload carries
// the job card's idempotency key (JobPhoto.postKey): sent twice, it is stored once.
import { eventAudience } from "~/domain/events.ts";
import { MAX_PHOTOS_PER_JOB, WORKABLE_STATUSES, type PhotoKind, type PhotoType } from "~/domain/job-card.ts";
import { SENDABLE_JOB_STATUSES } from "~/domain/work-orders.ts";
import { prisma } from "~/utils/db.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { recordEvent } from "./events.server.ts";
import { JobCardConflict, JobCardRefusal, type JobCardViewer } from "./job-card.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

type PhotoUpload = {
  kind: PhotoKind;
  postKey: string;
  original: { bytes: Uint8Array; type: PhotoType };
  display: { bytes: Uint8Array; width: number; height: number } | null;
  now: Date;
};

/**
 * The part the worker's and the subcontractor's uploads share: the count limit, both files into the store, the row
 * and its event in one transaction, and the files removed again if the row is not written. Returns the "already
 * saved" answer when the same key won a race, null when this upload was stored.
 */
async function storeJobPhoto(
  job: { id: string; assignedStaffId: string | null; _count: { photos: number } },
  upload: PhotoUpload,
  by: { byId: string | null; actorId: string | null; eventData: Record<string, string> },
) {
  if (job._count.photos >= MAX_PHOTOS_PER_JOB) {
    throw new JobCardRefusal(`A job keeps at most ${MAX_PHOTOS_PER_JOB} photos.`, "photo");
  }
  const store = fileStore();
  const originalKey = newStorageKey("job-photos");
  const displayKey = upload.display ? newStorageKey("job-photos") : null;
  await store.put(originalKey, upload.original.bytes, { contentType: upload.original.type });
  if (displayKey && upload.display) await store.put(displayKey, upload.display.bytes, { contentType: "image/jpeg" });
  try {
    await prisma.$transaction(async (tx) => {
      await tx.jobPhoto.create({
        data: {
          jobId: job.id,
          kind: upload.kind,
          originalKey,
          originalType: upload.original.type,
          originalBytes: upload.original.bytes.length,
          displayKey,
          width: upload.display?.width ?? null,
          height: upload.display?.height ?? null,
          byId: by.byId,
          postKey: upload.postKey,
          createdAt: upload.now,
        },
      });
      await recordEvent(tx, {
        type: "job.field_updated",
        subject: { type: "job", id: job.id },
        data: { intent: "photo", kind: upload.kind, ...by.eventData },
        audience: eventAudience(job.assignedStaffId),
        actorId: by.actorId,
      });
    });
  } catch (error) {
    await store.delete(originalKey);
    if (displayKey) await store.delete(displayKey);
    if ((error as { code?: string }).code === "P2002") return { replayed: true, message: "Already saved." };
    throw error;
  }
  return null;
}

export async function addJobPhoto(
  opts: {
    jobId: string;
    userId: string;
    actorId: string;
  } & PhotoUpload,
) {
  const seen = await prisma.jobPhoto.findUnique({ where: { postKey: opts.postKey }, select: { jobId: true } });
  if (seen) {
    if (seen.jobId !== opts.jobId) throw new JobCardRefusal("That submission key was already used. Reload the page.");
    return { replayed: true, message: "Already saved." };
  }
  const job = await prisma.job.findUnique({
    where: { id: opts.jobId },
    select: { id: true, status: true, assignedStaffId: true, _count: { select: { photos: true } } },
  });
  if (!job || job.assignedStaffId !== opts.userId) {
    throw new JobCardConflict(
      "This job is no longer assigned to you — the office changed it. The photo was not saved.",
    );
  }
  if (!isIn(WORKABLE_STATUSES, job.status)) {
    throw new JobCardConflict(`This job is now ${job.status.replace(/_/g, " ")}. The photo was not saved.`);
  }
  const replay = await storeJobPhoto(job, opts, { byId: opts.userId, actorId: opts.actorId, eventData: {} });
  if (replay) return replay;
  return { replayed: false, message: `${opts.kind === "before" ? "Before" : "After"} photo saved.` };
}

/**
 * A before or after photo from a subcontracting business's link (issue 16d, ADR 161 addendum): onto the job of one of
 * its own accepted work orders, with no user (the business has no account; its name is in the job's event). The same
 * bytes check, size and count limits and idempotency key as the worker's upload.
 */
export async function addWorkOrderPhoto(
  opts: {
    subcontractorId: string;
    workOrderId: string;
  } & PhotoUpload,
) {
  const order = await prisma.workOrder.findFirst({
    where: { id: opts.workOrderId, subcontractorId: opts.subcontractorId },
    select: {
      status: true,
      subcontractor: { select: { name: true } },
      job: { select: { id: true, status: true, assignedStaffId: true, _count: { select: { photos: true } } } },
    },
  });
  if (!order) return null;
  const seen = await prisma.jobPhoto.findUnique({ where: { postKey: opts.postKey }, select: { jobId: true } });
  if (seen) {
    if (seen.jobId !== order.job.id) throw new JobCardRefusal("That submission key was already used. Reload the page.");
    return { replayed: true, message: "Already saved." };
  }
  if (order.status !== "accepted") {
    throw new JobCardConflict(`This work order is ${order.status}: photos are added while it is accepted.`);
  }
  if (!isIn(SENDABLE_JOB_STATUSES, order.job.status)) {
    throw new JobCardConflict(`This job is now ${order.job.status.replace(/_/g, " ")}. The photo was not saved.`);
  }
  const replay = await storeJobPhoto(order.job, opts, {
    byId: null,
    actorId: null,
    eventData: { subcontractor: order.subcontractor.name },
  });
  if (replay) return replay;
  return {
    replayed: false,
    message: `${opts.kind === "before" ? "Before" : "After"} photo saved — the office sees it on the job card.`,
  };
}

const viewerScope = (viewer: JobCardViewer) => (viewer.isAdmin ? {} : { assignedStaffId: viewer.id });

/** A photo's bytes for someone who may open the job card: the shown copy, or the original when asked (or no copy). */
export async function jobPhotoFile(opts: { jobId: string; photoId: string; viewer: JobCardViewer; original: boolean }) {
  const photo = await prisma.jobPhoto.findFirst({
    where: { id: opts.photoId, jobId: opts.jobId, job: viewerScope(opts.viewer) },
    select: { kind: true, originalKey: true, originalType: true, displayKey: true },
  });
  if (!photo) return null;
  const useOriginal = opts.original || !photo.displayKey;
  const bytes = await fileStore().get(useOriginal ? photo.originalKey : photo.displayKey!);
  if (!bytes) return null;
  return { bytes, contentType: useOriginal ? photo.originalType : "image/jpeg", kind: photo.kind, useOriginal };
}

export async function jobSignatureFile(jobId: string, viewer: JobCardViewer) {
  const report = await prisma.jobFieldReport.findFirst({
    where: { jobId, job: viewerScope(viewer) },
    select: { signatureKey: true },
  });
  if (!report?.signatureKey) return null;
  return fileStore().get(report.signatureKey);
}
