// The pure rules of background tasks, events and live updates (ADR 120): §9's retry schedule (3 retries, doubling
// from 1 s, never over 30 s), schedule periods that skip missed ones, who hears which event, and the browser's
// reconnect delays (1, 2, 5, 10 s).
import { describe, expect, it } from "vitest";
import { eventAudience, mayHear, parseAudience } from "~/domain/events.ts";
import { changeConcerns, reconnectDelayMs } from "~/domain/live.ts";
import {
  afterFailure,
  DEFAULT_MAX_ATTEMPTS,
  errorLine,
  nextRunAfter,
  retryDelayMs,
  schedulePeriodKey,
} from "~/domain/tasks.ts";

describe("task retries (spec §9)", () => {
  it("waits 1, 2, 4, 8, 16 s and then never more than 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 10].map((a) => retryDelayMs(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it("retries three times, then fails for good", () => {
    const now = new Date("2026-11-25T00:00:00Z");
    expect(DEFAULT_MAX_ATTEMPTS).toBe(4);
    expect(afterFailure(1, 4, now)).toEqual({ status: "queued", runAt: new Date("2026-11-25T00:00:01Z") });
    expect(afterFailure(3, 4, now)).toEqual({ status: "queued", runAt: new Date("2026-11-25T00:00:04Z") });
    expect(afterFailure(4, 4, now)).toEqual({ status: "failed" });
  });

  it("keeps an error to one short line", () => {
    const line = errorLine(new TypeError("bad\n  thing   happened"));
    expect(line).toBe("TypeError: bad thing happened");
    expect(errorLine("x".repeat(2000)).length).toBe(500);
  });
});

describe("schedules", () => {
  const due = new Date("2026-11-25T00:00:00Z");

  it("runs next one period after the period it ran for", () => {
    expect(nextRunAfter(due, 3600, new Date("2026-11-25T00:00:05Z"))).toEqual(new Date("2026-11-25T01:00:00Z"));
  });

  it("skips the periods missed while no server ran: one catch-up run, not a burst", () => {
    const now = new Date("2026-11-25T05:30:00Z");
    expect(nextRunAfter(due, 3600, now)).toEqual(new Date("2026-11-25T06:00:00Z"));
  });

  it("names each period once, so two processes enqueue one task", () => {
    expect(schedulePeriodKey("invoice-reminders", due)).toBe("schedule:invoice-reminders:2026-11-25T00:00:00.000Z");
  });
});

describe("who hears an event", () => {
  it("staff hear everything; others only events that name them", () => {
    const audience = eventAudience("customer-1", null, undefined, "worker-2", "customer-1");
    expect(audience).toEqual(["customer-1", "worker-2"]);
    expect(mayHear({ id: "someone", isStaff: true }, audience)).toBe(true);
    expect(mayHear({ id: "worker-2", isStaff: false }, audience)).toBe(true);
    expect(mayHear({ id: "worker-3", isStaff: false }, audience)).toBe(false);
  });

  it("reads a malformed stored audience as nobody", () => {
    expect(parseAudience("not json")).toEqual([]);
    expect(parseAudience('{"a":1}')).toEqual([]);
    expect(parseAudience('["u1", 2, "u3"]')).toEqual(["u1", "u3"]);
  });
});

describe("live updates in the browser (spec §9)", () => {
  it("reconnects after 1, 2, 5 and then every 10 s", () => {
    expect([0, 1, 2, 3, 4, 50].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it("reloads only for the records a page shows", () => {
    const change = { subjectType: "job", subjectId: "j1" };
    expect(changeConcerns(change, {})).toBe(true);
    expect(changeConcerns(change, { subjectTypes: ["job"] })).toBe(true);
    expect(changeConcerns(change, { subjectTypes: ["invoice"] })).toBe(false);
    expect(changeConcerns(change, { subjectTypes: ["job"], subjectIds: ["j2"] })).toBe(false);
  });
});
