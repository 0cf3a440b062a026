// What a subcontracting business may send from its link and how its cover reads, apart from the upload schema
// (domain/subcontractor-documents.ts) so the link's pages can use them without bundling Zod (ADR 030).
import { labelledValues } from "./labelled-values.ts";

/** A scan or a phone photo of a certificate fits easily; the upload route's body limit (15 MB) is above it. */
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
/** The credential type an insurance certificate is filed as (domain/workforce.ts CREDENTIAL_TYPES). */
export const INSURANCE_CREDENTIAL = "public_liability";

/**
 * What a business may send from its link (ADR 161 addendum, issue 16d), each filed as a credential of that type:
 * its insurance (public liability, workers compensation), a safe work method statement, a licence, anything else
 * the office asked for. Only public liability counts as "insured" for the office's warning.
 */
export const SUBCONTRACTOR_DOCUMENT_LABELS = {
  public_liability: "Public liability insurance (certificate of currency)",
  workers_compensation: "Workers compensation (certificate of currency)",
  swms: "Safe work method statement (SWMS)",
  marine_licence: "Marine licence",
  electrical_licence: "Electrical licence",
  commercial_diver: "Commercial diver's certificate",
  other: "Another document the office asked for",
};
export const SUBCONTRACTOR_DOCUMENT_TYPES = labelledValues(SUBCONTRACTOR_DOCUMENT_LABELS);
export type SubcontractorDocumentType = (typeof SUBCONTRACTOR_DOCUMENT_TYPES)[number];

export type InsuranceState = "missing" | "expired" | "expiring" | "valid";
