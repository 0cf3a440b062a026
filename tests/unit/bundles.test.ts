import { describe, expect, it } from "vitest";
import {
  BUNDLE_OFFER_DEFINITIONS,
  applicableBundles,
  bestBundle,
  bundleOfferSnapshot,
  checkBundle,
  parseBundleOfferSnapshot,
  type BundleLine,
  type BundleOfferRule,
} from "~/domain/bundles.ts";
import { SERVICE_TYPE_DEFINITIONS, estimatePriceCents, serviceTypeDefinition } from "~/domain/service-types.ts";

const offers: BundleOfferRule[] = BUNDLE_OFFER_DEFINITIONS.map((o) => ({ ...o, id: o.slug }));
const offer = (slug: string) => offers.find((o) => o.slug === slug)!;
const line = (serviceType: string, priceCents: number, extra: Partial<BundleLine> = {}): BundleLine => ({
  id: serviceType,
  serviceType,
  priceCents,
  ...extra,
});

describe("spec §9 service table", () => {
  it("has the seven service types with their payment terms, hours and bundle discounts", () => {
    const rows = SERVICE_TYPE_DEFINITIONS.map((d) => [
      d.serviceType,
      d.paymentTerms,
      d.minimumDurationHours,
      d.maximumDurationHours,
      d.estimatedDurationHours,
      d.bundleDiscountPercentage,
    ]);
    expect(rows).toEqual([
      ["external_clean", "full_upfront", 2, 8, 4, 10],
      ["internal_clean", "full_upfront", 2, 6, 3, 15],
      ["vessel_polish", "split_payment", 4, 12, 8, 5],
      ["engine_room_clean", "full_upfront", 1, 4, 2, 10],
      ["antifoul_application", "deposit_balance", 6, 16, 12, null],
      ["hull_inspection", "full_upfront", 1, 3, 2, 15],
      ["delivery_service", "deposit_balance", 4, 48, 8, null],
    ]);
  });
  it("marks weather dependence, out-of-water and subscription support as §9 says", () => {
    const weather = SERVICE_TYPE_DEFINITIONS.filter((d) => d.weatherDependent).map((d) => d.serviceType);
    expect(weather).toEqual(["external_clean", "vessel_polish", "antifoul_application", "delivery_service"]);
    expect(SERVICE_TYPE_DEFINITIONS.filter((d) => d.requiresVesselOutOfWater).map((d) => d.serviceType)).toEqual([
      "antifoul_application",
    ]);
    expect(SERVICE_TYPE_DEFINITIONS.filter((d) => d.supportsSubscription).map((d) => d.serviceType)).toEqual([
      "external_clean",
      "internal_clean",
      "engine_room_clean",
      "hull_inspection",
    ]);
    expect(serviceTypeDefinition("delivery_service").canBundleWith).toEqual([]);
  });
  it("prices by length over 8 m", () => {
    const ext = serviceTypeDefinition("external_clean");
    expect(estimatePriceCents(ext, null)).toBe(35_000);
    expect(estimatePriceCents(ext, 8)).toBe(35_000);
    expect(estimatePriceCents(ext, 14.2)).toBe(35_000 + 7 * 3_000);
  });
});

describe("bundle offers", () => {
  it("Complete Clean Package: 15% off external + internal for the same vessel, date and place", () => {
    const lines = [
      line("external_clean", 35_000, { vesselId: "v1", scheduledDate: "2026-12-01" }),
      line("internal_clean", 32_000, { vesselId: "v1", scheduledDate: "2026-12-01" }),
    ];
    expect(checkBundle(offer("complete-clean-package"), lines)).toMatchObject({ applies: true, discountCents: 10_050 });
  });
  it("refuses the Complete Clean Package for two vessels or two dates", () => {
    const twoVessels = [
      line("external_clean", 35_000, { vesselId: "v1" }),
      line("internal_clean", 32_000, { vesselId: "v2" }),
    ];
    expect(checkBundle(offer("complete-clean-package"), twoVessels)).toMatchObject({
      applies: false,
      reason: expect.stringMatching(/same vessel/),
    });
    const twoDates = [
      line("external_clean", 35_000, { scheduledDate: "2026-12-01" }),
      line("internal_clean", 32_000, { scheduledDate: "2026-12-02" }),
    ];
    expect(checkBundle(offer("complete-clean-package"), twoDates)).toMatchObject({
      applies: false,
      reason: expect.stringMatching(/same date/),
    });
  });
  it("Premium Detail Package allows different dates but not different places", () => {
    const lines = [
      line("external_clean", 35_000, { scheduledDate: "2026-12-01" }),
      line("vessel_polish", 75_000, { scheduledDate: "2026-12-05" }),
    ];
    expect(checkBundle(offer("premium-detail-package"), lines)).toMatchObject({ applies: true, discountCents: 11_000 });
    const places = [
      line("external_clean", 35_000, { location: "Rushcutters Bay" }),
      line("vessel_polish", 75_000, { location: "Pittwater" }),
    ];
    expect(checkBundle(offer("premium-detail-package"), places).applies).toBe(false);
  });
  it("Maintenance and Inspection Bundle takes $200 off, never more than the pair costs", () => {
    expect(
      checkBundle(offer("maintenance-inspection-bundle"), [
        line("hull_inspection", 28_000),
        line("antifoul_application", 180_000),
      ]),
    ).toMatchObject({
      applies: true,
      discountCents: 20_000,
    });
    expect(
      checkBundle(offer("maintenance-inspection-bundle"), [
        line("hull_inspection", 5_000),
        line("antifoul_application", 10_000),
      ]),
    ).toMatchObject({
      discountCents: 15_000,
    });
  });
  it("Triple Clean Special needs three items; Free Engine Room Clean makes the engine room free", () => {
    const three = [line("external_clean", 35_000), line("internal_clean", 32_000), line("engine_room_clean", 38_000)];
    expect(checkBundle(offer("triple-clean-special"), three)).toMatchObject({ applies: true, discountCents: 21_000 });
    expect(checkBundle(offer("free-engine-room-clean"), three)).toMatchObject({ applies: true, discountCents: 38_000 });
    expect(checkBundle(offer("triple-clean-special"), three.slice(0, 2)).applies).toBe(false);
  });
  it("gives the customer the best single offer when several apply", () => {
    const three = [line("external_clean", 35_000), line("internal_clean", 32_000), line("engine_room_clean", 38_000)];
    const all = applicableBundles(offers, three).map((b) => [b.offer.slug, b.discountCents]);
    expect(all).toEqual([
      ["free-engine-room-clean", 38_000],
      ["triple-clean-special", 21_000],
      ["complete-clean-package", 10_050],
    ]);
    expect(bestBundle(offers, three)?.offer.slug).toBe("free-engine-room-clean");
    expect(bestBundle(offers, [line("delivery_service", 120_000)])).toBeNull();
  });
});

describe("a cart's bundle-offer snapshot (ADR 181 addendum: carts keep their offers)", () => {
  it("reads back the offers it was written from, so the kept offers price exactly as they did", () => {
    const kept = parseBundleOfferSnapshot(bundleOfferSnapshot(offers))!;
    expect(kept.map((o) => o.slug)).toEqual(offers.map((o) => o.slug));
    const lines = [line("hull_inspection", 30_000), line("antifoul_application", 90_000)];
    const before = bestBundle(offers, lines)!;
    const after = bestBundle(kept, lines)!;
    expect([after.offer.slug, after.discountCents, after.lineIds]).toEqual([
      before.offer.slug,
      before.discountCents,
      before.lineIds,
    ]);
  });

  it("is null when there is none or it is not a list, and drops entries that are not offers", () => {
    expect(parseBundleOfferSnapshot(null)).toBeNull();
    expect(parseBundleOfferSnapshot("{oops")).toBeNull();
    expect(parseBundleOfferSnapshot('{"a":1}')).toBeNull();
    expect(parseBundleOfferSnapshot("[]")).toEqual([]);
    const good = JSON.parse(bundleOfferSnapshot(offers.slice(0, 1)))[0];
    const bad = [
      { ...good, discountType: "half_off" },
      { ...good, discountValue: -5 },
      { ...good, serviceTypes: "x" },
    ];
    expect(parseBundleOfferSnapshot(JSON.stringify([good, ...bad]))!.map((o) => o.slug)).toEqual([good.slug]);
  });
});
