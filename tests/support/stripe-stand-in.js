// A local stand-in for the few Stripe endpoints Bosun uses, for the e2e suite (no network, real signatures):
//   POST /v1/checkout/sessions        create a Checkout Session (honours Idempotency-Key, checks the secret key)
//   GET  /v1/checkout/sessions/:id    retrieve it
//   GET  /pay/:id                     the "hosted checkout page": a Pay button and a Cancel link
//   POST /pay/:id                     completes the session, sends a correctly signed checkout.session.completed
//                                     webhook to the app, then redirects the browser to success_url
// Test hooks: GET /__test/sessions/:id, POST /__test/replay/:eventId (same event again),
// POST /__test/bad-signature/:id (an event signed with the wrong secret), GET /health.
// Environment: STAND_IN_PORT, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, STAND_IN_WEBHOOK_URL.
import crypto from "node:crypto";
import http from "node:http";

const port = Number(process.env.STAND_IN_PORT ?? 3101);
const secretKey = process.env.STAND_IN_SECRET_KEY ?? "sk_test_bosun_e2e";
const webhookSecret = process.env.STAND_IN_WEBHOOK_SECRET ?? "whsec_bosun_e2e";
const webhookUrl = process.env.STAND_IN_WEBHOOK_URL ?? "http://localhost:3100/resources/stripe-webhook";
const base = `http://localhost:${port}`;

const sessions = new Map();
const byIdempotencyKey = new Map();
const events = new Map();

const id = (prefix) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;

function send(res, status, body, headers = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  res.writeHead(status, {
    "content-type": typeof body === "string" ? "text/html; charset=utf-8" : "application/json",
    "request-id": id("req"),
    ...headers,
  });
  res.end(text);
}

function stripeError(res, status, message) {
  send(res, status, { error: { type: "invalid_request_error", message } });
}

async function readBody(req) {
  const chunks = [];
  for await (const c of req) chunks.push(c);
  return Buffer.concat(chunks).toString("utf8");
}

/** The fields we use from Stripe's form encoding (line_items[0][price_data][unit_amount] …). */
function parseSession(params) {
  const get = (k) => params.get(k) ?? undefined;
  let amount = 0;
  for (let i = 0; params.has(`line_items[${i}][quantity]`); i++) {
    amount +=
      Number(get(`line_items[${i}][price_data][unit_amount]`) ?? 0) * Number(get(`line_items[${i}][quantity]`) ?? 1);
  }
  const metadata = {};
  for (const [k, v] of params) {
    const m = k.match(/^metadata\[(.+)\]$/);
    if (m) metadata[m[1]] = v;
  }
  const sessionId = id("cs_test");
  return {
    id: sessionId,
    object: "checkout.session",
    mode: get("mode") ?? "payment",
    status: "open",
    payment_status: "unpaid",
    amount_total: amount,
    amount_subtotal: amount,
    currency: get("currency") ?? get("line_items[0][price_data][currency]") ?? "aud",
    customer_email: get("customer_email") ?? null,
    client_reference_id: get("client_reference_id") ?? null,
    metadata,
    success_url: get("success_url"),
    cancel_url: get("cancel_url"),
    description: get("line_items[0][price_data][product_data][name]") ?? "",
    url: `${base}/pay/${sessionId}`,
    created: Math.floor(Date.now() / 1000),
    expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
    livemode: false,
  };
}

function sign(payload, secret = webhookSecret) {
  const t = Math.floor(Date.now() / 1000);
  const v1 = crypto.createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

async function deliver(event, secret) {
  const payload = JSON.stringify(event, null, 2);
  const res = await fetch(webhookUrl, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": sign(payload, secret) },
    body: payload,
  });
  const text = await res.text();
  return { status: res.status, body: text };
}

function makeEvent(type, session) {
  const event = {
    id: id("evt"),
    object: "event",
    api_version: "2025-02-24.acacia",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { ...session } },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  };
  events.set(event.id, event);
  session.events = [...(session.events ?? []), event.id];
  return event;
}

const escape = (s) =>
  String(s ?? "").replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c],
  );

function payPage(session) {
  const amount = new Intl.NumberFormat("en-AU", { style: "currency", currency: session.currency.toUpperCase() }).format(
    session.amount_total / 100,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test checkout</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:2rem}main{max-width:28rem;margin:auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 2px 8px #0002}button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.8rem 1.2rem;font-size:1rem;width:100%}</style></head>
<body><main><p>Stripe test stand-in</p><h1>Pay ${escape(amount)}</h1><p>${escape(session.description)}</p><p>${escape(session.customer_email ?? "")}</p>
${session.status === "open" ? `<form method="post" action="/pay/${escape(session.id)}"><button type="submit">Pay ${escape(amount)}</button></form><p><a href="${escape(session.cancel_url)}">Cancel and return</a></p>` : `<p>This checkout is ${escape(session.status)}.</p>`}
</main></body></html>`;
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, base);
    const path = url.pathname;
    if (path === "/health") return send(res, 200, { ok: true });

    if (path.startsWith("/v1/")) {
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const key = req.headers["idempotency-key"];
        if (key && byIdempotencyKey.has(key)) return send(res, 200, sessions.get(byIdempotencyKey.get(key)));
        const session = parseSession(new URLSearchParams(await readBody(req)));
        if (!session.success_url || !session.cancel_url)
          return stripeError(res, 400, "success_url and cancel_url are required");
        sessions.set(session.id, session);
        if (key) byIdempotencyKey.set(key, session.id);
        return send(res, 200, session);
      }
      const m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
      if (req.method === "GET" && m) {
        const session = sessions.get(m[1]);
        return session ? send(res, 200, session) : stripeError(res, 404, `No such checkout.session: '${m[1]}'`);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    }

    const pay = path.match(/^\/pay\/([^/]+)$/);
    if (pay) {
      const session = sessions.get(pay[1]);
      if (!session) return send(res, 404, "<h1>No such checkout</h1>");
      if (req.method === "GET") return send(res, 200, payPage(session));
      if (req.method === "POST") {
        if (session.status === "open") {
          session.status = "complete";
          session.payment_status = "paid";
          session.delivery = await deliver(makeEvent("checkout.session.completed", session));
        }
        return send(res, 303, "", { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      }
    }

    const info = path.match(/^\/__test\/sessions\/([^/]+)$/);
    if (info)
      return sessions.has(info[1])
        ? send(res, 200, sessions.get(info[1]))
        : send(res, 404, { error: "no such session" });
    const replay = path.match(/^\/__test\/replay\/([^/]+)$/);
    if (replay && req.method === "POST") {
      const event = events.get(replay[1]);
      return event ? send(res, 200, await deliver(event)) : send(res, 404, { error: "no such event" });
    }
    const bad = path.match(/^\/__test\/bad-signature\/([^/]+)$/);
    if (bad && req.method === "POST") {
      const session = sessions.get(bad[1]);
      if (!session) return send(res, 404, { error: "no such session" });
      const forged = { ...session, status: "complete", payment_status: "paid" };
      return send(res, 200, await deliver(makeEvent("checkout.session.completed", forged), "whsec_wrong_secret"));
    }
    send(res, 404, { error: "not found" });
  } catch (error) {
    console.error(error);
    send(res, 500, { error: { type: "api_error", message: String(error) } });
  }
});

server.listen(port, () => console.log(`Stripe stand-in on ${base}, webhooks to ${webhookUrl}`));
