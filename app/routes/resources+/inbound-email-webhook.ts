import { json, type ActionFunctionArgs } from "@remix-run/node";
import { inboundEmailWebhook } from "~/screens/inbound/inbound.server.ts";
import { getNow } from "~/utils/clock.server.ts";

// Mail provider → Bosun (ADR 201): the raw e-mail as the body, signed with INBOUND_EMAIL_SECRET (x-bosun-timestamp,
// x-bosun-signature). No session and no CSRF check apply (server to server, no Origin). Each Message-ID once.
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return json({ error: "Method not allowed" }, { status: 405 });
  return inboundEmailWebhook(request, getNow(request));
}

export async function loader() {
  return json({ error: "The mail provider POSTs raw e-mail here." }, { status: 405, headers: { Allow: "POST" } });
}
