// Cart rules (spec §3, §4, §5, §9): totals, conflicts, the checkout rule, the best bundle and what is due now.
// Pure: the server loads items and catalogue rows, these functions decide.
import { bestBundle, type AppliedBundle, type BundleOfferRule } from "./bundles.ts";
import { gstInInclusive } from "./money.ts";
import type { PaymentTerms } from "./service-types.ts";
import { labelledValues, isOneOf, isIn, oneOfOr } from "./labelled-values.ts";

/** Spec §9: a cart expires 24 hours after it was created. */
export const CART_TTL_MS = 24 * 60 * 60 * 1000;
export const CART_CURRENCY = "AUD";
/** A cart (and a shared cart) holds at most this many services; forms never list more. */
export const MAX_CART_LINES = 20;

export const CART_STATUSES = ["active", "checked_out", "cleared", "expired", "merged"] as const;
export type CartStatus = (typeof CART_STATUSES)[number];

export const PAYMENT_PLAN_LABELS = {
  per_service_terms: "Pay each service's deposit now, the rest on completion",
  pay_in_full: "Pay everything now",
};
export const PAYMENT_PLANS = labelledValues(PAYMENT_PLAN_LABELS);
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/** Select values of the cart forms (spec §5: a select option never has an empty value). */
export const NO_VESSEL = "none";
export const NEW_VESSEL = "new";
export const NO_ZONE = "none";

/** Where on the water the work happens; bundles with same_location compare these. */
export const LOCATION_ZONE_LABELS = {
  sydney_harbour: "Sydney Harbour (Rushcutters Bay, Double Bay, Rose Bay)",
  middle_harbour: "Middle Harbour (The Spit, Mosman, Northbridge)",
  pittwater: "Pittwater (Newport, Bayview, Church Point)",
  hawkesbury: "Hawkesbury River (Brooklyn, Patonga)",
  botany_bay: "Botany Bay and Georges River",
  port_hacking: "Port Hacking (Cronulla, Gunnamatta Bay)",
  parramatta_river: "Parramatta River and Lane Cove",
};
export const LOCATION_ZONES = labelledValues(LOCATION_ZONE_LABELS);
export type LocationZone = (typeof LOCATION_ZONES)[number];
export const isLocationZone = isOneOf(LOCATION_ZONES);

export const TIME_OF_DAY_LABELS = {
  any: "Any time in business hours",
  morning: "Mornings (from 7 am)",
  afternoon: "Afternoons (from 12 pm)",
};
export const TIMES_OF_DAY = labelledValues(TIME_OF_DAY_LABELS);
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

export interface SchedulingPreferences {
  timeOfDay: TimeOfDay;
  flexibleDates: boolean;
  notes?: string | null;
}

export function parseSchedulingPreferences(json: string | null | undefined): SchedulingPreferences {
  const fallback: SchedulingPreferences = { timeOfDay: "any", flexibleDates: false, notes: null };
  if (!json) return fallback;
  try {
    const v = JSON.parse(json) as Partial<SchedulingPreferences>;
    return {
      timeOfDay: oneOfOr(TIMES_OF_DAY, v.timeOfDay, "any"),
      flexibleDates: !!v.flexibleDates,
      notes: typeof v.notes === "string" ? v.notes : null,
    };
  } catch {
    return fallback;
  }
}

/** A cart item as the rules see it (spec §3: id, service_type, estimated_price, deposit_amount, vessel_id, scheduled_date). */
export interface CartLine {
  id: string;
  serviceType: string;
  estimatedPriceCents: number;
  depositCents?: number | null;
  vesselId?: string | null;
  scheduledDate?: string | null;
  location?: string | null;
}

/** Just the fields the rules read, from any record that carries them (a cart item, a priced order line…). */
export function cartLine(l: CartLine): CartLine {
  return {
    id: l.id,
    serviceType: l.serviceType,
    estimatedPriceCents: l.estimatedPriceCents,
    depositCents: l.depositCents,
    vesselId: l.vesselId,
    scheduledDate: l.scheduledDate,
    location: l.location,
  };
}

/** Terms of the service, from the catalogue. */
export interface LineTerms {
  paymentTerms: PaymentTerms;
  depositPercent: number | null;
}

// ───────────── expiry ─────────────

export function cartExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + CART_TTL_MS);
}

export function isCartExpired(cart: { expiresAt: Date | string }, now: Date): boolean {
  return new Date(cart.expiresAt).getTime() <= now.getTime();
}

// ───────────── payment terms ─────────────

/** What a service asks for at booking (spec §9 payment terms): the item's deposit_amount. */
export function dueNowForTerms(terms: LineTerms, priceCents: number): number {
  switch (terms.paymentTerms) {
    case "full_upfront":
      return priceCents;
    case "split_payment":
      return Math.round(priceCents / 2);
    case "deposit_balance":
      return Math.round((priceCents * (terms.depositPercent ?? 0)) / 100);
  }
}

export const PAYMENT_TERMS_LABELS: Record<PaymentTerms, string> = {
  full_upfront: "Paid in full when you book",
  split_payment: "50% when you book, 50% on completion",
  deposit_balance: "Deposit when you book, balance on completion",
};

export function paymentTermsText(terms: LineTerms): string {
  if (terms.paymentTerms === "deposit_balance")
    return `${terms.depositPercent ?? 0}% deposit when you book, balance on completion`;
  return PAYMENT_TERMS_LABELS[terms.paymentTerms];
}

// ───────────── totals (spec §4) ─────────────

/** After every add, remove or update: Σ estimated_price and Σ deposit_amount. */
export function cartTotals(lines: readonly Pick<CartLine, "estimatedPriceCents" | "depositCents">[]) {
  return {
    totalEstimatedCents: lines.reduce((s, l) => s + l.estimatedPriceCents, 0),
    totalDepositCents: lines.reduce((s, l) => s + (l.depositCents ?? 0), 0),
  };
}

// ───────────── conflicts (spec §5) ─────────────

export interface VesselConflict {
  vesselIds: string[];
  itemIds: string[];
}

/** More than one item and more than one distinct vessel_id; items without a vessel are ignored. */
export function vesselConflict(lines: readonly CartLine[]): VesselConflict | null {
  if (lines.length <= 1) return null;
  const withVessel = lines.filter((l) => !!l.vesselId);
  const vesselIds = [...new Set(withVessel.map((l) => l.vesselId!))];
  if (vesselIds.length <= 1) return null;
  return { vesselIds, itemIds: withVessel.map((l) => l.id) };
}

/** Services our detailing crew cannot do twice on one vessel on one day. */
export const SAME_DAY_EXCLUSIVE_SERVICES = ["external_clean", "vessel_polish"] as const;

export interface SchedulingConflict {
  date: string;
  itemIds: string[];
}

/** More than one item and, on a single scheduled_date, two or more items are external_clean or vessel_polish. */
export function schedulingConflicts(lines: readonly CartLine[]): SchedulingConflict[] {
  if (lines.length <= 1) return [];
  const byDate = new Map<string, string[]>();
  for (const l of lines) {
    if (!l.scheduledDate || !isIn(SAME_DAY_EXCLUSIVE_SERVICES, l.serviceType)) continue;
    byDate.set(l.scheduledDate, [...(byDate.get(l.scheduledDate) ?? []), l.id]);
  }
  return [...byDate.entries()].filter(([, ids]) => ids.length >= 2).map(([date, itemIds]) => ({ date, itemIds }));
}

// ───────────── the checkout rule (spec §5) ─────────────

export type CheckoutBlockCode = "empty" | "vessel_conflict" | "scheduling_conflict" | "unpriced";

export interface CheckoutBlock {
  code: CheckoutBlockCode;
  message: string;
  itemIds: string[];
}

export interface NameLookups {
  serviceName?: (serviceType: string) => string;
  vesselName?: (vesselId: string) => string;
  formatDate?: (dateKey: string) => string;
}

const humanList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/** Allowed only with at least one item, no vessel conflict, no scheduling conflict and every price above 0. */
export function checkoutEligibility(lines: readonly CartLine[], names: NameLookups = {}) {
  const serviceName = names.serviceName ?? ((t: string) => t);
  const vesselName = names.vesselName ?? ((id: string) => id);
  const fmtDate = names.formatDate ?? ((d: string) => d);
  const blocks: CheckoutBlock[] = [];
  if (lines.length === 0) {
    blocks.push({ code: "empty", message: "Your cart is empty. Add at least one service to check out.", itemIds: [] });
  }
  const vessel = vesselConflict(lines);
  if (vessel) {
    blocks.push({
      code: "vessel_conflict",
      message: `Your cart has services for ${vessel.vesselIds.length} different vessels (${humanList(vessel.vesselIds.map(vesselName))}). One checkout covers one vessel: choose one vessel for every service, or remove the others.`,
      itemIds: vessel.itemIds,
    });
  }
  for (const c of schedulingConflicts(lines)) {
    const names = c.itemIds.map((id) => serviceName(lines.find((l) => l.id === id)!.serviceType));
    blocks.push({
      code: "scheduling_conflict",
      message: `${humanList(names)} are booked on the same day (${fmtDate(c.date)}). Exterior cleaning and polishing need the hull to themselves for the day: move one to another date.`,
      itemIds: c.itemIds,
    });
  }
  const unpriced = lines.filter((l) => !(l.estimatedPriceCents > 0));
  if (unpriced.length) {
    blocks.push({
      code: "unpriced",
      message: `${humanList(unpriced.map((l) => serviceName(l.serviceType)))} ${unpriced.length === 1 ? "has" : "have"} no price yet. Remove ${unpriced.length === 1 ? "it" : "them"} or ask us for a quote.`,
      itemIds: unpriced.map((l) => l.id),
    });
  }
  return { allowed: blocks.length === 0, blocks };
}

/** The sentence shown next to one item for each rule it breaks. */
export function itemProblems(itemId: string, blocks: readonly CheckoutBlock[]): string[] {
  return blocks
    .filter((b) => b.itemIds.includes(itemId))
    .map((b) => {
      switch (b.code) {
        case "vessel_conflict":
          return "This service is for a different vessel than others in your cart.";
        case "scheduling_conflict":
          return "Another exterior clean or polish is booked on the same day.";
        case "unpriced":
          return "This service has no price yet.";
        default:
          return b.message;
      }
    });
}

// ───────────── bundle, GST and what is due now ─────────────

/** The bundle saving spread over the lines it applies to (free_service: all on the free line). */
export function allocateDiscount(lines: readonly CartLine[], bundle: AppliedBundle | null): Map<string, number> {
  const out = new Map<string, number>(lines.map((l) => [l.id, 0]));
  if (!bundle || bundle.discountCents <= 0) return out;
  const matched = lines.filter((l) => bundle.lineIds.includes(l.id));
  if (bundle.offer.discountType === "free_service") {
    const free = matched.find((l) => l.serviceType === bundle.offer.freeServiceType);
    if (free) out.set(free.id, Math.min(bundle.discountCents, free.estimatedPriceCents));
    return out;
  }
  const base = matched.reduce((s, l) => s + l.estimatedPriceCents, 0);
  let left = bundle.discountCents;
  matched.forEach((l, i) => {
    const share = i === matched.length - 1 ? left : Math.round((bundle.discountCents * l.estimatedPriceCents) / base);
    const capped = Math.min(share, l.estimatedPriceCents, left);
    out.set(l.id, capped);
    left -= capped;
  });
  return out;
}

export interface SummaryLine {
  id: string;
  serviceType: string;
  listPriceCents: number;
  discountCents: number;
  totalCents: number;
  dueNowCents: number;
  laterCents: number;
}

export interface CartSummary {
  itemCount: number;
  totalEstimatedCents: number;
  totalDepositCents: number;
  bundle: { name: string; description: string; slug: string; discountCents: number; itemIds: string[] } | null;
  discountCents: number;
  /** What the customer pays in all, GST inclusive. */
  totalCents: number;
  /** The GST contained in the total (1/11 at 10 %). */
  gstCents: number;
  /** The total less GST. */
  subtotalExGstCents: number;
  dueNowCents: number;
  balanceLaterCents: number;
  lines: SummaryLine[];
  eligibility: ReturnType<typeof checkoutEligibility>;
}

/** Everything the cart and checkout pages show, from the items, the offers and each service's terms. */
export function summarizeCart(opts: {
  lines: readonly CartLine[];
  offers: readonly BundleOfferRule[];
  terms: (serviceType: string) => LineTerms;
  paymentPlan?: PaymentPlan | null;
  /** The cart-level zone: the location of items that name none. */
  locationZone?: string | null;
  names?: NameLookups;
}): CartSummary {
  const lines = opts.lines.map((l) => ({ ...l, location: l.location ?? opts.locationZone ?? null }));
  const totals = cartTotals(lines);
  const bundle = bestBundle(
    [...opts.offers],
    lines.map((l) => ({
      id: l.id,
      serviceType: l.serviceType,
      priceCents: l.estimatedPriceCents,
      vesselId: l.vesselId,
      scheduledDate: l.scheduledDate,
      location: l.location,
    })),
  );
  const discounts = allocateDiscount(lines, bundle);
  const summaryLines = lines.map((l) => {
    const discountCents = discounts.get(l.id) ?? 0;
    const totalCents = l.estimatedPriceCents - discountCents;
    const dueNowCents =
      opts.paymentPlan === "pay_in_full"
        ? totalCents
        : Math.min(totalCents, dueNowForTerms(opts.terms(l.serviceType), totalCents));
    return {
      id: l.id,
      serviceType: l.serviceType,
      listPriceCents: l.estimatedPriceCents,
      discountCents,
      totalCents,
      dueNowCents,
      laterCents: totalCents - dueNowCents,
    };
  });
  const discountCents = summaryLines.reduce((s, l) => s + l.discountCents, 0);
  const totalCents = totals.totalEstimatedCents - discountCents;
  const gstCents = gstInInclusive(totalCents);
  const dueNowCents = summaryLines.reduce((s, l) => s + l.dueNowCents, 0);
  return {
    itemCount: lines.length,
    ...totals,
    bundle: bundle
      ? {
          name: bundle.offer.name,
          description: bundle.offer.description ?? "",
          slug: bundle.offer.slug,
          discountCents: bundle.discountCents,
          itemIds: bundle.lineIds,
        }
      : null,
    discountCents,
    totalCents,
    gstCents,
    subtotalExGstCents: totalCents - gstCents,
    dueNowCents,
    balanceLaterCents: totalCents - dueNowCents,
    lines: summaryLines,
    eligibility: checkoutEligibility(lines, opts.names),
  };
}
