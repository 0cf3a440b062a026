// The kinds of owner document and how a size reads, apart from the upload and share schemas (domain/documents.ts)
// so pages can use them without bundling Zod (ADR 030).
export const DOCUMENT_KINDS = [
  "registration",
  "insurance",
  "survey",
  "builders_plate",
  "manual",
  "receipt",
  "other",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind | "photo", string> = {
  registration: "Registration",
  insurance: "Insurance",
  survey: "Survey",
  builders_plate: "Builders plate",
  manual: "Manual",
  receipt: "Receipt",
  other: "Other",
  photo: "Photo",
};

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(bytes % 1024 ** 3 ? 1 : 0)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
