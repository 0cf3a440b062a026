import { json, type ActionFunctionArgs } from "@remix-run/node";
import { recordWebhookRejection } from "~/models/payment-console.server.ts";
import { processPaymentEvent } from "~/models/payment.server.ts";
import { completeCardSetup } from "~/models/saved-cards.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { WebhookSignatureError, getCardProvider } from "~/utils/payments.server.ts";

// Stripe → Bosun. No session, no CSRF check applies (server-to-server, no Origin): the signature over the raw
// body (STRIPE_WEBHOOK_SECRET) is the authentication. Each event id is processed once.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, { status: 405 });
  const provider = getCardProvider();
  if (!provider) return json({ error: "Card payments are not configured" }, { status: 404 });
  const body = await request.text();
  let event;
  try {
    event = provider.verifyWebhook(body, request.headers.get("stripe-signature"));
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      await recordWebhookRejection(provider.id, error.message, getNow(request));
      return json({ error: "Invalid signature" }, { status: 400 });
    }
    throw error;
  }
  const result = await processPaymentEvent(provider.id, event, getNow(request));
  // A saved card (customer left the provider's page before returning): keep it, from the provider's own answer.
  if (event.setupFor && event.checkout && !result.duplicate) {
    await completeCardSetup(event.setupFor, event.checkout.providerRef).catch((error) =>
      console.error("Saving a card from the webhook failed", error),
    );
  }
  return json({ received: true, duplicate: result.duplicate, outcome: result.outcome });
}

export async function loader() {
  return json({ error: "Stripe sends webhooks here with POST." }, { status: 405, headers: { Allow: "POST" } });
}
