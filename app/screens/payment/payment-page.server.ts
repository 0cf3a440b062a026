// /payment/success, /payment/failure and /payment/pending: all three show the order's real state from the
// database (after asking the provider about an open card checkout); the URL only picks the wording.
import { json, redirect } from "@remix-run/node";
import { requireUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { bankTransferDetails, getCardProvider } from "~/utils/payments.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { orderForCustomer } from "~/models/order.server.ts";
import { PaymentUnavailableError, reconcileCardPayments, startCardPayment } from "~/models/payment.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function loadPaymentPage(request: Request) {
  const user = await requireUser(request);
  const orderId = new URL(request.url).searchParams.get("order");
  if (!orderId) {
    const recent = await prisma.order.findMany({
      where: { customerId: user.id },
      orderBy: { createdAt: "desc" },
      take: 5,
      select: { id: true, number: true, status: true, totalCents: true, createdAt: true },
    });
    return json({ order: null, recent, bank: bankTransferDetails(), cardEnabled: !!getCardProvider() });
  }
  const order = await currentOrderState(request, orderId, user.id);
  if (!order) throw notFound("Order not found");
  return json({ order, recent: [], bank: bankTransferDetails(), cardEnabled: !!getCardProvider() });
}

/** The customer's order, after bringing an open card checkout up to date with the provider. */
export async function currentOrderState(request: Request, orderId: string, customerId: string) {
  const order = await orderForCustomer(orderId, customerId);
  if (!order) return null;
  if (order.status === "pending" && order.payments.some((p) => p.provider === "stripe" && p.status === "pending")) {
    await reconcileCardPayments("order", order.id, getNow(request));
    return orderForCustomer(orderId, customerId);
  }
  return order;
}

/** "Pay now" / "Try again": only the order's own customer; an open checkout is reused, a paid order is not paid twice. */
export async function handlePayAction(request: Request) {
  const user = await requireUser(request);
  const formData = await readForm(request);
  const orderId = String(formData.get("orderId") ?? "");
  const order = await prisma.order.findFirst({ where: { id: orderId, customerId: user.id }, select: { id: true } });
  if (!order) throw notFound("Order not found");
  try {
    const { redirectTo } = await startCardPayment("order", order.id);
    return redirect(redirectTo);
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      return redirectWithToast(`/payment/failure?order=${order.id}`, {
        type: "error",
        title: "Card payment not started",
        description: error.message,
      });
    }
    throw error;
  }
}
