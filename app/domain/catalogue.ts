// Catalogue rules for the public site: price ranges, weather and slipway needs, durations, payment terms in
// plain words, and package estimates with the best bundle offer (spec §3, §5, §9). Pure: callers pass the
// service definitions and bundle offers they loaded.
import { bestBundle, checkBundle, type BundleOfferRule } from "./bundles.ts";
import { formatCents } from "./money.ts";
import { estimatePriceCents, isServiceType, type ServiceType, type ServiceTypeDefinition } from "./service-types.ts";
import { labelledValues } from "./labelled-values.ts";

/** Indicative prices run from the base price (vessels up to 8 m) to this length. */
export const TYPICAL_MAX_LENGTH_METRES = 20;
export const MAX_VESSEL_LENGTH_METRES = 100;

export const CATEGORY_LABELS = {
  detailing: "Detailing & cleaning",
  hull: "Hull care",
  electrical: "Marine electrical",
  shipwright: "Shipwright",
  maintenance: "Maintenance",
  project_management: "Project management",
  delivery: "Vessel delivery",
};
export const SERVICE_PAGE_CATEGORIES = labelledValues(CATEGORY_LABELS);
export type ServicePageCategory = (typeof SERVICE_PAGE_CATEGORIES)[number];

/** The slice of a service definition the catalogue rules read (a DB row or the §9 constant). */
export type CatalogueDefinition = Pick<
  ServiceTypeDefinition,
  | "serviceName"
  | "paymentTerms"
  | "minimumDurationHours"
  | "maximumDurationHours"
  | "estimatedDurationHours"
  | "bundleDiscountPercentage"
  | "weatherDependent"
  | "requiresVesselOutOfWater"
  | "supportsSubscription"
  | "supportsOneOff"
  | "basePriceCents"
  | "pricePerMetreCents"
  | "depositPercent"
> & { serviceType: string };

export interface PriceRange {
  fromCents: number;
  toCents: number;
}

/** JSON text columns (lists of strings) read defensively: bad data is an empty list, never a 500. */
export function parseStringList(json: string | null | undefined): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The service types a page sells, known ones only, in the page's order. */
export function pageServiceTypes(page: { serviceTypes: string }): ServiceType[] {
  return parseStringList(page.serviceTypes).filter(isServiceType);
}

/**
 * The service a page can put straight into the cart: pages that sell exactly one §9 service type. Hubs (several
 * types) point to their services and the builders; trades without a type (teak, shipwright …) are quoted.
 */
export function cartServiceType(page: { serviceTypes: string }): ServiceType | null {
  const types = pageServiceTypes(page);
  return types.length === 1 ? types[0]! : null;
}

function definitionsFor(types: readonly string[], definitions: readonly CatalogueDefinition[]) {
  return types.map((t) => definitions.find((d) => d.serviceType === t)).filter((d): d is CatalogueDefinition => !!d);
}

/** A service type's price from a vessel up to 8 m to a typical 20 m vessel. */
export function serviceTypePriceRange(def: CatalogueDefinition): PriceRange {
  return { fromCents: estimatePriceCents(def, null), toCents: estimatePriceCents(def, TYPICAL_MAX_LENGTH_METRES) };
}

/**
 * The price range a service page shows: derived from its bookable service types when it has any
 * (cheapest start to dearest end), else the indicative range stored on the page; null when neither exists.
 */
export function servicePriceRange(
  page: { serviceTypes: string; priceFromCents: number | null; priceToCents: number | null },
  definitions: readonly CatalogueDefinition[],
): PriceRange | null {
  const defs = definitionsFor(pageServiceTypes(page), definitions);
  if (defs.length > 0) {
    const ranges = defs.map(serviceTypePriceRange);
    return {
      fromCents: Math.min(...ranges.map((r) => r.fromCents)),
      toCents: Math.max(...ranges.map((r) => r.toCents)),
    };
  }
  if (page.priceFromCents == null) return null;
  return {
    fromCents: page.priceFromCents,
    toCents: Math.max(page.priceFromCents, page.priceToCents ?? page.priceFromCents),
  };
}

/** True when any of the services needs a weather window (§9 notes). */
export function isWeatherDependent(types: readonly string[], definitions: readonly CatalogueDefinition[]) {
  return definitionsFor(types, definitions).some((d) => d.weatherDependent);
}

/** True when any of the services needs the vessel slipped or on the hardstand (§9 notes). */
export function needsVesselOutOfWater(types: readonly string[], definitions: readonly CatalogueDefinition[]) {
  return definitionsFor(types, definitions).some((d) => d.requiresVesselOutOfWater);
}

export function paymentTermsText(def: Pick<CatalogueDefinition, "paymentTerms" | "depositPercent">) {
  switch (def.paymentTerms) {
    case "full_upfront":
      return "Paid in full when you book";
    case "split_payment":
      return "Paid in two parts: one when you book, the rest when the work is done";
    case "deposit_balance":
      return `${def.depositPercent ?? 25}% deposit to book, balance on completion`;
    default:
      return "Payment terms confirmed in your quote";
  }
}

export function durationText(
  def: Pick<CatalogueDefinition, "minimumDurationHours" | "maximumDurationHours" | "estimatedDurationHours">,
) {
  return `${def.minimumDurationHours}–${def.maximumDurationHours} hours, usually about ${def.estimatedDurationHours}`;
}

export function bundleDiscountText(def: Pick<CatalogueDefinition, "bundleDiscountPercentage">) {
  return def.bundleDiscountPercentage
    ? `${def.bundleDiscountPercentage}% off when bundled`
    : "Not part of bundle discounts";
}

export function frequencyText(def: Pick<CatalogueDefinition, "supportsSubscription" | "supportsOneOff">) {
  if (def.supportsSubscription && def.supportsOneOff) return "One-off or on a regular schedule";
  if (def.supportsSubscription) return "On a regular schedule";
  return "One-off";
}

/** Plain-words notes a customer needs before booking (weather, slipway). */
export function bookingNotes(def: Pick<CatalogueDefinition, "weatherDependent" | "requiresVesselOutOfWater">) {
  const notes: string[] = [];
  if (def.requiresVesselOutOfWater) notes.push("Your vessel must be out of the water (slipped or on the hardstand)");
  if (def.weatherDependent)
    notes.push("Booked into a dry, calm weather window; we reschedule free if the weather turns");
  return notes;
}

/** Offers that include at least one of the given service types (what a service page can advertise). */
export function bundlesInvolving<T extends Pick<BundleOfferRule, "serviceTypes">>(
  types: readonly string[],
  offers: readonly T[],
) {
  return offers.filter((o) => o.serviceTypes.some((t) => types.includes(t)));
}

export interface PackageEstimate {
  lengthMetres: number | null;
  services: { serviceType: ServiceType; serviceName: string; fromCents: number; toCents: number }[];
  subtotal: PriceRange;
  bundle: { slug: string; name: string; description: string; saving: PriceRange } | null;
  total: PriceRange;
  /** Offers one more service would unlock: "add Internal Clean to get Complete Clean Package". */
  suggestions: { slug: string; name: string; missing: { serviceType: ServiceType; serviceName: string }[] }[];
  hours: { min: number; max: number; estimated: number };
  weatherDependent: boolean;
  outOfWater: boolean;
}

/**
 * Estimate for a package of services on one vessel at one location (a builder's selection). With a length
 * the estimate is exact; without, it runs from a vessel up to 8 m to a typical 20 m one. The best bundle is
 * chosen at the lower end and its saving shown at both ends. Date conditions are met: the package is one visit.
 */
export function estimatePackage(opts: {
  serviceTypes: readonly string[];
  lengthMetres?: number | null;
  definitions: readonly CatalogueDefinition[];
  offers: readonly BundleOfferRule[];
}): PackageEstimate {
  const unique = [...new Set(opts.serviceTypes)].filter(isServiceType);
  const defs = definitionsFor(unique, opts.definitions);
  const length = opts.lengthMetres && opts.lengthMetres > 0 ? opts.lengthMetres : null;
  const services = defs.map((d) => ({
    serviceType: d.serviceType as ServiceType,
    serviceName: d.serviceName,
    fromCents: estimatePriceCents(d, length),
    toCents: estimatePriceCents(d, length ?? TYPICAL_MAX_LENGTH_METRES),
  }));
  const lines = (end: "fromCents" | "toCents") =>
    services.map((s) => ({ serviceType: s.serviceType, priceCents: s[end] }));
  const subtotal = { fromCents: sum(services.map((s) => s.fromCents)), toCents: sum(services.map((s) => s.toCents)) };

  const best = bestBundle([...opts.offers], lines("fromCents"));
  let bundle: PackageEstimate["bundle"] = null;
  if (best) {
    const high = checkBundle(best.offer, lines("toCents"));
    bundle = {
      slug: best.offer.slug,
      name: best.offer.name,
      description: best.offer.description ?? "",
      saving: { fromCents: best.discountCents, toCents: high.applies ? high.discountCents : best.discountCents },
    };
  }
  const total = {
    fromCents: subtotal.fromCents - (bundle?.saving.fromCents ?? 0),
    toCents: subtotal.toCents - (bundle?.saving.toCents ?? 0),
  };

  const suggestions = opts.offers
    .filter((o) => o.slug !== bundle?.slug)
    .map((o) => ({ offer: o, missing: o.serviceTypes.filter((t) => !unique.includes(t as ServiceType)) }))
    .filter((x) => x.missing.length === 1 && x.offer.serviceTypes.length > 1)
    .map((x) => ({
      slug: x.offer.slug,
      name: x.offer.name,
      missing: definitionsFor(x.missing, opts.definitions).map((d) => ({
        serviceType: d.serviceType as ServiceType,
        serviceName: d.serviceName,
      })),
    }))
    .filter((s) => s.missing.length === 1);

  return {
    lengthMetres: length,
    services,
    subtotal,
    bundle,
    total,
    suggestions,
    hours: {
      min: sum(defs.map((d) => d.minimumDurationHours)),
      max: sum(defs.map((d) => d.maximumDurationHours)),
      estimated: sum(defs.map((d) => d.estimatedDurationHours)),
    },
    weatherDependent: defs.some((d) => d.weatherDependent),
    outOfWater: defs.some((d) => d.requiresVesselOutOfWater),
  };
}

function sum(values: number[]) {
  return values.reduce((a, b) => a + b, 0);
}

/** Parses a vessel length typed or passed in a URL ("12", "12.5 m"); null when absent or not sensible. */
export function parseLengthMetres(value: string | null | undefined): number | null {
  if (!value) return null;
  const n = Number.parseFloat(value.replace(",", "."));
  if (!Number.isFinite(n) || n <= 0 || n > MAX_VESSEL_LENGTH_METRES) return null;
  return Math.round(n * 10) / 10;
}

/** When an offer applies, in words ("for the same vessel, on the same day, at the same location"). */
export function bundleConditionText(
  offer: Pick<BundleOfferRule, "sameVessel" | "sameDate" | "sameLocation" | "minimumItems">,
) {
  const parts = [
    offer.sameVessel ? "for the same vessel" : null,
    offer.sameDate ? "on the same day" : null,
    offer.sameLocation ? "at the same location" : null,
  ].filter(Boolean);
  const lead = offer.minimumItems ? `When at least ${offer.minimumItems} services are booked together` : "When booked";
  if (!parts.length) return offer.minimumItems ? lead : "No extra conditions";
  return `${lead} ${parts.join(", ")}`;
}

/** "15% off", "$200 off", "Engine Room Clean free". */
export function bundleDiscountLabel(
  offer: Pick<BundleOfferRule, "discountType" | "discountValue" | "freeServiceType">,
  definitions: readonly CatalogueDefinition[],
) {
  switch (offer.discountType) {
    case "percentage":
      return `${offer.discountValue}% off`;
    case "fixed_amount":
      return `${formatPrice(offer.discountValue)} off`;
    case "free_service":
      return `${definitions.find((d) => d.serviceType === offer.freeServiceType)?.serviceName ?? "One service"} free`;
  }
}

/** A catalogue price: whole dollars without cents ("$350"), cents when there are some ("$133.50"). */
export function formatPrice(cents: number) {
  return formatCents(cents).replace(/\.00$/, "");
}

/** "$350 – $710", or one price when both ends agree. */
export function formatPriceRange(range: PriceRange) {
  return range.fromCents === range.toCents
    ? formatPrice(range.fromCents)
    : `${formatPrice(range.fromCents)} – ${formatPrice(range.toCents)}`;
}
