// The payment consoles (issue 18, ADR 185): the provider's state without secrets, the latest webhook deliveries
// (verified ones are PaymentWebhookEvent rows, failed signatures PaymentWebhookRejection rows), a test checkout
// through the real flow (payable kind 'payment_test', never an order) and a signed self-test webhook.
import crypto from "node:crypto";
import { Refusal } from "~/domain/refusal.ts";
import { secretState, stripeModeOfKey, testPaymentRefusal, testRunSteps } from "~/domain/payment-console.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { getCardProvider, getPaymentConfig, type CheckoutState } from "~/utils/payments.server.ts";
import { reconcileCardPayments, startCardPayment } from "./payment.server.ts";

export class PaymentConsoleRefusal extends Refusal {}

export const WEBHOOK_PATH = "/resources/stripe-webhook";
const KEEP_REJECTIONS = 100;

/** What the integration page shows about the configuration: modes and whether secrets are set, never their values. */
export function paymentConfiguration() {
  const c = getPaymentConfig();
  return {
    mode: stripeModeOfKey(c.STRIPE_SECRET_KEY),
    secretKey: secretState(c.STRIPE_SECRET_KEY),
    webhookSecret: secretState(c.STRIPE_WEBHOOK_SECRET, "whsec_"),
    webhookUrl: `${getEnv().appUrl}${WEBHOOK_PATH}`,
    /** Only set for tests and local stand-ins: a host other than Stripe's. */
    apiBase: c.STRIPE_API_BASE ? new URL(c.STRIPE_API_BASE).origin : null,
  };
}

/** A delivery whose signature failed; only the latest few are kept (anyone can post to the endpoint). */
export async function recordWebhookRejection(provider: string, reason: string, now: Date) {
  await prisma.paymentWebhookRejection.create({
    data: { provider, reason: reason.slice(0, 200), receivedAt: now },
  });
  const cutoff = await prisma.paymentWebhookRejection.findFirst({
    orderBy: [{ receivedAt: "desc" }, { id: "desc" }],
    skip: KEEP_REJECTIONS,
    select: { receivedAt: true },
  });
  if (cutoff) await prisma.paymentWebhookRejection.deleteMany({ where: { receivedAt: { lte: cutoff.receivedAt } } });
}

export interface WebhookDelivery {
  id: string;
  receivedAt: Date;
  verified: boolean;
  eventId: string | null;
  type: string | null;
  outcome: string;
  paymentId: string | null;
  detail: string | null;
}

/** The latest deliveries, verified or not, newest first. */
export async function recentWebhookDeliveries(take = 20): Promise<WebhookDelivery[]> {
  const [events, rejections] = await Promise.all([
    prisma.paymentWebhookEvent.findMany({
      orderBy: { receivedAt: "desc" },
      take,
      select: { id: true, eventId: true, type: true, outcome: true, paymentId: true, receivedAt: true },
    }),
    prisma.paymentWebhookRejection.findMany({
      orderBy: { receivedAt: "desc" },
      take,
      select: { id: true, reason: true, receivedAt: true },
    }),
  ]);
  const rows: WebhookDelivery[] = [
    ...events.map((e) => ({ ...e, verified: true, detail: null })),
    ...rejections.map((r) => ({
      id: r.id,
      receivedAt: r.receivedAt,
      verified: false,
      eventId: null,
      type: null,
      outcome: "signature_failed",
      paymentId: null,
      detail: r.reason,
    })),
  ];
  return rows.sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime()).slice(0, take);
}

/** Starts a test checkout of `amountCents` through the real card flow; returns where to send the browser. */
export async function startTestPayment(input: { amountCents: number; actorId: string }) {
  const refusal = testPaymentRefusal(paymentConfiguration().mode);
  if (refusal) throw new PaymentConsoleRefusal(refusal);
  const run = await prisma.paymentTestRun.create({
    data: { amountCents: input.amountCents, createdById: input.actorId },
    select: { id: true },
  });
  await recordAudit(null, {
    action: "payment.test_started",
    actorId: input.actorId,
    entityType: "payment_test",
    entityId: run.id,
    details: { amountCents: input.amountCents },
  });
  const { redirectTo } = await startCardPayment("payment_test", run.id);
  return { runId: run.id, redirectTo };
}

/** One test run with each step's state (asks the provider, and settles it if the webhook is late). */
export async function testRunView(runId: string, now: Date) {
  await reconcileCardPayments("payment_test", runId, now);
  const run = await prisma.paymentTestRun.findUnique({
    where: { id: runId },
    select: { id: true, amountCents: true, status: true, createdAt: true, paidAt: true },
  });
  if (!run) return null;
  const payment = await prisma.payment.findFirst({
    where: { kind: "payment_test", referenceId: run.id },
    orderBy: { createdAt: "desc" },
    select: { id: true, status: true, providerRef: true },
  });
  let checkout: CheckoutState | null = null;
  const provider = getCardProvider();
  if (provider && payment?.providerRef) checkout = await provider.getCheckout(payment.providerRef).catch(() => null);
  const webhook = payment
    ? await prisma.paymentWebhookEvent.findFirst({
        where: { paymentId: payment.id },
        orderBy: { receivedAt: "desc" },
        select: { outcome: true, eventId: true, receivedAt: true },
      })
    : null;
  return {
    run,
    payment,
    webhook,
    steps: testRunSteps({ status: run.status, payment, checkoutStatus: checkout?.status ?? null, webhook }),
  };
}

export async function recentTestRuns(take = 10) {
  return prisma.paymentTestRun.findMany({
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, amountCents: true, status: true, createdAt: true, paidAt: true },
  });
}

export interface SelfTestResult {
  eventId: string;
  signed: boolean;
  httpStatus: number | null;
  answer: string;
  /** What we stored for the delivery: the verified event's outcome, or null when it was refused. */
  storedOutcome: string | null;
  verified: boolean;
}

/**
 * Posts a signed test event to our own webhook endpoint, as the provider would, and reads back what was stored.
 * `tamper` sends it with a broken signature, to show that such a delivery is refused.
 */
export async function sendTestWebhook(input: { actorId: string; tamper: boolean; now: Date }): Promise<SelfTestResult> {
  const provider = getCardProvider();
  if (!provider) throw new PaymentConsoleRefusal("Card payments are not configured: set STRIPE_SECRET_KEY first.");
  if (!getPaymentConfig().STRIPE_WEBHOOK_SECRET)
    throw new PaymentConsoleRefusal("The webhook secret is not set: set STRIPE_WEBHOOK_SECRET first.");
  const eventId = `evt_bosun_selftest_${crypto.randomBytes(8).toString("hex")}`;
  const payload = JSON.stringify({
    id: eventId,
    object: "event",
    type: "bosun.self_test",
    created: Math.floor(input.now.getTime() / 1000),
    livemode: false,
    data: { object: { object: "bosun_self_test" } },
  });
  let signature = provider.signTestWebhook(payload);
  if (input.tamper) signature = signature.replace(/v1=([0-9a-f])/, (_m, c: string) => `v1=${c === "0" ? "1" : "0"}`);
  let httpStatus: number | null = null;
  let answer: string;
  try {
    const response = await fetch(`${getEnv().appUrl}${WEBHOOK_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
      signal: AbortSignal.timeout(10_000),
    });
    httpStatus = response.status;
    answer = (await response.text()).slice(0, 300);
  } catch (error) {
    answer = `Could not reach ${getEnv().appUrl}${WEBHOOK_PATH}: ${error instanceof Error ? error.message : "error"}`;
  }
  const stored = await prisma.paymentWebhookEvent.findFirst({
    where: { eventId },
    select: { outcome: true },
  });
  await recordAudit(null, {
    action: "payment.test_webhook_sent",
    actorId: input.actorId,
    entityType: "payment_webhook",
    entityId: eventId,
    details: { tampered: input.tamper, httpStatus },
  });
  return {
    eventId,
    signed: !input.tamper,
    httpStatus,
    answer,
    storedOutcome: stored?.outcome ?? null,
    verified: !!stored && httpStatus === 200,
  };
}
