// Domain events (ADR 120): what happened, named once. Models record them in the same transaction as the change
// (models/events.server.ts); live updates tell the pages that show the subject, and automations (issue 20) run
// rules on them. A type is `<subject>.<what happened>`; add new ones here so every reader knows the name.
import { isOneOf } from "./labelled-values.ts";

export const EVENT_TYPES = [
  "job.created",
  "job.status_changed",
  "job.scheduled",
  "job.note_added",
  "job.field_updated",
  "enquiry.received",
  "quote.sent",
  "quote.viewed",
  "quote.accepted",
  "quote.declined",
  "quote.changes_requested",
  "booking.made",
  "invoice.issued",
  "invoice.paid",
  "payment.failed",
  "job.dispatched",
] as const;
export type KnownEventType = (typeof EVENT_TYPES)[number];

export const EVENT_TYPE_LABELS: Record<KnownEventType, string> = {
  "job.created": "Job created",
  "job.status_changed": "Job moved to a new stage",
  "job.scheduled": "Job scheduled or reassigned",
  "job.dispatched": "Job dispatched to its worker",
  "job.note_added": "Note added to a job",
  "job.field_updated": "Field work recorded on a job",
  "enquiry.received": "Enquiry received",
  "quote.sent": "Quote sent",
  "quote.viewed": "Quote opened by the customer",
  "quote.accepted": "Quote accepted",
  "quote.declined": "Quote declined",
  "quote.changes_requested": "Changes asked for on a quote",
  "booking.made": "Booking made",
  "invoice.issued": "Invoice issued",
  "invoice.paid": "Invoice paid in full",
  "payment.failed": "Card payment failed",
};

export const isKnownEventType = isOneOf(EVENT_TYPES);

/** Who may hear about an event live, besides staff (who see every job): user ids (the assignee, the customer). */
export function eventAudience(...ids: (string | null | undefined)[]): string[] {
  return [...new Set(ids.filter((id): id is string => typeof id === "string" && id.length > 0))];
}

/** What a live listener is sent: the kind of change and what changed, never the record's data. */
export interface LiveEvent {
  seq: number;
  type: string;
  subjectType: string;
  subjectId: string;
}

/**
 * Whether a signed-in person may be told about an event: staff and admins hear every event; anyone else only the
 * events whose audience names them. Telling is only a hint to reload; the page's loader checks access again.
 */
export function mayHear(viewer: { id: string; isStaff: boolean }, audience: readonly string[]): boolean {
  return viewer.isStaff || audience.includes(viewer.id);
}

/** Parses an event's stored JSON audience; anything malformed is nobody. */
export function parseAudience(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
