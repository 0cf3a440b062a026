// /checkout's server half (spec §4): what the page shows, and placing the order. The form is a light form (ADR 030):
// checkoutSchema validates here and the browser gets its constraints as data.
import crypto from "node:crypto";
import { getZodConstraint } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { checkoutLocation } from "~/domain/addresses.ts";
import { serviceLocations } from "~/models/addresses.server.ts";
import { earliestBookableDate } from "~/domain/booking.ts";
import { NEW_VESSEL, checkoutSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { parseSharedCartData } from "~/domain/shared-cart.ts";
import {
  CartVersionConflict,
  cartView,
  findActiveCart,
  parseItemOptions,
  repriceCartForOrder,
  vesselsOf,
} from "~/models/cart.server.ts";
import { cartOwnerFor } from "~/screens/cart/cart-owner.server.ts";
import { catalogueForCart, loadCatalogue } from "~/models/pricing.server.ts";
import { priceOrder } from "~/models/order.server.ts";
import { placeOrderAndPay } from "~/models/order-flow.server.ts";
import {
  notYourVesselReply,
  orderOutcomeResponse,
  type OrderVessel,
  PAYMENT_RESULT_PAGES,
  orderPlacedWithToken,
  ownVesselForOrder,
  unavailablePaymentMethodReply,
} from "~/screens/payment/order-outcome.server.ts";
import { getUser, requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { availablePaymentMethods } from "~/utils/payments.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { addNamedVessel } from "~/models/vessel.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";

const checkoutConstraint = getZodConstraint(checkoutSchema());

export async function loadCheckout(request: Request) {
  const user = await getUser(request);
  const now = getNow(request);
  const { owner } = await cartOwnerFor(request, user);
  const [found, catalogue, vessels, saved] = await Promise.all([
    findActiveCart(owner, now),
    loadCatalogue(),
    user ? vesselsOf(user.id) : Promise.resolve([]),
    user
      ? serviceLocations(user.id, new URL(request.url).searchParams.get("location"))
      : Promise.resolve({ locations: [], chosen: null }),
  ]);
  const savedLocation = saved.chosen ? checkoutLocation(saved.chosen) : null;
  const view = cartView(found.cart, catalogue, new Map(vessels.map((v) => [v.id, v.name])));
  const profile = user
    ? await prisma.user.findUnique({ where: { id: user.id }, select: { fullName: true, email: true, phone: true } })
    : null;
  const pendingOrder =
    user && !view.items.length
      ? await prisma.order.findFirst({
          where: { customerId: user.id, status: "pending" },
          orderBy: { createdAt: "desc" },
          select: { id: true, number: true, dueNowCents: true },
        })
      : null;

  // Defaults: the cart's vessel, else a vessel named in the cart (visitor or shared cart), else the first saved vessel.
  const itemVesselId = view.items.find((i) => i.vesselId)?.vesselId ?? found.cart?.vesselId ?? null;
  const named = view.items.find((i) => !i.vesselId && i.vesselName);
  const shared = found.cart?.sharedCartId
    ? await prisma.sharedCart.findUnique({ where: { id: found.cart.sharedCartId }, select: { cartData: true } })
    : null;
  const sharedData = shared ? parseSharedCartData(shared.cartData) : null;
  const vesselId = itemVesselId ?? (named || !vessels.length ? NEW_VESSEL : vessels[0]!.id);
  const homeVessel = vessels.find((v) => v.id === vesselId);
  return json({
    signedIn: !!user,
    ...view,
    expired: found.expired,
    profile,
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres })),
    defaults: {
      vesselId,
      vesselName: named?.vesselName ?? sharedData?.vesselInfo?.name ?? "",
      vesselLength: named?.vesselLengthMetres ?? sharedData?.vesselInfo?.lengthMetres ?? undefined,
      vesselType: sharedData?.vesselInfo?.type ?? undefined,
      vesselYear: sharedData?.vesselInfo?.year ?? undefined,
      accessType: sharedData?.jobLocation?.accessType ?? savedLocation?.accessType ?? "marina",
      marina: sharedData?.jobLocation?.marina ?? savedLocation?.marina ?? homeVessel?.homeMarina ?? "",
      address: sharedData?.jobLocation?.address ?? savedLocation?.address ?? "",
    },
    savedLocations: saved.locations.map((l) => ({ id: l.id, label: l.label })),
    chosenLocation: saved.chosen?.id ?? null,
    paymentMethods: availablePaymentMethods(),
    checkoutToken: crypto.randomBytes(18).toString("base64url"),
    // The cart as this page shows it: the order is placed only if the cart is still this version (issue 21).
    cartVersion: found.cart?.version ?? 0,
    minDate: earliestBookableDate(now),
    constraint: checkoutConstraint,
    pendingOrder,
  });
}

/** Places the order: refuses a cart changed since the page was shown (its version), or whose prices moved. */
export async function handleCheckout(request: Request) {
  const ctx = await requireAuth(request);
  const user = ctx.user;
  const now = getNow(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: checkoutSchema({ now, hours: await bookingHours() }) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;

  const placed = await orderPlacedWithToken(v.checkoutToken, user.id);
  if (placed) throw redirect(`/payment/pending?order=${placed}`);

  const { owner } = await cartOwnerFor(request, user);
  const { cart } = await findActiveCart(owner, now);
  if (!cart || cart.items.length === 0) {
    // Another tab may have just placed this cart's order: show that order rather than an empty cart.
    const recent = await prisma.order.findFirst({
      where: { customerId: user.id, source: "checkout", createdAt: { gt: new Date(now.getTime() - 10 * 60_000) } },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (recent)
      return redirectWithToast(`/payment/pending?order=${recent.id}`, {
        type: "info",
        title: "This order is already placed",
      });
    return redirectWithToast("/cart", {
      type: "error",
      title: "Your cart is empty",
      description: "It may have expired after 24 hours. Add your services again.",
    });
  }
  // Another tab changed the cart after this page was opened (a second vessel, a removed service, new dates): the
  // customer must see the cart as it is now before anything is placed.
  if (cart.version !== v.cartVersion) {
    return json(
      {
        result: submission.reply({
          formErrors: [
            "Your cart changed in another tab or window after you opened checkout, so nothing was placed. Check your cart as it is now, then place your order.",
          ],
        }),
      },
      { status: 409 },
    );
  }
  const refused = unavailablePaymentMethodReply(
    submission,
    v.paymentMethod,
    "Card payments are not available right now: choose bank transfer or cash",
  );
  if (refused) return refused;

  // The vessel: one of the account's, or a new one (saved to the account when the order is placed).
  let vessel: OrderVessel;
  if (v.vesselId === NEW_VESSEL) {
    vessel = {
      id: null,
      name: v.vesselName!,
      type: v.vesselType ?? "other",
      lengthMetres: v.vesselLength ?? null,
      year: v.vesselYear ?? null,
    };
  } else {
    const own = await ownVesselForOrder(v.vesselId, user.id);
    if (!own) return notYourVesselReply(submission);
    vessel = own;
  }

  // The cart prices with the bundle offers it kept when it opened (ADR 181 addendum).
  const catalogue = catalogueForCart(await loadCatalogue(), cart);
  const dateFor = new Map(v.dates.map((d) => [d.itemId, d.date ?? null]));
  const lines = cart.items.map((i) => {
    const o = parseItemOptions(i.options);
    return {
      key: i.id,
      serviceType: i.serviceType,
      scheduledDate: dateFor.has(i.id) ? dateFor.get(i.id) : i.scheduledDate,
      windowStart: o.startTime ?? null,
      windowEnd: o.endTime ?? null,
      haulOutNote: o.haulOutNote ?? null,
      notes: o.notes ?? null,
      location: i.location,
    };
  });
  const paymentPlan = (cart.paymentPlan as "per_service_terms" | "pay_in_full" | null) ?? "per_service_terms";
  const location = { accessType: v.accessType, marina: v.marina, address: v.address, zone: cart.locationZone };
  const { summary } = priceOrder(catalogue, { lines, vessel, location, paymentPlan });
  if (!summary.eligibility.allowed) {
    return json(
      { result: submission.reply({ formErrors: summary.eligibility.blocks.map((b) => b.message) }) },
      { status: 400 },
    );
  }

  // The customer always sees the amount before committing: if the vessel's length or new dates changed the
  // price from what the page showed, the cart is updated and the page shows the new amounts first.
  if (summary.totalCents !== v.expectedTotalCents || summary.dueNowCents !== v.expectedDueNowCents) {
    try {
      await repriceCartForOrder(cart.id, v.cartVersion, catalogue, { vessel, dates: dateFor, totals: summary });
    } catch (error) {
      if (!(error instanceof CartVersionConflict)) throw error;
      return refusalReply(submission, error, 409);
    }
    return json(
      {
        result: submission.reply({
          formErrors: [
            `Prices updated for ${vessel.name}${vessel.lengthMetres ? ` (${vessel.lengthMetres} m)` : ""}: the total is now ${formatCents(summary.totalCents)}, ${formatCents(summary.dueNowCents)} due now. Check the summary and place your order again.`,
          ],
        }),
      },
      { status: 409 },
    );
  }

  if (!vessel.id) {
    const created = await addNamedVessel(prisma, user.id, { ...vessel, homeMarina: v.marina });
    vessel = { ...vessel, id: created.id };
  }
  const shared = cart.sharedCart;
  const outcome = await placeOrderAndPay(
    catalogue,
    {
      source: "checkout",
      checkoutToken: v.checkoutToken,
      customerId: user.id,
      actorId: ctx.audit.actorId,
      onBehalfOfId: ctx.audit.onBehalfOfId,
      cartId: cart.id,
      sharedCartId: shared?.id ?? null,
      priority: shared?.priority ?? "normal",
      paymentMethod: v.paymentMethod,
      paymentPlan,
      contact: { name: v.contactName, email: v.contactEmail, phone: v.contactPhone },
      vessel,
      location,
      timeOfDay: v.timeOfDay,
      notes: v.notes ?? null,
      lines,
      now,
    },
    PAYMENT_RESULT_PAGES,
  );
  return orderOutcomeResponse(outcome, submission);
}
