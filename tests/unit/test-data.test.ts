import { describe, expect, it } from "vitest";
import { sydneyDateKey } from "~/domain/dates.ts";
import { TEST_DATA_MARKER, TEST_DATA_TOTAL, buildTestJobs, seededRandom, testPriorities } from "~/domain/test-data.ts";

const NOW = new Date("2026-11-22T01:00:00Z");

describe("the §9 test data set", () => {
  const jobs = buildTestJobs(seededRandom(42), NOW);

  it("has 4 new enquiries, 2 of most stages and 3 in progress (23 jobs)", () => {
    const counts: Record<string, number> = {};
    for (const j of jobs) counts[j.status] = (counts[j.status] ?? 0) + 1;
    expect(counts).toEqual({
      quote_requested: 4,
      quote_sent: 2,
      quote_accepted: 2,
      job_scheduled: 2,
      job_dispatched: 2,
      in_progress: 3,
      awaiting_approval: 2,
      completed: 2,
      invoiced: 2,
      paid: 2,
    });
    expect(jobs).toHaveLength(TEST_DATA_TOTAL);
    expect(TEST_DATA_TOTAL).toBe(23);
  });

  it("marks every description with the marker", () => {
    expect(jobs.every((j) => j.description.includes(TEST_DATA_MARKER))).toBe(true);
    expect(TEST_DATA_MARKER).toBe("[TEST_DATA_DELETE_BEFORE_LIVE]");
  });

  it("makes about 20 % high and 20 % urgent", () => {
    const p = (x: string) => jobs.filter((j) => j.priority === x).length;
    expect([p("high"), p("urgent"), p("normal")]).toEqual([5, 5, 13]);
    expect(testPriorities(seededRandom(1), 10).filter((x) => x === "high")).toHaveLength(2);
  });

  it("prices: base 280–2500 dollars, subtotal = base ± 100 dollars; durations 2–8 h", () => {
    for (const j of jobs) {
      expect(j.basePriceCents).toBeGreaterThanOrEqual(28_000);
      expect(j.basePriceCents).toBeLessThanOrEqual(250_000);
      expect(Math.abs(j.subtotalCents - j.basePriceCents)).toBeLessThanOrEqual(10_000);
      expect(j.subtotalCents % 100).toBe(0);
      expect(j.serviceDurationHours).toBeGreaterThanOrEqual(2);
      expect(j.serviceDurationHours).toBeLessThanOrEqual(8);
    }
  });

  it("schedules booked work to start 8–11 am Sydney time and last 2–5 hours; enquiries and quotes have no date", () => {
    for (const j of jobs) {
      if (["quote_requested", "quote_sent", "quote_accepted"].includes(j.status)) {
        expect(j.scheduledStartAt).toBeNull();
        continue;
      }
      const hour = Number(
        new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", hour: "numeric", hourCycle: "h23" }).format(
          j.scheduledStartAt!,
        ),
      );
      expect(hour).toBeGreaterThanOrEqual(8);
      expect(hour).toBeLessThanOrEqual(11);
      const hours = (j.scheduledEndAt!.getTime() - j.scheduledStartAt!.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(2);
      expect(hours).toBeLessThanOrEqual(5);
      expect(j.durationMinutes).toBe(hours * 60);
    }
    const today = sydneyDateKey(NOW);
    expect(
      jobs.filter((j) => j.status === "in_progress").every((j) => sydneyDateKey(j.scheduledStartAt!) === today),
    ).toBe(true);
    expect(jobs.filter((j) => j.status === "paid").every((j) => j.scheduledStartAt! < NOW && j.completedAt)).toBe(true);
  });

  it("is reproducible from the random source", () => {
    expect(buildTestJobs(seededRandom(42), NOW)).toEqual(jobs);
    expect(buildTestJobs(seededRandom(43), NOW)).not.toEqual(jobs);
  });
});
