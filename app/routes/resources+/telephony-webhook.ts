import { json, type ActionFunctionArgs } from "@remix-run/node";
import { telephonyWebhook } from "~/screens/inbound/inbound.server.ts";
import { getNow } from "~/utils/clock.server.ts";

// Telephony provider → Bosun (ADR 201): one call or voicemail as JSON, signed with TELEPHONY_WEBHOOK_SECRET
// (x-bosun-timestamp, x-bosun-signature). No session and no CSRF check apply (server to server). Each call id once.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, { status: 405 });
  return telephonyWebhook(request, getNow(request));
}

export async function loader() {
  return json({ error: "The telephony provider POSTs call events here." }, { status: 405, headers: { Allow: "POST" } });
}
