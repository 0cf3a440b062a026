// A subcontracting business's insurance certificate, sent from its work-order link (issue 16, ADR 161 addendum):
// which files are accepted (by their bytes only), which expiry dates make sense, the form, and what the office is
// warned about when it sends the business a job. Pure: today is passed in.
import { z } from "zod";
import { formatServiceDate } from "./booking.ts";
import { addDays } from "./dates.ts";
import { sniffType } from "./documents.ts";
import { dateField, requiredText } from "./form-fields.ts";
import {
  INSURANCE_CREDENTIAL,
  MAX_CERTIFICATE_BYTES,
  SUBCONTRACTOR_DOCUMENT_TYPES,
  type InsuranceState,
} from "./subcontractor-document-types.ts";

export {
  INSURANCE_CREDENTIAL,
  MAX_CERTIFICATE_BYTES,
  SUBCONTRACTOR_DOCUMENT_LABELS,
  SUBCONTRACTOR_DOCUMENT_TYPES,
  type InsuranceState,
  type SubcontractorDocumentType,
} from "./subcontractor-document-types.ts";
import { oneOfOr } from "./labelled-values.ts";

export const CERTIFICATE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
/** Policies run for a year or so; a date further out than this is a typing mistake. */
export const CERTIFICATE_MAX_YEARS = 3;
/** Certificates a business may send from its links in 24 hours: enough for a mistake or two, not a file dump. */
export const MAX_CERTIFICATES_PER_DAY = 5;

/** The certificate's real type from its first bytes (never its name or the browser's claim), or null. */
export function certificateType(bytes: Uint8Array): CertificateType | null {
  return oneOfOr(CERTIFICATE_TYPES, sniffType(bytes), null);
}

/** Why a file cannot be taken as a certificate, or null. */
export function certificateProblem(file: { size: number; bytes: Uint8Array } | null): string | null {
  if (!file || file.size === 0) return "Choose the certificate file (a PDF, JPEG or PNG)";
  if (file.size > MAX_CERTIFICATE_BYTES) {
    return `That file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_CERTIFICATE_BYTES / 1024 / 1024} MB`;
  }
  if (!certificateType(file.bytes)) {
    return "That file is not a PDF, JPEG or PNG (whatever its name says). Upload the certificate as a PDF or a photo";
  }
  return null;
}

/** Why an expiry date cannot be right, or null: a certificate already expired is no cover. */
export function certificateExpiryProblem(expiresOn: string, today: string): string | null {
  if (expiresOn < today) return "That date has passed: upload the current certificate";
  if (expiresOn > addDays(today, CERTIFICATE_MAX_YEARS * 366)) {
    return `Check the year: a certificate runs for at most ${CERTIFICATE_MAX_YEARS} years`;
  }
  return null;
}

export const certificateUploadSchema = z.object({
  type: z
    .enum(SUBCONTRACTOR_DOCUMENT_TYPES, { errorMap: () => ({ message: "Choose what the document is" }) })
    .default(INSURANCE_CREDENTIAL),
  insurer: requiredText("Enter who issued it", {
    min: 2,
    max: 120,
    tooShort: "Enter who issued it (the insurer, the licensing authority, or your business for a SWMS)",
    tooLong: "Keep it under 120 characters",
  }),
  policyNumber: requiredText("Enter the policy, licence or reference number", {
    max: 60,
    tooLong: "Keep it under 60 characters",
  }),
  expiresOn: dateField("Enter the date it ends (for a SWMS, its review date)"),
});
export type CertificateUpload = z.infer<typeof certificateUploadSchema>;

export interface InsuranceStatus {
  state: InsuranceState;
  /** The expiry of the certificate that counts (the one running longest); null when missing or open-ended. */
  expiresOn: string | null;
  /** Whether the office has checked that certificate against the original. */
  verified: boolean;
}

/** How many days before expiry the office and the business are told it is running out. */
export const INSURANCE_SOON_DAYS = 30;

/**
 * The business's insurance as of `today`: the certificate that runs longest counts (a certificate without an expiry
 * runs for ever). Other credential types are ignored.
 */
export function insuranceStatus(
  credentials: readonly { type: string; expiresOn: string | null; verifiedAt?: Date | string | null }[],
  today: string,
): InsuranceStatus {
  const held = credentials.filter((c) => c.type === INSURANCE_CREDENTIAL);
  if (!held.length) return { state: "missing", expiresOn: null, verified: false };
  const best = held.reduce((a, b) => {
    if (!a.expiresOn) return a;
    if (!b.expiresOn) return b;
    return b.expiresOn > a.expiresOn ? b : a;
  });
  const verified = Boolean(best.verifiedAt);
  if (!best.expiresOn) return { state: "valid", expiresOn: null, verified };
  const state: InsuranceState =
    best.expiresOn < today ? "expired" : best.expiresOn <= addDays(today, INSURANCE_SOON_DAYS) ? "expiring" : "valid";
  return { state, expiresOn: best.expiresOn, verified };
}

/** What the office is warned about before sending the business a job; null when the cover is in date. */
export function insuranceWarning(status: InsuranceStatus): string | null {
  switch (status.state) {
    case "missing":
      return "No insurance certificate on file for this business. You can still send the job; ask them to upload one from their link.";
    case "expired":
      return `Their insurance certificate expired on ${formatServiceDate(status.expiresOn!)}. You can still send the job; ask them to upload the current one.`;
    default:
      return null;
  }
}
