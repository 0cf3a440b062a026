// Signed server-to-server requests (ADR 201): the mail provider's inbound e-mail and the telephony provider's call
// events carry x-bosun-timestamp (Unix seconds) and x-bosun-signature: sha256=<hex HMAC-SHA256(secret,
// "<timestamp>.<raw body>")> — the same scheme Bosun's own outgoing webhooks use (ADR 200). Checked in constant
// time, within 5 minutes of the timestamp, over the exact bytes received.
import crypto from "node:crypto";
import { webhookSigningInput } from "~/domain/automations.ts";
import { isFreshTimestamp } from "~/domain/inbound.ts";
import { getEnv } from "./env.server.ts";

export const TIMESTAMP_HEADER = "x-bosun-timestamp";
export const SIGNATURE_HEADER = "x-bosun-signature";

export type InboundChannel = "email" | "telephony";

/** The shared secret of a channel; outside production a development default, in production none unless set. */
export function inboundSecret(channel: InboundChannel): string | null {
  const env = getEnv();
  const set = channel === "email" ? env.INBOUND_EMAIL_SECRET : env.TELEPHONY_WEBHOOK_SECRET;
  if (set) return set;
  return env.NODE_ENV === "production" ? null : `development-only-${channel}-secret`;
}

export function signatureFor(secret: string, timestamp: string, body: string | Buffer): string {
  const hmac = crypto.createHmac("sha256", secret);
  hmac.update(webhookSigningInput(timestamp, ""));
  hmac.update(body);
  return `sha256=${hmac.digest("hex")}`;
}

export function signedHeaders(secret: string, body: string | Buffer, now: Date) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureFor(secret, timestamp, body) };
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignature(opts: {
  secret: string;
  timestamp: string | null;
  signature: string | null;
  body: string | Buffer;
  now: Date;
}): SignatureCheck {
  if (!opts.timestamp || !opts.signature) return { ok: false, reason: "The request is not signed" };
  if (!isFreshTimestamp(opts.timestamp, opts.now))
    return { ok: false, reason: "The signature's timestamp is too old or in the future" };
  const expected = Buffer.from(signatureFor(opts.secret, opts.timestamp, opts.body));
  const given = Buffer.from(opts.signature.trim());
  // Equal lengths first (timingSafeEqual needs them); the comparison itself takes the same time wherever it differs.
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return { ok: false, reason: "The signature does not match" };
  return { ok: true };
}
