// Signed reply addresses (ADR 201 addendum): replies+j1004-<signature>@… is read from any recipient, verifies only with
// a configured secret (old session secrets still listed keep old addresses valid), and cannot be altered to name
// another job or quote.
import { describe, expect, it } from "vitest";
import { recordReplyTarget, replyTagIn, replyTagPayload, signedReplyTagIn, taggedAddress } from "~/domain/inbound.ts";
import { replyTag, replyToAddress, verifiedReplyTag } from "~/utils/reply-address.server.ts";

const secrets = ["current-session-secret", "older-session-secret"];

describe("reading a signed reply tag", () => {
  it("finds the tag among the recipients, in any case, and ignores plain +tags and other addresses", () => {
    const sig = "0123456789abcdef";
    expect(signedReplyTagIn(["info@bosun.example", `Replies+J1004-${sig.toUpperCase()}@Bosun.Example`])).toEqual({
      ref: { kind: "job", number: 1004 },
      payload: "j1004",
      signature: sig,
    });
    expect(signedReplyTagIn([`replies+q1002-${sig}@bosun.example`])?.ref).toEqual({ kind: "quote", number: 1002 });
    // A signature of the wrong length, no signature, or a plain +tag is not a signed tag.
    expect(signedReplyTagIn([`replies+j1004-${sig.slice(1)}@bosun.example`])).toBeNull();
    expect(signedReplyTagIn(["replies+j1004@bosun.example", "hello+job-1004@bosun.example"])).toBeNull();
    // … and the old unsigned reader does not take a signed tag for its own.
    expect(replyTagIn([`replies+j1004-${sig}@bosun.example`])).toBeNull();
  });

  it("puts the tag on the mailbox, replacing a +tag it had", () => {
    expect(taggedAddress("replies@bosun.example", "j7-abc")).toBe("replies+j7-abc@bosun.example");
    expect(taggedAddress("replies+old@bosun.example", "q9-x")).toBe("replies+q9-x@bosun.example");
    expect(() => taggedAddress("not-an-address", "j1")).toThrow();
    expect(replyTagPayload({ kind: "quote", number: 12 })).toBe("q12");
  });
});

describe("signing and verifying", () => {
  it("a tag signed with the current secret verifies; so does one signed with an older listed secret", () => {
    const tag = replyTag({ kind: "job", number: 1004 }, secrets);
    expect(tag).toMatch(/^j1004-[0-9a-f]{16}$/);
    expect(verifiedReplyTag([`replies+${tag}@bosun.example`], secrets)).toEqual({
      ref: { kind: "job", number: 1004 },
      valid: true,
    });
    const old = replyTag({ kind: "job", number: 1004 }, ["older-session-secret"]);
    expect(verifiedReplyTag([`replies+${old}@bosun.example`], secrets)?.valid).toBe(true);
    // Once that secret is no longer listed, its addresses no longer verify.
    expect(verifiedReplyTag([`replies+${old}@bosun.example`], ["current-session-secret"])?.valid).toBe(false);
  });

  it("refuses a made-up signature, and a real one moved to another number or from a job to a quote", () => {
    const tag = replyTag({ kind: "job", number: 1004 }, secrets);
    const sig = tag.split("-")[1]!;
    const check = (t: string) => verifiedReplyTag([`replies+${t}@bosun.example`], secrets);
    expect(check(`j1005-${sig}`)).toEqual({ ref: { kind: "job", number: 1005 }, valid: false });
    expect(check(`q1004-${sig}`)?.valid).toBe(false);
    expect(check(`j1004-${"0".repeat(16)}`)?.valid).toBe(false);
    expect(check(`j1004-${sig.slice(0, 15)}${sig.endsWith("a") ? "b" : "a"}`)?.valid).toBe(false);
    expect(verifiedReplyTag(["info@bosun.example"], secrets)).toBeNull();
    // Different jobs get different signatures.
    expect(replyTag({ kind: "job", number: 1005 }, secrets).split("-")[1]).not.toBe(sig);
  });

  it("the Reply-To outside production is replies@ the sender's domain, with a tag that verifies", () => {
    const address = replyToAddress({ kind: "quote", number: 1002 })!;
    expect(address).toMatch(/^replies\+q1002-[0-9a-f]{16}@bosun\.example$/);
    expect(verifiedReplyTag([address])).toEqual({ ref: { kind: "quote", number: 1002 }, valid: true });
  });
});

describe("a reply address naming a communication-hub item (ADR 181 addendum)", () => {
  it("signs the item's source and id; the old job and quote tags keep their shape and stay valid", () => {
    const cart = { kind: "hub", source: "cart", id: "cm3x0abc123def456ghi789jk" } as const;
    expect(replyTagPayload(cart)).toBe("hccm3x0abc123def456ghi789jk");
    expect(replyTagPayload({ kind: "hub", source: "job", id: "job_1" })).toBe("hjjob_1");
    expect(replyTagPayload({ kind: "hub", source: "quote", id: "a-b" })).toBe("hqa-b");
    const tag = replyTag(cart, secrets);
    expect(tag).toMatch(/^hccm3x0abc123def456ghi789jk-[0-9a-f]{16}$/);
    const address = `replies+${tag}@bosun.example`;
    // Local part within the 64 characters mail allows.
    expect(address.split("@")[0]!.length).toBeLessThanOrEqual(64);
    expect(verifiedReplyTag([address], secrets)).toEqual({ ref: cart, valid: true });
    // An id with hyphens is read whole: the signature is the last part before the @.
    const dashed = { kind: "hub", source: "quote", id: "q-r-1" } as const;
    expect(verifiedReplyTag([`replies+${replyTag(dashed, secrets)}@bosun.example`], secrets)).toEqual({
      ref: dashed,
      valid: true,
    });
    const job = replyTag({ kind: "job", number: 1004 }, secrets);
    expect(verifiedReplyTag([`replies+${job}@bosun.example`], secrets)?.valid).toBe(true);
  });

  it("a signature moved to another item, or to another kind of item, does not verify", () => {
    const tag = replyTag({ kind: "hub", source: "cart", id: "abc" }, secrets);
    const sig = tag.split("-").at(-1)!;
    const check = (t: string) => verifiedReplyTag([`replies+${t}@bosun.example`], secrets);
    expect(check(`hcabd-${sig}`)).toEqual({ ref: { kind: "hub", source: "cart", id: "abd" }, valid: false });
    expect(check(`hjabc-${sig}`)?.valid).toBe(false);
    expect(check(`hqabc-${sig}`)?.valid).toBe(false);
    // The old unsigned reader takes no hub tag.
    expect(replyTagIn([`replies+${tag}@bosun.example`])).toBeNull();
  });

  it("an invoice's reply address names its job, else its quote, else nothing", () => {
    expect(recordReplyTarget({ job: { number: 1004 }, quote: { number: 7 } })).toEqual({ kind: "job", number: 1004 });
    expect(recordReplyTarget({ job: null, quote: { number: 7 } })).toEqual({ kind: "quote", number: 7 });
    expect(recordReplyTarget({ job: null, quote: null })).toBeUndefined();
  });
});
