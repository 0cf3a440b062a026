import { describe, expect, it } from "vitest";
import { BUNDLE_OFFER_DEFINITIONS, type BundleOfferRule } from "~/domain/bundles.ts";
import {
  CART_TTL_MS,
  allocateDiscount,
  cartExpiresAt,
  cartTotals,
  checkoutEligibility,
  dueNowForTerms,
  isCartExpired,
  itemProblems,
  parseSchedulingPreferences,
  schedulingConflicts,
  summarizeCart,
  vesselConflict,
  type CartLine,
} from "~/domain/cart.ts";
import { serviceTypeDefinition, type ServiceType } from "~/domain/service-types.ts";

const offers: BundleOfferRule[] = BUNDLE_OFFER_DEFINITIONS.map((o) => ({ ...o, id: o.slug }));
const terms = (t: string) => {
  const d = serviceTypeDefinition(t as ServiceType);
  return { paymentTerms: d.paymentTerms, depositPercent: d.depositPercent };
};
/** A line priced like the catalogue does for a vessel up to 8 m. */
const line = (id: string, serviceType: ServiceType, extra: Partial<CartLine> = {}): CartLine => {
  const price = serviceTypeDefinition(serviceType).basePriceCents;
  return {
    id,
    serviceType,
    estimatedPriceCents: price,
    depositCents: dueNowForTerms(terms(serviceType), price),
    ...extra,
  };
};

describe("cart expiry (spec §9: 24 hours)", () => {
  it("expires exactly 24 hours after creation", () => {
    const created = new Date("2026-12-01T00:00:00Z");
    const expires = cartExpiresAt(created);
    expect(expires.getTime() - created.getTime()).toBe(CART_TTL_MS);
    expect(CART_TTL_MS).toBe(86_400_000);
    expect(isCartExpired({ expiresAt: expires }, new Date("2026-12-01T23:59:59Z"))).toBe(false);
    expect(isCartExpired({ expiresAt: expires }, new Date("2026-12-02T00:00:00Z"))).toBe(true);
  });
});

describe("payment terms (spec §9)", () => {
  it("full_upfront takes everything now; split_payment half; deposit_balance the service's deposit", () => {
    expect(dueNowForTerms({ paymentTerms: "full_upfront", depositPercent: null }, 35_000)).toBe(35_000);
    expect(dueNowForTerms({ paymentTerms: "split_payment", depositPercent: null }, 75_000)).toBe(37_500);
    expect(dueNowForTerms({ paymentTerms: "split_payment", depositPercent: null }, 75_001)).toBe(37_501);
    expect(dueNowForTerms(terms("antifoul_application"), 180_000)).toBe(54_000); // 30 %
    expect(dueNowForTerms(terms("delivery_service"), 120_000)).toBe(30_000); // 25 %
  });
});

describe("totals (spec §4)", () => {
  it("total_estimated_price is Σ estimated_price and total_deposit_amount Σ deposit_amount", () => {
    const lines = [line("a", "external_clean"), line("b", "vessel_polish"), line("c", "antifoul_application")];
    expect(cartTotals(lines)).toEqual({
      totalEstimatedCents: 35_000 + 75_000 + 180_000,
      totalDepositCents: 35_000 + 37_500 + 54_000,
    });
    expect(cartTotals([])).toEqual({ totalEstimatedCents: 0, totalDepositCents: 0 });
    expect(cartTotals([{ estimatedPriceCents: 100, depositCents: null }])).toEqual({
      totalEstimatedCents: 100,
      totalDepositCents: 0,
    });
  });
});

describe("vessel conflict (spec §5)", () => {
  it("needs more than one item and more than one distinct vessel", () => {
    expect(vesselConflict([line("a", "external_clean", { vesselId: "v1" })])).toBeNull();
    expect(
      vesselConflict([
        line("a", "external_clean", { vesselId: "v1" }),
        line("b", "internal_clean", { vesselId: "v1" }),
      ]),
    ).toBeNull();
    expect(
      vesselConflict([
        line("a", "external_clean", { vesselId: "v1" }),
        line("b", "internal_clean", { vesselId: "v2" }),
      ]),
    ).toEqual({
      vesselIds: ["v1", "v2"],
      itemIds: ["a", "b"],
    });
  });
  it("ignores items without a vessel", () => {
    expect(
      vesselConflict([
        line("a", "external_clean", { vesselId: "v1" }),
        line("b", "internal_clean"),
        line("c", "hull_inspection", { vesselId: null }),
      ]),
    ).toBeNull();
  });
});

describe("scheduling conflict (spec §5)", () => {
  it("two or more external_clean / vessel_polish on one date", () => {
    const d = "2026-12-01";
    expect(
      schedulingConflicts([
        line("a", "external_clean", { scheduledDate: d }),
        line("b", "vessel_polish", { scheduledDate: d }),
      ]),
    ).toEqual([{ date: d, itemIds: ["a", "b"] }]);
    expect(
      schedulingConflicts([
        line("a", "external_clean", { scheduledDate: d }),
        line("b", "external_clean", { scheduledDate: d }),
      ]),
    ).toHaveLength(1);
  });
  it("is not a conflict on different dates, without dates, or with other services on the day", () => {
    expect(
      schedulingConflicts([
        line("a", "external_clean", { scheduledDate: "2026-12-01" }),
        line("b", "vessel_polish", { scheduledDate: "2026-12-02" }),
      ]),
    ).toEqual([]);
    expect(schedulingConflicts([line("a", "external_clean"), line("b", "vessel_polish")])).toEqual([]);
    expect(
      schedulingConflicts([
        line("a", "external_clean", { scheduledDate: "2026-12-01" }),
        line("b", "internal_clean", { scheduledDate: "2026-12-01" }),
      ]),
    ).toEqual([]);
    expect(schedulingConflicts([line("a", "external_clean", { scheduledDate: "2026-12-01" })])).toEqual([]);
  });
});

describe("checkout rule (spec §5)", () => {
  it("refuses an empty cart", () => {
    const r = checkoutEligibility([]);
    expect(r.allowed).toBe(false);
    expect(r.blocks.map((b) => b.code)).toEqual(["empty"]);
  });
  it("refuses conflicts and unpriced items with reasons in words, naming services, vessels and dates", () => {
    const lines = [
      line("a", "external_clean", { vesselId: "v1", scheduledDate: "2026-12-01" }),
      line("b", "vessel_polish", { vesselId: "v2", scheduledDate: "2026-12-01" }),
      line("c", "hull_inspection", { estimatedPriceCents: 0 }),
    ];
    const r = checkoutEligibility(lines, {
      serviceName: (t) => serviceTypeDefinition(t as ServiceType).serviceName,
      vesselName: (id) => ({ v1: "Southern Cross", v2: "Blue Wren" })[id] ?? id,
      formatDate: () => "Tue 1 Dec 2026",
    });
    expect(r.allowed).toBe(false);
    expect(r.blocks.map((b) => b.code)).toEqual(["vessel_conflict", "scheduling_conflict", "unpriced"]);
    expect(r.blocks[0]!.message).toContain("Southern Cross and Blue Wren");
    expect(r.blocks[1]!.message).toContain(
      "External Clean and Vessel Polish are booked on the same day (Tue 1 Dec 2026)",
    );
    expect(r.blocks[2]!.message).toContain("Hull Inspection has no price yet");
    expect(itemProblems("b", r.blocks)).toEqual([
      "This service is for a different vessel than others in your cart.",
      "Another exterior clean or polish is booked on the same day.",
    ]);
    expect(itemProblems("c", r.blocks)).toEqual(["This service has no price yet."]);
  });
  it("allows one or more priced items without conflicts", () => {
    expect(checkoutEligibility([line("a", "external_clean")]).allowed).toBe(true);
    expect(
      checkoutEligibility([line("a", "external_clean", { vesselId: "v1" }), line("b", "internal_clean")]).allowed,
    ).toBe(true);
  });
});

describe("cart summary: best bundle, GST and what is due now", () => {
  it("three cleans get the best single offer (Free Engine Room Clean) and GST is 1/11 of the total", () => {
    const lines = [line("a", "external_clean"), line("b", "internal_clean"), line("c", "engine_room_clean")];
    const s = summarizeCart({ lines, offers, terms });
    expect(s.totalEstimatedCents).toBe(105_000);
    expect(s.bundle).toMatchObject({ name: "Free Engine Room Clean", discountCents: 38_000 });
    expect(s.discountCents).toBe(38_000);
    expect(s.totalCents).toBe(67_000);
    expect(s.gstCents).toBe(6_091); // 67 000 / 11
    expect(s.subtotalExGstCents).toBe(60_909);
    // all three are full_upfront: everything is due now
    expect(s.dueNowCents).toBe(67_000);
    expect(s.balanceLaterCents).toBe(0);
    expect(s.lines.find((l) => l.id === "c")).toMatchObject({ discountCents: 38_000, totalCents: 0 });
    expect(s.eligibility.allowed).toBe(true);
  });

  it("Complete Clean Package needs the same date and place: the cart-level zone counts as the items' place", () => {
    const lines = [
      line("a", "external_clean", { scheduledDate: "2026-12-01" }),
      line("b", "internal_clean", { scheduledDate: "2026-12-01" }),
    ];
    const s = summarizeCart({ lines, offers, terms, locationZone: "pittwater" });
    expect(s.bundle).toMatchObject({ name: "Complete Clean Package", discountCents: 10_050 });
    const apart = summarizeCart({
      lines: [lines[0]!, { ...lines[1]!, location: "botany_bay" }],
      offers,
      terms,
      locationZone: "pittwater",
    });
    expect(apart.bundle).toBeNull();
  });

  it("split_payment and deposit_balance leave a balance for later; pay_in_full takes it all now", () => {
    const lines = [line("a", "vessel_polish"), line("b", "antifoul_application")];
    const s = summarizeCart({ lines, offers, terms });
    expect(s.bundle).toBeNull();
    expect(s.totalCents).toBe(255_000);
    expect(s.dueNowCents).toBe(37_500 + 54_000);
    expect(s.balanceLaterCents).toBe(255_000 - 91_500);
    expect(s.totalDepositCents).toBe(91_500);
    const full = summarizeCart({ lines, offers, terms, paymentPlan: "pay_in_full" });
    expect(full.dueNowCents).toBe(255_000);
    expect(full.balanceLaterCents).toBe(0);
  });

  it("the $200 fixed saving is spread over the pair and the deposit is taken on what is left", () => {
    const lines = [line("a", "hull_inspection"), line("b", "antifoul_application")];
    const s = summarizeCart({ lines, offers, terms });
    expect(s.bundle).toMatchObject({ name: "Maintenance and Inspection Bundle", discountCents: 20_000 });
    const [a, b] = s.lines;
    expect(a!.discountCents + b!.discountCents).toBe(20_000);
    expect(a!.discountCents).toBe(Math.round((20_000 * 28_000) / 208_000));
    expect(a!.dueNowCents).toBe(a!.totalCents); // full_upfront
    expect(b!.dueNowCents).toBe(Math.round(b!.totalCents * 0.3));
    expect(s.totalCents).toBe(188_000);
  });

  it("allocateDiscount never gives more than a line costs and always adds up to the saving", () => {
    const lines = [line("a", "external_clean", { estimatedPriceCents: 1 }), line("b", "vessel_polish")];
    const bundle = {
      offer: offers.find((o) => o.slug === "premium-detail-package")!,
      discountCents: 7_501,
      lineIds: ["a", "b"],
    };
    const alloc = allocateDiscount(lines, bundle);
    expect(alloc.get("a")! + alloc.get("b")!).toBe(7_501);
    expect(alloc.get("a")!).toBeLessThanOrEqual(1);
  });
});

describe("scheduling preferences", () => {
  it("reads stored JSON and falls back safely", () => {
    expect(parseSchedulingPreferences('{"timeOfDay":"morning","flexibleDates":true,"notes":"Gate code 1234"}')).toEqual(
      {
        timeOfDay: "morning",
        flexibleDates: true,
        notes: "Gate code 1234",
      },
    );
    expect(parseSchedulingPreferences("not json")).toEqual({ timeOfDay: "any", flexibleDates: false, notes: null });
    expect(parseSchedulingPreferences('{"timeOfDay":"midnight"}').timeOfDay).toBe("any");
  });
});
