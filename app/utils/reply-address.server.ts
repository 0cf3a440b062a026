// Signed reply addresses (issue 20, ADR 201 addendum): an e-mail about a job or a quote carries
// Reply-To: replies+j1004-<signature>@…, so the customer's reply comes back to the inbound-mail webhook naming what it
// answers. The signature is HMAC-SHA256 over "j1004" with a key derived from SESSION_SECRET (the first secret signs,
// every listed one verifies, so rotating the session secrets keeps old reply addresses valid while the old secret is
// listed), cut to 16 hex characters (64 bits): a number alone is guessable, the signed tag is not.
import crypto from "node:crypto";
import {
  REPLY_SIGNATURE_LENGTH,
  replyTagPayload,
  signedReplyTagIn,
  taggedAddress,
  type ReplyTarget,
} from "~/domain/inbound.ts";
import { getEnv } from "./env.server.ts";

function signWith(secret: string, payload: string): string {
  // A key of its own for reply addresses, so this signature can never stand in for a session cookie's.
  const key = crypto.createHmac("sha256", secret).update("bosun reply address v1").digest();
  return crypto.createHmac("sha256", key).update(payload).digest("hex").slice(0, REPLY_SIGNATURE_LENGTH);
}

/** The +tag of a reply address: "j1004-<signature>". */
export function replyTag(ref: ReplyTarget, secrets: readonly string[] = getEnv().sessionSecrets): string {
  const payload = replyTagPayload(ref);
  return `${payload}-${signWith(secrets[0]!, payload)}`;
}

/**
 * The job or quote a signed reply address among `addresses` names: `valid` false when its signature does not verify
 * with any configured secret (made up, or altered). Null when no address carries a signed tag.
 */
export function verifiedReplyTag(
  addresses: readonly string[],
  secrets: readonly string[] = getEnv().sessionSecrets,
): { ref: ReplyTarget; valid: boolean } | null {
  const tag = signedReplyTagIn(addresses);
  if (!tag) return null;
  const given = Buffer.from(tag.signature, "utf8");
  const valid = secrets.some((secret) => {
    const expected = Buffer.from(signWith(secret, tag.payload), "utf8");
    return expected.length === given.length && crypto.timingSafeEqual(expected, given);
  });
  return { ref: tag.ref, valid };
}

/** The mailbox replies go to: INBOUND_REPLY_ADDRESS; outside production replies@ the MAIL_FROM domain. */
export function replyMailbox(): string | null {
  const env = getEnv();
  if (env.INBOUND_REPLY_ADDRESS) return env.INBOUND_REPLY_ADDRESS;
  if (env.NODE_ENV === "production") return null;
  const domain = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1];
  return domain ? `replies@${domain}` : null;
}

/** The Reply-To for an e-mail about a job or quote, or null when no reply mailbox is configured. */
export function replyToAddress(ref: ReplyTarget): string | null {
  const mailbox = replyMailbox();
  return mailbox ? taggedAddress(mailbox, replyTag(ref)) : null;
}
