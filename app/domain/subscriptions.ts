// Recurring service (issue 14, ADR 136). Pure: the caller passes `today` (a Sydney date) or `now`.
//
// Visits are Sydney calendar dates (YYYY-MM-DD) computed with whole-day arithmetic on UTC dates, so a fortnightly
// Tuesday is a Tuesday on both sides of the April and October daylight-saving changes; the wall-clock window
// (09:00–13:00 Sydney) becomes an instant only when a visit is booked (sydneyWallTimeToUtc).
import {
  closedMessage,
  dayOfWeek,
  hoursOn,
  isDateKey,
  minutesOf,
  openDaysText,
  SUGGESTED_WINDOWS,
  type BookingHours,
} from "./booking.ts";
import { addDays, addMonths, daysBetween, sydneyDateKey } from "./dates.ts";
import { isIn } from "./labelled-values.ts";

export const FREQUENCIES = [
  { id: "weekly", label: "Every week", days: 7, months: 0, perYear: 52 },
  { id: "fortnightly", label: "Every 2 weeks", days: 14, months: 0, perYear: 26 },
  { id: "four_weekly", label: "Every 4 weeks", days: 28, months: 0, perYear: 13 },
  { id: "monthly", label: "Every month", days: 0, months: 1, perYear: 12 },
  { id: "quarterly", label: "Every 3 months", days: 0, months: 3, perYear: 4 },
] as const;
export type Frequency = (typeof FREQUENCIES)[number]["id"];
export const FREQUENCY_IDS = FREQUENCIES.map((f) => f.id) as [Frequency, ...Frequency[]];

export function frequencyOf(id: string) {
  return FREQUENCIES.find((f) => f.id === id) ?? null;
}
export function frequencyLabel(id: string) {
  return frequencyOf(id)?.label ?? id;
}

export const WEEKDAYS = [
  { value: 1, label: "Monday" },
  { value: 2, label: "Tuesday" },
  { value: 3, label: "Wednesday" },
  { value: 4, label: "Thursday" },
  { value: 5, label: "Friday" },
  { value: 6, label: "Saturday" },
] as const;
export function weekdayName(day: number) {
  return WEEKDAYS.find((w) => w.value === day)?.label ?? "Sunday";
}

/** Visits are booked (job, booking and bill) this many days before the visit date. */
export const BOOK_AHEAD_DAYS = 7;
/** A failed card charge is retried this many days after the first failure; then the subscription is past due. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** The longest pause a customer can set themselves. */
export const MAX_PAUSE_DAYS = 180;

export const STATUSES = ["pending", "active", "paused", "past_due", "cancelling", "cancelled"] as const;
export const STATUS_LABELS: Record<string, string> = {
  pending: "Waiting for first payment",
  active: "Active",
  paused: "Paused",
  past_due: "Past due",
  cancelling: "Ends after current visit",
  cancelled: "Cancelled",
};
/** Statuses whose visits keep being booked. */
export const BOOKING_STATUSES = ["active", "cancelling"] as const;

// ── calendar arithmetic ──────────────────────────────────────────────────────────────────────────────────────────

/** The first date on or after `dateKey` that falls on `weekday` (0 = Sunday). */
export function onOrAfterWeekday(dateKey: string, weekday: number): string {
  return addDays(dateKey, (weekday - dayOfWeek(dateKey) + 7) % 7);
}

/**
 * The n-th visit (n = 0 is the anchor). Weekly, fortnightly and four-weekly add whole days; monthly and quarterly
 * step whole months from the anchor and take the preferred weekday on or after that day, so they never drift.
 */
export function nthVisit(anchor: string, frequency: Frequency, weekday: number, n: number): string {
  const f = frequencyOf(frequency)!;
  if (f.days) return addDays(anchor, n * f.days);
  return onOrAfterWeekday(addMonths(anchor, n * f.months), weekday);
}

/** Visit dates of a schedule from `from` to `to` inclusive. */
export function visitsBetween(
  schedule: { anchorDate: string; frequency: string; weekday: number },
  from: string,
  to: string,
): string[] {
  const frequency = frequencyOf(schedule.frequency);
  if (!frequency || to < from) return [];
  const out: string[] = [];
  // Skip straight to the first period near `from` for weekly-type schedules (long-running subscriptions).
  let n = frequency.days ? Math.max(0, Math.floor(daysBetween(schedule.anchorDate, from) / frequency.days)) : 0;
  for (let guard = 0; guard < 2000; guard++, n++) {
    const date = nthVisit(schedule.anchorDate, frequency.id, schedule.weekday, n);
    if (date > to) break;
    if (date >= from && date >= schedule.anchorDate) out.push(date);
  }
  return out;
}

/** The first scheduled visit on or after `from`. */
export function nextVisitOnOrAfter(
  schedule: { anchorDate: string; frequency: string; weekday: number },
  from: string,
): string | null {
  const frequency = frequencyOf(schedule.frequency);
  if (!frequency) return null;
  const span = frequency.days || frequency.months * 31 + 7;
  return visitsBetween(schedule, from, addDays(from, span))[0] ?? null;
}

/** Every working day (Monday to Saturday) from two days out, for `days` days: the first-visit choices. */
/** The dates offered for a first visit: from the day after tomorrow, on days the business is open. */
export function firstVisitDates(now: Date, hours: BookingHours, days = 21): string[] {
  const start = addDays(sydneyDateKey(now), 2);
  return Array.from({ length: days }, (_, i) => addDays(start, i)).filter((d) => hoursOn(d, hours));
}

// ── which visits to book ─────────────────────────────────────────────────────────────────────────────────────────

export interface ScheduleFacts {
  status: string;
  anchorDate: string;
  frequency: string;
  weekday: number;
  pausedUntil: string | null;
  endsOn: string | null;
}

/**
 * The visit dates the scheduler should book now: from today to today + BOOK_AHEAD_DAYS, not inside a pause, not
 * on or after a cancellation date, and only for subscriptions that book (active, cancelling). The caller drops
 * dates that already have a visit row (booked or skipped).
 */
export function datesToBook(sub: ScheduleFacts, today: string): string[] {
  if (!isIn(BOOKING_STATUSES, sub.status)) return [];
  return visitsBetween(sub, today, addDays(today, BOOK_AHEAD_DAYS)).filter(
    (date) => !(sub.pausedUntil && date < sub.pausedUntil) && !(sub.endsOn && date >= sub.endsOn),
  );
}

/** The next visit that will happen (already booked or still to be booked), for lists and e-mails. */
export function nextVisitDate(
  sub: ScheduleFacts,
  today: string,
  visits: { visitDate: string; status: string }[],
): string | null {
  if (sub.status === "cancelled" || sub.status === "pending") {
    return visits.find((v) => v.status === "booked" && v.visitDate >= today)?.visitDate ?? null;
  }
  const taken = new Map(visits.map((v) => [v.visitDate, v.status]));
  const booked = visits
    .filter((v) => v.status === "booked" && v.visitDate >= today)
    .map((v) => v.visitDate)
    .sort()[0];
  let from = sub.pausedUntil && sub.pausedUntil > today ? sub.pausedUntil : today;
  for (let i = 0; i < 60; i++) {
    const date = nextVisitOnOrAfter(sub, from);
    if (!date || (sub.endsOn && date >= sub.endsOn)) return booked ?? null;
    if (taken.get(date) !== "skipped" && taken.get(date) !== "cancelled") {
      return booked && booked < date ? booked : date;
    }
    from = addDays(date, 1);
  }
  return booked ?? null;
}

/** The next visit not booked yet (a skip, a change of day or a cancellation takes effect from there). */
export function nextUnbookedVisit(
  sub: ScheduleFacts,
  today: string,
  visits: { visitDate: string; status: string }[],
): string | null {
  const taken = new Set(visits.map((v) => v.visitDate));
  let from = today;
  for (let i = 0; i < 60; i++) {
    const date = nextVisitOnOrAfter(sub, from);
    if (!date) return null;
    if (!taken.has(date)) return date;
    from = addDays(date, 1);
  }
  return null;
}

// ── customer changes ─────────────────────────────────────────────────────────────────────────────────────────────

export type ChangeAction = "skip" | "pause" | "resume" | "reschedule" | "cancel";

/** Why this change cannot be made now, or null. */
export function changeProblem(action: ChangeAction, status: string): string | null {
  if (status === "cancelled") return "This subscription has ended.";
  if (status === "pending") return "This subscription starts once the first visit is paid.";
  switch (action) {
    case "skip":
      return status === "active" || status === "past_due"
        ? null
        : "Only an active subscription's visits can be skipped.";
    case "pause":
      return status === "active"
        ? null
        : status === "paused"
          ? "It is already paused."
          : "Only an active subscription can be paused.";
    case "resume":
      return status === "paused" ? null : "Only a paused subscription can be resumed.";
    case "reschedule":
      return status === "cancelling" ? "It is ending: nothing to reschedule." : null;
    case "cancel":
      return status === "cancelling" ? "It is already set to end." : null;
  }
}

/** Why a pause-until date is not acceptable, or null. */
export function pauseUntilProblem(until: string, today: string): string | null {
  if (!isDateKey(until)) return "Choose the date to start again";
  if (until <= addDays(today, 1)) return "Choose a date after tomorrow";
  if (daysBetween(today, until) > MAX_PAUSE_DAYS) return `Pause for at most ${MAX_PAUSE_DAYS} days — or cancel`;
  return null;
}

/** A new weekday takes effect from the next unbooked visit: the first such weekday on or after it. */
export function rescheduledAnchor(nextUnbooked: string, weekday: number, today: string): string {
  const earliest = addDays(today, 2);
  return onOrAfterWeekday(nextUnbooked > earliest ? nextUnbooked : earliest, weekday);
}

// ── charges ──────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * After `failedAttempts` failed charges (the first at booking), when to try again — or null when the retries are
 * spent and the subscription goes past due. Counted from the first failure, never from the previous retry.
 */
export function nextRetryAt(firstFailureAt: Date, failedAttempts: number): Date | null {
  const days = RETRY_AFTER_DAYS[failedAttempts - 1];
  return days === undefined ? null : new Date(firstFailureAt.getTime() + days * 86_400_000);
}

/** The idempotency key of one charge attempt for one visit: the provider sees the same key for a repeat. */
export function chargeKey(visitId: string, attempt: number) {
  return `subscription-visit:${visitId}:${attempt}`;
}

/** The unique key of a visit's order: a second scheduler finds the first one's order. */
export function visitKey(subscriptionId: string, visitDate: string) {
  return `subscription:${subscriptionId}:${visitDate}`;
}

// ── revenue ──────────────────────────────────────────────────────────────────────────────────────────────────────

/** Statuses that count towards monthly recurring revenue (paused and past-due revenue is not counted on). */
export const MRR_STATUSES = ["active", "cancelling"] as const;

/** Monthly recurring revenue in cents: price per visit × visits per year ÷ 12, rounded once at the end. */
export function mrrCents(subs: { status: string; frequency: string; priceCents: number }[]): number {
  let perYear = 0;
  for (const s of subs) {
    if (!isIn(MRR_STATUSES, s.status)) continue;
    perYear += s.priceCents * (frequencyOf(s.frequency)?.perYear ?? 0);
  }
  return Math.round(perYear / 12);
}

// ── forms ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const WINDOW_CHOICES = SUGGESTED_WINDOWS.map((w) => ({ value: `${w.start}-${w.end}`, ...w }));

/** A window inside business hours on the chosen weekday (every week: the closed dates do not count here). */
export function windowProblem(weekday: number, window: string, schedule: BookingHours): string | null {
  const choice = WINDOW_CHOICES.find((w) => w.value === window);
  if (!choice) return "Choose a time window";
  // Any date with that weekday has the same hours; 2026-11-22 is a Sunday.
  const day = addDays("2026-11-22", weekday);
  const hours = hoursOn(day, { week: schedule.week, closedDates: [] });
  if (!hours) return `${closedMessage(day, schedule)} — choose ${openDaysText(schedule)}`;
  if (minutesOf(choice.start) < minutesOf(hours.open) || minutesOf(choice.end) > minutesOf(hours.close))
    return `On ${weekdayName(weekday)}s we work ${hours.open}–${hours.close}`;
  return null;
}

/** "Visa •••• 4242" */
export function cardLabel(card: { brand: string; last4: string }) {
  const brand = card.brand === "amex" ? "Amex" : card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} •••• ${card.last4}`;
}

export function formatSubscriptionNumber(n: number) {
  return `SUB-${n}`;
}
export const SUBSCRIPTION_NUMBER_START = 2001;
