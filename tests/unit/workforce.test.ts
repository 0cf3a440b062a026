import { defaultBookingHours } from "~/domain/booking.ts";
import { describe, expect, it } from "vitest";
import {
  UNSCHEDULED_MAX,
  UNSCHEDULED_STEP,
  unscheduledQuery,
  DEFAULT_WEEK_HOURS,
  checkAssignment,
  jobNeeds,
  credentialState,
  monthGrid,
  parseSkills,
  parseWeekHours,
  requiredCredentials,
  serializeWeekHours,
  slotOf,
  staffProfileSchema,
  sydneyTimeOf,
  weekOf,
  type AssignmentJob,
  type AssignmentWorker,
} from "~/domain/workforce.ts";
import { isValidAbn } from "~/domain/invoice.ts";

const job: AssignmentJob = {
  id: "j1",
  categories: ["cleaning"],
  serviceTypes: ["external_clean"],
  needsHaulOut: false,
  weatherDependent: false,
};
const worker: AssignmentWorker = {
  name: "Sam",
  dispatchable: true,
  skills: ["cleaning", "inspection"],
  week: DEFAULT_WEEK_HOURS,
  leave: [],
  credentials: [],
  bookings: [],
};
const MONDAY = "2026-11-30";
const check = (over: Partial<Parameters<typeof checkAssignment>[0]> = {}) =>
  checkAssignment({
    job,
    worker,
    dateKey: MONDAY,
    start: "09:00",
    durationMinutes: 120,
    haulOuts: [],
    businessHours: defaultBookingHours(),
    ...over,
  });
const codes = (r: ReturnType<typeof checkAssignment>) => r.refusals.map((p) => p.code);

describe("who may do which job (checkAssignment)", () => {
  it("allows a skilled worker in hours with nothing else on", () => {
    expect(check()).toEqual({ ok: true, refusals: [], warnings: [] });
  });

  it("refuses outside business hours, on Sundays and outside Saturday's shorter hours", () => {
    expect(codes(check({ start: "17:00" }))).toContain("business_hours");
    expect(codes(check({ start: "06:30" }))).toContain("business_hours");
    expect(codes(check({ dateKey: "2026-12-06" }))).toContain("business_hours"); // Sunday
    const sat = { ...worker, week: DEFAULT_WEEK_HOURS.map((h, i) => (i === 6 ? { start: "07:00", end: "17:00" } : h)) };
    expect(codes(check({ worker: sat, dateKey: "2026-12-05", start: "07:00" }))).toEqual(["business_hours"]);
    expect(check({ worker: sat, dateKey: "2026-12-05", start: "08:00" }).ok).toBe(true);
  });

  it("refuses outside the worker's own hours and on days they do not work", () => {
    expect(codes(check({ start: "14:00" }))).toEqual(["worker_hours"]); // ends 16:00, worker until 15:30
    expect(codes(check({ dateKey: "2026-12-05", start: "09:00" }))).toEqual(["worker_hours"]); // Saturday off
  });

  it("refuses on leave (both ends included)", () => {
    const w = { ...worker, leave: [{ startsOn: "2026-11-27", endsOn: MONDAY }] };
    expect(codes(check({ worker: w }))).toEqual(["on_leave"]);
    expect(check({ worker: w, dateKey: "2026-12-01" }).ok).toBe(true);
  });

  it("refuses a worker without the job's skill", () => {
    const r = check({ job: { ...job, categories: ["delivery"], serviceTypes: [] } });
    expect(codes(r)).toEqual(["missing_skill"]);
    expect(r.refusals[0]!.message).toMatch(/not skilled for delivery/);
  });

  it("requires a diver's certificate valid on the day for a hull inspection", () => {
    const dive = { ...job, categories: ["inspection"], serviceTypes: ["hull_inspection"] };
    expect(codes(check({ job: dive }))).toEqual(["missing_credential"]);
    const expired = { ...worker, credentials: [{ type: "commercial_diver", expiresOn: "2026-11-29" }] };
    expect(codes(check({ job: dive, worker: expired }))).toEqual(["expired_credential"]);
    const onTheDay = { ...worker, credentials: [{ type: "commercial_diver", expiresOn: MONDAY }] };
    expect(check({ job: dive, worker: onTheDay }).ok).toBe(true);
    expect(requiredCredentials(["delivery_service", "hull_inspection", "external_clean"])).toEqual([
      "marine_licence",
      "commercial_diver",
    ]);
  });

  it("refuses a double booking and allows back-to-back jobs", () => {
    const booked = {
      ...worker,
      bookings: [{ number: 1042, ...slotOf(MONDAY, "10:00", 60) }],
    };
    const r = check({ worker: booked });
    expect(codes(r)).toEqual(["double_booked"]);
    expect(r.refusals[0]!.message).toContain("#1042 10:00–11:00");
    expect(check({ worker: booked, start: "11:00", durationMinutes: 60 }).ok).toBe(true);
    expect(check({ worker: booked, start: "08:00", durationMinutes: 120 }).ok).toBe(true);
  });

  it("refuses out-of-water work without a confirmed haul-out covering the day", () => {
    const antifoul = {
      ...job,
      categories: ["maintenance"],
      serviceTypes: ["antifoul_application"],
      needsHaulOut: true,
    };
    const w = { ...worker, skills: ["maintenance"] };
    expect(codes(check({ job: antifoul, worker: w }))).toEqual(["no_haul_out"]);
    const requested = [{ status: "requested", outOn: MONDAY, backInOn: "2026-12-02" }];
    expect(codes(check({ job: antifoul, worker: w, haulOuts: requested }))).toEqual(["no_haul_out"]);
    const earlier = [{ status: "confirmed", outOn: "2026-11-20", backInOn: "2026-11-27" }];
    expect(codes(check({ job: antifoul, worker: w, haulOuts: earlier }))).toEqual(["no_haul_out"]);
    const ok = [{ status: "confirmed", outOn: "2026-11-29", backInOn: MONDAY }];
    expect(check({ job: antifoul, worker: w, haulOuts: ok }).ok).toBe(true);
  });

  it("warns, never refuses, for weather-dependent work", () => {
    const r = check({ job: { ...job, weatherDependent: true } });
    expect(r.ok).toBe(true);
    expect(r.warnings[0]).toMatch(/Weather-dependent/);
  });

  it("lists every reason at once", () => {
    const r = check({ worker: { ...worker, skills: [], dispatchable: false }, start: "15:00" });
    expect(codes(r)).toEqual(["not_dispatchable", "worker_hours", "missing_skill"]);
  });
});

describe("a week with a daylight-saving change (Sydney, Sunday 4 October 2026)", () => {
  it("stores 09:00 as 23:00 UTC before the change and 22:00 UTC after", () => {
    expect(slotOf("2026-10-02", "09:00", 60).startAt.toISOString()).toBe("2026-10-01T23:00:00.000Z");
    expect(slotOf("2026-10-05", "09:00", 60).startAt.toISOString()).toBe("2026-10-04T22:00:00.000Z");
    expect(sydneyTimeOf(new Date("2026-10-04T22:00:00Z"))).toBe("09:00");
  });

  it("finds a clash by instant on the Monday after the change", () => {
    const booked = { ...worker, bookings: [{ number: 7, ...slotOf("2026-10-05", "09:00", 60) }] };
    const r = check({ worker: booked, dateKey: "2026-10-05", start: "09:30", durationMinutes: 30 });
    expect(codes(r)).toEqual(["double_booked"]);
    expect(r.refusals[0]!.message).toContain("09:00–10:00");
    expect(check({ worker: booked, dateKey: "2026-10-05", start: "10:00", durationMinutes: 60 }).ok).toBe(true);
    // The same wall-clock hour on the Friday before is a different instant: no clash.
    expect(check({ worker: booked, dateKey: "2026-10-02", start: "09:00", durationMinutes: 60 }).ok).toBe(true);
  });

  it("keeps business hours in wall-clock time on both sides of the change", () => {
    expect(check({ dateKey: "2026-10-02", start: "07:00", durationMinutes: 60 }).ok).toBe(true);
    expect(check({ dateKey: "2026-10-05", start: "07:00", durationMinutes: 60 }).ok).toBe(true);
    expect(codes(check({ dateKey: "2026-10-05", start: "06:00", durationMinutes: 60 }))).toContain("business_hours");
  });
});

describe("what a job needs", () => {
  it("comes from its service types", () => {
    expect(jobNeeds(["antifoul_application", "hull_inspection"], null)).toEqual({
      categories: ["maintenance", "inspection"],
      needsHaulOut: true,
      weatherDependent: true,
    });
    expect(jobNeeds([], "delivery")).toEqual({
      categories: ["delivery"],
      needsHaulOut: false,
      weatherDependent: false,
    });
  });
});

describe("credential expiry", () => {
  const today = "2026-11-26";
  it("is valid through the expiry day, flagged 30 days ahead, expired after", () => {
    expect(credentialState(null, today)).toBe("valid");
    expect(credentialState("2026-11-25", today)).toBe("expired");
    expect(credentialState(today, today)).toBe("expiring");
    expect(credentialState("2026-12-26", today)).toBe("expiring");
    expect(credentialState("2026-12-27", today)).toBe("valid");
  });
});

describe("stored skills and hours", () => {
  it("drops what it does not know", () => {
    expect(parseSkills('["cleaning","juggling","cleaning"]')).toEqual(["cleaning"]);
    expect(parseSkills("not json")).toEqual([]);
    expect(parseWeekHours('{"1":{"start":"09:00","end":"08:00"},"2":{"start":"07:00","end":"12:00"}}')).toEqual([
      null,
      null,
      { start: "07:00", end: "12:00" },
      null,
      null,
      null,
      null,
    ]);
    expect(parseWeekHours(serializeWeekHours(DEFAULT_WEEK_HOURS))).toEqual(DEFAULT_WEEK_HOURS);
  });

  it("the staff form refuses an end before the start", () => {
    const r = staffProfileSchema.safeParse({
      fullName: "Sam",
      days: [{ works: true, start: "10:00", end: "09:00" }],
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(["days", 0, "end"]);
  });
});

describe("calendar grids", () => {
  it("weeks start on Monday; a month is whole weeks", () => {
    expect(weekOf("2026-11-26")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    const grid = monthGrid("2026-11-15");
    expect(grid[0]![0]).toBe("2026-10-26");
    expect(grid.at(-1)!.at(-1)).toBe("2026-12-06");
  });
});

describe("ABN checksum (subcontractors)", () => {
  it("accepts a real ABN and refuses a typo", () => {
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(isValidAbn("51 824 753 557")).toBe(false);
  });
});

describe("the unscheduled column's search and length (unscheduledQuery)", () => {
  const read = (qs: string) => unscheduledQuery(new URLSearchParams(qs));
  it("defaults to the first step and no search", () => {
    expect(read("")).toEqual({ q: "", shown: UNSCHEDULED_STEP });
  });
  it("trims the search and rounds the length up to a whole step, within the maximum", () => {
    expect(read("q=%20%231086%20&shown=21")).toEqual({ q: "#1086", shown: 2 * UNSCHEDULED_STEP });
    expect(read(`shown=${UNSCHEDULED_STEP * 3}`).shown).toBe(UNSCHEDULED_STEP * 3);
    expect(read("shown=999999").shown).toBe(UNSCHEDULED_MAX);
  });
  it("falls back to the default on bad input", () => {
    for (const bad of ["abc", "-5", "0", ""]) expect(read(`shown=${bad}`).shown).toBe(UNSCHEDULED_STEP);
    expect(read(`q=${"x".repeat(500)}`).q).toHaveLength(100);
  });
});
