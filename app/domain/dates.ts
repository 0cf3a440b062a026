// Times are UTC in the database and shown in Sydney time, en-AU.
export const BUSINESS_TIME_ZONE = "Australia/Sydney";

const dateFmt = new Intl.DateTimeFormat("en-AU", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dateTimeFmt = new Intl.DateTimeFormat("en-AU", {
  timeZone: BUSINESS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const timeFmt = new Intl.DateTimeFormat("en-AU", { timeZone: BUSINESS_TIME_ZONE, hour: "numeric", minute: "2-digit" });

type DateInput = Date | string | number;
const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d));

export function formatDate(d: DateInput) {
  return dateFmt.format(toDate(d));
}
export function formatDateTime(d: DateInput) {
  return dateTimeFmt.format(toDate(d));
}
export function formatTime(d: DateInput) {
  return timeFmt.format(toDate(d));
}

// Made once: building an Intl.DateTimeFormat costs far more than formatting with it (reports call this per record).
const dateKeyFmt = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Sydney calendar date of an instant, as YYYY-MM-DD. */
export function sydneyDateKey(d: DateInput): string {
  return dateKeyFmt.format(toDate(d)); // en-CA formats as YYYY-MM-DD
}

/** Minutes Sydney is ahead of UTC at a given instant (600 or 660 with daylight saving). */
const wallClockFmt = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function sydneyOffsetMinutes(at: Date): number {
  const parts = wallClockFmt.formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The UTC instant of a Sydney wall-clock time ("2026-11-22", "09:30"). */
export function sydneyWallTimeToUtc(dateKey: string, time = "00:00"): Date {
  const [y, m, d] = dateKey.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const guess = new Date(Date.UTC(y!, m! - 1, d!, hh!, mm!));
  const offset = sydneyOffsetMinutes(new Date(guess.getTime() - sydneyOffsetMinutes(guess) * 60_000));
  return new Date(guess.getTime() - offset * 60_000);
}

/** The last instant of a Sydney calendar day (validity dates end at the end of that day in Sydney). */
export function endOfSydneyDay(dateKey: string): Date {
  return new Date(sydneyWallTimeToUtc(addDays(dateKey, 1), "00:00").getTime() - 1);
}

// Calendar dates (YYYY-MM-DD) are counted in whole days on UTC dates: no daylight-saving change can move them.

/** A calendar date `days` later (or earlier, when negative). */
export function addDays(dateKey: string, days: number): string {
  const [y, m, d] = dateKey.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(dateKey: string, months: number): string {
  const [y, m, d] = dateKey.split("-").map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
