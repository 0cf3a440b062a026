// Timesheet rules (ADR 151): when a worker may submit a week, which decisions the office may take, the payroll row.
import { describe, expect, it } from "vitest";
import {
  PAYROLL_CSV_HEADER,
  decisionProblem,
  mondayOfWeek,
  payrollCsvCells,
  returnReasonSchema,
  submitProblem,
} from "~/domain/timesheets.ts";
import { credentialExpiryPhrase, credentialReminderDue, arrivalWindow } from "~/domain/workforce.ts";

const ok = { weekStart: "2026-11-23", today: "2026-11-26", status: null, runningEntries: 0, totalMinutes: 480 };

describe("submitting a week", () => {
  it("takes the Monday of any day of the week (Sunday belongs to the week before)", () => {
    expect(mondayOfWeek("2026-11-26")).toBe("2026-11-23");
    expect(mondayOfWeek("2026-11-23")).toBe("2026-11-23");
    expect(mondayOfWeek("2026-11-29")).toBe("2026-11-23");
    expect(mondayOfWeek("2026-11-30")).toBe("2026-11-30");
  });

  it("allows this week and past weeks with time recorded and no clock running", () => {
    expect(submitProblem(ok)).toBeNull();
    expect(submitProblem({ ...ok, weekStart: "2026-11-16" })).toBeNull();
    expect(submitProblem({ ...ok, status: "returned" })).toBeNull();
  });

  it("refuses a week to come, a running clock, an empty week and a week already in", () => {
    expect(submitProblem({ ...ok, weekStart: "2026-11-30" })).toBe("That week has not started yet.");
    expect(submitProblem({ ...ok, runningEntries: 1 })).toMatch(/clock is still running/);
    expect(submitProblem({ ...ok, totalMinutes: 0 })).toBe("There is no time recorded this week.");
    expect(submitProblem({ ...ok, status: "submitted" })).toBe("This week is already waiting for approval.");
    expect(submitProblem({ ...ok, status: "approved" })).toBe("This week is already approved.");
  });
});

describe("deciding a timesheet", () => {
  it("decides only a submitted week", () => {
    expect(decisionProblem("submitted", "approve")).toBeNull();
    expect(decisionProblem("submitted", "return")).toBeNull();
    expect(decisionProblem("approved", "return")).toBe("This timesheet is already approved.");
    expect(decisionProblem("approved", "approve")).toBe("This timesheet is already approved.");
    expect(decisionProblem("returned", "approve")).toMatch(/waits for the worker to submit it again/);
  });

  it("needs a reason to send one back", () => {
    expect(returnReasonSchema.safeParse("  ").success).toBe(false);
    expect(returnReasonSchema.safeParse("no").success).toBe(false);
    expect(returnReasonSchema.safeParse("x".repeat(501)).success).toBe(false);
    expect(returnReasonSchema.parse("  Tuesday travel is missing  ")).toBe("Tuesday travel is missing");
  });

  it("writes payroll rows in whole minutes, travel and on site apart", () => {
    expect(PAYROLL_CSV_HEADER).toContain("travel_minutes");
    expect(
      payrollCsvCells({
        weekStart: "2026-11-23",
        workerName: "Sam Staff",
        workerEmail: "staff@example.com",
        travelMinutes: 95,
        onSiteMinutes: 1325,
        decidedAt: new Date("2026-11-30T01:00:00Z"),
      }),
    ).toEqual([
      "2026-11-23",
      "2026-11-29",
      "Sam Staff",
      "staff@example.com",
      95,
      1325,
      1420,
      "2026-11-30T01:00:00.000Z",
    ]);
  });
});

describe("the daily credential check", () => {
  const today = "2026-11-26";
  it("picks credentials expiring from today to 30 days ahead, not expired or later ones", () => {
    expect(credentialReminderDue({ expiresOn: today }, today, [])).toBe(true);
    expect(credentialReminderDue({ expiresOn: "2026-12-26" }, today, [])).toBe(true);
    expect(credentialReminderDue({ expiresOn: "2026-12-27" }, today, [])).toBe(false);
    expect(credentialReminderDue({ expiresOn: "2026-11-25" }, today, [])).toBe(false);
    expect(credentialReminderDue({ expiresOn: null }, today, [])).toBe(false);
  });

  it("sends once per expiry date; a renewal with a new date is reminded again", () => {
    expect(credentialReminderDue({ expiresOn: "2026-12-10" }, today, ["2026-12-10"])).toBe(false);
    expect(credentialReminderDue({ expiresOn: "2026-12-20" }, today, ["2026-12-10"])).toBe(true);
  });

  it("says when", () => {
    expect(credentialExpiryPhrase(today, today)).toBe("expires today");
    expect(credentialExpiryPhrase("2026-11-27", today)).toBe("expires tomorrow");
    expect(credentialExpiryPhrase("2026-12-08", today)).toBe("expires in 12 days (on 2026-12-08)");
  });
});

describe("the arrival window", () => {
  it("is the hour from the start, never past the job's end", () => {
    const start = new Date("2026-12-02T22:00:00Z");
    expect(arrivalWindow(start, new Date("2026-12-03T00:00:00Z")).end.toISOString()).toBe("2026-12-02T23:00:00.000Z");
    expect(arrivalWindow(start, new Date("2026-12-02T22:30:00Z")).end.toISOString()).toBe("2026-12-02T22:30:00.000Z");
    expect(arrivalWindow(start, null).end.toISOString()).toBe("2026-12-02T23:00:00.000Z");
  });
});
