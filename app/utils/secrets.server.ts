// Secrets kept in the database (webhook signing secrets, ADR 201) are sealed with AES-256-GCM: a fresh 12-byte IV per
// value, the 16-byte tag checked on opening. The key comes from AUTOMATION_SECRET_KEY (32 bytes as 64 hex characters
// or base64); outside production a fixed development key is used so a fresh checkout works. A sealed value reads
// "enc:v1:<iv>:<tag>:<ciphertext>" (base64url); anything else is a plain value from before sealing.
import crypto from "node:crypto";
import { getEnv } from "./env.server.ts";

const PREFIX = "enc:v1:";
const DEV_KEY = crypto.createHash("sha256").update("bosun-development-only-automation-secret-key").digest();

let cachedKey: { source: string; key: Buffer } | null = null;

/** Reads a 32-byte key from hex or base64; anything else is refused (a short or mistyped key must not slip through). */
export function parseSecretKey(text: string): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  const bytes = Buffer.from(trimmed, "base64");
  if (bytes.length === 32) return bytes;
  throw new Error("AUTOMATION_SECRET_KEY must be 32 bytes: 64 hex characters or 44 base64 characters");
}

function secretKey(): Buffer {
  const env = getEnv();
  const source = env.AUTOMATION_SECRET_KEY ?? "";
  if (cachedKey && cachedKey.source === source) return cachedKey.key;
  let key: Buffer;
  if (source) key = parseSecretKey(source);
  else if (env.NODE_ENV === "production")
    throw new Error("AUTOMATION_SECRET_KEY must be set in production (32 random bytes, hex or base64).");
  else key = DEV_KEY;
  cachedKey = { source, key };
  return key;
}

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function sealSecret(plain: string, key = secretKey()): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${iv.toString("base64url")}:${tag.toString("base64url")}:${data.toString("base64url")}`;
}

/** The plain secret; a value stored before sealing comes back as it is. Throws if the value was tampered with. */
export function openSecret(stored: string, key = secretKey()): string {
  if (!isSealed(stored)) return stored;
  const [ivText, tagText, dataText] = stored.slice(PREFIX.length).split(":");
  if (!ivText || !tagText || dataText === undefined) throw new Error("A sealed secret is malformed");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(ivText, "base64url"));
  decipher.setAuthTag(Buffer.from(tagText, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(dataText, "base64url")), decipher.final()]).toString("utf8");
}

/** How a secret is shown back: never in full — its last four characters at most. */
export function secretHint(stored: string): string {
  try {
    const plain = openSecret(stored);
    return plain.length >= 12 ? `set (ends …${plain.slice(-4)})` : "set";
  } catch {
    return "set (cannot be read with the current key)";
  }
}
