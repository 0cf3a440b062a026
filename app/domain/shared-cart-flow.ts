// How a shared cart moves (spec §3/§4): shared → viewed → in_discussion → checkout_started → converted_to_jobs → paid,
// or expired / cancelled. The status → job-status mapping for job lists lives in shared-cart.ts.
import type { SharedCartStatus } from "./shared-cart.ts";
import { isIn } from "./labelled-values.ts";

export const SHARED_CART_VALID_DAYS = 14;

export const SHARED_CART_STATUS_LABELS: Record<SharedCartStatus, string> = {
  shared: "Shared",
  viewed: "Viewed",
  in_discussion: "In discussion",
  checkout_started: "Checkout started",
  converted_to_jobs: "Converted to jobs",
  paid: "Paid",
  expired: "Expired",
  cancelled: "Cancelled",
};

/** Statuses in which the customer can still read, reply and accept. */
export const OPEN_SHARED_CART_STATUSES = ["shared", "viewed", "in_discussion", "checkout_started"] as const;

export function isOpenSharedCart(status: string) {
  return isIn(OPEN_SHARED_CART_STATUSES, status);
}

/** The status a shared cart really has now: an open cart past its expiry is expired. */
export function effectiveSharedCartStatus(
  cart: { status: string; expiresAt: Date | string | null },
  now: Date,
): string {
  if (isOpenSharedCart(cart.status) && cart.expiresAt && new Date(cart.expiresAt).getTime() <= now.getTime())
    return "expired";
  return cart.status;
}

/** Opening the link: a cart that was only shared becomes viewed; nothing else changes. */
export function statusAfterView(status: string): string {
  return status === "shared" ? "viewed" : status;
}

export function canReply(status: string) {
  return isOpenSharedCart(status);
}

export function canAccept(status: string) {
  return isOpenSharedCart(status);
}

/** Staff may cancel until the customer has placed the order. */
export function canCancel(status: string) {
  return isOpenSharedCart(status);
}

/** Why the customer cannot act on this shared cart, in words, or null. */
export function closedReason(status: string): string | null {
  switch (status) {
    case "expired":
      return "This shared cart has expired. Reply to the e-mail it came with, or call us, and we'll prepare a fresh one.";
    case "cancelled":
      return "This shared cart was cancelled by our team. Get in touch if you still want these services.";
    case "converted_to_jobs":
      return "You've already ordered these services — thank you. Your bookings are in your account.";
    case "paid":
      return "These services are ordered and paid — thank you. Your bookings are in your account.";
    default:
      return null;
  }
}
