// Booking a single service (spec §2 /book, §9 business hours): dates, time windows and what a booking needs.
import { addDays, sydneyDateKey } from "./dates.ts";

/** Spec §9: Mon–Fri 07:00–18:00, Sat 08:00–16:00, closed on Sundays. Index = day of week (0 = Sunday). */
export const BUSINESS_HOURS: readonly ({ open: string; close: string } | null)[] = [
  null,
  { open: "07:00", close: "18:00" },
  { open: "07:00", close: "18:00" },
  { open: "07:00", close: "18:00" },
  { open: "07:00", close: "18:00" },
  { open: "07:00", close: "18:00" },
  { open: "08:00", close: "16:00" },
];

export const BUSINESS_HOURS_TEXT = "Monday to Friday 7 am – 6 pm, Saturday 8 am – 4 pm";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export function isDateKey(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

export function dayOfWeek(dateKey: string): number {
  const [y, m, d] = dateKey.split("-").map(Number);
  return new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay();
}

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

export function hoursOn(dateKey: string) {
  return BUSINESS_HOURS[dayOfWeek(dateKey)] ?? null;
}

/** The earliest date a customer may pick: tomorrow in Sydney. */
export function earliestBookableDate(now: Date): string {
  return addDays(sydneyDateKey(now), 1);
}

/** A problem with a chosen service date (past, today, or a Sunday), or null. */
export function serviceDateProblem(dateKey: string, now: Date): string | null {
  if (!isDateKey(dateKey)) return "Enter a valid date";
  if (dateKey < earliestBookableDate(now)) return "Choose a date from tomorrow onwards";
  if (!hoursOn(dateKey)) return "We don't work on Sundays — choose Monday to Saturday";
  return null;
}

/** A problem with the time window on that date, or null: inside business hours and long enough for the job. */
export function timeWindowProblem(
  dateKey: string,
  start: string,
  end: string,
  minimumHours: number,
): { field: "startTime" | "endTime"; message: string } | null {
  if (!isTimeOfDay(start)) return { field: "startTime", message: "Enter a start time" };
  if (!isTimeOfDay(end)) return { field: "endTime", message: "Enter an end time" };
  const hours = hoursOn(dateKey);
  if (!hours) return { field: "startTime", message: "We don't work on Sundays" };
  const day = DAY_NAMES[dayOfWeek(dateKey)];
  if (minutesOf(start) < minutesOf(hours.open))
    return { field: "startTime", message: `On ${day}s we start at ${hours.open}` };
  if (minutesOf(end) > minutesOf(hours.close))
    return { field: "endTime", message: `On ${day}s we finish by ${hours.close}` };
  if (minutesOf(end) <= minutesOf(start)) return { field: "endTime", message: "The window must end after it starts" };
  if (minutesOf(end) - minutesOf(start) < minimumHours * 60) {
    return {
      field: "endTime",
      message: `This service takes at least ${minimumHours} hour${minimumHours === 1 ? "" : "s"}: allow a longer window`,
    };
  }
  return null;
}

/** Preset windows offered as suggestions (all inside Saturday's shorter hours too). */
export const SUGGESTED_WINDOWS = [
  { start: "08:00", end: "12:00", label: "Morning, 8 am – 12 pm" },
  { start: "12:00", end: "16:00", label: "Afternoon, 12 pm – 4 pm" },
  { start: "08:00", end: "16:00", label: "All day, 8 am – 4 pm" },
] as const;

const serviceDateFmt = new Intl.DateTimeFormat("en-AU", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** A service date (YYYY-MM-DD, a Sydney calendar day) in words: "Tue 1 Dec 2026". */
export function formatServiceDate(dateKey: string): string {
  if (!isDateKey(dateKey)) return dateKey;
  const [y, m, d] = dateKey.split("-").map(Number);
  return serviceDateFmt.format(new Date(Date.UTC(y!, m! - 1, d!))).replace(/,/g, "");
}
