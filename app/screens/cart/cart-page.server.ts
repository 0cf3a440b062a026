// The /cart (and /services/cart) page: what it shows, and the one action behind every cart form (spec §4).
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { earliestBookableDate } from "~/domain/booking.ts";
import {
  CART_INTENTS,
  addToCartSchema,
  locationZoneSchema,
  paymentPlanSchema,
  removeItemSchema,
  schedulingSchema,
  setVesselSchema,
  updateItemSchema,
} from "~/domain/cart-schemas.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { combineHeaders, safeRedirectPath } from "~/utils/misc.ts";
import { hitLimit, peekLimit } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import {
  CartInputError,
  CartVersionConflict,
  addCartItem,
  cartView,
  clearCart,
  findActiveCart,
  removeCartItem,
  setCartVessel,
  setLocationZone,
  setPaymentPlan,
  setSchedulingPreferences,
  updateCartItem,
  vesselsOf,
} from "~/models/cart.server.ts";
import { addToCartConstraint } from "~/screens/add-to-cart/add-to-cart.server.ts";
import { loadCatalogue, servicePickerOptions } from "~/models/pricing.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { cartOwnerFor } from "./cart-owner.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";
import { oneOfOr } from "~/domain/labelled-values.ts";

export async function loadCartPage(request: Request) {
  const user = await getUser(request);
  const now = getNow(request);
  // A visitor gets their cart key as soon as they look at the cart, so two tabs share one cart from the start.
  const { owner, setCookie } = await cartOwnerFor(request, user, { create: true });
  const [found, catalogue, vessels] = await Promise.all([
    findActiveCart(owner, now),
    loadCatalogue(),
    user ? vesselsOf(user.id) : Promise.resolve([]),
  ]);
  const view = cartView(found.cart, catalogue, new Map(vessels.map((v) => [v.id, v.name])));
  return json(
    {
      ...view,
      expiredNotice: found.expired,
      signedIn: !!user,
      vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres })),
      services: servicePickerOptions(catalogue),
      minDate: earliestBookableDate(now),
      addToCartConstraint: addToCartConstraint(!!user),
      updateItemConstraint: user ? updateItemConstraints.member : updateItemConstraints.visitor,
    },
    { headers: combineHeaders(setCookie ? { "set-cookie": setCookie } : null) },
  );
}

/** The item form's native validation attributes, sent as data so the cart page ships neither Zod nor Conform. */
const updateItemConstraints = {
  visitor: getZodConstraint(updateItemSchema({ signedIn: false })),
  member: getZodConstraint(updateItemSchema({ signedIn: true })),
};

const ADD_RULE = { limit: 120, windowMs: 60 * 60 * 1000 };

function versionOf(formData: FormData) {
  const v = Number(formData.get("version"));
  return Number.isInteger(v) && formData.has("version") ? v : undefined;
}

/** The one cart action: an `intent` per form; prices always from the catalogue; redirect after every change. */
export async function handleCartAction(request: Request) {
  const user = await getUser(request);
  const now = getNow(request);
  const formData = await readForm(request);
  const intentValue = String(formData.get("intent") ?? "");
  const intent = oneOfOr(CART_INTENTS, intentValue, null);
  const back = safeRedirectPath(formData.get("redirectTo"), "/cart");
  const reply = (status: number, data: Record<string, unknown>) => json({ intent, ...data }, { status });
  if (!intent) return reply(400, { formError: "Unknown cart action." });

  const { owner, setCookie } = await cartOwnerFor(request, user, { create: intent === "add" });
  const cookieHeaders = setCookie ? { "set-cookie": setCookie } : undefined;
  if (!owner) return redirectWithToast(back, { type: "info", title: "Your cart is empty" });

  try {
    switch (intent) {
      case "add": {
        const addKey = user ? null : ([`cart-add:${getClientIp(request)}`, ADD_RULE] as const);
        const waiting = addKey ? await peekLimit(...addKey, now) : null;
        if (waiting) return reply(429, { result: unparsedReply(formData, { formErrors: [waiting] }) });
        const submission = parseForm(formData, {
          schema: addToCartSchema({ now, hours: await bookingHours(), signedIn: !!user }),
        });
        if (submission.status !== "success") return reply(400, { result: submission.reply() });
        if (isHoneypotTripped(formData))
          return redirectWithToast(back, { type: "success", title: "Added to your cart" });
        const limited = addKey ? await hitLimit(...addKey, now) : null;
        if (limited) return reply(429, { result: submission.reply({ formErrors: [limited] }) });
        const item = await addCartItem(owner, submission.value, now);
        return redirectWithToast(
          back,
          { type: "success", title: "Added to your cart", description: `${item.serviceName} is in your cart.` },
          { headers: cookieHeaders },
        );
      }
      case "remove": {
        const submission = parseForm(formData, { schema: removeItemSchema });
        if (submission.status !== "success") return reply(400, { result: submission.reply() });
        const removed = await removeCartItem(owner, submission.value.itemId, now);
        return redirectWithToast(
          back,
          removed
            ? { type: "success", title: "Removed from your cart" }
            : { type: "info", title: "That service was already removed" },
        );
      }
      case "update": {
        const itemId = String(formData.get("itemId") ?? "");
        const submission = parseForm(formData, {
          schema: updateItemSchema({ now, hours: await bookingHours(), signedIn: !!user }),
        });
        if (submission.status !== "success") return reply(400, { itemId, result: submission.reply() });
        await updateCartItem(owner, submission.value, now);
        return redirectWithToast(back, { type: "success", title: "Cart updated" });
      }
      case "clear": {
        await clearCart(owner, now, versionOf(formData));
        return redirectWithToast(back, {
          type: "success",
          title: "Cart cleared",
          description: "You're starting with a fresh cart.",
        });
      }
      case "set-payment-plan": {
        const submission = parseForm(formData, { schema: paymentPlanSchema });
        if (submission.status !== "success") return reply(400, { result: submission.reply() });
        await setPaymentPlan(owner, submission.value.paymentPlan, now);
        return redirectWithToast(back, { type: "success", title: "Payment plan saved" });
      }
      case "set-vessel": {
        if (owner.kind !== "user") return reply(400, { formError: "Log in to choose one of your vessels." });
        const submission = parseForm(formData, { schema: setVesselSchema });
        if (submission.status !== "success") return reply(400, { result: submission.reply() });
        await setCartVessel(owner, submission.value.vesselId, now, versionOf(formData));
        return redirectWithToast(back, { type: "success", title: "Vessel set for every service" });
      }
      case "set-location-zone": {
        const submission = parseForm(formData, { schema: locationZoneSchema });
        if (submission.status !== "success") return reply(400, { result: submission.reply() });
        await setLocationZone(owner, submission.value.locationZone, now);
        return redirectWithToast(back, { type: "success", title: "Location saved" });
      }
      case "set-scheduling": {
        const submission = parseForm(formData, { schema: schedulingSchema });
        if (submission.status !== "success") return reply(400, { result: submission.reply() });
        const v = submission.value;
        await setSchedulingPreferences(
          owner,
          { timeOfDay: v.timeOfDay, flexibleDates: !!v.flexibleDates, notes: v.schedulingNotes ?? null },
          now,
        );
        return redirectWithToast(back, { type: "success", title: "Scheduling preferences saved" });
      }
    }
  } catch (error) {
    if (error instanceof CartInputError)
      return reply(400, { itemId: formData.get("itemId"), formError: error.message, field: error.field });
    if (error instanceof CartVersionConflict) return reply(409, { formError: error.message });
    throw error;
  }
}
