// Production/dev HTTP server: security headers, CSP nonce, cross-site POST refusal, static assets, Remix.
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { createRemixRequest, sendRemixResponse } from "@remix-run/express/dist/server.js";
import { createRequestHandler } from "@remix-run/node";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import {
  PageCache,
  hashInlineScripts,
  isAnonymousRead,
  isShareable,
  makeEntry,
  matchesETag,
  parseCacheControl,
  pickEncoding,
} from "./server/page-cache.js";
import { serveStaticAssets } from "./server/static-assets.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const publicBuildDir = process.env.BUILD_DIR ? path.join(buildDir, "public/build") : path.resolve("public/build");
const port = Number(process.env.PORT ?? 3000);
const isProd = process.env.NODE_ENV === "production";

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
// Live-update streams (text/event-stream) are not compressed: each event must leave at once, and they are tiny.
app.use(
  compression({
    filter: (req, res) =>
      !String(res.getHeader("content-type") ?? "").startsWith("text/event-stream") && compression.filter(req, res),
  }),
);
// Files first: they need none of the page headers below (ADR 111).
serveStaticAssets(app, { publicBuildDir });

// The client address as Express resolved it (honouring TRUST_PROXY), passed to Remix in a header
// that a client can never set itself because it is overwritten here.
app.use((req, _res, next) => {
  req.headers["x-bosun-remote-addr"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});

// Behind a load balancer, INSTANCE_NAME says which process answered (an X-Bosun-Instance header), for operators.
const instanceName = process.env.INSTANCE_NAME;
if (instanceName) {
  app.use((_req, res, next) => {
    res.setHeader("X-Bosun-Instance", instanceName);
    next();
  });
}

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`]));
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (isProd && process.env.HSTS === "1") res.setHeader("Strict-Transport-Security", "max-age=31536000");
  next();
});

// Refuse cross-site state-changing requests: a browser always sends Origin (or Referer) with a
// form POST, so a mismatch means another site is submitting on the user's behalf. Server-to-server
// callers (payment webhooks) send neither and authenticate by signature instead.
app.use((req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const source = req.get("origin") ?? req.get("referer");
  if (!source) return next();
  let sourceHost = null;
  try {
    sourceHost = new URL(source).host;
  } catch {
    sourceHost = null;
  }
  if (sourceHost && sourceHost === req.get("host")) return next();
  res
    .status(403)
    .type("text/plain")
    .send("Cross-site form submission refused. Please submit the form from this website.");
});

app.use(
  morgan(process.env.LOG_FORMAT ?? (isProd ? "combined" : "tiny"), { skip: (req) => req.path === "/healthcheck" }),
);

const build = await import(path.join(buildDir, "index.js"));
const remix = remixPages(build);

// Request bodies are read here, whole and capped by route kind, before Remix sees them: a request
// larger than its kind allows is refused with 413 without being parsed, so no single request can
// make the server build, validate or echo megabytes (issue 10). Remix then reads the buffered copy.
const bodyLimits = bodyLimitsFromEnv();
app.all("*", (req, res, next) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return remix(req, res, next);
  const limit = bodyLimitFor(req.path, bodyLimits);
  express.raw({ type: () => true, limit, inflate: false })(req, res, (error) => {
    if (error) return refuseBody(error, limit, res);
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const buffered = Readable.from(body.length ? [body] : []);
    // The adapter reads only these properties of the request.
    Object.assign(buffered, {
      method: req.method,
      headers: req.headers,
      originalUrl: req.originalUrl,
      hostname: req.hostname,
      protocol: req.protocol,
      get: (name) => req.get(name),
    });
    remix(buffered, res, next);
  });
});

function contentSecurityPolicy(scriptSources) {
  const extraForm = (process.env.CSP_FORM_ACTION_EXTRA ?? "").trim();
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isProd ? "" : " ws://localhost:* ws://127.0.0.1:*"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
    `form-action 'self'${extraForm ? ` ${extraForm}` : ""}`,
  ].join("; ");
}

/**
 * Remix behind the shared page cache (ADR 110): an anonymous read of a page its route marks public is answered from
 * memory (ETag, 304, brotli or gzip made once) and refreshed in the background once stale; every write empties the
 * cache, so what an admin changes shows on the next page load. A public page asked for with a cookie is kept private.
 */
function remixPages(build) {
  const handle = createRequestHandler(build, isProd ? "production" : "development");
  const cache = new PageCache();
  const refreshing = new Set();
  const cacheable = (req) =>
    isAnonymousRead(req.method, req.headers) && !(process.env.ENABLE_TEST_HOOKS === "1" && req.headers["x-test-now"]);
  const keyOf = (req) => `${req.protocol}://${req.get("host")}${req.originalUrl}`;

  async function toEntry(response, nonce) {
    const { html, scriptHashes } = hashInlineScripts(await response.text(), nonce);
    return makeEntry({ headers: response.headers, html, scriptHashes, now: Date.now() });
  }

  function sendEntry(req, res, entry) {
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(entry.scriptHashes));
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Cookie, Accept-Encoding");
    res.setHeader("Age", String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    if (matchesETag(req.headers["if-none-match"], entry.etag)) return res.status(304).end();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const body = encoding ? entry[encoding] : entry.body;
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200).end(req.method === "HEAD" ? undefined : body);
  }

  /** Renders a stale page again for the next visitors, once at a time, from a request that carries nothing personal. */
  function refresh(req, key) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const nonce = crypto.randomBytes(16).toString("base64");
    const headers = new Headers({ accept: "text/html", "x-bosun-remote-addr": req.headers["x-bosun-remote-addr"] });
    if (req.headers.host) headers.set("host", req.headers.host);
    handle(new Request(key, { headers }), { cspNonce: nonce })
      .then(async (response) => {
        if (isShareable(response.status, response.headers)) cache.store(key, await toEntry(response, nonce));
        else cache.delete(key);
      })
      .catch((error) => console.error(`Refreshing ${key} failed:`, error))
      .finally(() => refreshing.delete(key));
  }

  return async (req, res, next) => {
    try {
      if (!["GET", "HEAD", "OPTIONS"].includes(req.method)) cache.clear();
      const key = cacheable(req) ? keyOf(req) : null;
      if (key) {
        const hit = cache.lookup(key, Date.now());
        if (hit.state === "stale") refresh(req, key);
        if (hit.entry) return sendEntry(req, res, hit.entry);
      }
      const nonce = res.locals.cspNonce;
      const remixRequest = createRemixRequest(req, res);
      // A read runs in one request scope, so its loaders share what they memoise (the signed-in user); a write does not.
      const response = readOnly(req.method)
        ? await requestScope.run({ memo: new Map() }, () => handle(remixRequest, { cspNonce: nonce }))
        : await handle(remixRequest, { cspNonce: nonce });
      if (key && isShareable(response.status, response.headers)) {
        const entry = await toEntry(response, nonce);
        cache.store(key, entry);
        return sendEntry(req, res, entry);
      }
      // Shared caches may keep only anonymous 200s: anything else marked public is made private here.
      if (parseCacheControl(response.headers.get("cache-control")).public && (!key || response.status !== 200)) {
        response.headers.set("Cache-Control", "private, no-store");
      }
      await sendRemixResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

// The same store as app/utils/request-scope.server.ts (this file and the server build are separate module graphs).
const requestScope = (globalThis[Symbol.for("bosun.requestScope")] ??= new AsyncLocalStorage());
const readOnly = (method) => method === "GET" || method === "HEAD";

function bodyLimitsFromEnv() {
  const kb = (name, fallback) => Math.max(1, Number(process.env[name] ?? fallback) || fallback) * 1024;
  return {
    form: kb("BODY_LIMIT_FORM_KB", 128),
    webhook: kb("BODY_LIMIT_WEBHOOK_KB", 512),
    upload: kb("BODY_LIMIT_UPLOAD_KB", 15 * 1024),
  };
}

/** Which kind of body a path takes: payment webhooks, file uploads, or ordinary forms (the rest). */
function bodyLimitFor(pathname, limits) {
  if (/webhook/.test(pathname)) return limits.webhook;
  if (/(^|\/)(uploads?(-[\w-]+)?|photos|attachments|photo|import|service-requests)(\/|$)/.test(pathname))
    return limits.upload;
  return limits.form;
}

function refuseBody(error, limit, res) {
  const status = error.status ?? error.statusCode ?? 400;
  const message =
    status === 413
      ? `This request is too large (the limit here is ${Math.round(limit / 1024)} KB). Please shorten what you sent and try again.`
      : status === 415
        ? "Compressed request bodies are not accepted. Please send the form again."
        : "The request body could not be read. Please send the form again.";
  res
    .status(status >= 400 && status < 500 ? status : 400)
    .type("text/plain")
    .send(message);
}

const server = app.listen(port, () => {
  console.log(`Bosun is listening on http://localhost:${port}`);
});
// Keep idle connections open longer than a load balancer's or a client's pool keeps them (Node's default is 5 s):
// otherwise a request sent on a connection the server is closing at that moment fails with "socket closed" (seen in
// the load test as "fetch failed"; behind nginx or HAProxy as a 502). headersTimeout must exceed it.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
