// The first visit of a card subscription is paid through the provider's hosted checkout, keeping the card for later
// (issue 14). Payable kind 'subscription': the reference is the subscription; paying it books the first visit,
// records the payment on that visit's tax invoice and activates the subscription — all in the payment's
// transaction, once. The card is kept afterwards (afterPaid), from the provider's answer, never from the browser.
import { formatCents } from "~/domain/money.ts";
import { formatSubscriptionNumber, onOrAfterWeekday } from "~/domain/subscriptions.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { addDays, sydneyDateKey } from "~/domain/dates.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getCardProvider } from "~/utils/payments.server.ts";
import type { PayableHandler } from "./payment-handlers.server.ts";
import { recordInvoicePayment } from "./invoice.server.ts";
import { loadCatalogue } from "./pricing.server.ts";
import { saveCard } from "./saved-cards.server.ts";
import { bookVisitsInTx, VISIT_SUBSCRIPTION_SELECT } from "./subscription-visits.server.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

type Db = Prisma.TransactionClient | typeof prisma;

export function subscriptionPaymentPaths(subscriptionId: string) {
  return {
    successPath: `/subscription-activated?subscription=${subscriptionId}`,
    failurePath: `/complete-subscription?subscription=${subscriptionId}&payment=cancelled`,
    pendingPath: `/subscription-activated?subscription=${subscriptionId}`,
  };
}

export const subscriptionHandler: PayableHandler = {
  async describe(db: Db, subscriptionId) {
    const sub = await db.subscription.findUnique({
      where: { id: subscriptionId },
      select: {
        id: true,
        number: true,
        status: true,
        priceCents: true,
        serviceName: true,
        customerId: true,
        customer: { select: { email: true, paymentCustomerRef: true } },
      },
    });
    if (!sub) return null;
    const paths = subscriptionPaymentPaths(sub.id);
    if (sub.status !== "pending")
      return { ok: false, refusal: "This subscription's first visit is already paid.", path: paths.successPath };
    return {
      ok: true,
      payable: {
        kind: "subscription",
        referenceId: sub.id,
        amountDueCents: sub.priceCents,
        currency: "AUD",
        description: `${businessSettingsSnapshot().name} — ${sub.serviceName} subscription ${formatSubscriptionNumber(sub.number)}, first visit`,
        customerEmail: sub.customer.email,
        customerId: sub.customerId,
        saveCardFor: sub.customer.paymentCustomerRef ?? undefined,
        ...paths,
      },
    };
  },

  async onPaid(tx, payment, now) {
    const sub = await tx.subscription.findUnique({
      where: { id: payment.referenceId },
      select: { ...VISIT_SUBSCRIPTION_SELECT, status: true, startDate: true, weekday: true },
    });
    if (!sub || sub.status !== "pending" || payment.amountCents !== sub.priceCents) return "duplicate";
    // Paid days after signing up: the first visit moves to the next such weekday from two days out.
    const earliest = addDays(sydneyDateKey(now), 2);
    const firstVisit = sub.startDate >= earliest ? sub.startDate : onOrAfterWeekday(earliest, sub.weekday);
    const { count } = await tx.subscription.updateMany({
      where: { id: sub.id, status: "pending" },
      data: { status: "active", activatedAt: now, startDate: firstVisit, anchorDate: firstVisit },
    });
    if (count !== 1) return "duplicate";
    const catalogue = await loadCatalogue(tx);
    const [visit] = await bookVisitsInTx(tx, catalogue, [sub], firstVisit, now);
    if (!visit) return "duplicate";
    await recordInvoicePayment(tx, {
      invoiceId: visit.invoiceId,
      amountCents: Math.min(payment.amountCents, visit.amountCents),
      method: "card",
      reference: "Card payment online (subscription sign-up)",
      receivedAt: now,
      providerRef: payment.id,
      now,
    });
    await tx.subscriptionVisit.update({
      where: { id: visit.visitId },
      data: { chargeStatus: "paid", chargeAttempts: 1, nextChargeAt: null },
    });
    await tx.subscriptionChange.create({
      data: {
        subscriptionId: sub.id,
        actorId: sub.customerId,
        kind: "activated",
        summary: `First visit paid by card (${formatCents(payment.amountCents)}); first visit ${formatServiceDate(firstVisit)}.`,
      },
    });
    return "applied";
  },

  async afterPaid(payment) {
    const row = await prisma.payment.findUnique({ where: { id: payment.id }, select: { providerRef: true } });
    const sub = await prisma.subscription.findUnique({
      where: { id: payment.referenceId },
      select: {
        id: true,
        number: true,
        customerId: true,
        serviceName: true,
        vesselName: true,
        startDate: true,
        customer: { select: { fullName: true, email: true } },
      },
    });
    if (!sub) return;
    const provider = getCardProvider();
    if (provider && row?.providerRef) {
      const card = await provider.getCheckoutCard(row.providerRef);
      const saved = card ? await saveCard(sub.customerId, card) : null;
      if (saved) {
        await prisma.subscription.update({ where: { id: sub.id }, data: { savedCardId: saved.id } });
        await prisma.subscriptionChange.create({
          data: {
            subscriptionId: sub.id,
            actorId: sub.customerId,
            kind: "card",
            summary: `Later visits are charged to the ${saved.brand} card ending ${saved.last4}.`,
          },
        });
      }
    }
    const url = `${getEnv().appUrl}/customer/subscription/${sub.id}`;
    await sendTemplatedEmail("subscription.active", sub.customer.email, {
      first_name: sub.customer.fullName.split(" ")[0],
      service: sub.serviceName,
      vessel: sub.vesselName,
      subscription_number: formatSubscriptionNumber(sub.number),
      amount: formatCents(payment.amountCents),
      first_visit: formatServiceDate(sub.startDate),
      url,
    });
  },
};
