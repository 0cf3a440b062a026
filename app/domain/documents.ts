// Owner documents (issue 13): what a file really is (from its bytes), the kinds, expiry states and the tiers with
// their storage quotas (ADR 133). Pure: no I/O, today is passed in.
import { z } from "zod";
import { daysBetween } from "./dates.ts";
import { dateField, requiredText } from "./form-fields.ts";
import { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS, formatBytes, type DocumentKind } from "./document-kinds.ts";
import { oneOfOr } from "./labelled-values.ts";

export { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS, formatBytes, type DocumentKind };

/** The largest single file: a phone photo or a scanned survey fits easily. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

export const ALLOWED_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/heic"] as const;
export type AllowedType = (typeof ALLOWED_TYPES)[number];
export const EXTENSION_OF: Record<AllowedType, string> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/heic": "heic",
};

const HEIC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]);

/** The real type of a file from its first bytes (never its name or the browser's claim); null when not allowed. */
export function sniffType(bytes: Uint8Array): AllowedType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 5 && ascii(0, 5) === "%PDF-") return "application/pdf";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b))
    return "image/png";
  if (bytes.length >= 12 && ascii(4, 8) === "ftyp" && HEIC_BRANDS.has(ascii(8, 12))) return "image/heic";
  return null;
}

/** Why a file is refused, or null. */
export function fileProblem(file: { size: number; bytes: Uint8Array } | null): string | null {
  if (!file || file.size === 0) return "Choose a file to upload";
  if (file.size > MAX_DOCUMENT_BYTES) {
    return `That file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB per file`;
  }
  if (!sniffType(file.bytes))
    return "Upload a PDF, JPEG, PNG or HEIC file — this file is none of those, whatever its name";
  return null;
}

/** A file name safe for a Content-Disposition header and a download folder. */
export function safeFileName(name: string, type: AllowedType): string {
  const base = name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 _-]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "document"}.${EXTENSION_OF[type]}`;
}

// ───────────── expiry ─────────────

export const EXPIRY_SOON_DAYS = 30;
export type ExpiryState = "expired" | "due_soon" | "valid" | "none";
export const EXPIRY_LABELS: Record<ExpiryState, string> = {
  expired: "Expired",
  due_soon: "Due within 30 days",
  valid: "Valid",
  none: "No expiry",
};

export function expiryState(expiresOn: string | null, today: string): ExpiryState {
  if (!expiresOn) return "none";
  const days = daysBetween(today, expiresOn);
  if (days < 0) return "expired";
  if (days <= EXPIRY_SOON_DAYS) return "due_soon";
  return "valid";
}

/** The reminder thresholds, furthest first: an e-mail 30 days out, 7 days out, and on the day it expires. */
export const REMINDER_THRESHOLDS = [
  { key: "30d", days: 30 },
  { key: "7d", days: 7 },
  { key: "expired", days: 0 },
] as const;

/** The nearest threshold a document has reached today (the one to e-mail about), or null. */
export function reminderDue(expiresOn: string, today: string): (typeof REMINDER_THRESHOLDS)[number] | null {
  const days = daysBetween(today, expiresOn);
  const reached = REMINDER_THRESHOLDS.filter((t) => days <= t.days);
  return reached.at(-1) ?? null;
}

// ───────────── tiers ─────────────

export const DOCUMENT_TIERS = ["standard", "premium", "ultra"] as const;
export type DocumentTier = (typeof DOCUMENT_TIERS)[number];

export interface TierFeatures {
  label: string;
  quotaBytes: number;
  keepsVersions: boolean;
  shareLinks: boolean;
  historyPack: boolean;
}

export const TIERS: Record<DocumentTier, TierFeatures> = {
  standard: {
    label: "Standard",
    quotaBytes: 100 * 1024 * 1024,
    keepsVersions: false,
    shareLinks: false,
    historyPack: false,
  },
  premium: { label: "Premium", quotaBytes: 2 * 1024 ** 3, keepsVersions: true, shareLinks: false, historyPack: false },
  ultra: { label: "Ultra", quotaBytes: 10 * 1024 ** 3, keepsVersions: true, shareLinks: true, historyPack: true },
};

export function tierOf(value: string | null | undefined): DocumentTier {
  return oneOfOr(DOCUMENT_TIERS, value, "standard");
}

/** Why an upload would pass the tier's quota, or null. `replacingBytes` is freed when a standard upload replaces. */
export function quotaProblem(
  tier: DocumentTier,
  usedBytes: number,
  addingBytes: number,
  replacingBytes = 0,
): string | null {
  const { quotaBytes, label } = TIERS[tier];
  if (usedBytes - replacingBytes + addingBytes <= quotaBytes) return null;
  return `This would take you past your ${label} storage of ${formatBytes(quotaBytes)} (${formatBytes(usedBytes)} used). Delete an old file, or ask us about a larger tier.`;
}

// ───────────── forms ─────────────

export const uploadSchema = z.object({
  title: requiredText("Give the document a name, e.g. Insurance certificate 2026", {
    max: 120,
    tooLong: "Keep the name under 120 characters",
  }),
  kind: z.enum(DOCUMENT_KINDS, { errorMap: () => ({ message: "Choose what kind of document this is" }) }),
  vesselId: z.string().max(40).optional(),
  expiresOn: dateField("Enter the expiry date, or leave it empty").optional(),
  private: z.boolean().optional(),
  /** Premium and ultra: the document this upload is a new version of. */
  replacesId: z.string().max(40).optional(),
});

export const SHARE_DAYS = [7, 30, 90] as const;
export const shareSchema = z.object({
  vesselId: z.string({ required_error: "Choose the vessel" }).min(1, "Choose the vessel").max(40),
  label: requiredText("Say who the link is for, e.g. Buyer's surveyor", {
    max: 80,
    tooLong: "Keep it under 80 characters",
  }),
  days: z.coerce
    .number()
    .refine((d) => (SHARE_DAYS as readonly number[]).includes(d), "Choose how long the link works"),
});

/** Photos sent with a service request: at most this many, each checked like any upload. */
export const MAX_REQUEST_PHOTOS = 4;

export function photosProblem(files: readonly { size: number; bytes: Uint8Array }[]): string | null {
  if (files.length > MAX_REQUEST_PHOTOS) return `Send at most ${MAX_REQUEST_PHOTOS} photos with a request`;
  for (const f of files) {
    const problem = fileProblem(f);
    if (problem) return problem;
    if (sniffType(f.bytes) === "application/pdf") return "Photos must be JPEG, PNG or HEIC images";
  }
  return null;
}
