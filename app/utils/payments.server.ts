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
  /** A completed card-setup session: the user it was for (the card is then read from the provider). */
  setupFor: string | null;
}

export class WebhookSignatureError extends Error {}

/** A card kept at the provider (what we show; the card number never reaches us). */
export interface ProviderCard {
  paymentMethodRef: string;
  customerRef: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A completed card-setup checkout (a customer adding a card, no money taken). */
export interface SetupState {
  providerRef: string;
  status: "open" | "complete" | "expired";
  userId: string | null;
  card: ProviderCard | null;
}

export type OffSessionCharge =
  | { status: "succeeded"; providerRef: string; amountCents: number; currency: string }
  | { status: "declined"; providerRef: string | null; message: string };

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
    /** Pay as this provider customer and keep the card for later off-session charges. */
    saveCardFor?: string;
  }): Promise<HostedCheckout>;
  getCheckout(providerRef: string): Promise<CheckoutState>;
  /** The card a completed checkout paid with (to keep it), or null. */
  getCheckoutCard(providerRef: string): Promise<ProviderCard | null>;
  /** The provider's customer for one of our users (created once per idempotency key). */
  createCustomer(input: { userId: string; email: string; name: string; idempotencyKey: string }): Promise<string>;
  /** A hosted page where the customer adds a card without paying. */
  createCardSetup(input: {
    customerRef: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
  }): Promise<HostedCheckout>;
  getCardSetup(providerRef: string): Promise<SetupState>;
  /** Charges a saved card with nobody present; a decline is an answer, not an exception. */
  chargeSavedCard(input: {
    customerRef: string;
    paymentMethodRef: string;
    amountCents: number;
    currency: string;
    description: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<OffSessionCharge>;
  /** Stops the provider keeping a card for this customer. */
  removeCard(paymentMethodRef: string): Promise<void>;
  /** Refunds (part of) a charge — a payment intent, or a checkout session that took one; returns the refund's id. */
  refund(input: { chargeRef: string; amountCents: number; idempotencyKey: string }): Promise<string>;
  /** Verifies the signature of a webhook body and returns the event; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, signature: string | null): ProviderEvent;
  /** A Stripe-Signature header for a payload, signed with our webhook secret (the payment console's self-test). */
  signTestWebhook(payload: string): string;
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

function toCard(pm: string | Stripe.PaymentMethod | null | undefined): ProviderCard | null {
  if (!pm || typeof pm === "string" || !pm.card) return null;
  return {
    paymentMethodRef: pm.id,
    customerRef: typeof pm.customer === "string" ? pm.customer : (pm.customer?.id ?? null),
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month,
    expYear: pm.card.exp_year,
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
  /** A hosted Checkout page (a payment or a card set-up) to send the customer to. */
  async function openSession(params: Stripe.Checkout.SessionCreateParams, idempotencyKey: string) {
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey });
    if (!session.url)
      throw new Error(`Stripe returned a ${params.mode === "setup" ? "setup" : "checkout"} session without a URL`);
    return { providerRef: session.id, url: session.url };
  }
  return {
    id: "stripe",
    createCheckout(input) {
      return openSession(
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
          ...(input.saveCardFor
            ? { customer: input.saveCardFor, payment_intent_data: { setup_future_usage: "off_session" as const } }
            : { customer_email: input.customerEmail ?? undefined }),
          client_reference_id: input.paymentId,
          metadata: { paymentId: input.paymentId, kind: input.kind, referenceId: input.referenceId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        input.idempotencyKey,
      );
    },
    async getCheckout(providerRef) {
      return toState(await stripe.checkout.sessions.retrieve(providerRef));
    },
    async getCheckoutCard(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef, {
        expand: ["payment_intent.payment_method"],
      });
      const intent = session.payment_intent;
      return intent && typeof intent !== "string" ? toCard(intent.payment_method) : null;
    },
    async createCustomer(input) {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { userId: input.userId } },
        { idempotencyKey: input.idempotencyKey },
      );
      return customer.id;
    },
    createCardSetup(input) {
      return openSession(
        {
          mode: "setup",
          customer: input.customerRef,
          payment_method_types: ["card"],
          client_reference_id: input.userId,
          metadata: { kind: "card_setup", userId: input.userId },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        input.idempotencyKey,
      );
    },
    async getCardSetup(providerRef) {
      const session = await stripe.checkout.sessions.retrieve(providerRef, {
        expand: ["setup_intent.payment_method"],
      });
      const intent = session.setup_intent;
      return {
        providerRef: session.id,
        status: (session.status ?? "open") as SetupState["status"],
        userId: session.metadata?.userId ?? session.client_reference_id ?? null,
        card: intent && typeof intent !== "string" ? toCard(intent.payment_method) : null,
      };
    },
    async chargeSavedCard(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency.toLowerCase(),
            customer: input.customerRef,
            payment_method: input.paymentMethodRef,
            off_session: true,
            confirm: true,
            description: input.description,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === "succeeded")
          return { status: "succeeded", providerRef: intent.id, amountCents: intent.amount, currency: intent.currency };
        return { status: "declined", providerRef: intent.id, message: `The payment is ${intent.status}` };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          const intent = (error.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent;
          return { status: "declined", providerRef: intent?.id ?? null, message: error.message };
        }
        throw error;
      }
    },
    async removeCard(paymentMethodRef) {
      await stripe.paymentMethods.detach(paymentMethodRef);
    },
    async refund(input) {
      // A payment taken on a hosted checkout is known by its session: refund the session's payment intent.
      let intent = input.chargeRef;
      if (intent.startsWith("cs_")) {
        const session = await stripe.checkout.sessions.retrieve(intent);
        const pi = session.payment_intent;
        if (!pi) throw new Error("This checkout has no payment to refund");
        intent = typeof pi === "string" ? pi : pi.id;
      }
      const refund = await stripe.refunds.create(
        { payment_intent: intent, amount: input.amountCents },
        { idempotencyKey: input.idempotencyKey },
      );
      return refund.id;
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
      const setupFor =
        session?.mode === "setup" && event.type === "checkout.session.completed"
          ? (session.metadata?.userId ?? null)
          : null;
      return { id: event.id, type, rawType: event.type, checkout: session ? toState(session) : null, setupFor };
    },
    signTestWebhook(payload) {
      if (!webhookSecret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set");
      return stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
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
