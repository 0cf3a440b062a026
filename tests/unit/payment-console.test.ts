// The payment consoles' rules (issue 18, ADR 185): the mode read from the key, secrets reported only as set or not,
// test checkouts in test mode only and within limits, and the steps a test run shows.
import { describe, expect, it } from "vitest";
import {
  secretState,
  stripeModeOfKey,
  testPaymentRefusal,
  testPaymentSchema,
  testRunSteps,
} from "~/domain/payment-console.ts";

describe("the payment console", () => {
  it("reads the mode from the key's prefix", () => {
    expect(stripeModeOfKey("sk_test_abc")).toBe("test");
    expect(stripeModeOfKey("rk_test_abc")).toBe("test");
    expect(stripeModeOfKey("sk_live_abc")).toBe("live");
    expect(stripeModeOfKey("pk_live_abc")).toBe("unknown");
    expect(stripeModeOfKey("")).toBe("not_configured");
    expect(stripeModeOfKey(undefined)).toBe("not_configured");
  });

  it("says whether a secret is set without carrying it", () => {
    const state = secretState("whsec_very_secret", "whsec_");
    expect(state).toEqual({ set: true, looksRight: true });
    expect(JSON.stringify(state)).not.toContain("very_secret");
    expect(secretState("nope", "whsec_")).toEqual({ set: true, looksRight: false });
    expect(secretState(undefined)).toEqual({ set: false, looksRight: false });
  });

  it("runs test checkouts only in test mode", () => {
    expect(testPaymentRefusal("test")).toBeNull();
    expect(testPaymentRefusal("live")).toMatch(/never takes real money/);
    expect(testPaymentRefusal("unknown")).toMatch(/test-mode key/);
    expect(testPaymentRefusal("not_configured")).toMatch(/not configured/);
  });

  it("keeps a test amount between $0.50 and $50", () => {
    expect(testPaymentSchema.safeParse({ amount: "1.00" }).success).toBe(true);
    expect(testPaymentSchema.safeParse({ amount: "0.49" }).success).toBe(false);
    expect(testPaymentSchema.safeParse({ amount: "50.01" }).success).toBe(false);
    expect(testPaymentSchema.safeParse({ amount: "ten" }).success).toBe(false);
  });

  it("shows each step of a test run", () => {
    const fresh = testRunSteps({ status: "started", payment: null, checkoutStatus: null, webhook: null });
    expect(fresh.map((s) => s.state)).toEqual(["waiting", "not_started", "not_started", "not_started"]);
    const waitingForHook = testRunSteps({
      status: "started",
      payment: { status: "pending", providerRef: "cs_1" },
      checkoutStatus: "complete",
      webhook: null,
    });
    expect(waitingForHook.map((s) => s.state)).toEqual(["done", "done", "waiting", "waiting"]);
    const done = testRunSteps({
      status: "paid",
      payment: { status: "succeeded", providerRef: "cs_1" },
      checkoutStatus: "complete",
      webhook: { outcome: "applied" },
    });
    expect(done.every((s) => s.state === "done")).toBe(true);
  });
});
