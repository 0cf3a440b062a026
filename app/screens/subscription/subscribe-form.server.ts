// The subscription sign-up form on the server: its schema for the action, and its native validation attributes for
// the loader, so /complete-subscription ships neither Conform nor Zod (a light form, ADR 030).
import { getZodConstraint } from "@conform-to/zod";
import type { BookingHours } from "~/domain/booking.ts";
import { subscribeSchema } from "~/domain/subscription-forms.ts";

export { subscribeSchema };

export function subscribeConstraint(hours: BookingHours) {
  return getZodConstraint(subscribeSchema(hours));
}
