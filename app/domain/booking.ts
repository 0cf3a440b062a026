// Booking a single service (spec §2 /book, §9 business hours): dates, time windows and what a booking needs.
import { defaultHours, openingHoursText, type WeekHours } from "./public-business.ts";
import { addDays, sydneyDateKey } from "./dates.ts";

/** When the business takes bookings (issue 18d): the weekly hours and the closed dates of /admin/settings. The
 * server reads them from the business settings (utils/business-settings.server.ts `bookingHours()`); the §9 hours
 * (Mon–Fri 07:00–18:00, Sat 08:00–16:00, closed on Sundays) are only the first-run default. */
export interface BookingHours {
  /** Index = day of week (0 = Sunday); null = closed that weekday. */
  week: WeekHours;
  /** Sydney dates (YYYY-MM-DD) the business is closed, e.g. public holidays. */
  closedDates: readonly string[];
}

export function defaultBookingHours(): BookingHours {
  return { week: defaultHours(), closedDates: [] };
}

/** "Monday to Friday 07:00–18:00, Saturday 08:00–16:00": the hours in words, for the booking pages. */
export function bookingHoursText(hours: BookingHours): string {
  return openingHoursText(hours.week);
}

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

/** The hours on that date, or null when the business is closed (a closed weekday or a closed date). */
export function hoursOn(dateKey: string, hours: BookingHours): { open: string; close: string } | null {
  if (hours.closedDates.includes(dateKey)) return null;
  const day = hours.week[dayOfWeek(dateKey)];
  return day ? { open: day.opens, close: day.closes } : null;
}

/** Why nothing can be booked on that date ("We don't work on Sundays", "We are closed on Fri 25 Dec 2026"). */
export function closedMessage(dateKey: string, hours: BookingHours): string {
  if (hours.closedDates.includes(dateKey)) return `We are closed on ${formatServiceDate(dateKey)}`;
  return `We don't work on ${DAY_NAMES[dayOfWeek(dateKey)]}s`;
}

/** The weekdays the business opens, in words ("Monday to Saturday", "Monday, Wednesday and Friday"). */
export function openDaysText(hours: BookingHours): string {
  const open = [1, 2, 3, 4, 5, 6, 0].filter((d) => hours.week[d]);
  if (!open.length) return "no day";
  const names = open.map((d) => DAY_NAMES[d]!);
  const consecutive = open.every((d, i) => i === 0 || d === (open[i - 1]! + 1) % 7);
  if (open.length > 2 && consecutive) return `${names[0]} to ${names[names.length - 1]}`;
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The earliest date a customer may pick: tomorrow in Sydney. */
export function earliestBookableDate(now: Date): string {
  return addDays(sydneyDateKey(now), 1);
}

/** A problem with a chosen service date (past, today, a closed weekday or a closed date), or null. */
export function serviceDateProblem(dateKey: string, now: Date, hours: BookingHours): string | null {
  if (!isDateKey(dateKey)) return "Enter a valid date";
  if (dateKey < earliestBookableDate(now)) return "Choose a date from tomorrow onwards";
  return closedDayProblem(dateKey, hours);
}

/** "We don't work on Sundays — choose Monday to Saturday", "We are closed on Fri 25 Dec 2026 — choose another
 * day", or null when the business is open that day. */
export function closedDayProblem(dateKey: string, hours: BookingHours): string | null {
  if (hoursOn(dateKey, hours)) return null;
  return hours.closedDates.includes(dateKey)
    ? `${closedMessage(dateKey, hours)} — choose another day`
    : `${closedMessage(dateKey, hours)} — choose ${openDaysText(hours)}`;
}

/** A problem with the time window on that date, or null: inside business hours and long enough for the job. */
export function timeWindowProblem(
  dateKey: string,
  start: string,
  end: string,
  minimumHours: number,
  schedule: BookingHours,
): { field: "startTime" | "endTime"; message: string } | null {
  if (!isTimeOfDay(start)) return { field: "startTime", message: "Enter a start time" };
  if (!isTimeOfDay(end)) return { field: "endTime", message: "Enter an end time" };
  const hours = hoursOn(dateKey, schedule);
  if (!hours) return { field: "startTime", message: closedMessage(dateKey, schedule) };
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
