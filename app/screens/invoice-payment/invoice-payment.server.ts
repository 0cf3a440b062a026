// Paying an invoice by card: the customer's invoice pages (the e-mailed link, the owner and customer portals)
// start a checkout through the payments module and show the invoice's real state when the customer comes back.
import { redirect } from "@remix-run/node";
import { invoicePaymentRefusal } from "~/domain/invoice.ts";
import type { Prisma } from "~/utils/db.server.ts";
import { invariantResponse } from "~/utils/misc.ts";
import { getCardProvider } from "~/utils/payments.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { VISIBLE_TO_CUSTOMER, findInvoice } from "~/models/invoice-queries.server.ts";
import { PaymentUnavailableError, reconcileCardPayments, startCardPayment } from "~/models/payment.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { oneOfOr } from "~/domain/labelled-values.ts";

export const PAYMENT_RETURNS = ["success", "cancelled", "pending"] as const;
export type PaymentReturn = (typeof PAYMENT_RETURNS)[number];

/**
 * An invoice a customer may see (`where` carries the access check), after asking the provider about a card
 * checkout still open for it — the customer may be back before the webhook.
 */
export async function findCustomerInvoice(where: Prisma.InvoiceWhereInput, now: Date) {
  const invoice = await findInvoice({ ...where, ...VISIBLE_TO_CUSTOMER });
  invariantResponse(invoice, "Invoice not found", { status: 404 });
  if (invoicePaymentRefusal(invoice) || !(await reconcileCardPayments("invoice", invoice.id, now))) return invoice;
  return (await findInvoice({ id: invoice.id }))!;
}

/** What the invoice page needs to offer card payment, and which return message to show (the URL only picks words). */
export function cardPaymentView(invoice: { status: string; outstandingCents: number }, url: URL) {
  const returned = url.searchParams.get("payment");
  return {
    canPayByCard: !!getCardProvider() && !invoicePaymentRefusal(invoice),
    returned: oneOfOr(PAYMENT_RETURNS, returned, null),
  };
}

/**
 * The "Pay by card" form's action: the caller has already checked the person may see this invoice. An open
 * checkout is reused; a paid invoice goes back to its page; the provider being down is a message, never a 500.
 */
export async function payInvoiceByCardAction(request: Request, invoice: { id: string }, backTo: string) {
  const form = await readForm(request);
  invariantResponse(form.get("intent") === "pay-card", "Unknown action", { status: 400 });
  try {
    const { redirectTo } = await startCardPayment("invoice", invoice.id);
    return redirect(redirectTo);
  } catch (error) {
    if (error instanceof PaymentUnavailableError) {
      return redirectWithToast(backTo, {
        type: "error",
        title: "Card payment not started",
        description: error.message,
      });
    }
    throw error;
  }
}
