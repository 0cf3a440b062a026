// The inbound screens' and webhooks' server half (issue 20, ADR 201): a signed request from the mail or telephony
// provider is checked (constant time, within 5 minutes) and processed once; the admin consoles sign their sample the
// same way and go through the same check, so what they show is what the webhook does.
import crypto from "node:crypto";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { callEventSchema, type CallEvent, type sampleCallSchema } from "~/domain/inbound.ts";
import { planInboundCall, processInboundCall, processInboundEmail } from "~/models/inbound.server.ts";
import { MailParseError, parseRawEmail } from "~/utils/mail-parse.server.ts";
import {
  SIGNATURE_HEADER,
  TIMESTAMP_HEADER,
  inboundSecret,
  signedHeaders,
  verifySignature,
  type InboundChannel,
} from "~/utils/webhook-signature.server.ts";

function refuse(status: number, error: string) {
  return json({ error }, { status });
}

/** The signature check every inbound webhook starts with; a Response to send back, or null when it holds. */
function checkSigned(channel: InboundChannel, body: Buffer, headers: Headers, now: Date) {
  const secret = inboundSecret(channel);
  if (!secret) return refuse(503, `Inbound ${channel} is not configured on this server`);
  const check = verifySignature({
    secret,
    timestamp: headers.get(TIMESTAMP_HEADER),
    signature: headers.get(SIGNATURE_HEADER),
    body,
    now,
  });
  return check.ok ? null : refuse(401, check.reason);
}

/** POST /resources/inbound-email-webhook: the raw MIME message as the body. */
export async function inboundEmailWebhook(request: Request, now: Date) {
  const body = Buffer.from(await request.arrayBuffer());
  const refused = checkSigned("email", body, request.headers, now);
  if (refused) return refused;
  if (body.length === 0) return refuse(400, "The body must be the raw e-mail (RFC 822)");
  let mail;
  try {
    mail = await parseRawEmail(body);
  } catch (error) {
    if (error instanceof MailParseError) return refuse(422, error.message);
    throw error;
  }
  const result = await processInboundEmail(mail, { now });
  return json({ received: true, ...result });
}

/** Reads a call event from a signed JSON body: the event, or a Response saying what is wrong. */
export function readCallEvent(body: Buffer): { event: CallEvent } | { response: Response } {
  let payload: unknown;
  try {
    payload = JSON.parse(body.toString("utf8"));
  } catch {
    return { response: refuse(400, "The body must be JSON") };
  }
  const parsed = callEventSchema.safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".") || "body"}: ${i.message}`);
    return { response: json({ error: "The call event is not valid", issues }, { status: 422 }) };
  }
  return { event: parsed.data };
}

/** POST /resources/telephony-webhook: one call or voicemail as JSON (domain/inbound.ts callEventSchema). */
export async function telephonyWebhook(request: Request, now: Date) {
  const body = Buffer.from(await request.arrayBuffer());
  return handleSignedCall(body, request.headers, now);
}

export async function handleSignedCall(body: Buffer, headers: Headers, now: Date) {
  const refused = checkSigned("telephony", body, headers, now);
  if (refused) return refused;
  const read = readCallEvent(body);
  if ("response" in read) return read.response;
  const result = await processInboundCall(read.event, { now });
  return json({ received: true, ...result });
}

/** What the console sends: the event as the provider would, signed with this server's telephony secret. */
export function signedSampleCall(event: CallEvent, now: Date) {
  const body = JSON.stringify(event);
  const secret = inboundSecret("telephony");
  return { body, headers: secret ? signedHeaders(secret, body, now) : null };
}

/** The console's typed call as the provider's event: a fresh id, started its length before now. */
export function sampleCallEvent(v: z.infer<typeof sampleCallSchema>, now: Date): CallEvent {
  return {
    id: `vocc-test-${crypto.randomBytes(8).toString("hex")}`,
    type: v.type,
    from: v.from,
    ...(v.callerName ? { callerName: v.callerName } : {}),
    startedAt: new Date(now.getTime() - v.durationSeconds * 1000).toISOString(),
    durationSeconds: v.durationSeconds,
    ...(v.recordingUrl ? { recordingUrl: v.recordingUrl } : {}),
    transcript: v.transcript,
  };
}

export { planInboundCall };
