import { describe, expect, it } from "vitest";
import { endOfSydneyDay, sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { formatCents, gstInInclusive, gstOnExclusive, parseDollarsToCents } from "~/domain/money.ts";

describe("money", () => {
  it("formats AUD for en-AU", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(0)).toBe("$0.00");
  });
  it("computes 10 % GST on cents, rounding half away from zero", () => {
    expect(gstOnExclusive(10000)).toBe(1000);
    expect(gstOnExclusive(12345)).toBe(1235); // 1234.5 → 1235
    expect(gstInInclusive(11000)).toBe(1000);
  });
  it("parses typed dollar amounts", () => {
    expect(parseDollarsToCents("$1,234.5")).toBe(123450);
    expect(parseDollarsToCents("99")).toBe(9900);
    expect(parseDollarsToCents("12.345")).toBeNull();
    expect(parseDollarsToCents("abc")).toBeNull();
  });
});

describe("Sydney dates", () => {
  it("ends a validity date at the end of that day in Sydney (AEDT, UTC+11 in November)", () => {
    expect(endOfSydneyDay("2026-11-30").toISOString()).toBe("2026-11-30T12:59:59.999Z");
  });
  it("handles standard time (AEST, UTC+10 in June)", () => {
    expect(endOfSydneyDay("2026-06-15").toISOString()).toBe("2026-06-15T13:59:59.999Z");
    expect(sydneyWallTimeToUtc("2026-06-15", "09:30").toISOString()).toBe("2026-06-14T23:30:00.000Z");
  });
  it("reads the Sydney calendar date of an instant", () => {
    expect(sydneyDateKey(new Date("2026-11-22T14:00:00Z"))).toBe("2026-11-23");
  });
});
