// Before and after photos on the job card, and the drawn signature (issue 16, ADR 161). Files go through the file
// store (utils/storage.server.ts); the original is kept as sent, the page shows the resized copy. An upload carries
// the job card's idempotency key (JobPhoto.postKey): sent twice, it is stored once.
import { eventAudience } from "~/domain/events.ts";
import { MAX_PHOTOS_PER_JOB, WORKABLE_STATUSES, type PhotoKind, type PhotoType } from "~/domain/job-card.ts";
import { prisma } from "~/utils/db.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { recordEvent } from "./events.server.ts";
import { JobCardConflict, JobCardRefusal, type JobCardViewer } from "./job-card.server.ts";

export async function addJobPhoto(opts: {
  jobId: string;
  userId: string;
  actorId: string;
  kind: PhotoKind;
  postKey: string;
  original: { bytes: Uint8Array; type: PhotoType };
  display: { bytes: Uint8Array; width: number; height: number } | null;
  now: Date;
}) {
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
  if (!(WORKABLE_STATUSES as readonly string[]).includes(job.status)) {
    throw new JobCardConflict(`This job is now ${job.status.replace(/_/g, " ")}. The photo was not saved.`);
  }
  if (job._count.photos >= MAX_PHOTOS_PER_JOB) {
    throw new JobCardRefusal(`A job keeps at most ${MAX_PHOTOS_PER_JOB} photos.`, "photo");
  }
  const store = fileStore();
  const originalKey = newStorageKey("job-photos");
  const displayKey = opts.display ? newStorageKey("job-photos") : null;
  await store.put(originalKey, opts.original.bytes, { contentType: opts.original.type });
  if (displayKey && opts.display) await store.put(displayKey, opts.display.bytes, { contentType: "image/jpeg" });
  try {
    await prisma.$transaction(async (tx) => {
      await tx.jobPhoto.create({
        data: {
          jobId: job.id,
          kind: opts.kind,
          originalKey,
          originalType: opts.original.type,
          originalBytes: opts.original.bytes.length,
          displayKey,
          width: opts.display?.width ?? null,
          height: opts.display?.height ?? null,
          byId: opts.userId,
          postKey: opts.postKey,
          createdAt: opts.now,
        },
      });
      await recordEvent(tx, {
        type: "job.field_updated",
        subject: { type: "job", id: job.id },
        data: { intent: "photo", kind: opts.kind },
        audience: eventAudience(job.assignedStaffId),
        actorId: opts.actorId,
      });
    });
  } catch (error) {
    await store.delete(originalKey);
    if (displayKey) await store.delete(displayKey);
    if ((error as { code?: string }).code === "P2002") return { replayed: true, message: "Already saved." };
    throw error;
  }
  return { replayed: false, message: `${opts.kind === "before" ? "Before" : "After"} photo saved.` };
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
