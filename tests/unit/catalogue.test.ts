import { describe, expect, it } from "vitest";
import { BUNDLE_OFFER_DEFINITIONS, type BundleOfferRule } from "~/domain/bundles.ts";
import {
  bookingNotes,
  bundleConditionText,
  bundleDiscountLabel,
  formatPrice,
  formatPriceRange,
  bundlesInvolving,
  cartServiceType,
  estimatePackage,
  frequencyText,
  isWeatherDependent,
  needsVesselOutOfWater,
  pageServiceTypes,
  parseLengthMetres,
  parseStringList,
  paymentTermsText,
  servicePriceRange,
  serviceTypePriceRange,
} from "~/domain/catalogue.ts";
import { SERVICE_TYPES, SERVICE_TYPE_DEFINITIONS, serviceTypeDefinition } from "~/domain/service-types.ts";
import { SERVICE_PAGES, SPEC_SERVICE_SLUGS } from "../../prisma/seed/service-pages.ts";
import { PORTFOLIO_PROJECTS } from "../../prisma/seed/showcase.ts";

const defs = SERVICE_TYPE_DEFINITIONS;
const offers: BundleOfferRule[] = BUNDLE_OFFER_DEFINITIONS.map((o) => ({ ...o, id: o.slug }));
const page = (serviceTypes: string[], priceFromCents: number | null = null, priceToCents: number | null = null) => ({
  serviceTypes: JSON.stringify(serviceTypes),
  priceFromCents,
  priceToCents,
});

describe("price ranges", () => {
  it("runs a service type from its base price (up to 8 m) to a typical 20 m vessel", () => {
    expect(serviceTypePriceRange(serviceTypeDefinition("external_clean"))).toEqual({
      fromCents: 35_000,
      toCents: 71_000,
    });
    expect(serviceTypePriceRange(serviceTypeDefinition("hull_inspection"))).toEqual({
      fromCents: 28_000,
      toCents: 46_000,
    });
    expect(serviceTypePriceRange(serviceTypeDefinition("antifoul_application"))).toEqual({
      fromCents: 180_000,
      toCents: 396_000,
    });
  });

  it("derives a page's range from its service types: cheapest start to dearest end", () => {
    const detailing = page(["external_clean", "internal_clean", "vessel_polish", "engine_room_clean"]);
    expect(servicePriceRange(detailing, defs)).toEqual({ fromCents: 32_000, toCents: 159_000 });
  });

  it("uses the page's stored indicative range when it sells no bookable service type", () => {
    expect(servicePriceRange(page([], 120_000, 1_400_000), defs)).toEqual({ fromCents: 120_000, toCents: 1_400_000 });
    expect(servicePriceRange(page([], 45_000, null), defs)).toEqual({ fromCents: 45_000, toCents: 45_000 });
    expect(servicePriceRange(page([]), defs)).toBeNull();
  });

  it("ignores unknown service types and bad JSON instead of failing", () => {
    expect(pageServiceTypes({ serviceTypes: '["external_clean","jet_ski_wash"]' })).toEqual(["external_clean"]);
    expect(parseStringList("not json")).toEqual([]);
    expect(parseStringList('{"a":1}')).toEqual([]);
  });
});

describe("which service pages offer 'Add to cart'", () => {
  it("is the pages that sell exactly one §9 service type, each of the seven types once", () => {
    const offered = SERVICE_PAGES.map(
      (p) => [p.slug, cartServiceType({ serviceTypes: JSON.stringify(p.serviceTypes) })] as const,
    ).filter(([, t]) => t);
    expect(Object.fromEntries(offered)).toEqual({
      "external-clean": "external_clean",
      "internal-clean": "internal_clean",
      "vessel-polish": "vessel_polish",
      "engine-room": "engine_room_clean",
      "hull-dive": "hull_inspection",
      antifouling: "antifoul_application",
      "vessel-delivery": "delivery_service",
    });
    expect(new Set(offered.map(([, t]) => t))).toEqual(new Set(SERVICE_TYPES));
  });

  it("leaves hubs, quoted trades and unknown types to the enquiry form", () => {
    expect(
      cartServiceType(page(["external_clean", "internal_clean", "vessel_polish", "engine_room_clean"])),
    ).toBeNull();
    expect(cartServiceType(page([]))).toBeNull();
    expect(cartServiceType({ serviceTypes: '["jet_ski_wash"]' })).toBeNull();
    expect(cartServiceType({ serviceTypes: '["hull_inspection","jet_ski_wash"]' })).toBe("hull_inspection");
  });
});

describe("weather, slipway and plain-words rules of §9", () => {
  it("is weather dependent when any chosen service is", () => {
    expect(isWeatherDependent(["internal_clean", "engine_room_clean", "hull_inspection"], defs)).toBe(false);
    expect(isWeatherDependent(["internal_clean", "external_clean"], defs)).toBe(true);
    expect(isWeatherDependent(["vessel_polish"], defs)).toBe(true);
    expect(isWeatherDependent(["antifoul_application"], defs)).toBe(true);
    expect(isWeatherDependent(["delivery_service"], defs)).toBe(true);
  });

  it("needs the vessel out of the water only for antifoul application", () => {
    expect(SERVICE_TYPES.filter((t) => needsVesselOutOfWater([t], defs))).toEqual(["antifoul_application"]);
    expect(bookingNotes(serviceTypeDefinition("antifoul_application"))).toHaveLength(2);
    expect(bookingNotes(serviceTypeDefinition("internal_clean"))).toEqual([]);
  });

  it("describes payment terms and frequency in customer words", () => {
    expect(paymentTermsText(serviceTypeDefinition("external_clean"))).toBe("Paid in full when you book");
    expect(paymentTermsText(serviceTypeDefinition("antifoul_application"))).toBe(
      "30% deposit to book, balance on completion",
    );
    expect(paymentTermsText(serviceTypeDefinition("delivery_service"))).toBe(
      "25% deposit to book, balance on completion",
    );
    expect(paymentTermsText(serviceTypeDefinition("vessel_polish"))).toMatch(/two parts/);
    expect(frequencyText(serviceTypeDefinition("hull_inspection"))).toBe("One-off or on a regular schedule");
    expect(frequencyText(serviceTypeDefinition("vessel_polish"))).toBe("One-off");
  });

  it("lists the bundle offers a service can be part of", () => {
    expect(bundlesInvolving(["vessel_polish"], offers).map((o) => o.slug)).toEqual(["premium-detail-package"]);
    expect(bundlesInvolving(["delivery_service"], offers)).toEqual([]);
    expect(bundlesInvolving(["engine_room_clean"], offers).map((o) => o.slug)).toEqual([
      "triple-clean-special",
      "free-engine-room-clean",
    ]);
  });
});

describe("package estimates (the service builders)", () => {
  it("external + internal without a length: Complete Clean Package 15% off, from 8 m to 20 m prices", () => {
    const e = estimatePackage({ serviceTypes: ["external_clean", "internal_clean"], definitions: defs, offers });
    expect(e.subtotal).toEqual({ fromCents: 67_000, toCents: 133_000 });
    expect(e.bundle?.name).toBe("Complete Clean Package");
    expect(e.bundle?.saving).toEqual({ fromCents: 10_050, toCents: 19_950 });
    expect(e.total).toEqual({ fromCents: 56_950, toCents: 113_050 });
    expect(e.hours).toEqual({ min: 4, max: 14, estimated: 7 });
    expect(e.weatherDependent).toBe(true);
    expect(e.outOfWater).toBe(false);
    expect(e.suggestions.map((s) => [s.name, s.missing[0]!.serviceType])).toEqual([
      ["Premium Detail Package", "vessel_polish"],
      ["Triple Clean Special", "engine_room_clean"],
      ["Free Engine Room Clean", "engine_room_clean"],
    ]);
  });

  it("all three cleans on a 12 m boat: the free engine room clean beats 20% off", () => {
    const e = estimatePackage({
      serviceTypes: ["external_clean", "internal_clean", "engine_room_clean"],
      lengthMetres: 12,
      definitions: defs,
      offers,
    });
    expect(e.services.map((s) => s.fromCents)).toEqual([47_000, 42_000, 46_000]);
    expect(e.subtotal).toEqual({ fromCents: 135_000, toCents: 135_000 });
    expect(e.bundle).toMatchObject({ name: "Free Engine Room Clean", saving: { fromCents: 46_000, toCents: 46_000 } });
    expect(e.total).toEqual({ fromCents: 89_000, toCents: 89_000 });
    expect(e.weatherDependent).toBe(true);
  });

  it("hull inspection + antifoul: $200 off, out of the water", () => {
    const e = estimatePackage({ serviceTypes: ["hull_inspection", "antifoul_application"], definitions: defs, offers });
    expect(e.bundle).toMatchObject({
      name: "Maintenance and Inspection Bundle",
      saving: { fromCents: 20_000, toCents: 20_000 },
    });
    expect(e.total.fromCents).toBe(208_000 - 20_000);
    expect(e.outOfWater).toBe(true);
  });

  it("vessel delivery alone: no bundle, nothing to suggest; unknown and repeated types are ignored", () => {
    const e = estimatePackage({
      serviceTypes: ["delivery_service", "delivery_service", "jet_ski_wash"],
      definitions: defs,
      offers,
    });
    expect(e.services).toHaveLength(1);
    expect(e.bundle).toBeNull();
    expect(e.suggestions).toEqual([]);
    expect(e.total).toEqual({ fromCents: 120_000, toCents: 192_000 });
  });

  it("an empty selection costs nothing", () => {
    const e = estimatePackage({ serviceTypes: [], definitions: defs, offers });
    expect(e.total).toEqual({ fromCents: 0, toCents: 0 });
    expect(e.bundle).toBeNull();
  });

  it("parses vessel lengths people type, refusing nonsense", () => {
    expect(parseLengthMetres("12")).toBe(12);
    expect(parseLengthMetres("12,55")).toBe(12.6);
    expect(parseLengthMetres("14.2 m")).toBe(14.2);
    expect(parseLengthMetres("")).toBeNull();
    expect(parseLengthMetres("-3")).toBeNull();
    expect(parseLengthMetres("500")).toBeNull();
    expect(parseLengthMetres("abc")).toBeNull();
  });
});

describe("seeded catalogue pages", () => {
  const slugs = SERVICE_PAGES.map((p) => p.slug);

  it("has a page for every /services/… slug of spec §2, each slug once", () => {
    for (const slug of SPEC_SERVICE_SLUGS) expect(slugs).toContain(slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("sells every §9 service type on at least one service page, and only known types", () => {
    for (const p of SERVICE_PAGES) for (const t of p.serviceTypes) expect(SERVICE_TYPES).toContain(t);
    for (const t of SERVICE_TYPES)
      expect(SERVICE_PAGES.some((p) => p.kind === "service" && p.serviceTypes.includes(t))).toBe(true);
  });

  it("gives every page a price range, real copy and a share-sized summary", () => {
    for (const p of SERVICE_PAGES) {
      const range = servicePriceRange(page(p.serviceTypes, p.priceFromCents ?? null, p.priceToCents ?? null), defs);
      expect(range, p.slug).not.toBeNull();
      expect(range!.toCents).toBeGreaterThanOrEqual(range!.fromCents);
      expect(p.summary.length, p.slug).toBeLessThanOrEqual(155);
      expect(p.description.length).toBeGreaterThanOrEqual(2);
      expect(p.included.length).toBeGreaterThanOrEqual(4);
    }
  });

  it("links portfolio projects only to pages that exist", () => {
    for (const project of PORTFOLIO_PROJECTS) for (const s of project.services) expect(slugs).toContain(s);
  });
});

describe("bundle conditions in words", () => {
  it("names the same-vessel/date/location conditions and minimum items of §9 offers", () => {
    const text = (slug: string) => bundleConditionText(offers.find((o) => o.slug === slug)!);
    expect(text("complete-clean-package")).toBe(
      "When booked for the same vessel, on the same day, at the same location",
    );
    expect(text("premium-detail-package")).toBe("When booked for the same vessel, at the same location");
    expect(text("triple-clean-special")).toBe("When at least 3 services are booked together");
    expect(text("maintenance-inspection-bundle")).toBe("No extra conditions");
  });
});

describe("bundle discounts in words", () => {
  it("labels percentage, fixed and free-service offers of §9", () => {
    const label = (slug: string) =>
      bundleDiscountLabel(
        offers.find((o) => o.slug === slug)!,
        defs,
      );
    expect(label("complete-clean-package")).toBe("15% off");
    expect(label("maintenance-inspection-bundle")).toBe("$200 off");
    expect(label("triple-clean-special")).toBe("20% off");
    expect(label("free-engine-room-clean")).toBe("Engine Room Clean free");
  });
});

describe("catalogue prices in words", () => {
  it("drops zero cents and joins ranges", () => {
    expect(formatPrice(35_000)).toBe("$350");
    expect(formatPrice(13_350)).toBe("$133.50");
    expect(formatPriceRange({ fromCents: 35_000, toCents: 71_000 })).toBe("$350 – $710");
    expect(formatPriceRange({ fromCents: 89_000, toCents: 89_000 })).toBe("$890");
    expect(formatPriceRange({ fromCents: 56_950, toCents: 113_050 })).toBe("$569.50 – $1,130.50");
  });
});
