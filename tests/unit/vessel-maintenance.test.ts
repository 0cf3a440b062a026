import { describe, expect, it } from "vitest";
import { intervalFor, maintenanceDue, servicesToBook, sortByUrgency, type DueInput } from "~/domain/maintenance.ts";
import { addMonths } from "~/domain/dates.ts";
import { checkHin, formatHin, hourReadingProblem, hoursRunSince } from "~/domain/vessel.ts";

describe("HIN (ISO 10087)", () => {
  it("accepts a 12-character HIN and one with a country code, with or without the hyphen, and stores it compact", () => {
    expect(checkHin("abc12345d404")).toEqual({ ok: true, value: "ABC12345D404" });
    expect(checkHin("AU-ABC12345D404")).toEqual({ ok: true, value: "AUABC12345D404" });
    expect(checkHin(" au abc12345 d404 ")).toEqual({ ok: true, value: "AUABC12345D404" });
    expect(formatHin("AUABC12345D404")).toBe("AU-ABC12345D404");
  });
  it("says what is wrong: length, serial letters, month letter, year digits", () => {
    const message = (v: string) => (checkHin(v) as { message: string }).message;
    expect(message("ABC123")).toMatch(/12 characters.*this one has 6/);
    expect(message("ABC1234OD404")).toMatch(/serial "1234O" cannot contain the letters I, O or Q/);
    expect(message("ABC12345M404")).toMatch(/month of production, A \(January\) to L \(December\); "M"/);
    expect(message("ABC12345DX04")).toMatch(/year of production/);
    expect(message("ABC12345D4X4")).toMatch(/model year/);
    expect(message("12ABC12345D404")).toMatch(/two-letter country code/);
    expect(message("ABC12345D40$")).toMatch(/only letters and digits/);
    expect(message("")).toMatch(/Enter the HIN/);
  });
});

describe("hour meter", () => {
  const last = { hours: 250, readAt: "2026-10-01T00:00:00Z" };
  it("accepts the first reading and readings at or above the last", () => {
    expect(hourReadingProblem(12, null, false)).toBeNull();
    expect(hourReadingProblem(250, last, false)).toBeNull();
    expect(hourReadingProblem(262.5, last, false)).toBeNull();
  });
  it("refuses a lower reading unless the meter was replaced, and says so", () => {
    expect(hourReadingProblem(240, last, false)).toMatch(/meter read 250 h last time.*Meter replaced/);
    expect(hourReadingProblem(3, last, true)).toBeNull();
  });
  it("refuses negative, absurd and non-numeric readings", () => {
    expect(hourReadingProblem(-1, null, false)).toMatch(/Enter the hours/);
    expect(hourReadingProblem(Number.NaN, null, false)).toMatch(/Enter the hours/);
    expect(hourReadingProblem(100_001, null, false)).toMatch(/cannot be right/);
  });
  const at = (d: string) => new Date(`${d}T00:00:00Z`);
  it("counts hours run since a service from the readings at and after it", () => {
    const readings = [
      { hours: 100, readAt: at("2026-01-01"), meterReplaced: false },
      { hours: 150, readAt: at("2026-03-01"), meterReplaced: false },
      { hours: 312, readAt: at("2026-09-01"), meterReplaced: false },
    ];
    expect(hoursRunSince(readings, null)).toBe(312);
    expect(hoursRunSince(readings, at("2026-03-15"))).toBe(162);
    expect(hoursRunSince(readings, at("2026-10-01"))).toBe(0);
    expect(hoursRunSince([], null)).toBeNull();
  });
  it("keeps counting across a replaced meter", () => {
    const readings = [
      { hours: 900, readAt: at("2026-01-01"), meterReplaced: false },
      { hours: 980, readAt: at("2026-04-01"), meterReplaced: false },
      { hours: 5, readAt: at("2026-05-01"), meterReplaced: true },
      { hours: 45, readAt: at("2026-08-01"), meterReplaced: false },
    ];
    expect(hoursRunSince(readings, at("2026-02-01"))).toBe(80 + 45);
  });
});

describe("maintenance due: hours or date, whichever first, from the last completed service", () => {
  const base: DueInput = {
    serviceType: "engine_room_clean",
    serviceName: "Engine Room Clean",
    interval: { everyHours: 100, everyMonths: 6 },
    last: { on: "2026-09-01", source: "job" },
    hoursSince: 20,
    today: "2026-11-24",
  };
  it("is overdue by hours before the date comes, with the reason in words", () => {
    const r = maintenanceDue({ ...base, hoursSince: 212 });
    expect(r.state).toBe("overdue");
    expect(r.reason).toBe("212 h since the last engine room clean on 1 Sept 2026; due every 100 h");
  });
  it("is overdue by date even with few hours", () => {
    const r = maintenanceDue({ ...base, last: { on: "2026-03-01", source: "job" }, hoursSince: 10 });
    expect(r.state).toBe("overdue");
    expect(r.dueOn).toBe("2026-09-01");
    expect(r.reason).toMatch(/^84 days overdue: last done 1 Mar 2026; due every 6 months$/);
  });
  it("is due soon within 30 days or at 90 % of the hours", () => {
    expect(maintenanceDue({ ...base, last: { on: "2026-06-10", source: "job" } }).state).toBe("due_soon");
    const byHours = maintenanceDue({ ...base, hoursSince: 93 });
    expect(byHours.state).toBe("due_soon");
    expect(byHours.reason).toMatch(/7 h to go/);
  });
  it("is fine otherwise and says when it is next due", () => {
    const r = maintenanceDue(base);
    expect(r.state).toBe("ok");
    expect(r.reason).toMatch(/next due by 1 Mar 2027 or at 100 h \(20 h so far\)/);
  });
  it("counts engine hours since new when the service was never done, and says there is no record otherwise", () => {
    expect(maintenanceDue({ ...base, last: null, hoursSince: 212 }).reason).toBe(
      "212 h with no engine room clean on record; due every 100 h",
    );
    const antifoul = maintenanceDue({
      ...base,
      serviceType: "antifoul_application",
      serviceName: "Antifoul Application",
      interval: { everyHours: null, everyMonths: 12 },
      last: null,
      hoursSince: 500,
    });
    expect(antifoul.state).toBe("unknown");
    expect(antifoul.hoursSince).toBeNull();
  });
  it("adds months clamping to the month's end", () => {
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
    expect(addMonths("2026-05-15", 12)).toBe("2027-05-15");
  });
  it("uses the vessel's own interval over the default, and skips services that do not recur", () => {
    expect(intervalFor("hull_inspection", undefined)).toEqual({ everyHours: null, everyMonths: 6 });
    expect(intervalFor("hull_inspection", { everyHours: null, everyMonths: 3 })).toEqual({
      everyHours: null,
      everyMonths: 3,
    });
    expect(intervalFor("delivery_service", undefined)).toBeNull();
    expect(intervalFor("external_clean", { everyHours: null, everyMonths: null })).toBeNull();
  });
  it("books what is overdue or due soon, most urgent first", () => {
    const results = [
      maintenanceDue(base),
      maintenanceDue({ ...base, hoursSince: 212 }),
      maintenanceDue({ ...base, serviceType: "y", last: { on: "2026-06-10", source: "owner" } }),
    ];
    expect(servicesToBook(results)).toEqual(["engine_room_clean", "y"]);
    expect(sortByUrgency(results).map((r) => r.state)).toEqual(["overdue", "due_soon", "ok"]);
  });
});
