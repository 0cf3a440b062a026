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
