// Shared carts as pseudo-jobs in job lists (spec §3, §4).
import { cartLine, summarizeCart, type CartLine } from "./cart.ts";
import type { JobStatus } from "./job-lifecycle.ts";

export const SHARED_CART_STATUSES = [
  "shared",
  "viewed",
  "in_discussion",
  "checkout_started",
  "converted_to_jobs",
  "paid",
  "expired",
  "cancelled",
] as const;
export type SharedCartStatus = (typeof SHARED_CART_STATUSES)[number];

/** Spec §4: shared, viewed, in_discussion, expired, cancelled → quote_sent; checkout_started and
 *  converted_to_jobs → quote_accepted; paid → paid; anything unknown → quote_sent. */
export function sharedCartJobStatus(status: string): JobStatus {
  switch (status) {
    case "checkout_started":
    case "converted_to_jobs":
      return "quote_accepted";
    case "paid":
      return "paid";
    default:
      return "quote_sent";
  }
}

export interface SharedCartData {
  items: {
    id: string;
    serviceType: string;
    name: string;
    estimatedPriceCents: number;
    depositCents?: number;
    scheduledDate?: string | null;
  }[];
  totalCents: number;
  vesselInfo?: {
    name?: string | null;
    type?: string | null;
    lengthMetres?: number | null;
    year?: number | null;
  } | null;
  jobLocation?: { address?: string | null; marina?: string | null; accessType?: "marina" | "yacht_club" | null } | null;
}

export function parseSharedCartData(json: string): SharedCartData {
  try {
    const data = JSON.parse(json) as Partial<SharedCartData>;
    return {
      items: Array.isArray(data.items) ? data.items : [],
      totalCents: Number(data.totalCents) || 0,
      vesselInfo: data.vesselInfo ?? null,
      jobLocation: data.jobLocation ?? null,
    };
  } catch {
    return { items: [], totalCents: 0, vesselInfo: null, jobLocation: null };
  }
}

export interface SharedCartRow {
  id: string;
  status: string;
  cartData: string;
  recipientName: string;
  recipientEmail?: string | null;
  customerMessage?: string | null;
  priority: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface PseudoJob {
  id: string;
  jobNumber: string;
  title: string;
  status: JobStatus;
  priority: string;
  customerContactName: string;
  customerContactEmail: string | null;
  vesselName: string | null;
  totalCents: number;
  originType: "shared_cart";
  createdAt: string;
  updatedAt: string;
}

/** id 'shared_' + id, number 'CART-' + last 8 characters of the id, title 'Shared Quote - N Services'. */
export function sharedCartToPseudoJob(cart: SharedCartRow): PseudoJob {
  const data = parseSharedCartData(cart.cartData);
  const n = data.items.length;
  return {
    id: `shared_${cart.id}`,
    jobNumber: `CART-${cart.id.slice(-8)}`,
    title: `Shared Quote - ${n} Services`,
    status: sharedCartJobStatus(cart.status),
    priority: cart.priority,
    customerContactName: cart.recipientName,
    customerContactEmail: cart.recipientEmail ?? null,
    vesselName: data.vesselInfo?.name ?? null,
    totalCents: data.totalCents,
    originType: "shared_cart",
    createdAt: new Date(cart.createdAt).toISOString(),
    updatedAt: new Date(cart.updatedAt).toISOString(),
  };
}

/**
 * A shared cart's totals: its priced items are the lines of one vessel ("shared"), with the offers, terms and
 * zone the caller gives.
 */
export function summarizeSharedCart(
  items: readonly Omit<CartLine, "vesselId" | "location">[],
  opts: Omit<Parameters<typeof summarizeCart>[0], "lines">,
) {
  return summarizeCart({
    ...opts,
    lines: items.map((i) => cartLine({ ...i, vesselId: "shared", location: undefined })),
  });
}
