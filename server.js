// Production/dev HTTP server: security headers, CSP nonce, cross-site POST refusal, static assets, Remix.
import crypto from "node:crypto";
import path from "node:path";
import { Readable } from "node:stream";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import morgan from "morgan";
import { serveStaticAssets } from "./server/static-assets.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const publicBuildDir = process.env.BUILD_DIR ? path.join(buildDir, "public/build") : path.resolve("public/build");
const port = Number(process.env.PORT ?? 3000);
const isProd = process.env.NODE_ENV === "production";

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", process.env.TRUST_PROXY === "1" ? 1 : false);
app.use(compression());

// The client address as Express resolved it (honouring TRUST_PROXY), passed to Remix in a header
// that a client can never set itself because it is overwritten here.
app.use((req, _res, next) => {
  req.headers["x-bosun-remote-addr"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
  next();
});

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  const extraForm = (process.env.CSP_FORM_ACTION_EXTRA ?? "").trim();
  res.setHeader(
    "Content-Security-Policy",
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${isProd ? "" : " ws://localhost:* ws://127.0.0.1:*"}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      `form-action 'self'${extraForm ? ` ${extraForm}` : ""}`,
    ].join("; "),
  );
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

serveStaticAssets(app, { publicBuildDir });
app.use(
  morgan(process.env.LOG_FORMAT ?? (isProd ? "combined" : "tiny"), { skip: (req) => req.path === "/healthcheck" }),
);

const build = await import(path.join(buildDir, "index.js"));
const remix = createRequestHandler({
  build,
  mode: isProd ? "production" : "development",
  getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce }),
});

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

app.listen(port, () => {
  console.log(`Bosun is listening on http://localhost:${port}`);
});
