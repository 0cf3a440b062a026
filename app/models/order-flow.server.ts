// THE order-placement flow (issue 21, ADR 137) shared by checkout, the single-service booking and direct service
// payment: place the order (once per form token), send the confirmation once, then start the card payment or go to
// the offline-payment page. Returns what happened; the route turns it into a redirect or a form reply.
import { sendOrderConfirmation } from "./order-emails.server.ts";
import { OrderRefusedError, placeOrder, type PlaceOrderInput } from "./order.server.ts";
import { PaymentUnavailableError, startCardPayment } from "./payment.server.ts";
import type { Catalogue } from "./pricing.server.ts";

export type OrderOutcome =
  /** Go here next: the provider's payment page, or the page for paying offline. */
  | { kind: "placed"; orderId: string; redirectTo: string }
  /** Placed, but the card payment could not start: show this page with the reason. */
  | { kind: "placed_unpaid"; orderId: string; redirectTo: string; problem: string }
  /** Nothing was placed (a rule of §5 refused it): show the reason on the form. */
  | { kind: "refused"; message: string };

export async function placeOrderAndPay(
  catalogue: Catalogue,
  input: PlaceOrderInput,
  paths: { offline: (orderId: string) => string; cardUnavailable: (orderId: string) => string },
): Promise<OrderOutcome> {
  let order: Awaited<ReturnType<typeof placeOrder>>;
  try {
    order = await placeOrder(catalogue, input);
  } catch (error) {
    if (error instanceof OrderRefusedError) return { kind: "refused", message: error.message };
    throw error;
  }
  if (!order.existing) await sendOrderConfirmation(order.id);
  if (input.paymentMethod !== "card") return { kind: "placed", orderId: order.id, redirectTo: paths.offline(order.id) };
  // startCardPayment is safe to repeat: it reuses an open checkout and refuses a paid order.
  try {
    return { kind: "placed", orderId: order.id, redirectTo: (await startCardPayment("order", order.id)).redirectTo };
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    return {
      kind: "placed_unpaid",
      orderId: order.id,
      redirectTo: paths.cardUnavailable(order.id),
      problem: error.message,
    };
  }
}
