// A subcontracting business's insurance certificate (issue 16, ADR 161 addendum): sent in from its work-order link
// and filed as a credential of the business (the office sees it beside the ones it adds itself at
// /admin/credentials/upload, downloads it through the admin-only /admin/credentials/{id}/file and verifies it there).
// The bytes decide what the file is; the original is kept as sent in the file store.
import { sydneyDateKey } from "~/domain/dates.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  certificateExpiryProblem,
  certificateProblem,
  certificateType,
  insuranceStatus,
  MAX_CERTIFICATES_PER_DAY,
  type CertificateUpload,
} from "~/domain/subcontractor-documents.ts";
import { safeFileName } from "~/domain/documents.ts";
import { prisma } from "~/utils/db.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";

export class CertificateRefusal extends Refusal {}

export interface UploadedFile {
  name: string;
  size: number;
  bytes: Uint8Array;
}

/** Files the certificate under the business, unverified, noting the link it came through. */
export async function submitInsuranceCertificate(opts: {
  subcontractorId: string;
  linkId: string;
  upload: CertificateUpload;
  file: UploadedFile | null;
  now: Date;
}) {
  const problem = certificateProblem(opts.file);
  if (problem || !opts.file) throw new CertificateRefusal(problem ?? "Choose the certificate file", "file");
  const expiryProblem = certificateExpiryProblem(opts.upload.expiresOn, sydneyDateKey(opts.now));
  if (expiryProblem) throw new CertificateRefusal(expiryProblem, "expiresOn");
  const recent = await prisma.credential.count({
    where: {
      subcontractorId: opts.subcontractorId,
      submittedByLinkId: { not: null },
      createdAt: { gt: new Date(opts.now.getTime() - 86_400_000) },
    },
  });
  if (recent >= MAX_CERTIFICATES_PER_DAY) {
    throw new CertificateRefusal(
      `You have sent ${MAX_CERTIFICATES_PER_DAY} certificates today: please call the office, or try again tomorrow.`,
    );
  }
  const type = certificateType(opts.file.bytes)!;
  const key = newStorageKey("credentials");
  await fileStore().put(key, opts.file.bytes, { contentType: type });
  try {
    return await prisma.credential.create({
      data: {
        type: opts.upload.type,
        number: opts.upload.policyNumber,
        issuer: opts.upload.insurer,
        expiresOn: opts.upload.expiresOn,
        subcontractorId: opts.subcontractorId,
        storageKey: key,
        fileName: safeFileName(opts.file.name || opts.upload.type.replace(/_/g, "-"), type),
        contentType: type,
        submittedByLinkId: opts.linkId,
        createdAt: opts.now,
      },
      select: { id: true, expiresOn: true },
    });
  } catch (error) {
    await fileStore().delete(key);
    throw error;
  }
}

/**
 * The business's documents on file (newest first, every type: insurance, SWMS, licences) and the state of its
 * insurance cover today (public liability only).
 */
export async function insuranceOnFile(subcontractorId: string, now: Date) {
  const rows = await prisma.credential.findMany({
    where: { subcontractorId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 30,
    select: {
      id: true,
      type: true,
      issuer: true,
      number: true,
      expiresOn: true,
      verifiedAt: true,
      createdAt: true,
      submittedByLinkId: true,
      storageKey: true,
    },
  });
  return {
    status: insuranceStatus(rows, sydneyDateKey(now)),
    certificates: rows.map(({ storageKey, submittedByLinkId, ...c }) => ({
      ...c,
      hasFile: Boolean(storageKey),
      fromLink: Boolean(submittedByLinkId),
    })),
  };
}

/** The office has seen the original: records who and when. Only this business's, and only once. */
export async function verifySubcontractorCredential(opts: {
  subcontractorId: string;
  credentialId: string;
  actorId: string;
  now: Date;
}) {
  const { count } = await prisma.credential.updateMany({
    where: { id: opts.credentialId, subcontractorId: opts.subcontractorId, verifiedAt: null },
    data: { verifiedById: opts.actorId, verifiedAt: opts.now },
  });
  return count === 1;
}
