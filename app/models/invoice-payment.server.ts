// Paying an invoice by card: the customer's invoice pages (the e-mailed link, the owner and customer portals)
// start a checkout through the payments module and show the invoice's real state when the customer comes back.
import { redirect } from "@remix-run/node";
import { invoicePaymentRefusal } from "~/domain/invoice.ts";
import { prisma } from "~/utils/db.server.ts";
import { getCardProvider } from "~/utils/payments.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { PaymentUnavailableError, reconcileCardPayments, startCardPayment } from "./payment.server.ts";

export const PAYMENT_RETURNS = ["success", "cancelled", "pending"] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];

/**
 * Before showing an invoice the customer can pay: if a card checkout is still open for it, ask the provider
 * (the customer may be back before the webhook). Returns true when something may have changed.
 */
export async function reconcileInvoiceCardPayment(invoice: { id: string; status: string; outstandingCents: number }, now: Date) {
  if (invoicePaymentRefusal(invoice)) return false;
  const open = await prisma.payment.count({ where: { kind: "invoice", referenceId: invoice.id, status: "pending", providerRef: { not: null } } });
  if (!open) return false;
  await reconcileCardPayments("invoice", invoice.id, now);
  return true;
}

/** What the invoice page needs to offer card payment, and which return message to show (the URL only picks words). */
export function cardPaymentView(invoice: { status: string; outstandingCents: number }, url: URL) {
  const returned = url.searchParams.get("payment");
  return {
    canPayByCard: !!getCardProvider() && !invoicePaymentRefusal(invoice),
    returned: (PAYMENT_RETURNS as readonly string[]).includes(returned ?? "") ? (returned as PaymentReturn) : null,
  };
}

/**
 * "Pay by card": the caller has already checked the person may see this invoice. An open checkout is reused;
 * a paid invoice goes back to its page; the provider being down is a message, never a 500.
 */
export async function payInvoiceByCard(invoice: { id: string; publicToken: string }, backTo: string) {
  try {
    const { redirectTo } = await startCardPayment("invoice", invoice.id);
    return redirect(redirectTo);
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      return redirectWithToast(backTo, { type: "error", title: "Card payment not started", description: error.message });
    }
    throw error;
  }
}

