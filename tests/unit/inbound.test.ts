// Intake (issue 20, ADR 201), pure and server utilities: classification of an enquiry's words, Australian phone
// numbers in E.164, what an e-mail refers to (a +tag, a thread, a subject number), automatic mail, quoted replies,
// signatures of the providers' webhooks (constant time, fresh timestamps only), and sealed webhook secrets.
import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  automaticMailReason,
  callEventSchema,
  classifyEnquiry,
  formatAuPhone,
  isFreshTimestamp,
  messageIdsIn,
  normalizeAuPhone,
  normalizeMessageId,
  phoneVariants,
  replyTagIn,
  sampleCallSchema,
  stripQuotedReply,
  subjectReference,
} from "~/domain/inbound.ts";
import { signatureFor, signedHeaders, verifySignature } from "~/utils/webhook-signature.server.ts";
import { isSealed, openSecret, parseSecretKey, sealSecret, secretHint } from "~/utils/secrets.server.ts";

describe("classification", () => {
  it("picks the service category with most keyword hits and says which words decided it", () => {
    const c = classifyEnquiry("Antifouling and a hull clean before summer: lots of growth on the hull");
    expect(c.category).toBe("hull");
    expect(c.words).toEqual(expect.arrayContaining(["hull", "antifouling", "growth"]));
    expect(classifyEnquiry("Could you polish and wax the topsides and clean the interior?").category).toBe("detailing");
    expect(classifyEnquiry("The outboard engine needs a service and a new impeller").category).toBe("maintenance");
    expect(classifyEnquiry("House batteries flat, wiring to the solar looks burnt").category).toBe("electrical");
    expect(classifyEnquiry("Hello there").category).toBe("");
  });

  it("reads urgency: taking on water is urgent, 'this week' is high, else normal", () => {
    expect(classifyEnquiry("The bilge pump keeps running, I think we're taking on water!").priority).toBe("urgent");
    expect(classifyEnquiry("URGENT: leak at the stern gland").priority).toBe("urgent");
    expect(classifyEnquiry("Can someone come out this week to look at the engine?").priority).toBe("high");
    expect(classifyEnquiry("A quote for a clean in March please").priority).toBe("normal");
  });
});

describe("Australian phone numbers", () => {
  it("normalises the ways people write them to E.164", () => {
    for (const [input, want] of [
      ["0412 345 678", "+61412345678"],
      ["0412-345-678", "+61412345678"],
      ["+61 412 345 678", "+61412345678"],
      ["+61 (0)412 345 678", "+61412345678"],
      ["61412345678", "+61412345678"],
      ["0061 412 345 678", "+61412345678"],
      ["(02) 9876 5432", "+61298765432"],
      ["02 9876 5432", "+61298765432"],
      ["+61 2 9876 5432", "+61298765432"],
      ["tel:+61298765432", "+61298765432"],
      ["1300 267 862", "+611300267862"],
      ["131 450", "+61131450"],
      ["+44 20 7946 0958", "+442079460958"],
      ["0011 44 20 7946 0958", "+442079460958"],
    ] as const)
      expect(normalizeAuPhone(input), input).toBe(want);
  });

  it("refuses what is not a whole number: no area code, letters, too short, a wrong prefix", () => {
    for (const input of ["9876 5432", "0412 345", "call me", "", "+61 512 345 678", "0912345678", "+61"])
      expect(normalizeAuPhone(input), input).toBeNull();
  });

  it("lists the stored spellings to look up, and shows numbers the Australian way", () => {
    expect(phoneVariants("+61412555118")).toEqual(
      expect.arrayContaining(["+61412555118", "0412555118", "0412 555 118", "+61 412 555 118"]),
    );
    expect(phoneVariants("+61298765432")).toEqual(expect.arrayContaining(["02 9876 5432", "(02) 9876 5432"]));
    for (const v of phoneVariants("+61412555118")) expect(normalizeAuPhone(v), v).toBe("+61412555118");
    expect(formatAuPhone("+61412555118")).toBe("0412 555 118");
    expect(formatAuPhone("+61298765432")).toBe("(02) 9876 5432");
    expect(formatAuPhone("+611300267862")).toBe("1300 267 862");
  });
});

describe("what an e-mail refers to", () => {
  it("reads a +tag on any recipient", () => {
    expect(replyTagIn(["info@bosun.example", "hello+job-1004@bosun.example"])).toEqual({ kind: "job", number: 1004 });
    expect(replyTagIn(["hello+Q-1002@bosun.example"])).toEqual({ kind: "quote", number: 1002 });
    expect(replyTagIn(["hello+j1004@bosun.example"])).toEqual({ kind: "job", number: 1004 });
    expect(replyTagIn(["hello@bosun.example", "a+news@x.test"])).toBeNull();
  });

  it("reads our numbers in a reply's subject: a quote Q-n, a job #n", () => {
    expect(subjectReference("Re: We have your enquiry (#1004)")).toEqual({ kind: "job", number: 1004 });
    expect(subjectReference("RE: Your quote Q-1002 from Bosun")).toEqual({ kind: "quote", number: 1002 });
    expect(subjectReference("Need a clean #1")).toBeNull();
  });

  it("collects thread Message-IDs from In-Reply-To and References, normalised", () => {
    expect(normalizeMessageId(" <ABC@Example.NET> ")).toBe("abc@example.net");
    expect(messageIdsIn(["<a@x.test>", "<b@x.test> <A@x.test>\n <c@y.test>"])).toEqual([
      "a@x.test",
      "b@x.test",
      "c@y.test",
    ]);
    expect(messageIdsIn([null, undefined, ""])).toEqual([]);
  });

  it("knows mail no person wrote (auto-replies, bounces, lists) so it starts nothing", () => {
    expect(automaticMailReason({ from: "a@x.test", headers: { "auto-submitted": "auto-replied" } })).toContain(
      "Auto-Submitted",
    );
    expect(automaticMailReason({ from: "a@x.test", headers: { "auto-submitted": "no" } })).toBeNull();
    expect(automaticMailReason({ from: "a@x.test", headers: { precedence: "bulk" } })).toContain("bulk");
    expect(automaticMailReason({ from: "MAILER-DAEMON@x.test", headers: {} })).toContain("mailer-daemon");
    expect(automaticMailReason({ from: "sam@x.test", headers: {} })).toBeNull();
  });

  it("keeps only the new part of a reply", () => {
    const text = "Thursday suits.\n\nOn Mon, 23 Nov 2026 at 09:12, Bosun wrote:\n> Thanks for your enquiry\n> #1004";
    expect(stripQuotedReply(text)).toBe("Thursday suits.");
    expect(stripQuotedReply("Yes\n> quoted\nthanks")).toBe("Yes\nthanks");
  });
});

describe("call events", () => {
  it("accepts the provider's event and refuses a bad one with the field named", () => {
    const ok = callEventSchema.safeParse({
      id: "CA1",
      type: "voicemail",
      from: "+61412555118",
      startedAt: "2026-11-26T01:00:00Z",
      durationSeconds: 42,
      recordingUrl: "https://rec.example/CA1.mp3",
      transcript: "Hi",
    });
    expect(ok.success).toBe(true);
    const bad = callEventSchema.safeParse({ id: "", from: "x", startedAt: "yesterday", recordingUrl: "http://x" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["id", "startedAt", "recordingUrl"]),
    );
    expect(sampleCallSchema.safeParse({ from: "12", transcript: "hello" }).success).toBe(false);
  });
});

describe("webhook signatures", () => {
  const secret = "shared-secret-for-tests-123";
  const now = new Date("2026-11-26T01:00:00Z");
  const body = '{"id":"CA1"}';

  it("accepts the exact body signed within five minutes", () => {
    const h = signedHeaders(secret, body, now);
    const check = (over: Partial<Parameters<typeof verifySignature>[0]>) =>
      verifySignature({
        secret,
        timestamp: h["x-bosun-timestamp"]!,
        signature: h["x-bosun-signature"]!,
        body,
        now,
        ...over,
      });
    expect(check({})).toEqual({ ok: true });
    expect(check({ now: new Date(now.getTime() + 299_000) })).toEqual({ ok: true });
    // HMAC-SHA256 over "timestamp.body", as the ADR says: a receiver can check it with any HMAC library.
    const expected = crypto.createHmac("sha256", secret).update(`${h["x-bosun-timestamp"]}.${body}`).digest("hex");
    expect(h["x-bosun-signature"]).toBe(`sha256=${expected}`);
    expect(signatureFor(secret, h["x-bosun-timestamp"]!, Buffer.from(body))).toBe(h["x-bosun-signature"]);

    expect(check({ body: '{"id":"CA2"}' })).toMatchObject({ ok: false, reason: expect.stringContaining("match") });
    expect(check({ secret: "another-secret-entirely" })).toMatchObject({ ok: false });
    expect(check({ signature: "sha256=00" })).toMatchObject({ ok: false });
    expect(check({ signature: null })).toMatchObject({ ok: false, reason: "The request is not signed" });
    expect(check({ now: new Date(now.getTime() + 301_000) })).toMatchObject({
      ok: false,
      reason: expect.stringContaining("too old"),
    });
  });

  it("a timestamp must be Unix seconds, not too old and not from the future", () => {
    const t = String(Math.floor(now.getTime() / 1000));
    expect(isFreshTimestamp(t, now)).toBe(true);
    expect(isFreshTimestamp(String(Number(t) + 120), now)).toBe(false);
    expect(isFreshTimestamp("soon", now)).toBe(false);
    expect(isFreshTimestamp(null, now)).toBe(false);
  });
});

describe("sealed webhook secrets (AES-256-GCM)", () => {
  const key = crypto.randomBytes(32);

  it("seal and open again; every seal differs; a tampered value or another key is refused", () => {
    const a = sealSecret("my-webhook-secret-123", key);
    const b = sealSecret("my-webhook-secret-123", key);
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(a).not.toContain("my-webhook-secret");
    expect(openSecret(a, key)).toBe("my-webhook-secret-123");
    const flipped = a.slice(0, -2) + (a.endsWith("A") ? "BB" : "AA");
    expect(() => openSecret(flipped, key)).toThrow();
    expect(() => openSecret(a, crypto.randomBytes(32))).toThrow();
    expect(openSecret("plain-from-before", key)).toBe("plain-from-before");
  });

  it("keys are 32 bytes in hex or base64; the hint shows at most the last four characters", () => {
    expect(parseSecretKey(key.toString("hex"))).toEqual(key);
    expect(parseSecretKey(key.toString("base64"))).toEqual(key);
    expect(() => parseSecretKey("too-short")).toThrow(/32 bytes/);
    const hint = secretHint(sealSecret("my-webhook-secret-123"));
    expect(hint).toBe("set (ends …-123)");
  });
});
