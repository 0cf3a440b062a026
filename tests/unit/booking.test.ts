import { describe, expect, it } from "vitest";
import { earliestBookableDate, hoursOn, isDateKey, serviceDateProblem, timeWindowProblem } from "~/domain/booking.ts";

describe("business hours (spec §9)", () => {
  it("Mon–Fri 07:00–18:00, Sat 08:00–16:00, closed Sunday", () => {
    expect(hoursOn("2026-11-30")).toEqual({ open: "07:00", close: "18:00" }); // Monday
    expect(hoursOn("2026-12-04")).toEqual({ open: "07:00", close: "18:00" }); // Friday
    expect(hoursOn("2026-12-05")).toEqual({ open: "08:00", close: "16:00" }); // Saturday
    expect(hoursOn("2026-12-06")).toBeNull(); // Sunday
  });
});

describe("service dates", () => {
  const now = new Date("2026-11-30T02:00:00Z"); // Monday 1 pm in Sydney
  it("start tomorrow in Sydney time", () => {
    expect(earliestBookableDate(now)).toBe("2026-12-01");
    // 23:30 UTC on the 30th is already 1 December in Sydney
    expect(earliestBookableDate(new Date("2026-11-30T23:30:00Z"))).toBe("2026-12-02");
  });
  it("refuses today, the past, Sundays and impossible dates", () => {
    expect(serviceDateProblem("2026-11-30", now)).toMatch(/from tomorrow/);
    expect(serviceDateProblem("2026-12-06", now)).toMatch(/Sundays/);
    expect(serviceDateProblem("2026-02-30", now)).toMatch(/valid date/);
    expect(isDateKey("2026-02-30")).toBe(false);
    expect(serviceDateProblem("2026-12-01", now)).toBeNull();
  });
});

describe("time windows", () => {
  it("must sit inside that day's hours", () => {
    expect(timeWindowProblem("2026-12-01", "06:30", "10:00", 2)).toEqual({
      field: "startTime",
      message: "On Tuesdays we start at 07:00",
    });
    expect(timeWindowProblem("2026-12-01", "07:00", "18:00", 2)).toBeNull();
    expect(timeWindowProblem("2026-12-05", "07:00", "12:00", 2)).toEqual({
      field: "startTime",
      message: "On Saturdays we start at 08:00",
    });
    expect(timeWindowProblem("2026-12-05", "08:00", "17:00", 2)).toEqual({
      field: "endTime",
      message: "On Saturdays we finish by 16:00",
    });
    expect(timeWindowProblem("2026-12-06", "09:00", "12:00", 2)?.message).toMatch(/Sundays/);
  });
  it("must end after it starts and leave room for the service's minimum hours", () => {
    expect(timeWindowProblem("2026-12-01", "12:00", "12:00", 1)?.message).toMatch(/end after it starts/);
    expect(timeWindowProblem("2026-12-01", "08:00", "12:00", 6)?.message).toMatch(/at least 6 hours/);
    expect(timeWindowProblem("2026-12-01", "08:00", "14:00", 6)).toBeNull();
    expect(timeWindowProblem("2026-12-01", "8am", "14:00", 6)?.field).toBe("startTime");
  });
});

describe("service dates in words", () => {
  it("reads like 'Tue 1 Dec 2026' whatever the server's time zone", async () => {
    const { formatServiceDate } = await import("~/domain/booking.ts");
    expect(formatServiceDate("2026-12-01")).toBe("Tue 1 Dec 2026");
  });
});
