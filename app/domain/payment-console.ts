// The payment consoles of issue 18 (/admin/payment-integration and /admin/payment-test, ADR 185): what the
// provider's configuration says without ever showing a secret, and the rules of a test checkout.
import { z } from "zod";
import { moneyField } from "./form-fields.ts";
import { parseDollarsToCents } from "./money.ts";

export type StripeMode = "test" | "live" | "unknown" | "not_configured";

/** Stripe says which mode a key is for in its prefix: sk_test_/rk_test_ and sk_live_/rk_live_. */
export function stripeModeOfKey(key: string | null | undefined): StripeMode {
  if (!key) return "not_configured";
  if (/^(sk|rk)_test_/.test(key)) return "test";
  if (/^(sk|rk)_live_/.test(key)) return "live";
  return "unknown";
}

export const STRIPE_MODE_LABELS: Record<StripeMode, string> = {
  test: "Test mode",
  live: "Live mode",
  unknown: "Unknown (the key does not start with sk_test_ or sk_live_)",
  not_configured: "Not configured (no STRIPE_SECRET_KEY)",
};

/** Whether a secret is set, never the secret: what the page may show about it. */
export function secretState(value: string | null | undefined, expectedPrefix?: string) {
  if (!value) return { set: false, looksRight: false };
  return { set: true, looksRight: expectedPrefix ? value.startsWith(expectedPrefix) : true };
}

/** The outcome of a webhook delivery, as stored, in words. */
export function webhookOutcomeLabel(outcome: string): string {
  switch (outcome) {
    case "applied":
      return "Verified — payment updated";
    case "ignored":
      return "Verified — nothing to do";
    case "rejected":
      return "Verified — refused (amount or currency did not match)";
    case "signature_failed":
      return "Signature did not verify — ignored";
    default:
      return outcome;
  }
}

/** Test checkouts are small: at least Stripe's 50 c minimum, at most $50. */
export const TEST_PAYMENT_MIN_CENTS = 50;
export const TEST_PAYMENT_MAX_CENTS = 5_000;

export const testPaymentSchema = z.object({
  amount: moneyField("test amount", { example: "1.00" }).refine((v) => {
    const cents = parseDollarsToCents(v);
    return cents !== null && cents >= TEST_PAYMENT_MIN_CENTS && cents <= TEST_PAYMENT_MAX_CENTS;
  }, "A test payment is between $0.50 and $50.00"),
});

/** Why a test checkout may not start now, or null. Live keys take real money: never from the console. */
export function testPaymentRefusal(mode: StripeMode): string | null {
  if (mode === "not_configured") return "Card payments are not configured: set STRIPE_SECRET_KEY first.";
  if (mode !== "test")
    return "Test payments run only with a test-mode key (sk_test_…): this console never takes real money.";
  return null;
}

export type StepState = "done" | "waiting" | "failed" | "not_started";

export interface TestRunFacts {
  status: string;
  payment: { status: string; providerRef: string | null } | null;
  checkoutStatus: "open" | "complete" | "expired" | null;
  webhook: { outcome: string } | null;
}

/** The steps of a test checkout, each with its state: what the console shows. */
export function testRunSteps(f: TestRunFacts): { label: string; state: StepState; detail: string }[] {
  const created = !!f.payment?.providerRef;
  const paid = f.checkoutStatus === "complete";
  const settled = f.status === "paid" && f.payment?.status === "succeeded";
  return [
    {
      label: "Checkout created at the provider",
      state: created ? "done" : f.payment?.status === "failed" ? "failed" : "waiting",
      detail: created ? `Session ${f.payment!.providerRef}` : "No session yet",
    },
    {
      label: "Paid on the provider's page",
      state: paid ? "done" : f.checkoutStatus === "expired" ? "failed" : created ? "waiting" : "not_started",
      detail: f.checkoutStatus ? `Checkout is ${f.checkoutStatus}` : "Not asked",
    },
    {
      label: "Webhook received and verified",
      state: f.webhook ? (f.webhook.outcome === "applied" ? "done" : "failed") : paid ? "waiting" : "not_started",
      detail: f.webhook ? webhookOutcomeLabel(f.webhook.outcome) : "No delivery for this payment yet",
    },
    {
      label: "Payment settled (test run marked paid, no order)",
      state: settled ? "done" : f.payment?.status === "failed" ? "failed" : paid ? "waiting" : "not_started",
      detail: f.payment ? `Payment ${f.payment.status}` : "—",
    },
  ];
}
