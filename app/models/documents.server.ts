// Owner documents (issue 13, ADR 133): upload with quota and versions, lists with expiry state, access-checked
// downloads, share links (ultra) and idempotent expiry e-mails. Access is in every query.
import { randomBytes } from "node:crypto";
import { sydneyDateKey } from "~/domain/dates.ts";
import {
  DOCUMENT_KIND_LABELS,
  expiryState,
  quotaProblem,
  reminderDue,
  safeFileName,
  sniffType,
  tierOf,
  TIERS,
  type DocumentKind,
} from "~/domain/documents.ts";
import { parsePrefs } from "~/domain/owner-account.ts";
import { hasAnyRole, OPERATIONS_ROLES } from "~/domain/roles.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { hashToken } from "~/utils/verification.server.ts";
import type { Viewer } from "./vessel.server.ts";
import { Refusal } from "~/domain/refusal.ts";

export class DocumentInputError extends Refusal {
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(message, field);
  }
}

/** What the owner has stored: current files and kept versions count against the quota. */
export async function storageUsed(ownerId: string) {
  const sum = await prisma.vesselDocument.aggregate({ where: { ownerId }, _sum: { sizeBytes: true } });
  return sum._sum.sizeBytes ?? 0;
}

export async function ownerTier(ownerId: string) {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: ownerId }, select: { documentTier: true } });
  return tierOf(user.documentTier);
}

export interface UploadInput {
  title: string;
  kind: DocumentKind | "photo";
  vesselId?: string;
  jobId?: string;
  expiresOn?: string;
  private?: boolean;
  replacesId?: string;
  fileName: string;
  bytes: Uint8Array;
}

/**
 * Stores a document for an owner. The type comes from the bytes. A new version of a document: premium and ultra
 * keep the old one (superseded), standard replaces it (its file is deleted).
 */
export async function uploadDocument(owner: Viewer, input: UploadInput, uploadedById: string) {
  const type = sniffType(input.bytes);
  if (!type) throw new DocumentInputError("file", "Upload a PDF, JPEG, PNG or HEIC file");
  if (input.vesselId) {
    const vessel = await prisma.vessel.findFirst({
      where: { id: input.vesselId, ownerId: owner.id },
      select: { id: true },
    });
    if (!vessel) throw new DocumentInputError("vesselId", "Choose one of your vessels");
  }
  const replaced = input.replacesId
    ? await prisma.vesselDocument.findFirst({
        where: { id: input.replacesId, ownerId: owner.id, supersededAt: null },
        select: { id: true, version: true, storageKey: true, sizeBytes: true },
      })
    : null;
  if (input.replacesId && !replaced) throw new DocumentInputError("replacesId", "That document is no longer there");
  const tier = await ownerTier(owner.id);
  const keeps = TIERS[tier].keepsVersions;
  const used = await storageUsed(owner.id);
  const problem = quotaProblem(tier, used, input.bytes.byteLength, replaced && !keeps ? replaced.sizeBytes : 0);
  if (problem) throw new DocumentInputError("file", problem);

  const key = newStorageKey("documents");
  await fileStore().put(key, input.bytes, { contentType: type });
  try {
    const created = await prisma.$transaction(async (tx) => {
      const doc = await tx.vesselDocument.create({
        data: {
          ownerId: owner.id,
          vesselId: input.vesselId || null,
          jobId: input.jobId ?? null,
          kind: input.kind,
          title: input.title,
          fileName: safeFileName(input.fileName, type),
          contentType: type,
          sizeBytes: input.bytes.byteLength,
          storageKey: key,
          expiresOn: input.expiresOn || null,
          private: input.private ?? false,
          version: replaced ? replaced.version + 1 : 1,
          replacesId: replaced && keeps ? replaced.id : null,
          uploadedById,
        },
        select: { id: true, title: true },
      });
      if (replaced && keeps) {
        await tx.vesselDocument.update({ where: { id: replaced.id }, data: { supersededAt: new Date() } });
      } else if (replaced) {
        await tx.vesselDocument.delete({ where: { id: replaced.id } });
      }
      return doc;
    });
    if (replaced && !keeps) await fileStore().delete(replaced.storageKey);
    return created;
  } catch (error) {
    await fileStore().delete(key);
    throw error;
  }
}

/** The owner's current documents (not superseded versions), newest first, with their expiry state. */
export async function listDocuments(
  owner: Viewer,
  now: Date,
  opts: { vesselId?: string; take?: number; skip?: number } = {},
) {
  const today = sydneyDateKey(now);
  const where: Prisma.VesselDocumentWhereInput = {
    ownerId: owner.id,
    supersededAt: null,
    kind: { not: "photo" },
    ...(opts.vesselId ? { vesselId: opts.vesselId } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.vesselDocument.findMany({
      where,
      orderBy: { createdAt: "desc" },
      take: opts.take ?? 50,
      skip: opts.skip ?? 0,
      select: {
        id: true,
        title: true,
        kind: true,
        fileName: true,
        contentType: true,
        sizeBytes: true,
        expiresOn: true,
        private: true,
        version: true,
        createdAt: true,
        vessel: { select: { id: true, name: true } },
      },
    }),
    prisma.vesselDocument.count({ where }),
  ]);
  return {
    total,
    documents: rows.map((d) => ({
      ...d,
      kindLabel: DOCUMENT_KIND_LABELS[d.kind as DocumentKind] ?? d.kind,
      expiry: expiryState(d.expiresOn, today),
    })),
  };
}

/** Earlier versions of the owner's documents (premium and ultra keep them), by the document that replaced them. */
export async function documentVersions(owner: Viewer) {
  return prisma.vesselDocument.findMany({
    where: { ownerId: owner.id, supersededAt: { not: null } },
    orderBy: [{ title: "asc" }, { version: "desc" }],
    take: 200,
    select: { id: true, title: true, version: true, createdAt: true, supersededAt: true, sizeBytes: true },
  });
}

/** A file to download: the owner's own, or any for operations staff; anyone else gets null (a 404). */
export async function documentForDownload(viewer: Viewer, id: string) {
  const where: Prisma.VesselDocumentWhereInput = hasAnyRole(viewer, OPERATIONS_ROLES)
    ? { id }
    : { id, ownerId: viewer.id };
  const doc = await prisma.vesselDocument.findFirst({
    where,
    select: { id: true, fileName: true, contentType: true, storageKey: true },
  });
  if (!doc) return null;
  const bytes = await fileStore().get(doc.storageKey);
  return bytes ? { ...doc, bytes } : null;
}

/** The photos an owner sent with a request, for the job page. */
export async function jobPhotos(jobId: string) {
  return prisma.vesselDocument.findMany({
    where: { jobId, kind: "photo" },
    orderBy: { createdAt: "asc" },
    take: 20,
    select: { id: true, title: true },
  });
}

export async function deleteDocument(owner: Viewer, id: string) {
  const docs = await prisma.vesselDocument.findMany({
    where: { ownerId: owner.id, OR: [{ id }, { replacesId: id }] },
    select: { id: true, storageKey: true, replacesId: true },
  });
  const target = docs.find((d) => d.id === id);
  if (!target) return false;
  // Deleting a document deletes its kept earlier versions too.
  const chain: { id: string; storageKey: string }[] = [target];
  let previous = target.replacesId;
  while (previous) {
    const older = await prisma.vesselDocument.findFirst({
      where: { id: previous, ownerId: owner.id },
      select: { id: true, storageKey: true, replacesId: true },
    });
    if (!older) break;
    chain.push(older);
    previous = older.replacesId;
  }
  await prisma.vesselDocument.deleteMany({ where: { id: { in: chain.map((d) => d.id) }, ownerId: owner.id } });
  for (const d of chain) await fileStore().delete(d.storageKey);
  return true;
}

export async function setDocumentTier(userId: string, tier: string) {
  await prisma.user.update({ where: { id: userId }, data: { documentTier: tierOf(tier) } });
}

// ───────────── share links (ultra) ─────────────

export async function createShare(owner: Viewer, input: { vesselId: string; label: string; days: number }, now: Date) {
  if (!TIERS[await ownerTier(owner.id)].shareLinks) return null;
  const vessel = await prisma.vessel.findFirst({
    where: { id: input.vesselId, ownerId: owner.id },
    select: { id: true },
  });
  if (!vessel) throw new DocumentInputError("vesselId", "Choose one of your vessels");
  const token = randomBytes(24).toString("base64url");
  await prisma.documentShare.create({
    data: {
      ownerId: owner.id,
      vesselId: vessel.id,
      label: input.label,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + input.days * 86_400_000),
    },
  });
  return token;
}

export async function listShares(owner: Viewer) {
  return prisma.documentShare.findMany({
    where: { ownerId: owner.id },
    orderBy: { createdAt: "desc" },
    take: 50,
    select: { id: true, label: true, expiresAt: true, revokedAt: true, vessel: { select: { name: true } } },
  });
}

export async function revokeShare(owner: Viewer, id: string, now: Date) {
  const { count } = await prisma.documentShare.updateMany({
    where: { id, ownerId: owner.id, revokedAt: null },
    data: { revokedAt: now },
  });
  return count > 0;
}

/** What a share link opens: the vessel's non-private current documents. Null once expired or revoked. */
export async function resolveShare(token: string, now: Date) {
  const share = await prisma.documentShare.findFirst({
    where: { tokenHash: hashToken(token), revokedAt: null, expiresAt: { gt: now } },
    select: {
      id: true,
      label: true,
      expiresAt: true,
      ownerId: true,
      vessel: { select: { id: true, name: true, ownerId: true } },
    },
  });
  // A share ends when the boat changes hands.
  if (!share || share.vessel.ownerId !== share.ownerId) return null;
  const documents = await prisma.vesselDocument.findMany({
    where: {
      vesselId: share.vessel.id,
      ownerId: share.ownerId,
      private: false,
      supersededAt: null,
      kind: { not: "photo" },
    },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: { id: true, title: true, kind: true, sizeBytes: true, expiresOn: true, createdAt: true },
  });
  return { share, documents };
}

export async function sharedDocumentForDownload(token: string, id: string, now: Date) {
  const resolved = await resolveShare(token, now);
  if (!resolved || !resolved.documents.some((d) => d.id === id)) return null;
  const doc = await prisma.vesselDocument.findUniqueOrThrow({
    where: { id },
    select: { id: true, fileName: true, contentType: true, storageKey: true },
  });
  const bytes = await fileStore().get(doc.storageKey);
  return bytes ? { ...doc, bytes } : null;
}

// ───────────── expiry reminders ─────────────

/**
 * E-mails each owner about documents reaching 30 days, 7 days and the day of expiry — once per document and
 * threshold (the DocumentReminder unique key makes a re-run, or two runs at once, send nothing twice).
 */
export async function runDocumentReminders({ now }: { now: Date }) {
  const today = sydneyDateKey(now);
  const horizon = new Date(now.getTime() + 31 * 86_400_000).toISOString().slice(0, 10);
  const docs = await prisma.vesselDocument.findMany({
    where: { supersededAt: null, expiresOn: { not: null, lte: horizon } },
    select: {
      id: true,
      title: true,
      expiresOn: true,
      reminders: { select: { threshold: true } },
      vessel: { select: { name: true } },
      owner: { select: { email: true, fullName: true, notificationPrefs: true } },
    },
    take: 5000,
  });
  const sent: { documentId: string; threshold: string }[] = [];
  for (const doc of docs) {
    const due = reminderDue(doc.expiresOn!, today);
    if (!due || doc.reminders.some((r) => r.threshold === due.key)) continue;
    if (!parsePrefs(doc.owner.notificationPrefs).documentExpiry) continue;
    // A document already past expiry when first seen gets only the "expired" e-mail, not three at once.
    try {
      await prisma.documentReminder.create({ data: { documentId: doc.id, threshold: due.key, sentAt: now } });
    } catch {
      continue; // another run claimed it
    }
    const when =
      doc.expiresOn! < today
        ? "has expired"
        : doc.expiresOn === today
          ? "expires today"
          : `expires on ${doc.expiresOn}`;
    const url = `${getEnv().appUrl}/owner/documents`;
    await sendTemplatedEmail("document.expiring", doc.owner.email, {
      name: doc.owner.fullName,
      document: doc.title,
      vessel_in_brackets: doc.vessel ? ` (${doc.vessel.name})` : "",
      for_vessel: doc.vessel ? ` for ${doc.vessel.name}` : "",
      when,
      url,
    });
    sent.push({ documentId: doc.id, threshold: due.key });
  }
  return { checked: docs.length, sent };
}
