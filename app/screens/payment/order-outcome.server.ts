// Turns an order-placement outcome (models/order-flow.server.ts) into the response every ordering form gives, and the
// checks every ordering form makes before placing (a second submit, the payment method on offer, the vessel).
import { json, redirect } from "@remix-run/node";
import type { OrderOutcome } from "~/models/order-flow.server.ts";
import type { PlaceOrderInput } from "~/models/order.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import type { PaymentMethod } from "~/domain/orders.ts";
import { prisma } from "~/utils/db.server.ts";
import { availablePaymentMethods } from "~/utils/payments.server.ts";

export function orderOutcomeResponse<R>(
  outcome: OrderOutcome,
  submission: { reply: (opts: { formErrors: string[] }) => R },
) {
  switch (outcome.kind) {
    case "placed":
      return redirect(outcome.redirectTo);
    case "placed_unpaid":
      return redirectWithToast(outcome.redirectTo, {
        type: "error",
        title: "Card payment not started",
        description: outcome.problem,
      });
    case "refused":
      return json({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 409 });
  }
}

type FieldReply<R> = { reply: (opts: { fieldErrors: Record<string, string[]> }) => R };

/** The order this customer already placed with this checkout token (the form sent twice), if any. */
export async function orderPlacedWithToken(checkoutToken: string, customerId: string) {
  const existing = await prisma.order.findUnique({ where: { checkoutToken }, select: { id: true, customerId: true } });
  return existing?.customerId === customerId ? existing.id : null;
}

/** A 400 reply when the chosen payment method is not on offer now (no card provider); null when it is. */
export function unavailablePaymentMethodReply<R>(
  submission: FieldReply<R>,
  method: PaymentMethod,
  message = "Card payments are not available right now",
) {
  if (availablePaymentMethods().includes(method)) return null;
  return json({ result: submission.reply({ fieldErrors: { paymentMethod: [message] } }) }, { status: 400 });
}

/** One of the customer's own vessels, as an order names it; null when the id is not theirs. */
export function ownVesselForOrder(vesselId: string, ownerId: string) {
  return prisma.vessel.findFirst({
    where: { id: vesselId, ownerId },
    select: { id: true, name: true, type: true, lengthMetres: true, year: true },
  });
}

/** The 400 reply when the chosen vessel is not one of the customer's. */
export function notYourVesselReply<R>(submission: FieldReply<R>) {
  return json(
    { result: submission.reply({ fieldErrors: { vesselId: ["Choose one of your vessels"] } }) },
    { status: 400 },
  );
}

/** The vessel an order is for, as placeOrder takes it (id null: a new one, saved with the order). */
export type OrderVessel = PlaceOrderInput["vessel"];

/** Who places an order from a signed-in customer's own form: the customer (their name and e-mail as the contact),
 * and for the audit trail who really acted (an admin acting on their behalf). */
export function orderedBy(
  ctx: {
    user: { id: string; fullName: string; email: string };
    audit: { actorId: string; onBehalfOfId: string | null };
  },
  phone: string | null,
) {
  return {
    customerId: ctx.user.id,
    actorId: ctx.audit.actorId,
    onBehalfOfId: ctx.audit.onBehalfOfId,
    contact: { name: ctx.user.fullName, email: ctx.user.email, phone },
  };
}

/** Where an order placed without a card payment goes (pending), and one whose card payment could not start. */
export const PAYMENT_RESULT_PAGES = {
  offline: (id: string) => `/payment/pending?order=${id}`,
  cardUnavailable: (id: string) => `/payment/failure?order=${id}`,
};
