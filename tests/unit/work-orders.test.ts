// Subcontractor work-order rules (issue 16, ADR 161): what a link's token looks like, when a link stops opening,
// what a work order may do next, and how time is typed.
import { describe, expect, it } from "vitest";
import {
  isWellFormedLinkToken,
  linkExpiry,
  linkState,
  LINK_DAYS_MAX,
  parseHours,
  sendWorkOrderSchema,
  showsFullCard,
  totalMinutes,
  workedOnRefusal,
  workOrderPostSchema,
  workOrderRefusal,
} from "~/domain/work-orders.ts";

const now = new Date("2026-11-26T01:00:00Z"); // 12:00 in Sydney, 26 Nov

describe("link tokens", () => {
  it("accepts only 43 base64url characters (32 random bytes)", () => {
    expect(isWellFormedLinkToken("a".repeat(43))).toBe(true);
    expect(isWellFormedLinkToken("Ab9_-".repeat(8) + "xyz")).toBe(true);
    expect(isWellFormedLinkToken("a".repeat(42))).toBe(false);
    expect(isWellFormedLinkToken("a".repeat(44))).toBe(false);
    expect(isWellFormedLinkToken("a".repeat(42) + "=")).toBe(false);
    expect(isWellFormedLinkToken("")).toBe(false);
    expect(isWellFormedLinkToken(null)).toBe(false);
  });
});

describe("link state", () => {
  const expiresAt = new Date(now.getTime() + 1000);
  it("is active before its expiry, expired at and after it", () => {
    expect(linkState({ expiresAt, revokedAt: null }, now)).toBe("active");
    expect(linkState({ expiresAt, revokedAt: null }, expiresAt)).toBe("expired");
    expect(linkState({ expiresAt: expiresAt.toISOString(), revokedAt: null }, new Date(now.getTime() + 5000))).toBe(
      "expired",
    );
  });
  it("is revoked once revoked, even before its expiry", () => {
    expect(linkState({ expiresAt, revokedAt: now }, now)).toBe("revoked");
  });
  it("expires after the chosen days, clamped to 1…90", () => {
    expect(linkExpiry(now, 30).getTime() - now.getTime()).toBe(30 * 86_400_000);
    expect(linkExpiry(now, 0).getTime() - now.getTime()).toBe(86_400_000);
    expect(linkExpiry(now, 1000).getTime() - now.getTime()).toBe(LINK_DAYS_MAX * 86_400_000);
  });
});

describe("work order moves", () => {
  it("a sent order may only be accepted or declined", () => {
    expect(workOrderRefusal("sent", "accept")).toBeNull();
    expect(workOrderRefusal("sent", "decline")).toBeNull();
    expect(workOrderRefusal("sent", "time")).toMatch(/Accept/);
    expect(workOrderRefusal("sent", "complete")).toMatch(/Accept/);
  });
  it("an accepted order takes time and completion, not a second answer", () => {
    expect(workOrderRefusal("accepted", "time")).toBeNull();
    expect(workOrderRefusal("accepted", "complete")).toBeNull();
    expect(workOrderRefusal("accepted", "decline")).toMatch(/already accepted/);
  });
  it("declined, completed and withdrawn orders take nothing", () => {
    for (const status of ["declined", "completed", "withdrawn", "bogus"]) {
      for (const action of ["accept", "decline", "time", "complete"] as const) {
        expect(workOrderRefusal(status, action)).not.toBeNull();
      }
    }
  });
  it("shows the whole job card (gate code, phone) only once accepted", () => {
    expect(showsFullCard("sent")).toBe(false);
    expect(showsFullCard("declined")).toBe(false);
    expect(showsFullCard("accepted")).toBe(true);
    expect(showsFullCard("completed")).toBe(true);
  });
});

describe("time", () => {
  it("reads hours as decimals or h:mm, within 1 minute … 16 hours", () => {
    expect(parseHours("2")).toBe(120);
    expect(parseHours("2.5")).toBe(150);
    expect(parseHours("2:30")).toBe(150);
    expect(parseHours(" 0.25 ")).toBe(15);
    expect(parseHours("16")).toBe(960);
    expect(parseHours("16.5")).toBeNull();
    expect(parseHours("0")).toBeNull();
    expect(parseHours("-1")).toBeNull();
    expect(parseHours("2h")).toBeNull();
    expect(parseHours("1:75")).toBeNull();
  });
  it("takes today and the last 60 Sydney days, not the future", () => {
    expect(workedOnRefusal("2026-11-26", now)).toBeNull();
    expect(workedOnRefusal("2026-09-27", now)).toBeNull();
    expect(workedOnRefusal("2026-11-27", now)).toMatch(/not happened/);
    expect(workedOnRefusal("2026-09-26", now)).toMatch(/60 days/);
  });
  it("sums the entries", () => {
    expect(totalMinutes([{ minutes: 90 }, { minutes: 30 }])).toBe(120);
    expect(totalMinutes([])).toBe(0);
  });
});

describe("forms", () => {
  it("a decline needs a reason; time needs a day and sensible hours", () => {
    const base = { key: "abcdefgh12", workOrderId: "wo1" };
    expect(workOrderPostSchema.safeParse({ ...base, intent: "decline", reason: "" }).success).toBe(false);
    expect(workOrderPostSchema.safeParse({ ...base, intent: "decline", reason: "Booked out" }).success).toBe(true);
    expect(workOrderPostSchema.safeParse({ ...base, intent: "time", workedOn: "2026-02-31", hours: "2" }).success).toBe(
      false,
    );
    expect(
      workOrderPostSchema.safeParse({ ...base, intent: "time", workedOn: "2026-11-20", hours: "20" }).success,
    ).toBe(false);
    expect(workOrderPostSchema.safeParse({ ...base, intent: "accept", key: "short" }).success).toBe(false);
  });
  it("reads a job number with or without #", () => {
    expect(sendWorkOrderSchema.parse({ jobNumber: "#1042" }).jobNumber).toBe(1042);
    expect(sendWorkOrderSchema.parse({ jobNumber: "1042" }).jobNumber).toBe(1042);
    expect(sendWorkOrderSchema.safeParse({ jobNumber: "10x" }).success).toBe(false);
  });
});
