import { defaultBookingHours } from "~/domain/booking.ts";
import { describe, expect, it } from "vitest";
import { dayOfWeek } from "~/domain/booking.ts";
import { addMonths, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import {
  chargeKey,
  changeProblem,
  datesToBook,
  firstVisitDates,
  mrrCents,
  nextRetryAt,
  nextUnbookedVisit,
  nextVisitDate,
  pauseUntilProblem,
  rescheduledAnchor,
  visitKey,
  visitsBetween,
  windowProblem,
} from "~/domain/subscriptions.ts";
import { subscribeSchema } from "~/domain/subscription-forms.ts";

describe("recurrence in Sydney dates", () => {
  it("keeps a fortnightly Tuesday a Tuesday across the October change, 09:00 local on both sides", () => {
    const schedule = { anchorDate: "2026-09-15", frequency: "fortnightly", weekday: 2 };
    const dates = visitsBetween(schedule, "2026-09-01", "2026-10-31");
    expect(dates).toEqual(["2026-09-15", "2026-09-29", "2026-10-13", "2026-10-27"]);
    expect(dates.every((d) => dayOfWeek(d) === 2)).toBe(true);
    // AEST (+10) before Sunday 4 October, AEDT (+11) after: the same 09:00 is a different UTC hour.
    expect(sydneyWallTimeToUtc("2026-09-29", "09:00").toISOString()).toBe("2026-09-28T23:00:00.000Z");
    expect(sydneyWallTimeToUtc("2026-10-13", "09:00").toISOString()).toBe("2026-10-12T22:00:00.000Z");
  });

  it("keeps a weekly Saturday across the April change (5 April 2026)", () => {
    const schedule = { anchorDate: "2026-03-21", frequency: "weekly", weekday: 6 };
    expect(visitsBetween(schedule, "2026-03-28", "2026-04-18")).toEqual([
      "2026-03-28",
      "2026-04-04",
      "2026-04-11",
      "2026-04-18",
    ]);
    expect(sydneyWallTimeToUtc("2026-04-04", "08:00").toISOString()).toBe("2026-04-03T21:00:00.000Z");
    expect(sydneyWallTimeToUtc("2026-04-11", "08:00").toISOString()).toBe("2026-04-10T22:00:00.000Z");
  });

  it("steps monthly and quarterly visits from the anchor to the preferred weekday, without drift", () => {
    const monthly = { anchorDate: "2026-01-06", frequency: "monthly", weekday: 2 };
    const dates = visitsBetween(monthly, "2026-01-01", "2026-12-31");
    expect(dates).toHaveLength(12);
    expect(dates.every((d) => dayOfWeek(d) === 2)).toBe(true);
    expect(dates.slice(0, 4)).toEqual(["2026-01-06", "2026-02-10", "2026-03-10", "2026-04-07"]);
    const quarterly = visitsBetween({ ...monthly, frequency: "quarterly" }, "2026-01-01", "2027-01-31");
    expect(quarterly).toEqual(["2026-01-06", "2026-04-07", "2026-07-07", "2026-10-06", "2027-01-12"]);
  });

  it("adds months with the end of the month clamped and four-weekly in whole days", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(
      visitsBetween({ anchorDate: "2026-11-30", frequency: "four_weekly", weekday: 1 }, "2026-12-01", "2027-02-28"),
    ).toEqual(["2026-12-28", "2027-01-25", "2027-02-22"]);
  });

  it("offers working days from two days out as first visits", () => {
    const now = new Date("2026-11-23T23:00:00Z");
    const dates = firstVisitDates(now, defaultBookingHours(), 7);
    expect(dates).toEqual(["2026-11-26", "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });
});

describe("which visits get booked", () => {
  const sub = {
    status: "active",
    anchorDate: "2026-12-01",
    frequency: "fortnightly",
    weekday: 2,
    pausedUntil: null,
    endsOn: null,
  };
  it("books the visits inside the next seven days only", () => {
    expect(datesToBook(sub, "2026-11-20")).toEqual([]);
    expect(datesToBook(sub, "2026-11-24")).toEqual(["2026-12-01"]);
    expect(datesToBook(sub, "2026-12-08")).toEqual(["2026-12-15"]);
  });
  it("books nothing while paused, pending or cancelled, and nothing from a pause's dates or after the end", () => {
    expect(datesToBook({ ...sub, status: "paused" }, "2026-11-24")).toEqual([]);
    expect(datesToBook({ ...sub, status: "past_due" }, "2026-11-24")).toEqual([]);
    expect(datesToBook({ ...sub, pausedUntil: "2026-12-02" }, "2026-11-24")).toEqual([]);
    expect(datesToBook({ ...sub, status: "cancelling", endsOn: "2026-12-15" }, "2026-12-08")).toEqual([]);
    expect(datesToBook({ ...sub, status: "cancelling", endsOn: "2026-12-16" }, "2026-12-08")).toEqual(["2026-12-15"]);
  });
  it("finds the next visit, passing skipped ones and the pause", () => {
    const visits = [
      { visitDate: "2026-12-01", status: "booked" },
      { visitDate: "2026-12-15", status: "skipped" },
    ];
    expect(nextVisitDate(sub, "2026-11-24", visits)).toBe("2026-12-01");
    expect(nextVisitDate(sub, "2026-12-02", visits)).toBe("2026-12-29");
    expect(nextUnbookedVisit(sub, "2026-11-24", visits)).toBe("2026-12-29");
    expect(nextVisitDate({ ...sub, pausedUntil: "2027-01-20" }, "2026-12-02", visits)).toBe("2027-01-26");
    expect(nextVisitDate({ ...sub, status: "cancelling", endsOn: "2026-12-02" }, "2026-12-02", visits)).toBeNull();
  });
});

describe("customer changes", () => {
  it("allow skip, pause, resume and cancel only in the right states", () => {
    expect(changeProblem("skip", "active")).toBeNull();
    expect(changeProblem("skip", "paused")).toMatch(/Only an active/);
    expect(changeProblem("pause", "active")).toBeNull();
    expect(changeProblem("pause", "paused")).toBe("It is already paused.");
    expect(changeProblem("resume", "paused")).toBeNull();
    expect(changeProblem("resume", "active")).toMatch(/Only a paused/);
    expect(changeProblem("cancel", "past_due")).toBeNull();
    expect(changeProblem("cancel", "cancelling")).toBe("It is already set to end.");
    expect(changeProblem("cancel", "cancelled")).toBe("This subscription has ended.");
    expect(changeProblem("skip", "pending")).toMatch(/first visit is paid/);
  });
  it("pause until a date after tomorrow and at most 180 days out", () => {
    expect(pauseUntilProblem("2026-11-25", "2026-11-24")).toBe("Choose a date after tomorrow");
    expect(pauseUntilProblem("2026-11-26", "2026-11-24")).toBeNull();
    expect(pauseUntilProblem("2027-06-01", "2026-11-24")).toMatch(/at most 180 days/);
    expect(pauseUntilProblem("2026-02-30", "2026-11-24")).toMatch(/Choose the date/);
  });
  it("move to a new weekday from the next unbooked visit, never sooner than two days out", () => {
    expect(rescheduledAnchor("2026-12-15", 4, "2026-11-24")).toBe("2026-12-17");
    expect(rescheduledAnchor("2026-11-24", 4, "2026-11-24")).toBe("2026-11-26");
  });
});

describe("charges and keys", () => {
  it("retry after 1, 3 and 7 days from the first failure, then stop", () => {
    const first = new Date("2026-12-01T20:00:00Z");
    expect(nextRetryAt(first, 1)?.toISOString()).toBe("2026-12-02T20:00:00.000Z");
    expect(nextRetryAt(first, 2)?.toISOString()).toBe("2026-12-04T20:00:00.000Z");
    expect(nextRetryAt(first, 3)?.toISOString()).toBe("2026-12-08T20:00:00.000Z");
    expect(nextRetryAt(first, 4)).toBeNull();
  });
  it("key a visit by subscription and date, and a charge by visit and attempt", () => {
    expect(visitKey("sub1", "2026-12-01")).toBe("subscription:sub1:2026-12-01");
    expect(chargeKey("v1", 2)).toBe("subscription-visit:v1:2");
    expect(chargeKey("v1", 2)).not.toBe(chargeKey("v1", 3));
  });
});

describe("monthly recurring revenue", () => {
  it("counts active and ending subscriptions by visits per year ÷ 12", () => {
    expect(
      mrrCents([
        { status: "active", frequency: "fortnightly", priceCents: 30_000 }, // 26 × 300 / 12 = 650
        { status: "cancelling", frequency: "monthly", priceCents: 20_000 }, // 200
        { status: "active", frequency: "weekly", priceCents: 12_000 }, // 52 × 120 / 12 = 520
        { status: "paused", frequency: "weekly", priceCents: 99_900 },
        { status: "past_due", frequency: "weekly", priceCents: 99_900 },
        { status: "cancelled", frequency: "weekly", priceCents: 99_900 },
      ]),
    ).toBe(137_000);
    expect(mrrCents([{ status: "active", frequency: "quarterly", priceCents: 10_000 }])).toBe(3_333);
    expect(mrrCents([])).toBe(0);
  });
});

describe("the sign-up form", () => {
  const base = {
    intent: "subscribe",
    service: "external_clean",
    vesselId: "v1",
    addressId: "a1",
    frequency: "fortnightly",
    window: "08:00-12:00",
    firstVisit: "2026-12-01",
    billing: "card_new",
    terms: "on",
    token: "tok-12345678",
  };
  it("accepts a complete sign-up", () => {
    expect(subscribeSchema().safeParse(base).success).toBe(true);
  });
  it("names what is missing or wrong", () => {
    const r = subscribeSchema().safeParse({ ...base, terms: undefined });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toContain(
      "Agree to the subscription terms to continue",
    );
    const sunday = subscribeSchema().safeParse({ ...base, firstVisit: "2026-12-06" });
    expect(sunday.success ? [] : sunday.error.issues.map((i) => i.message)).toContain(
      "We don't work on Sundays — choose Monday to Saturday",
    );
    const badDate = subscribeSchema().safeParse({ ...base, firstVisit: "2026-02-30" });
    expect(badDate.success ? [] : badDate.error.issues.map((i) => i.message)).toContain("Choose the first visit");
    const newBoat = subscribeSchema().safeParse({ ...base, vesselId: "new", addressId: "new" });
    expect(newBoat.success ? [] : newBoat.error.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(["Enter the vessel's name", "Enter where the boat is kept"]),
    );
  });
  it("keeps windows inside Saturday's shorter hours", () => {
    expect(windowProblem(6, "08:00-16:00", defaultBookingHours())).toBeNull();
    expect(windowProblem(2, "nonsense", defaultBookingHours())).toBe("Choose a time window");
  });
});
