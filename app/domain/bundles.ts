// Bundle offers (spec §3, §5, §9). Unlike the original, minimum_items and the same-vessel / same-date /
// same-location conditions are enforced. When several offers apply, the customer gets the best single one.

export const DISCOUNT_TYPES = ["percentage", "fixed_amount", "free_service"] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export interface BundleOfferRule {
  id: string;
  slug: string;
  name: string;
  description?: string;
  serviceTypes: string[];
  discountType: DiscountType;
  /** percent for percentage; cents for fixed_amount; unused for free_service */
  discountValue: number;
  freeServiceType?: string | null;
  minimumItems?: number | null;
  sameVessel: boolean;
  sameDate: boolean;
  sameLocation: boolean;
}

/** One priced service in a cart or package. Unknown vessel/date/location (null) is "not yet chosen". */
export interface BundleLine {
  id?: string;
  serviceType: string;
  priceCents: number;
  vesselId?: string | null;
  scheduledDate?: string | null;
  location?: string | null;
}

export type BundleCheck =
  { applies: true; lines: BundleLine[]; discountCents: number } | { applies: false; reason: string };

/** Lines that still vary on a condition (nulls are not chosen yet, so they do not break it). */
function differs(lines: BundleLine[], key: "vesselId" | "scheduledDate" | "location") {
  const values = new Set(lines.map((l) => l[key]).filter((v): v is string => !!v));
  return values.size > 1;
}

/** For each service type of the offer, the first line of that type (in cart order). */
function matchLines(offer: BundleOfferRule, lines: BundleLine[]): BundleLine[] | null {
  const picked: BundleLine[] = [];
  for (const type of offer.serviceTypes) {
    const line = lines.find((l) => l.serviceType === type && !picked.includes(l));
    if (!line) return null;
    picked.push(line);
  }
  return picked;
}

export function discountFor(offer: BundleOfferRule, matched: BundleLine[]): number {
  const subtotal = matched.reduce((s, l) => s + l.priceCents, 0);
  switch (offer.discountType) {
    case "percentage":
      return Math.round((subtotal * offer.discountValue) / 100);
    case "fixed_amount":
      return Math.min(offer.discountValue, subtotal);
    case "free_service": {
      const free = matched.find((l) => l.serviceType === offer.freeServiceType);
      return free ? free.priceCents : 0;
    }
  }
}

export function checkBundle(offer: BundleOfferRule, lines: BundleLine[]): BundleCheck {
  const matched = matchLines(offer, lines);
  if (!matched)
    return { applies: false, reason: `Needs ${offer.serviceTypes.length} services: ${offer.serviceTypes.join(", ")}` };
  if (offer.minimumItems && lines.length < offer.minimumItems) {
    return { applies: false, reason: `Needs at least ${offer.minimumItems} services` };
  }
  if (offer.sameVessel && differs(matched, "vesselId"))
    return { applies: false, reason: "The services must be for the same vessel" };
  if (offer.sameDate && differs(matched, "scheduledDate"))
    return { applies: false, reason: "The services must be on the same date" };
  if (offer.sameLocation && differs(matched, "location"))
    return { applies: false, reason: "The services must be at the same location" };
  return { applies: true, lines: matched, discountCents: discountFor(offer, matched) };
}

export interface AppliedBundle {
  offer: BundleOfferRule;
  discountCents: number;
  lineIds: string[];
}

/** Every offer that applies, best first. */
export function applicableBundles(offers: BundleOfferRule[], lines: BundleLine[]): AppliedBundle[] {
  const result: AppliedBundle[] = [];
  for (const offer of offers) {
    const check = checkBundle(offer, lines);
    if (check.applies && check.discountCents > 0) {
      result.push({
        offer,
        discountCents: check.discountCents,
        lineIds: check.lines.map((l) => l.id ?? l.serviceType),
      });
    }
  }
  return result.sort((a, b) => b.discountCents - a.discountCents || a.offer.name.localeCompare(b.offer.name));
}

/** The single best offer for the customer, or null. */
export function bestBundle(offers: BundleOfferRule[], lines: BundleLine[]): AppliedBundle | null {
  return applicableBundles(offers, lines)[0] ?? null;
}

/** Spec §9 bundle offers, as the seed writes them. */
export const BUNDLE_OFFER_DEFINITIONS: Omit<BundleOfferRule, "id">[] = [
  {
    slug: "complete-clean-package",
    name: "Complete Clean Package",
    description:
      "External and internal clean together: 15% off when both are done for the same vessel, on the same day, at the same berth.",
    serviceTypes: ["external_clean", "internal_clean"],
    discountType: "percentage",
    discountValue: 15,
    minimumItems: null,
    sameVessel: true,
    sameDate: true,
    sameLocation: true,
  },
  {
    slug: "premium-detail-package",
    name: "Premium Detail Package",
    description: "External clean plus a machine polish: 10% off for the same vessel at the same location.",
    serviceTypes: ["external_clean", "vessel_polish"],
    discountType: "percentage",
    discountValue: 10,
    minimumItems: null,
    sameVessel: true,
    sameDate: false,
    sameLocation: true,
  },
  {
    slug: "maintenance-inspection-bundle",
    name: "Maintenance and Inspection Bundle",
    description: "Hull inspection with antifoul application: $200 off the pair.",
    serviceTypes: ["hull_inspection", "antifoul_application"],
    discountType: "fixed_amount",
    discountValue: 20_000,
    minimumItems: null,
    sameVessel: false,
    sameDate: false,
    sameLocation: false,
  },
  {
    slug: "triple-clean-special",
    name: "Triple Clean Special",
    description: "External, internal and engine room clean: 20% off all three.",
    serviceTypes: ["external_clean", "internal_clean", "engine_room_clean"],
    discountType: "percentage",
    discountValue: 20,
    minimumItems: 3,
    sameVessel: false,
    sameDate: false,
    sameLocation: false,
  },
  {
    slug: "free-engine-room-clean",
    name: "Free Engine Room Clean",
    description: "Book the external, internal and engine room clean together and the engine room clean is free.",
    serviceTypes: ["external_clean", "internal_clean", "engine_room_clean"],
    discountType: "free_service",
    discountValue: 0,
    freeServiceType: "engine_room_clean",
    minimumItems: null,
    sameVessel: false,
    sameDate: false,
    sameLocation: false,
  },
];

/** How many offers a cart's snapshot keeps (far more than the business runs; a bound on the stored JSON). */
export const MAX_SNAPSHOT_OFFERS = 50;

/**
 * The offers a cart keeps while it is open (issue 18, ADR 181 addendum): the rules as they were when it opened, as
 * JSON, so editing, adding or deactivating an offer reaches new carts only.
 */
export function bundleOfferSnapshot(offers: readonly BundleOfferRule[]): string {
  return JSON.stringify(
    offers.slice(0, MAX_SNAPSHOT_OFFERS).map((o) => ({
      id: o.id,
      slug: o.slug,
      name: o.name,
      description: o.description ?? "",
      serviceTypes: [...o.serviceTypes],
      discountType: o.discountType,
      discountValue: o.discountValue,
      freeServiceType: o.freeServiceType ?? null,
      minimumItems: o.minimumItems ?? null,
      sameVessel: o.sameVessel,
      sameDate: o.sameDate,
      sameLocation: o.sameLocation,
    })),
  );
}

const isText = (v: unknown): v is string => typeof v === "string";
const isWhole = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v) && v >= 0;

function snapshotOffer(v: unknown): BundleOfferRule | null {
  if (!v || typeof v !== "object") return null;
  const o = v as Record<string, unknown>;
  if (!isText(o.id) || !isText(o.slug) || !isText(o.name)) return null;
  if (!Array.isArray(o.serviceTypes) || !o.serviceTypes.every(isText)) return null;
  if (!DISCOUNT_TYPES.includes(o.discountType as DiscountType) || !isWhole(o.discountValue)) return null;
  if (o.freeServiceType != null && !isText(o.freeServiceType)) return null;
  if (o.minimumItems != null && !isWhole(o.minimumItems)) return null;
  return {
    id: o.id,
    slug: o.slug,
    name: o.name,
    description: isText(o.description) ? o.description : "",
    serviceTypes: o.serviceTypes,
    discountType: o.discountType as DiscountType,
    discountValue: o.discountValue,
    freeServiceType: (o.freeServiceType as string | null | undefined) ?? null,
    minimumItems: (o.minimumItems as number | null | undefined) ?? null,
    sameVessel: o.sameVessel === true,
    sameDate: o.sameDate === true,
    sameLocation: o.sameLocation === true,
  };
}

/**
 * The offers a cart kept, or null when it kept none (a cart opened before snapshots) or the stored text is not a
 * snapshot: the caller then prices with the offers active now. A malformed entry is dropped, never guessed.
 */
export function parseBundleOfferSnapshot(json: string | null | undefined): BundleOfferRule[] | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  return value
    .slice(0, MAX_SNAPSHOT_OFFERS)
    .map(snapshotOffer)
    .filter((o): o is BundleOfferRule => !!o);
}
