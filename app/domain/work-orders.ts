// Subcontractor work orders (issue 16, ADR 161): the tokenised link a subcontracting business opens without an
// account, what state a link is in, what a work order may do next, and the forms. Pure.
import { z } from "zod";
import { addDays, sydneyDateKey } from "./dates.ts";
import { dateField, requiredText } from "./form-fields.ts";
import { type WorkOrderStatus } from "./work-order-links.ts";

export {
  DASHBOARD_PAGE_SIZE,
  SUBCONTRACTOR_DASHBOARD_PATH,
  SUBCONTRACTOR_UPLOAD_PATH,
  workOrderLinkPath,
  WORK_ORDER_STATUS_LABELS,
  WORK_ORDER_STATUSES,
  type WorkOrderStatus,
} from "./work-order-links.ts";

// ───────────── links ─────────────

/** 32 random bytes in base64url: 43 characters. Anything else is refused before the database is asked. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const LINK_DAYS_DEFAULT = 30;
export const LINK_DAYS_MAX = 90;
export function isWellFormedLinkToken(token: string | null | undefined): token is string {
  return typeof token === "string" && LINK_TOKEN_PATTERN.test(token);
}

export type LinkState = "active" | "expired" | "revoked";

/** A link opens while it is neither revoked nor past its expiry (the expiry instant itself is expired). */
export function linkState(link: { expiresAt: Date | string; revokedAt: Date | string | null }, now: Date): LinkState {
  if (link.revokedAt) return "revoked";
  return new Date(link.expiresAt).getTime() > now.getTime() ? "active" : "expired";
}

export function linkExpiry(now: Date, days: number): Date {
  const d = Math.min(Math.max(Math.trunc(days), 1), LINK_DAYS_MAX);
  return new Date(now.getTime() + d * 86_400_000);
}

export const LINK_STATE_LABELS: Record<LinkState, string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

// ───────────── work orders ─────────────

export const WORK_ORDER_ACTIONS = ["accept", "decline", "time", "complete"] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/** Job stages a job may be sent out in, and worked on by the subcontractor: accepted work not yet handed in. */
export const SENDABLE_JOB_STATUSES = ["quote_accepted", "job_scheduled", "job_dispatched", "in_progress"] as const;

/** Work orders still in play: a job has at most one of these at a time. */
export const OPEN_WORK_ORDER_STATUSES: readonly WorkOrderStatus[] = ["sent", "accepted"];

/** What a work order in `status` allows next: null when allowed, else the reason shown to the subcontractor. */
export function workOrderRefusal(status: string, action: WorkOrderAction): string | null {
  switch (status) {
    case "sent":
      return action === "accept" || action === "decline" ? null : "Accept the work order first.";
    case "accepted":
      return action === "time" || action === "complete" ? null : "You already accepted this work order.";
    case "declined":
      return "You declined this work order.";
    case "completed":
      return "This work order is already complete.";
    default:
      return "The office withdrew this work order.";
  }
}

/** Whether the subcontractor may see the whole job card (gate codes, the customer's phone): once they accepted. */
export function showsFullCard(status: string) {
  return status === "accepted" || status === "completed";
}

export function totalMinutes(entries: readonly { minutes: number }[]) {
  return entries.reduce((sum, e) => sum + e.minutes, 0);
}

// ───────────── forms ─────────────

const key = z
  .string({ required_error: "Missing submission key — reload the page" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,80}$/, "Bad submission key — reload the page");
const workOrderId = z.string({ required_error: "Which work order?" }).trim().min(1).max(40);

export const MAX_MINUTES_PER_ENTRY = 16 * 60;
/** How far back a subcontractor may record a day's time. */
export const TIME_BACKDATE_DAYS = 60;

/** Hours typed as "2", "2.5" or "2:30" → minutes; null when not a sensible duration. */
export function parseHours(value: string): number | null {
  const v = value.trim();
  let minutes: number;
  const hm = /^(\d{1,2}):([0-5]\d)$/.exec(v);
  if (hm) minutes = Number(hm[1]) * 60 + Number(hm[2]);
  else if (/^\d{1,2}(\.\d{1,2})?$/.test(v)) minutes = Math.round(Number(v) * 60);
  else return null;
  return minutes >= 1 && minutes <= MAX_MINUTES_PER_ENTRY ? minutes : null;
}

/** The day time is recorded for must be today or within the last TIME_BACKDATE_DAYS (Sydney days). */
export function workedOnRefusal(workedOn: string, now: Date): string | null {
  const today = sydneyDateKey(now);
  if (workedOn > today) return "That day has not happened yet.";
  if (workedOn < addDays(today, -TIME_BACKDATE_DAYS)) return `Record time within ${TIME_BACKDATE_DAYS} days.`;
  return null;
}

export const workOrderPostSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), key, workOrderId }),
  z.object({
    intent: z.literal("decline"),
    key,
    workOrderId,
    reason: requiredText("Say why you are declining", { min: 3, max: 500, tooLong: "Keep it under 500 characters" }),
  }),
  z.object({
    intent: z.literal("time"),
    key,
    workOrderId,
    workedOn: dateField("Enter the day you worked"),
    hours: z
      .string({ required_error: "Enter the hours, e.g. 2.5 or 2:30" })
      .trim()
      .max(8, "Enter the hours, e.g. 2.5 or 2:30")
      .refine((v) => parseHours(v) !== null, "Enter the hours, e.g. 2.5 or 2:30 (at most 16)"),
    note: z
      .string()
      .trim()
      .max(300, "Keep the note under 300 characters")
      .optional()
      .transform((v) => v || null),
  }),
  z.object({
    intent: z.literal("complete"),
    key,
    workOrderId,
    note: z
      .string()
      .trim()
      .max(1000, "Keep the note under 1,000 characters")
      .optional()
      .transform((v) => v || null),
  }),
]);
export type WorkOrderPost = z.infer<typeof workOrderPostSchema>;

/** The office sends a job (by its number) to a subcontractor, with instructions. */
export const sendWorkOrderSchema = z.object({
  jobNumber: z
    .string({ required_error: "Enter the job number, e.g. #1042" })
    .trim()
    .regex(/^#?\d{1,9}$/, "Enter the job number, e.g. #1042")
    .transform((v) => Number(v.replace("#", ""))),
  instructions: z
    .string()
    .trim()
    .max(2000, "Keep the instructions under 2,000 characters")
    .optional()
    .transform((v) => v || null),
  /** E-mail a fresh link to the business's contact address with the job (ADR 161 addendum). */
  emailLink: z.boolean().default(false),
});

export const createLinkSchema = z.object({
  days: z
    .number({ invalid_type_error: "Enter a number of days", required_error: "Enter a number of days" })
    .int("Whole days")
    .min(1, "At least 1 day")
    .max(LINK_DAYS_MAX, `At most ${LINK_DAYS_MAX} days`)
    .default(LINK_DAYS_DEFAULT),
});
