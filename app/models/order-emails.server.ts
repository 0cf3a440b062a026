import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import { formatOrderNumber, transferReference } from "~/domain/orders.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { bankTransferDetails } from "~/utils/payments.server.ts";

/** The customer's confirmation: what was ordered, what is due now and, for bank transfer, how to pay. */
export async function sendOrderConfirmation(orderId: string) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      contactName: true,
      contactEmail: true,
      paymentMethod: true,
      totalCents: true,
      taxCents: true,
      dueNowCents: true,
      balanceLaterCents: true,
      bundleName: true,
      discountCents: true,
      vesselName: true,
      items: { orderBy: { sortOrder: "asc" }, select: { name: true, scheduledDate: true, totalCents: true } },
    },
  });
  if (!order) return;
  const ref = formatOrderNumber(order.number);
  const bank = bankTransferDetails();
  const url = `${getEnv().appUrl}/payment/pending?order=${order.id}`;
  const lines = order.items.map(
    (i) =>
      `• ${i.name}${i.scheduledDate ? ` on ${formatServiceDate(i.scheduledDate)}` : " (date to be agreed)"} — ${formatCents(i.totalCents)}`,
  );
  await sendTemplatedEmail("order.confirmation", order.contactEmail, {
    first_name: order.contactName.split(" ")[0],
    order_number: ref,
    vessel: order.vesselName ?? "your vessel",
    items: lines.join("\n"),
    totals: `${order.bundleName ? `${order.bundleName} saving: ${formatCents(order.discountCents)}. ` : ""}Total ${formatCents(order.totalCents)} including GST of ${formatCents(order.taxCents)}. Due now: ${formatCents(order.dueNowCents)}; on completion: ${formatCents(order.balanceLaterCents)}.`,
    payment_instructions:
      order.paymentMethod === "bank_transfer"
        ? `Please transfer ${formatCents(order.dueNowCents)} to ${bank.accountName}, BSB ${bank.bsb}, account ${bank.accountNumber}, with the reference ${transferReference(order.number)}. We confirm your booking as soon as it arrives.`
        : order.paymentMethod === "cash"
          ? `Please have ${formatCents(order.dueNowCents)} in cash ready for our crew; they'll give you a receipt.`
          : "You can pay by card from your order page at any time.",
    url,
  });
}
