// A local stand-in for the few Stripe endpoints Bosun uses, for the e2e suite (no network, real signatures):
//   POST /v1/checkout/sessions        create a Checkout Session (honours Idempotency-Key, checks the secret key)
//   GET  /v1/checkout/sessions/:id    retrieve it
//   GET  /pay/:id                     the "hosted checkout page": a Pay button and a Cancel link
//   POST /pay/:id                     completes the session, sends a correctly signed checkout.session.completed
//                                     webhook to the app, then redirects the browser to success_url
//   POST /v1/customers                 create a customer
//   POST /v1/checkout/sessions         also mode=setup (save a card) and payment_intent_data[setup_future_usage]
//   POST /v1/payment_intents           off-session charge of a saved card (confirm=true); a declining card answers
//                                      402 card_declined with the failed intent, as Stripe does
//   POST /v1/payment_methods/:id/detach, POST /v1/refunds
// Test cards on the hosted page: 4242 4242 4242 4242 (always succeeds) and 4000 0000 0000 0341 (saves, but every
// later off-session charge is declined) — Stripe's own test numbers.
// Test hooks: GET /__test/customers/:id (its cards and charges), GET /__test/sessions/:id, POST /__test/replay/:eventId (same event again),
// POST /__test/bad-signature/:id (an event signed with the wrong secret), GET /__test/sessions (every session, for the
// fault test), GET /__test/pending-webhooks (deliveries still to retry, and how many needed a retry), GET /health.
// Like Stripe, a webhook the app did not take (no answer, or not 2xx) is sent again later: after 1, 2, 4 … s (at most
// 30 s apart), STAND_IN_WEBHOOK_RETRIES times (default 10) — the fault test kills the app mid-delivery.
// Environment: STAND_IN_PORT, STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET, STAND_IN_WEBHOOK_URL,
// STAND_IN_WEBHOOK_RETRIES.
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
const customers = new Map();
const paymentMethods = new Map();
const paymentIntents = new Map();
const refunds = new Map();
const idempotent = new Map();

const TEST_CARDS = {
  4242424242424242: { brand: "visa", last4: "4242", declines: false },
  4000000000000341: { brand: "visa", last4: "0341", declines: true },
  5555555555554444: { brand: "mastercard", last4: "4444", declines: false },
};

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
    customer: get("customer") ?? null,
    setup_future_usage: get("payment_intent_data[setup_future_usage]") ?? null,
    payment_intent: null,
    setup_intent: null,
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
    signal: AbortSignal.timeout(20_000),
  });
  const text = await res.text();
  return { status: res.status, body: text };
}

const maxRetries = Number(process.env.STAND_IN_WEBHOOK_RETRIES ?? 10);
const pendingDeliveries = new Set();
const retriedDeliveries = new Set();

/** Delivers an event as Stripe does: a failed delivery (no answer, or not 2xx) is retried later in the background. */
async function deliverWithRetries(event) {
  const attempt = async (n) => {
    let result;
    try {
      result = await deliver(event);
    } catch (error) {
      result = { status: 0, body: String(error?.cause?.code ?? error) };
    }
    if ((result.status >= 200 && result.status < 300) || n >= maxRetries) {
      pendingDeliveries.delete(event.id);
      return result;
    }
    pendingDeliveries.add(event.id);
    retriedDeliveries.add(event.id);
    setTimeout(() => void attempt(n + 1), Math.min(30_000, 1000 * 2 ** n));
    return result;
  };
  return attempt(0);
}

function makeEvent(type, session, original = session) {
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
  original.events = [...(original.events ?? []), event.id];
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
${session.status === "open" ? `${cardForm(session, `Pay ${amount}`)}<p><a href="${escape(session.cancel_url)}">Cancel and return</a></p>` : `<p>This checkout is ${escape(session.status)}.</p>`}
</main></body></html>`;
}

function newPaymentMethod(customer, number) {
  const card = TEST_CARDS[String(number).replace(/\D/g, "")] ?? TEST_CARDS[4242424242424242];
  const pm = {
    id: id("pm"),
    object: "payment_method",
    type: "card",
    customer,
    card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: new Date().getFullYear() + 4 },
    declines: card.declines,
    created: Math.floor(Date.now() / 1000),
  };
  paymentMethods.set(pm.id, pm);
  return pm;
}

function publicPm(pm) {
  if (!pm) return null;
  const { declines: _declines, ...rest } = pm;
  return rest;
}

/** A session as Stripe returns it, with payment_intent / setup_intent expanded when asked. */
function sessionView(session, expand) {
  const view = { ...session };
  if (session.payment_intent && expand.some((e) => e.startsWith("payment_intent"))) {
    const pi = paymentIntents.get(session.payment_intent);
    view.payment_intent = pi
      ? {
          ...pi,
          payment_method: expand.includes("payment_intent.payment_method")
            ? publicPm(paymentMethods.get(pi.payment_method))
            : pi.payment_method,
        }
      : session.payment_intent;
  }
  if (session.setup_intent && expand.some((e) => e.startsWith("setup_intent"))) {
    const si = session.setup_intent;
    view.setup_intent = {
      id: si.id,
      object: "setup_intent",
      status: "succeeded",
      customer: session.customer,
      payment_method: expand.includes("setup_intent.payment_method")
        ? publicPm(paymentMethods.get(si.payment_method))
        : si.payment_method,
    };
  } else if (session.setup_intent) view.setup_intent = session.setup_intent.id;
  return view;
}

/** POST handlers honour Idempotency-Key: the same key answers the same response. */
async function once(req, res, handler) {
  const key = req.headers["idempotency-key"];
  const scoped = key ? `${req.url}:${key}` : null;
  if (scoped && idempotent.has(scoped)) {
    const [status, body] = idempotent.get(scoped);
    return send(res, status, body, { "idempotent-replayed": "true" });
  }
  const [status, body] = await handler(new URLSearchParams(await readBody(req)));
  if (scoped) idempotent.set(scoped, [status, body]);
  return send(res, status, body);
}

function charge(params) {
  const customer = params.get("customer");
  const pm = paymentMethods.get(params.get("payment_method") ?? "");
  if (!customers.has(customer)) return [400, { error: { type: "invalid_request_error", message: "No such customer" } }];
  if (!pm || pm.customer !== customer)
    return [
      400,
      { error: { type: "invalid_request_error", message: "The payment method is not attached to this customer" } },
    ];
  const metadata = {};
  for (const [k, v] of params) {
    const m = k.match(/^metadata\[(.+)\]$/);
    if (m) metadata[m[1]] = v;
  }
  const pi = {
    id: id("pi"),
    object: "payment_intent",
    amount: Number(params.get("amount")),
    currency: params.get("currency") ?? "aud",
    customer,
    payment_method: pm.id,
    description: params.get("description") ?? null,
    metadata,
    off_session: params.get("off_session") === "true",
    status: pm.declines ? "requires_payment_method" : "succeeded",
    created: Math.floor(Date.now() / 1000),
  };
  paymentIntents.set(pi.id, pi);
  if (pm.declines)
    return [
      402,
      {
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "generic_decline",
          message: "Your card was declined.",
          payment_intent: pi,
        },
      },
    ];
  return [200, pi];
}

function setupPage(session) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Test card setup</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0;padding:2rem}main{max-width:28rem;margin:auto;background:#fff;border-radius:8px;padding:2rem;box-shadow:0 2px 8px #0002}button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.8rem 1.2rem;font-size:1rem;width:100%}label{display:block;margin:1rem 0}</style></head>
<body><main><p>Stripe test stand-in</p><h1>Save a card</h1>
${session.status === "open" ? cardForm(session, "Save card") + `<p><a href="${escape(session.cancel_url)}">Cancel and return</a></p>` : `<p>This setup is ${escape(session.status)}.</p>`}
</main></body></html>`;
}

function cardForm(session, label) {
  return `<form method="post" action="/pay/${escape(session.id)}"><label>Card number <select name="card">
<option value="4242424242424242">4242 4242 4242 4242 (succeeds)</option>
<option value="4000000000000341">4000 0000 0000 0341 (later charges decline)</option>
<option value="5555555555554444">5555 5555 5555 4444 (Mastercard)</option></select></label>
<button type="submit">${escape(label)}</button></form>`;
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, base);
    const path = url.pathname;
    if (path === "/health") return send(res, 200, { ok: true });

    if (path.startsWith("/v1/")) {
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      if (req.method === "POST" && path === "/v1/customers") {
        return once(req, res, async (params) => {
          const customer = {
            id: id("cus"),
            object: "customer",
            email: params.get("email") ?? null,
            name: params.get("name") ?? null,
            metadata: { userId: params.get("metadata[userId]") ?? null },
            created: Math.floor(Date.now() / 1000),
          };
          customers.set(customer.id, customer);
          return [200, customer];
        });
      }
      if (req.method === "POST" && path === "/v1/payment_intents") return once(req, res, async (p) => charge(p));
      const detach = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/);
      if (req.method === "POST" && detach) {
        const pm = paymentMethods.get(detach[1]);
        if (!pm) return stripeError(res, 404, `No such PaymentMethod: '${detach[1]}'`);
        pm.customer = null;
        return send(res, 200, publicPm(pm));
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        return once(req, res, async (params) => {
          const pi = paymentIntents.get(params.get("payment_intent") ?? "");
          if (!pi || pi.status !== "succeeded")
            return [400, { error: { type: "invalid_request_error", message: "No such succeeded payment intent" } }];
          const amount = Number(params.get("amount") ?? pi.amount);
          const already = [...refunds.values()]
            .filter((r) => r.payment_intent === pi.id)
            .reduce((a, r) => a + r.amount, 0);
          if (amount + already > pi.amount)
            return [400, { error: { type: "invalid_request_error", message: "Refund is greater than the charge" } }];
          const refund = { id: id("re"), object: "refund", amount, payment_intent: pi.id, status: "succeeded" };
          refunds.set(refund.id, refund);
          return [200, refund];
        });
      }
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
        return session
          ? send(
              res,
              200,
              sessionView(
                session,
                [...url.searchParams].filter(([k]) => /^expand\[\d*\]$/.test(k)).map(([, v]) => v),
              ),
            )
          : stripeError(res, 404, `No such checkout.session: '${m[1]}'`);
      }
      return stripeError(res, 404, `Unrecognized request URL (${req.method}: ${path})`);
    }

    const pay = path.match(/^\/pay\/([^/]+)$/);
    if (pay) {
      const session = sessions.get(pay[1]);
      if (!session) return send(res, 404, "<h1>No such checkout</h1>");
      if (req.method === "GET") return send(res, 200, session.mode === "setup" ? setupPage(session) : payPage(session));
      if (req.method === "POST") {
        if (session.status === "open") {
          const card = new URLSearchParams(await readBody(req)).get("card") ?? "4242424242424242";
          if (session.mode === "setup" || session.setup_future_usage) {
            if (!customers.has(session.customer)) return send(res, 400, "<h1>No such customer</h1>");
          }
          const pm = newPaymentMethod(
            session.mode === "setup" || session.setup_future_usage ? session.customer : null,
            card,
          );
          if (session.mode === "setup") {
            session.setup_intent = { id: id("seti"), payment_method: pm.id };
            session.payment_status = "no_payment_required";
          } else {
            const pi = {
              id: id("pi"),
              object: "payment_intent",
              amount: session.amount_total,
              currency: session.currency,
              customer: session.customer,
              payment_method: pm.id,
              status: "succeeded",
              setup_future_usage: session.setup_future_usage,
              created: Math.floor(Date.now() / 1000),
            };
            paymentIntents.set(pi.id, pi);
            session.payment_intent = pi.id;
            session.payment_status = "paid";
          }
          session.status = "complete";
          session.delivery = await deliverWithRetries(
            makeEvent("checkout.session.completed", sessionView(session, []), session),
          );
        }
        return send(res, 303, "", { location: session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id) });
      }
    }

    const cust = path.match(/^\/__test\/customers\/([^/]+)$/);
    if (cust) {
      if (!customers.has(cust[1])) return send(res, 404, { error: "no such customer" });
      return send(res, 200, {
        ...customers.get(cust[1]),
        payment_methods: [...paymentMethods.values()].filter((p) => p.customer === cust[1]).map(publicPm),
        payment_intents: [...paymentIntents.values()].filter((p) => p.customer === cust[1]),
        refunds: [...refunds.values()].filter((r) => paymentIntents.get(r.payment_intent)?.customer === cust[1]),
      });
    }
    if (path === "/__test/sessions")
      return send(
        res,
        200,
        [...sessions.values()].map((s) => ({
          id: s.id,
          mode: s.mode,
          status: s.status,
          payment_status: s.payment_status,
          amount_total: s.amount_total,
          metadata: s.metadata,
        })),
      );
    if (path === "/__test/pending-webhooks")
      return send(res, 200, { pending: pendingDeliveries.size, retried: retriedDeliveries.size });
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
