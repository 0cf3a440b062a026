// Quote maths and rules (issue 5): integer cents, GST-exclusive line prices, 10 % GST on the subtotal,
// optional items the customer may tick, a deposit rule, and the status rules of the customer's link.
import { GST_RATE_BP, gstOnExclusive, roundCents } from "./money.ts";
import { endOfSydneyDay } from "./dates.ts";
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const QUOTE_STATUS_LABELS = {
  draft: "Draft",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  changes_requested: "Changes requested",
  expired: "Expired",
  revoked: "Withdrawn",
};
export const QUOTE_STATUSES = labelledValues(QUOTE_STATUS_LABELS);
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const isQuoteStatus = isOneOf(QUOTE_STATUSES);

export function quoteStatusLabel(status: string): string {
  return isQuoteStatus(status) ? QUOTE_STATUS_LABELS[status] : status;
}

/** 'Q-1001' */
export function formatQuoteNumber(n: number): string {
  return `Q-${n}`;
}

export const QUOTE_NUMBER_START = 1001;
/** Default validity offered in the builder. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 30;

// ───────────── lines and totals ─────────────

export interface QuoteLine {
  id?: string;
  quantity: number;
  /** GST exclusive. */
  unitPriceCents: number;
  optional: boolean;
}

export function lineTotalCents(line: Pick<QuoteLine, "quantity" | "unitPriceCents">): number {
  return line.quantity * line.unitPriceCents;
}

export interface QuoteTotals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  taxRateBasisPoints: number;
}

/** Totals of a set of GST-exclusive lines: GST is worked out once, on the subtotal. */
export function totalsOf(
  lines: readonly Pick<QuoteLine, "quantity" | "unitPriceCents">[],
  rateBp = GST_RATE_BP,
): QuoteTotals {
  const subtotalCents = lines.reduce((sum, l) => sum + lineTotalCents(l), 0);
  const taxCents = gstOnExclusive(subtotalCents, rateBp);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents, taxRateBasisPoints: rateBp };
}

/**
 * The lines a customer is accepting: every required line plus the optional lines they ticked.
 * Ids that are unknown or name a required line are ignored (a crafted form cannot add anything).
 */
export function chosenLines<L extends QuoteLine>(lines: readonly L[], selectedOptionalIds: Iterable<string>): L[] {
  const wanted = new Set(selectedOptionalIds);
  return lines.filter((l) => !l.optional || (l.id !== undefined && wanted.has(l.id)));
}

/** Totals of the required lines only (what the quote costs if no option is ticked). */
export function baseTotals(lines: readonly QuoteLine[], rateBp = GST_RATE_BP): QuoteTotals {
  return totalsOf(
    lines.filter((l) => !l.optional),
    rateBp,
  );
}

/** Totals for the required lines plus the ticked optional ones. */
export function totalsWithOptions(
  lines: readonly QuoteLine[],
  selectedOptionalIds: Iterable<string>,
  rateBp = GST_RATE_BP,
): QuoteTotals {
  return totalsOf(chosenLines(lines, selectedOptionalIds), rateBp);
}

/**
 * A catalogue price (GST inclusive, like every price on the public site) as a GST-exclusive quote line
 * price: the largest whole-cent price whose total with GST is not above the website price (some prices,
 * e.g. $280.00, have no exact whole-cent GST-exclusive form, so the customer may pay a cent less, never more).
 */
export function exclusiveFromInclusive(inclusiveCents: number, rateBp = GST_RATE_BP): number {
  const withGst = (ex: number) => ex + gstOnExclusive(ex, rateBp);
  let ex = Math.floor((inclusiveCents * 10_000) / (10_000 + rateBp));
  while (withGst(ex + 1) <= inclusiveCents) ex += 1;
  while (ex > 0 && withGst(ex) > inclusiveCents) ex -= 1;
  return ex;
}

// ───────────── deposit ─────────────

export const DEPOSIT_TYPE_LABELS = {
  none: "No deposit",
  percent: "Percentage of the total",
  fixed: "Fixed amount",
};
export const DEPOSIT_TYPES = labelledValues(DEPOSIT_TYPE_LABELS);
export type DepositType = (typeof DEPOSIT_TYPES)[number];

export interface DepositRule {
  type: DepositType;
  /** Whole percent (1–100) for 'percent', cents for 'fixed', ignored for 'none'. */
  value: number;
}

export const isDepositType = isOneOf(DEPOSIT_TYPES);

/** The deposit due on a GST-inclusive total: a percentage (rounded to the cent) or a fixed amount, never more than the total. */
export function depositCents(rule: DepositRule, totalCents: number): number {
  if (totalCents <= 0) return 0;
  switch (rule.type) {
    case "percent":
      return Math.min(totalCents, roundCents((totalCents * Math.max(0, rule.value)) / 100));
    case "fixed":
      return Math.min(totalCents, Math.max(0, rule.value));
    default:
      return 0;
  }
}

export function describeDeposit(rule: DepositRule): string {
  switch (rule.type) {
    case "percent":
      return `${rule.value}% deposit`;
    case "fixed":
      return "Fixed deposit";
    default:
      return "No deposit";
  }
}

export interface QuoteSummary extends QuoteTotals {
  depositCents: number;
  balanceCents: number;
}

export function summarise(
  lines: readonly QuoteLine[],
  selectedOptionalIds: Iterable<string>,
  deposit: DepositRule,
  rateBp = GST_RATE_BP,
): QuoteSummary {
  const totals = totalsWithOptions(lines, selectedOptionalIds, rateBp);
  const dep = depositCents(deposit, totals.totalCents);
  return { ...totals, depositCents: dep, balanceCents: totals.totalCents - dep };
}

// ───────────── validity and status ─────────────

/** A validity date chosen as a Sydney calendar day ends at the last instant of that day in Sydney. */
export function quoteValidUntil(dateKey: string): Date {
  return endOfSydneyDay(dateKey);
}

export function isPastValidity(validUntil: Date | string, now: Date): boolean {
  return now.getTime() > new Date(validUntil).getTime();
}

/** Statuses in which the customer may still answer (before the validity date). */
const OPEN_STATUSES: readonly QuoteStatus[] = ["sent", "viewed"];

/** The status to show: an open quote whose validity has passed is expired even if nobody stored it yet. */
export function effectiveQuoteStatus(status: string, validUntil: Date | string, now: Date): QuoteStatus {
  const s: QuoteStatus = isQuoteStatus(status) ? status : "draft";
  if (OPEN_STATUSES.includes(s) && isPastValidity(validUntil, now)) return "expired";
  return s;
}

export type AnswerRefusal = "draft" | "expired" | "revoked" | "accepted" | "declined" | "changes_requested";

/** Null when the customer may accept, decline or ask for changes; otherwise why not. */
export function answerRefusal(status: string, validUntil: Date | string, now: Date): AnswerRefusal | null {
  const s = effectiveQuoteStatus(status, validUntil, now);
  return OPEN_STATUSES.includes(s) ? null : (s as AnswerRefusal);
}

export const ANSWER_REFUSAL_TEXT: Record<AnswerRefusal, string> = {
  draft: "This quote has not been sent yet.",
  expired: "This quote has expired and can no longer be accepted. Call us and we will gladly send you a fresh one.",
  revoked: "This quote has been withdrawn. We have probably sent you an updated one — check your email or call us.",
  accepted: "This quote has already been accepted. Thank you — we will be in touch to confirm the booking.",
  declined: "This quote was declined, so it can no longer be answered. Call us if you have changed your mind.",
  changes_requested: "You have asked for changes to this quote. We will send you a revised quote shortly.",
};

/** Staff may edit a quote until the customer has accepted or declined it, or it was withdrawn. */
export function canEditQuote(status: string): boolean {
  return ["draft", "sent", "viewed", "changes_requested", "expired"].includes(status);
}

/** Sending (or re-sending after an edit) e-mails the link and opens it for answers. */
export function canSendQuote(status: string): boolean {
  return canEditQuote(status);
}

export function canRevokeQuote(status: string): boolean {
  return ["sent", "viewed", "changes_requested", "expired"].includes(status);
}

/** Customers never see drafts in their list. */
export const CUSTOMER_VISIBLE_QUOTE_STATUSES: readonly QuoteStatus[] = [
  "sent",
  "viewed",
  "accepted",
  "declined",
  "changes_requested",
  "expired",
  "revoked",
];

/**
 * A short fingerprint of what the customer is agreeing to (lines, prices, deposit, validity). The accept form
 * carries it, so a quote edited after the customer opened it must be reviewed again (FNV-1a, not security).
 */
export function quoteContentVersion(q: {
  items: readonly { id: string; name: string; quantity: number; unitPriceCents: number; optional: boolean }[];
  depositType: string;
  depositValue: number;
  validUntil: Date | string;
}): string {
  const text = JSON.stringify([
    q.items.map((i) => [i.id, i.name, i.quantity, i.unitPriceCents, i.optional]),
    q.depositType,
    q.depositValue,
    new Date(q.validUntil).toISOString(),
  ]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
