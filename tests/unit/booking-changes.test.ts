import { defaultBookingHours } from "~/domain/booking.ts";
import { describe, expect, it } from "vitest";
import { bookingStart, isUpcoming, ownerChangeProblem, rescheduleProblem } from "~/domain/booking-changes.ts";

// Tue 24 Nov 2026, 10:00 in Sydney (AEDT, UTC+11).
const now = new Date("2026-11-23T23:00:00Z");
const phone = "1300 267 862";

describe("owner changes to a booking", () => {
  it("are allowed until 48 hours before the booked start", () => {
    const b = { status: "scheduled", scheduledDate: "2026-11-26", windowStart: "10:30" };
    expect(bookingStart(b)?.toISOString()).toBe("2026-11-25T23:30:00.000Z");
    expect(ownerChangeProblem(b, now, phone)).toBeNull();
    expect(ownerChangeProblem({ ...b, windowStart: "09:30" }, now, phone)).toBe(
      "Changes within 48 hours of the booking are made by phone — call us on 1300 267 862.",
    );
  });
  it("count an undated booking as changeable and a day without a window from 7 am", () => {
    expect(ownerChangeProblem({ status: "requested", scheduledDate: null, windowStart: null }, now, phone)).toBeNull();
    expect(
      ownerChangeProblem({ status: "requested", scheduledDate: "2026-11-26", windowStart: null }, now, phone),
    ).toMatch(/within 48 hours/);
  });
  it("are refused once cancelled or done", () => {
    const b = { scheduledDate: "2026-12-20", windowStart: "08:00" };
    expect(ownerChangeProblem({ ...b, status: "cancelled" }, now, phone)).toBe("This booking is already cancelled.");
    expect(ownerChangeProblem({ ...b, status: "completed" }, now, phone)).toBe(
      "This booking can no longer be changed online.",
    );
  });
});

describe("the new date and window", () => {
  it("follow the /book rules: not Sunday, inside hours, long enough", () => {
    expect(
      rescheduleProblem({ date: "2026-11-29", startTime: "08:00", endTime: "12:00" }, 2, now, defaultBookingHours()),
    ).toEqual({
      field: "date",
      message: "We don't work on Sundays — choose Monday to Saturday",
    });
    expect(
      rescheduleProblem({ date: "2026-12-01", startTime: "06:00", endTime: "12:00" }, 2, now, defaultBookingHours())
        ?.field,
    ).toBe("startTime");
    expect(
      rescheduleProblem({ date: "2026-12-01", startTime: "08:00", endTime: "09:00" }, 2, now, defaultBookingHours())
        ?.message,
    ).toMatch(/at least 2 hours/);
    expect(
      rescheduleProblem({ date: "2026-12-01", startTime: "08:00", endTime: "12:00" }, 2, now, defaultBookingHours()),
    ).toBeNull();
  });
  it("must be at least 48 hours away", () => {
    expect(
      rescheduleProblem({ date: "2026-11-25", startTime: "08:00", endTime: "12:00" }, 2, now, defaultBookingHours())
        ?.message,
    ).toMatch(/at least 48 hours away/);
  });
  it("sort a booking into upcoming or past by its Sydney day", () => {
    expect(isUpcoming({ status: "scheduled", scheduledDate: "2026-11-24", windowStart: null }, "2026-11-24")).toBe(
      true,
    );
    expect(isUpcoming({ status: "scheduled", scheduledDate: "2026-11-23", windowStart: null }, "2026-11-24")).toBe(
      false,
    );
    expect(isUpcoming({ status: "cancelled", scheduledDate: "2026-12-23", windowStart: null }, "2026-11-24")).toBe(
      false,
    );
  });
});
