import { describe, expect, it } from "vitest";
import { sharedCartJobStatus, sharedCartToPseudoJob } from "~/domain/shared-cart.ts";

describe("shared cart → job status (spec §4)", () => {
  it.each([
    ["shared", "quote_sent"],
    ["viewed", "quote_sent"],
    ["in_discussion", "quote_sent"],
    ["expired", "quote_sent"],
    ["cancelled", "quote_sent"],
    ["checkout_started", "quote_accepted"],
    ["converted_to_jobs", "quote_accepted"],
    ["paid", "paid"],
    ["something-new", "quote_sent"],
  ])("%s → %s", (status, job) => {
    expect(sharedCartJobStatus(status)).toBe(job);
  });
});

describe("shared cart as a pseudo-job (spec §3)", () => {
  it("prefixes the id, numbers it CART- + last 8 characters and titles it by item count", () => {
    const job = sharedCartToPseudoJob({
      id: "clx1234567890abcdefgh",
      status: "viewed",
      cartData: JSON.stringify({
        items: [{ id: "a" }, { id: "b" }, { id: "c" }],
        totalCents: 105_000,
        vesselInfo: { name: "Blue Wren" },
      }),
      recipientName: "Olivia Owner",
      priority: "high",
      createdAt: new Date("2026-11-01T00:00:00Z"),
      updatedAt: new Date("2026-11-02T00:00:00Z"),
    });
    expect(job).toMatchObject({
      id: "shared_clx1234567890abcdefgh",
      jobNumber: "CART-abcdefgh",
      title: "Shared Quote - 3 Services",
      status: "quote_sent",
      originType: "shared_cart",
      vesselName: "Blue Wren",
      totalCents: 105_000,
    });
  });
  it("survives malformed cart data", () => {
    expect(
      sharedCartToPseudoJob({
        id: "x",
        status: "paid",
        cartData: "{",
        recipientName: "A",
        priority: "normal",
        createdAt: "2026-01-01",
        updatedAt: "2026-01-01",
      }).title,
    ).toBe("Shared Quote - 0 Services");
  });
});
