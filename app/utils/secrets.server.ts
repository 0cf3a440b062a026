// Secrets kept in the database (webhook signing secrets, ADR 201) are sealed with AES-256-GCM: a fresh 12-byte IV per
// value, the 16-byte tag checked on opening. The key comes from AUTOMATION_SECRET_KEY (32 bytes as 64 hex characters
// or base64); outside production a fixed development key is used so a fresh checkout works. A sealed value reads
// "enc:v1:<iv>:<tag>:<ciphertext>" (base64url); anything else is a plain value from before sealing.
// Rotation (ADR 201 addendum): AUTOMATION_SECRET_KEY_PREVIOUS lists the keys used before (comma-separated). New values
// are sealed with the current key; opening tries the current key, then each previous one (the GCM tag tells a wrong
// key, so no key id is stored and values sealed before rotation existed keep their format). `npm run secrets:rotate`
// (and every server's worker at start-up) re-seals what is stored under an old key.
import crypto from "node:crypto";
import { getEnv } from "./env.server.ts";

const PREFIX = "enc:v1:";
const DEV_KEY = crypto.createHash("sha256").update("bosun-development-only-automation-secret-key").digest();

/** The key new values are sealed with, and the keys that may have sealed what is stored (current first). */
export interface SecretKeys {
  current: Buffer;
  previous: Buffer[];
}

let cachedKeys: { source: string; keys: SecretKeys } | null = null;

/** Reads a 32-byte key from hex or base64; anything else is refused (a short or mistyped key must not slip through). */
export function parseSecretKey(text: string, name = "AUTOMATION_SECRET_KEY"): Buffer {
  const trimmed = text.trim();
  if (/^[0-9a-f]{64}$/i.test(trimmed)) return Buffer.from(trimmed, "hex");
  const bytes = Buffer.from(trimmed, "base64");
  if (bytes.length === 32 && /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return bytes;
  throw new Error(`${name} must be 32 bytes: 64 hex characters or 44 base64 characters`);
}

/**
 * The keys from their settings: `current` (AUTOMATION_SECRET_KEY) and `previous` (AUTOMATION_SECRET_KEY_PREVIOUS,
 * comma- or space-separated). Outside production a missing current key is the development key, and the development
 * key is always accepted for opening (a developer who sets a key later keeps their rules). Pure: tests call it.
 */
export function secretKeysFrom(settings: { current?: string; previous?: string; production: boolean }): SecretKeys {
  let current: Buffer;
  if (settings.current?.trim()) current = parseSecretKey(settings.current);
  else if (settings.production)
    throw new Error("AUTOMATION_SECRET_KEY must be set in production (32 random bytes, hex or base64).");
  else current = DEV_KEY;
  const previous: Buffer[] = [];
  const candidates = (settings.previous ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((text) => parseSecretKey(text, "Each key in AUTOMATION_SECRET_KEY_PREVIOUS"));
  if (!settings.production) candidates.push(DEV_KEY);
  for (const key of candidates) if (!key.equals(current) && !previous.some((k) => k.equals(key))) previous.push(key);
  return { current, previous };
}

export function secretKeys(): SecretKeys {
  const env = getEnv();
  const source = `${env.NODE_ENV}|${env.AUTOMATION_SECRET_KEY ?? ""}|${env.AUTOMATION_SECRET_KEY_PREVIOUS ?? ""}`;
  if (cachedKeys && cachedKeys.source === source) return cachedKeys.keys;
  const keys = secretKeysFrom({
    current: env.AUTOMATION_SECRET_KEY,
    previous: env.AUTOMATION_SECRET_KEY_PREVIOUS,
    production: env.NODE_ENV === "production",
  });
  cachedKeys = { source, keys };
  return keys;
}

const keyList = (keys: Buffer | SecretKeys) => (Buffer.isBuffer(keys) ? [keys] : [keys.current, ...keys.previous]);

export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function sealSecret(plain: string, key: Buffer = secretKeys().current): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return `${PREFIX}${iv.toString("base64url")}:${tag.toString("base64url")}:${data.toString("base64url")}`;
}

function openWith(stored: string, key: Buffer): string {
  const [ivText, tagText, dataText] = stored.slice(PREFIX.length).split(":");
  if (!ivText || !tagText || dataText === undefined) throw new Error("A sealed secret is malformed");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(ivText, "base64url"));
  decipher.setAuthTag(Buffer.from(tagText, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(dataText, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * The plain secret, opened with the current key or else a previous one; a value stored before sealing comes back as
 * it is. Throws if no key opens it (tampered with, or sealed with a key no longer configured).
 */
export function openSecret(stored: string, keys: Buffer | SecretKeys = secretKeys()): string {
  return openSealed(stored, keys).plain;
}

/** The plain secret and whether it is sealed with the current key (false for a plain value or an old key). */
export function openSealed(stored: string, keys: Buffer | SecretKeys = secretKeys()) {
  if (!isSealed(stored)) return { plain: stored, current: false };
  const list = keyList(keys);
  for (const [index, key] of list.entries()) {
    try {
      return { plain: openWith(stored, key), current: index === 0 };
    } catch (error) {
      if (error instanceof Error && error.message === "A sealed secret is malformed") throw error;
    }
  }
  throw new Error(
    list.length > 1
      ? "A sealed secret cannot be opened with the current or any previous key (AUTOMATION_SECRET_KEY_PREVIOUS)"
      : "A sealed secret cannot be opened with the current key",
  );
}

/**
 * What to store instead of `stored` so it is sealed with the current key: null when it already is. A plain value is
 * sealed; one under a previous key is opened and sealed again. Throws when no key opens it.
 */
export function resealSecret(stored: string, keys: SecretKeys = secretKeys()): string | null {
  const opened = openSealed(stored, keys);
  return opened.current ? null : sealSecret(opened.plain, keys.current);
}

/** How a secret is shown back: never in full — its last four characters at most. */
export function secretHint(stored: string): string {
  try {
    const plain = openSecret(stored);
    return plain.length >= 12 ? `set (ends …${plain.slice(-4)})` : "set";
  } catch {
    return "set (cannot be read with the configured keys)";
  }
}
