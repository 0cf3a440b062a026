// Payment providers behind one interface. Card payments: Stripe Checkout through the official SDK, enabled when
// STRIPE_SECRET_KEY is set (STRIPE_API_BASE points the SDK at another host, e.g. the test stand-in). Bank transfer
// and cash are offline: the order waits with instructions until staff record the payment.
import Stripe from "stripe";
import { z } from "zod";
import type { PaymentMethod } from "~/domain/orders.ts";

const configSchema = z.object({
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** e.g. http://localhost:3401 — only for tests and local stand-ins. */
  STRIPE_API_BASE: z.string().url().optional(),
  BANK_ACCOUNT_NAME: z.string().default("Bosun Marine Services Pty Ltd"),
  BANK_BSB: z.string().default("062-000"),
  BANK_ACCOUNT_NUMBER: z.string().default("1045 7789"),
});

let config: z.infer<typeof configSchema> | null = null;
export function getPaymentConfig() {
  config ??= configSchema.parse(
    Object.fromEntries(Object.entries(process.env).map(([k, v]) => [k, v === "" ? undefined : v])),
  );
  return config;
}

export interface HostedCheckout {
  providerRef: string;
  url: string;
}

export interface CheckoutState {
  providerRef: string;
  status: "open" | "complete" | "expired";
  paid: boolean;
  amountCents: number | null;
  currency: string | null;
  url: string | null;
  paymentId: string | null;
}

export interface ProviderEvent {
  id: string;
  type: "checkout.completed" | "checkout.failed" | "checkout.expired" | "other";
  rawType: string;
  checkout: CheckoutState | null;
}

export class WebhookSignatureError extends Error {}

/** What an online card provider must do; Stripe is the one we have. */
export interface CardPaymentProvider {
  id: "stripe";
  createCheckout(input: {
    paymentId: string;
    kind: string;
    referenceId: string;
    amountCents: number;
    currency: string;
    description: string;
    customerEmail: string | null;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<HostedCheckout>;
  getCheckout(providerRef: string): Promise<CheckoutState>;
  /** Verifies the signature of a webhook body and returns the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | null): ProviderEvent;
  /** Hosts a customer's browser may be sent to (for the CSP form-action list). */
  formActionHosts(): string[];
}

function toState(session: Stripe.Checkout.Session): CheckoutState {
  return {
    providerRef: session.id,
    status: (session.status ?? "open") as CheckoutState["status"],
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
    amountCents: session.amount_total ?? null,
    currency: session.currency ?? null,
    url: session.url ?? null,
    paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? null,
  };
}

function stripeProvider(
  secretKey: string,
  webhookSecret: string | undefined,
  apiBase: string | undefined,
): CardPaymentProvider {
  const base = apiBase ? new URL(apiBase) : null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: "Bosun Marine Services" },
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol.replace(":", "") as "http" | "https",
        }
      : {}),
  });
  return {
    id: "stripe",
    async createCheckout(input) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          currency: input.currency.toLowerCase(),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: input.amountCents,
                product_data: { name: input.description },
              },
            },
          ],
          customer_email: input.customerEmail ?? undefined,
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId, kind: input.kind, referenceId: input.referenceId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { providerRef: session.id, url: session.url };
    },
    async getCheckout(providerRef) {
      return toState(await stripe.checkout.sessions.retrieve(providerRef));
    },
    verifyWebhook(rawBody, signature) {
      if (!webhookSecret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set");
      if (!signature) throw new WebhookSignatureError("Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      const session = event.type.startsWith("checkout.session.")
        ? (event.data.object as Stripe.Checkout.Session)
        : null;
      const type: ProviderEvent["type"] =
        event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded"
          ? "checkout.completed"
          : event.type === "checkout.session.async_payment_failed"
            ? "checkout.failed"
            : event.type === "checkout.session.expired"
              ? "checkout.expired"
              : "other";
      return { id: event.id, type, rawType: event.type, checkout: session ? toState(session) : null };
    },
    formActionHosts() {
      return ["https://checkout.stripe.com", ...(base ? [base.origin] : [])];
    },
  };
}

let cardProvider: CardPaymentProvider | null | undefined;

/** The card provider, or null when card payments are not configured. */
export function getCardProvider(): CardPaymentProvider | null {
  if (cardProvider !== undefined) return cardProvider;
  const c = getPaymentConfig();
  cardProvider = c.STRIPE_SECRET_KEY
    ? stripeProvider(c.STRIPE_SECRET_KEY, c.STRIPE_WEBHOOK_SECRET, c.STRIPE_API_BASE)
    : null;
  return cardProvider;
}

/** The payment methods a customer may choose right now. */
export function availablePaymentMethods(): PaymentMethod[] {
  return getCardProvider() ? ["card", "bank_transfer", "cash"] : ["bank_transfer", "cash"];
}

/** What a customer paying offline needs to know. */
export function bankTransferDetails() {
  const c = getPaymentConfig();
  return { accountName: c.BANK_ACCOUNT_NAME, bsb: c.BANK_BSB, accountNumber: c.BANK_ACCOUNT_NUMBER };
}
