import { describe, expect, it } from "vitest";
import {
  bookingHoursText,
  closedDayProblem,
  defaultBookingHours,
  earliestBookableDate,
  hoursOn,
  isDateKey,
  openDaysText,
  serviceDateProblem,
  timeWindowProblem,
  type BookingHours,
} from "~/domain/booking.ts";
import {
  WEEKDAYS,
  businessSettingsSchema,
  parseClosedDates,
  settingsFromForm,
  settingsToForm,
} from "~/domain/business-settings.ts";

/** The §9 default: Mon–Fri 07:00–18:00, Sat 08:00–16:00, closed on Sundays, no closed dates. */
const H = defaultBookingHours();

describe("business hours (spec §9)", () => {
  it("Mon–Fri 07:00–18:00, Sat 08:00–16:00, closed Sunday", () => {
    expect(hoursOn("2026-11-30", H)).toEqual({ open: "07:00", close: "18:00" }); // Monday
    expect(hoursOn("2026-12-04", H)).toEqual({ open: "07:00", close: "18:00" }); // Friday
    expect(hoursOn("2026-12-05", H)).toEqual({ open: "08:00", close: "16:00" }); // Saturday
    expect(hoursOn("2026-12-06", H)).toBeNull(); // Sunday
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
    expect(serviceDateProblem("2026-11-30", now, H)).toMatch(/from tomorrow/);
    expect(serviceDateProblem("2026-12-06", now, H)).toMatch(/Sundays/);
    expect(serviceDateProblem("2026-02-30", now, H)).toMatch(/valid date/);
    expect(isDateKey("2026-02-30")).toBe(false);
    expect(serviceDateProblem("2026-12-01", now, H)).toBeNull();
  });
});

describe("time windows", () => {
  it("must sit inside that day's hours", () => {
    expect(timeWindowProblem("2026-12-01", "06:30", "10:00", 2, H)).toEqual({
      field: "startTime",
      message: "On Tuesdays we start at 07:00",
    });
    expect(timeWindowProblem("2026-12-01", "07:00", "18:00", 2, H)).toBeNull();
    expect(timeWindowProblem("2026-12-05", "07:00", "12:00", 2, H)).toEqual({
      field: "startTime",
      message: "On Saturdays we start at 08:00",
    });
    expect(timeWindowProblem("2026-12-05", "08:00", "17:00", 2, H)).toEqual({
      field: "endTime",
      message: "On Saturdays we finish by 16:00",
    });
    expect(timeWindowProblem("2026-12-06", "09:00", "12:00", 2, H)?.message).toMatch(/Sundays/);
  });
  it("must end after it starts and leave room for the service's minimum hours", () => {
    expect(timeWindowProblem("2026-12-01", "12:00", "12:00", 1, H)?.message).toMatch(/end after it starts/);
    expect(timeWindowProblem("2026-12-01", "08:00", "12:00", 6, H)?.message).toMatch(/at least 6 hours/);
    expect(timeWindowProblem("2026-12-01", "08:00", "14:00", 6, H)).toBeNull();
    expect(timeWindowProblem("2026-12-01", "8am", "14:00", 6, H)?.field).toBe("startTime");
  });
});

describe("service dates in words", () => {
  it("reads like 'Tue 1 Dec 2026' whatever the server's time zone", async () => {
    const { formatServiceDate } = await import("~/domain/booking.ts");
    expect(formatServiceDate("2026-12-01")).toBe("Tue 1 Dec 2026");
  });
});

describe("the hours from the settings (issue 18d)", () => {
  const now = new Date("2026-11-30T02:00:00Z"); // Monday 1 pm in Sydney
  // A business that works Tuesday to Saturday 09:00–15:00 and closes for Christmas.
  const week: BookingHours["week"] = [null, null, ...Array(5).fill({ opens: "09:00", closes: "15:00" })];
  const custom: BookingHours = { week, closedDates: ["2026-12-25", "2026-12-26"] };

  it("a closed weekday and a closed date take no booking, with the reason and what to choose", () => {
    expect(hoursOn("2026-11-30", custom)).toBeNull(); // Monday: closed
    expect(hoursOn("2026-12-01", custom)).toEqual({ open: "09:00", close: "15:00" });
    expect(hoursOn("2026-12-25", custom)).toBeNull(); // a Friday, but a closed date
    expect(serviceDateProblem("2026-12-07", now, custom)).toBe("We don't work on Mondays — choose Tuesday to Saturday");
    expect(serviceDateProblem("2026-12-25", now, custom)).toBe("We are closed on Fri 25 Dec 2026 — choose another day");
    expect(serviceDateProblem("2026-12-06", now, custom)).toMatch(/Sundays/);
    expect(serviceDateProblem("2026-12-08", now, custom)).toBeNull();
    expect(closedDayProblem("2026-12-24", custom)).toBeNull();
  });

  it("windows sit inside the day's hours from the settings", () => {
    expect(timeWindowProblem("2026-12-01", "08:00", "12:00", 2, custom)).toEqual({
      field: "startTime",
      message: "On Tuesdays we start at 09:00",
    });
    expect(timeWindowProblem("2026-12-01", "09:00", "15:00", 2, custom)).toBeNull();
    expect(timeWindowProblem("2026-12-25", "09:00", "12:00", 2, custom)?.message).toBe(
      "We are closed on Fri 25 Dec 2026",
    );
  });

  it("names the open days in words", () => {
    expect(openDaysText(H)).toBe("Monday to Saturday");
    expect(openDaysText(custom)).toBe("Tuesday to Saturday");
    const odd: BookingHours = { week: [null, week[2]!, null, week[2]!, null, week[2]!, null], closedDates: [] };
    expect(openDaysText(odd)).toBe("Monday, Wednesday and Friday");
    expect(bookingHoursText(H)).toMatch(/07:00/);
  });
});

describe("the admin form for hours and closed dates (issue 18d)", () => {
  const base = {
    ...settingsToForm({
      name: "Bosun",
      phone: "0400 000 000",
      email: "hi@bosun.example",
      location: "Sydney",
      abn: "83601234518",
      gstRegistered: true,
      bankAccountName: "Bosun",
      bankBsb: "062-000",
      bankAccountNumber: "12345678",
      hours: H.week,
      closedDates: [],
      serviceRadiusKm: 30,
      widerServiceRadiusKm: 60,
      invoiceTermsDays: 14,
      reminderIntervalDays: 7,
      reminderMax: 3,
      priceRange: "$$",
      ratingValue: 4.9,
      ratingCount: 10,
    }),
    gstRegistered: true,
  };
  // As the form posts it: an empty field is absent.
  const posted = (v: Record<string, unknown>) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== ""));
  const errors = (v: Record<string, unknown>) => {
    const r = businessSettingsSchema.safeParse(posted(v));
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("reads closed dates one a line (a note after the date allowed), sorted, without repeats", () => {
    expect(parseClosedDates("2026-12-26 Boxing Day\n\n2026-12-25 Christmas\n2026-12-25")).toEqual({
      dates: ["2026-12-25", "2026-12-26"],
    });
    expect(parseClosedDates("2026-12-25\n25/12/2026")).toEqual({
      problem: 'Line 2: "25/12/2026" does not start with a date like 2026-12-25',
    });
    expect(parseClosedDates("2026-02-30")).toHaveProperty("problem");
  });

  it("saves closed dates and a closed Monday; refuses a bad date, a day closing before it opens, and a week with no open day", () => {
    const ok = businessSettingsSchema.safeParse(
      posted({ ...base, monOpens: "", monCloses: "", closedDates: "2026-12-25" }),
    );
    expect(ok.success).toBe(true);
    const saved = ok.success ? settingsFromForm(ok.data) : null;
    expect(saved?.hours[1]).toBeNull();
    expect(saved?.closedDates).toEqual(["2026-12-25"]);
    expect(errors({ ...base, closedDates: "Christmas" }).closedDates).toMatch(/Line 1/);
    expect(errors({ ...base, tueOpens: "12:00", tueCloses: "09:00" }).tueCloses).toBe(
      "Tuesday must close after it opens",
    );
    const allClosed = Object.fromEntries(
      WEEKDAYS.flatMap((d) => [
        [`${d.key}Opens`, ""],
        [`${d.key}Closes`, ""],
      ]),
    );
    expect(errors({ ...base, ...allClosed }).monOpens).toMatch(/Open at least one day a week/);
  });
});
