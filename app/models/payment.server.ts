// Taking payments for any payable kind: starting a card checkout (reusing an open one, never two at once),
// settling it from the webhook or the return page (whichever comes first, once), and staff recording offline
// payments. A payable is settled only through its handler (payment-handlers.server.ts).
import type { PayableKind } from "~/domain/orders.ts";
import { isUniqueViolation, prisma, type Prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { getCardProvider, type CheckoutState, type ProviderEvent } from "~/utils/payments.server.ts";
import { recordEvent } from "./events.server.ts";
import { handlerFor, type SettledPayment } from "./payment-handlers.server.ts";
import { notFound } from "~/utils/misc.ts";
import { Refusal } from "~/domain/refusal.ts";

type Tx = Prisma.TransactionClient;

/** A payment as an order's or a subscription's payment list shows it. */
export const paymentRowSelect = {
  id: true,
  provider: true,
  status: true,
  amountCents: true,
  note: true,
  createdAt: true,
} satisfies Prisma.PaymentSelect;

export class PaymentUnavailableError extends Refusal {}

/**
 * Sends the customer to pay what is due now on a payable. An open checkout for the same payable and amount is
 * reused (two tabs, back button, double click: one checkout); a finished one is settled; otherwise a new attempt
 * gets its own idempotency key, which the provider also receives. Returns where to send the browser.
 */
export async function startCardPayment(kind: PayableKind, referenceId: string): Promise<{ redirectTo: string }> {
  const provider = getCardProvider();
  if (!provider)
    throw new PaymentUnavailableError(
      "Card payments are not available right now. Choose bank transfer or cash, or call us.",
    );
  const handler = handlerFor(kind);
  const found = await handler.describe(prisma, referenceId);
  if (!found) throw notFound();
  if (!found.ok) return { redirectTo: found.path };
  const payable = found.payable;

  const open = await prisma.payment.findFirst({
    where: { kind, referenceId, provider: provider.id, status: "pending" },
    orderBy: { createdAt: "desc" },
    select: { id: true, providerRef: true, amountCents: true, checkoutUrl: true },
  });
  if (open?.providerRef) {
    const state = await provider.getCheckout(open.providerRef);
    if (state.status === "complete" && state.paid) {
      await settleCardCheckout(open.id, state, new Date());
      return { redirectTo: payable.successPath };
    }
    if (state.status === "open" && state.url && open.amountCents === payable.amountDueCents)
      return { redirectTo: state.url };
    await prisma.payment.updateMany({ where: { id: open.id, status: "pending" }, data: { status: "expired" } });
  } else if (open) {
    // Another request is creating this checkout right now: let the customer wait on the pending page.
    return { redirectTo: payable.pendingPath };
  }

  const attempt = (await prisma.payment.count({ where: { kind, referenceId, provider: provider.id } })) + 1;
  const idempotencyKey = `${kind}:${referenceId}:${attempt}`;
  let payment: { id: string };
  try {
    payment = await prisma.payment.create({
      data: {
        kind,
        referenceId,
        orderId: kind === "order" ? referenceId : null,
        provider: provider.id,
        idempotencyKey,
        amountCents: payable.amountDueCents,
        currency: payable.currency,
        status: "pending",
      },
      select: { id: true },
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { redirectTo: payable.pendingPath };
    throw error;
  }
  const appUrl = getEnv().appUrl;
  try {
    const checkout = await provider.createCheckout({
      paymentId: payment.id,
      kind,
      referenceId,
      amountCents: payable.amountDueCents,
      currency: payable.currency,
      description: payable.description,
      customerEmail: payable.customerEmail,
      successUrl: `${appUrl}${payable.successPath}`,
      cancelUrl: `${appUrl}${payable.failurePath}`,
      idempotencyKey,
      saveCardFor: payable.saveCardFor,
    });
    await prisma.payment.update({
      where: { id: payment.id },
      data: { providerRef: checkout.providerRef, checkoutUrl: checkout.url },
    });
    return { redirectTo: checkout.url };
  } catch (error) {
    console.error("Card checkout could not be started", error);
    await prisma.payment.update({
      where: { id: payment.id },
      data: { status: "failed", note: "The card checkout could not be started" },
    });
    throw new PaymentUnavailableError(
      "We couldn't reach our card payment provider. Nothing was charged — please try again in a minute.",
    );
  }
}

/**
 * Marks a pending payment succeeded and settles its payable, in the caller's transaction. Idempotent: a payment
 * that is no longer pending changes nothing. A wrong amount or currency never settles anything.
 */
async function settleInTx(
  tx: Tx,
  paymentId: string,
  received: { amountCents: number | null; currency: string | null },
  now: Date,
) {
  const payment = await tx.payment.findUnique({
    where: { id: paymentId },
    select: {
      id: true,
      kind: true,
      referenceId: true,
      provider: true,
      amountCents: true,
      currency: true,
      status: true,
    },
  });
  if (!payment || payment.status !== "pending") return { outcome: "ignored" as const, payment: null };
  if (received.amountCents !== payment.amountCents || (received.currency ?? "").toUpperCase() !== payment.currency) {
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "failed", note: `Amount mismatch: received ${received.amountCents} ${received.currency}` },
    });
    return { outcome: "rejected" as const, payment: null };
  }
  const { count } = await tx.payment.updateMany({
    where: { id: payment.id, status: "pending" },
    data: { status: "succeeded", paidAt: now },
  });
  if (count !== 1) return { outcome: "ignored" as const, payment: null };
  const settled: SettledPayment = payment;
  const result = await handlerFor(payment.kind).onPaid(tx, settled, now);
  if (result === "duplicate") {
    await tx.payment.update({
      where: { id: payment.id },
      data: { status: "duplicate", note: "Already paid: refund this payment" },
    });
    return { outcome: "applied" as const, payment: null };
  }
  return { outcome: "applied" as const, payment: settled };
}

async function afterSettled(payment: SettledPayment | null) {
  if (!payment) return;
  try {
    await handlerFor(payment.kind).afterPaid?.(payment);
  } catch (error) {
    console.error("After-payment step failed", error);
  }
}

/** The return page or a retry found the checkout complete before the webhook did. */
export async function settleCardCheckout(paymentId: string, state: CheckoutState, now: Date) {
  if (state.status !== "complete" || !state.paid) return;
  const result = await prisma.$transaction((tx) => settleInTx(tx, paymentId, state, now));
  await afterSettled(result.payment);
}

/**
 * Brings a payable's latest open card payment up to date with the provider (the return page calls this, so the
 * page shows the real state even if the webhook is late). Never trusts the query string: only our own rows.
 * Returns whether there was an open checkout to ask about (the payable may have changed: read it again).
 */
export async function reconcileCardPayments(kind: PayableKind, referenceId: string, now: Date): Promise<boolean> {
  const provider = getCardProvider();
  if (!provider) return false;
  const open = await prisma.payment.findFirst({
    where: { kind, referenceId, provider: provider.id, status: "pending", providerRef: { not: null } },
    orderBy: { createdAt: "desc" },
    select: { id: true, providerRef: true },
  });
  if (!open?.providerRef) return false;
  try {
    const state = await provider.getCheckout(open.providerRef);
    if (state.status === "complete") await settleCardCheckout(open.id, state, now);
    else if (state.status === "expired")
      await prisma.payment.updateMany({ where: { id: open.id, status: "pending" }, data: { status: "expired" } });
  } catch (error) {
    console.error("Could not check the card checkout", error);
  }
  return true;
}

/**
 * A verified provider event, processed exactly once: its id is written first (a replay hits the unique key and
 * changes nothing), then the payment is settled in the same transaction.
 */
export async function processPaymentEvent(providerId: string, event: ProviderEvent, now: Date) {
  let settled: SettledPayment | null = null;
  try {
    const outcome = await prisma.$transaction(async (tx) => {
      const record = await tx.paymentWebhookEvent.create({
        data: { provider: providerId, eventId: event.id, type: event.rawType, outcome: "ignored" },
        select: { id: true },
      });
      const checkout = event.checkout;
      if (!checkout) return "ignored";
      const payment = await tx.payment.findFirst({
        where: {
          provider: providerId,
          OR: [{ providerRef: checkout.providerRef }, ...(checkout.paymentId ? [{ id: checkout.paymentId }] : [])],
        },
        select: { id: true, providerRef: true },
      });
      if (!payment) return "ignored";
      let result: string = "ignored";
      if (event.type === "checkout.completed" && checkout.paid) {
        const r = await settleInTx(tx, payment.id, checkout, now);
        settled = r.payment;
        result = r.outcome;
      } else if (event.type === "checkout.expired" || event.type === "checkout.failed") {
        const { count } = await tx.payment.updateMany({
          where: { id: payment.id, status: "pending" },
          data: { status: event.type === "checkout.expired" ? "expired" : "failed" },
        });
        result = count ? "applied" : "ignored";
        if (count && event.type === "checkout.failed") {
          const failed = await tx.payment.findUniqueOrThrow({
            where: { id: payment.id },
            select: { kind: true, referenceId: true, amountCents: true },
          });
          await recordEvent(tx, {
            type: "payment.failed",
            subject: { type: "payment", id: payment.id },
            data: { paymentId: payment.id, ...failed },
            occurredAt: now,
          });
        }
      }
      await tx.paymentWebhookEvent.update({
        where: { id: record.id },
        data: { outcome: result, paymentId: payment.id },
      });
      return result;
    });
    await afterSettled(settled);
    return { duplicate: false, outcome };
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true, outcome: "duplicate" };
    throw error;
  }
}

export class PaymentRecordError extends Refusal {}

/** Staff record a bank transfer or cash payment. The form token makes a double submit record it once. */
export async function recordOfflinePayment(input: {
  kind: PayableKind;
  referenceId: string;
  method: "bank_transfer" | "cash";
  amountCents: number;
  reference?: string | null;
  token: string;
  staffId: string;
  now: Date;
}) {
  let settled: SettledPayment | null = null;
  try {
    await prisma.$transaction(async (tx) => {
      const payment = await tx.payment.create({
        data: {
          kind: input.kind,
          referenceId: input.referenceId,
          orderId: input.kind === "order" ? input.referenceId : null,
          provider: input.method,
          idempotencyKey: `offline:${input.token}`,
          amountCents: input.amountCents,
          status: "pending",
          note: input.reference ?? null,
          recordedById: input.staffId,
        },
        select: { id: true },
      });
      const r = await settleInTx(tx, payment.id, { amountCents: input.amountCents, currency: "AUD" }, input.now);
      if (!r.payment) throw new PaymentRecordError("This order is already paid: nothing was recorded.");
      settled = r.payment;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { duplicate: true };
    throw error;
  }
  await afterSettled(settled);
  return { duplicate: false };
}
