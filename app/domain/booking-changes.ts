// What an owner may change about a booking themselves (issue 13, ADR 134). Pure: the caller passes now.
import { z } from "zod";
import { serviceDateProblem, timeWindowProblem, type BookingHours } from "./booking.ts";
import { sydneyWallTimeToUtc } from "./dates.ts";
import { dateField, timeField } from "./form-fields.ts";
import { isIn } from "./labelled-values.ts";

/** Owners reschedule or cancel online until 48 hours before the booked start; after that, by phone. */
export const OWNER_CHANGE_NOTICE_HOURS = 48;
export const CHANGEABLE_STATUSES = ["requested", "scheduled"] as const;
/** With no window chosen yet, a booked day is treated as starting when the yard opens. */
const DEFAULT_START = "07:00";

export interface BookingFacts {
  status: string;
  scheduledDate: string | null;
  windowStart: string | null;
}

/** When the booked work starts (UTC), or null while the date is still to be agreed. */
export function bookingStart(b: BookingFacts): Date | null {
  return b.scheduledDate ? sydneyWallTimeToUtc(b.scheduledDate, b.windowStart ?? DEFAULT_START) : null;
}

/** Why the owner may not change or cancel this booking online now, or null. */
export function ownerChangeProblem(b: BookingFacts, now: Date, phone: string): string | null {
  if (!isIn(CHANGEABLE_STATUSES, b.status)) {
    return b.status === "cancelled"
      ? "This booking is already cancelled."
      : "This booking can no longer be changed online.";
  }
  const start = bookingStart(b);
  if (start && start.getTime() - now.getTime() < OWNER_CHANGE_NOTICE_HOURS * 3_600_000) {
    return `Changes within ${OWNER_CHANGE_NOTICE_HOURS} hours of the booking are made by phone — call us on ${phone}.`;
  }
  return null;
}

export const rescheduleSchema = z.object({
  bookingId: z.string().min(1).max(40),
  date: dateField("Choose the new date"),
  startTime: timeField("Enter a start time like 08:00"),
  endTime: timeField("Enter an end time like 12:00"),
});

/** The new date and window against the /book rules (from tomorrow, not Sunday, inside hours, long enough). */
export function rescheduleProblem(
  input: { date: string; startTime: string; endTime: string },
  minimumHours: number,
  now: Date,
  hours: BookingHours,
): { field: "date" | "startTime" | "endTime"; message: string } | null {
  const date = serviceDateProblem(input.date, now, hours);
  if (date) return { field: "date", message: date };
  const window = timeWindowProblem(input.date, input.startTime, input.endTime, minimumHours, hours);
  if (window) return window;
  const start = sydneyWallTimeToUtc(input.date, input.startTime);
  if (start.getTime() - now.getTime() < OWNER_CHANGE_NOTICE_HOURS * 3_600_000) {
    return {
      field: "date",
      message: `Choose a time at least ${OWNER_CHANGE_NOTICE_HOURS} hours away — for anything sooner, please call us`,
    };
  }
  return null;
}

/** Whether the booking is upcoming (today or later, or not yet dated) or past, in Sydney days. */
export function isUpcoming(b: BookingFacts, today: string): boolean {
  if (b.status === "cancelled" || b.status === "completed") return false;
  return !b.scheduledDate || b.scheduledDate >= today;
}
