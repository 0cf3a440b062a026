// Sealed secrets with key rotation (ADR 201 addendum): new values are sealed with the current key; values sealed with
// a previous key still open and are re-sealed under the current one; a key nobody configured opens nothing.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isSealed,
  openSealed,
  openSecret,
  parseSecretKey,
  resealSecret,
  sealSecret,
  secretKeysFrom,
} from "~/utils/secrets.server.ts";

const hex = () => crypto.randomBytes(32).toString("hex");

describe("secret keys from the settings", () => {
  it("reads the current key and a comma- or space-separated list of previous ones, without duplicates", () => {
    const [a, b, c] = [hex(), hex(), hex()];
    const keys = secretKeysFrom({ current: a, previous: ` ${b}, ${c}\n${b},${a}`, production: true });
    expect(keys.current.toString("hex")).toBe(a);
    expect(keys.previous.map((k) => k.toString("hex"))).toEqual([b, c]);
    const b64 = crypto.randomBytes(32);
    expect(secretKeysFrom({ current: b64.toString("base64"), production: true }).current).toEqual(b64);
  });

  it("refuses a missing key in production and a malformed previous key anywhere, naming the setting", () => {
    expect(() => secretKeysFrom({ production: true })).toThrow(/AUTOMATION_SECRET_KEY must be set/);
    expect(() => secretKeysFrom({ current: hex(), previous: "short", production: true })).toThrow(
      /AUTOMATION_SECRET_KEY_PREVIOUS must be 32 bytes/,
    );
    expect(() => parseSecretKey("x".repeat(44))).toThrow(/32 bytes/);
  });

  it("outside production: the development key is current when none is set, and always opens old values", () => {
    const dev = secretKeysFrom({ production: false });
    expect(dev.previous).toHaveLength(0);
    const later = secretKeysFrom({ current: hex(), production: false });
    expect(later.previous).toEqual([dev.current]);
    expect(secretKeysFrom({ current: hex(), production: true }).previous).toHaveLength(0);
  });
});

describe("rotation", () => {
  const old = secretKeysFrom({ current: hex(), production: true });
  const rotated = secretKeysFrom({
    current: hex(),
    previous: old.current.toString("hex"),
    production: true,
  });

  it("opens a value sealed with a previous key and says it is not current; seals new values with the current key", () => {
    const stored = sealSecret("hook-secret-0001", old.current);
    expect(openSealed(stored, rotated)).toEqual({ plain: "hook-secret-0001", current: false });
    expect(openSecret(stored, rotated)).toBe("hook-secret-0001");
    const fresh = sealSecret("hook-secret-0002", rotated.current);
    expect(openSealed(fresh, rotated)).toEqual({ plain: "hook-secret-0002", current: true });
    // A server still on the old key alone cannot read the new value.
    expect(() => openSecret(fresh, old)).toThrow(/cannot be opened with the current key/);
  });

  it("re-seals an old key's value and a plain one under the current key, and leaves a current one alone", () => {
    const resealed = resealSecret(sealSecret("hook-secret-0001", old.current), rotated)!;
    expect(isSealed(resealed)).toBe(true);
    expect(openSealed(resealed, rotated)).toEqual({ plain: "hook-secret-0001", current: true });
    // Once re-sealed, the previous key is no longer needed.
    expect(openSecret(resealed, rotated.current)).toBe("hook-secret-0001");
    expect(resealSecret(resealed, rotated)).toBeNull();
    const fromPlain = resealSecret("plain-from-before", rotated)!;
    expect(openSecret(fromPlain, rotated.current)).toBe("plain-from-before");
  });

  it("refuses a value no configured key opens, and a tampered one", () => {
    const stranger = sealSecret("hook-secret-0003", crypto.randomBytes(32));
    expect(() => openSecret(stranger, rotated)).toThrow(/current or any previous key/);
    expect(() => resealSecret(stranger, rotated)).toThrow();
    const good = sealSecret("hook-secret-0004", rotated.current);
    const tampered = good.slice(0, -2) + (good.endsWith("A") ? "BB" : "AA");
    expect(() => openSecret(tampered, rotated)).toThrow();
    expect(() => openSecret("enc:v1:only-one-part", rotated)).toThrow(/malformed/);
  });
});
