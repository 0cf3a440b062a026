// Inbound e-mail and calls (issue 20, ADR 201), pure: what a message refers to (a +tag on the address, a thread
// reference, a number in the subject), whether it is an automatic reply that must not start anything, what it is
// about (a service category and a priority, by keywords — no model), Australian phone numbers in E.164, and the
// telephony provider's call event.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";

// ───────────── e-mail ─────────────

/** A Message-ID as stored and compared: no angle brackets, no spaces, lower case. */
export function normalizeMessageId(raw: string | null | undefined): string | null {
  const v = (raw ?? "").trim().replace(/^<|>$/g, "").trim().toLowerCase();
  return v.length > 0 && v.length <= 400 ? v : null;
}

/** Every Message-ID in a References / In-Reply-To header (or several), in order. */
export function messageIdsIn(values: readonly (string | null | undefined)[]): string[] {
  const ids: string[] = [];
  for (const value of values) {
    for (const match of (value ?? "").matchAll(/<([^<>\s]+)>|([^\s<>,]+@[^\s<>,]+)/g)) {
      const id = normalizeMessageId(match[1] ?? match[2]);
      if (id && !ids.includes(id)) ids.push(id);
    }
  }
  return ids;
}

export type InboundReference = { kind: "job"; number: number } | { kind: "quote"; number: number };

/**
 * A reply token in a recipient address: hello+job-1004@… or hello+quote-1002@… (also +q-1002, +j1004). Bosun can put
 * such an address in Reply-To; a mail provider delivers every +tag to the one inbox.
 */
export function replyTagIn(addresses: readonly string[]): InboundReference | null {
  for (const address of addresses) {
    const m = /\+(job|j|quote|q)-?(\d{1,9})@/i.exec(address);
    if (!m) continue;
    const kind = m[1]!.toLowerCase().startsWith("j") ? "job" : "quote";
    return { kind, number: Number(m[2]) };
  }
  return null;
}

/**
 * A signed reply address (ADR 201 addendum): replies+j1004-<16 hex>@… names job 1004 (q: a quote) with an HMAC the
 * server checks (utils/reply-address.server.ts), so it cannot be made up for a job or quote the sender did not get
 * mail about. `payload` is the signed text ("j1004").
 *
 * A reply from the communication hub (ADR 181 addendum, 2026-11-27) names the hub item it answers instead:
 * replies+hc<id>-<16 hex>@… — h, then the item's source (j an enquiry, c a shared-cart message, q a quote answer) and
 * its id. The old j/q tags stay valid.
 */
export interface SignedReplyTag {
  ref: ReplyTarget;
  payload: string;
  signature: string;
}

/** A communication-hub item a reply address can name: its source and the source row's id. */
export interface HubItemTarget {
  kind: "hub";
  source: "job" | "cart" | "quote";
  id: string;
}

/** What a signed reply address names: a job, a quote, or a communication-hub item. */
export type ReplyTarget = InboundReference | HubItemTarget;

export const REPLY_SIGNATURE_LENGTH = 16;

const HUB_TAG_LETTERS = { job: "j", cart: "c", quote: "q" } as const;
const HUB_TAG_SOURCES: Record<string, HubItemTarget["source"]> = { j: "job", c: "cart", q: "quote" };

/** The text a reply address signs: "j1004", "q1002", or "hc<id>" for a hub item. */
export function replyTagPayload(ref: ReplyTarget): string {
  if (ref.kind === "hub") return `h${HUB_TAG_LETTERS[ref.source]}${ref.id}`;
  return `${ref.kind === "job" ? "j" : "q"}${ref.number}`;
}

const SIGNED_TAG = new RegExp(
  `\\+(?:([jq])(\\d{1,9})|h([jcq])([a-z0-9_-]{1,40}))-([0-9a-f]{${REPLY_SIGNATURE_LENGTH}})@`,
  "i",
);

/** The first signed reply tag among the recipients (To, Cc, Delivered-To …), read but not yet verified. */
export function signedReplyTagIn(addresses: readonly string[]): SignedReplyTag | null {
  for (const address of addresses) {
    const m = SIGNED_TAG.exec(address);
    if (!m) continue;
    const ref: ReplyTarget = m[1]
      ? { kind: m[1].toLowerCase() === "j" ? "job" : "quote", number: Number(m[2]) }
      : { kind: "hub", source: HUB_TAG_SOURCES[m[3]!.toLowerCase()]!, id: m[4]! };
    return { ref, payload: replyTagPayload(ref), signature: m[5]!.toLowerCase() };
  }
  return null;
}

/** What a reply to a record's e-mail (an invoice, a reminder) is about: its job, else its quote, else nothing. */
export function recordReplyTarget(record: {
  job: { number: number } | null;
  quote: { number: number } | null;
}): InboundReference | undefined {
  if (record.job) return { kind: "job", number: record.job.number };
  if (record.quote) return { kind: "quote", number: record.quote.number };
  return undefined;
}

/** The mailbox with a +tag: replies@bosun.example → replies+j1004-…@bosun.example (an existing +tag is replaced). */
export function taggedAddress(mailbox: string, tag: string): string {
  const at = mailbox.lastIndexOf("@");
  if (at <= 0) throw new Error(`Not an e-mail address: ${mailbox}`);
  const local = mailbox.slice(0, at).replace(/\+.*$/, "");
  return `${local}+${tag}${mailbox.slice(at)}`;
}

/** A number our own subjects carry — "enquiry (#1004)", "quote Q-1002" — found in a reply's subject. */
export function subjectReference(subject: string | null | undefined): InboundReference | null {
  const s = subject ?? "";
  const quote = /\bQ-(\d{1,9})\b/i.exec(s);
  if (quote) return { kind: "quote", number: Number(quote[1]) };
  const job = /#(\d{3,9})\b/.exec(s);
  if (job) return { kind: "job", number: Number(job[1]) };
  return null;
}

/**
 * Mail that a person did not write — out-of-office replies, bounces, lists — is logged and ignored, so an
 * auto-reply to our auto-reply cannot start an endless exchange (RFC 3834).
 */
export function automaticMailReason(mail: {
  from: string;
  headers: Readonly<Record<string, string | undefined>>;
}): string | null {
  const h = (name: string) => (mail.headers[name] ?? "").trim().toLowerCase();
  const autoSubmitted = h("auto-submitted");
  if (autoSubmitted && autoSubmitted !== "no") return `Auto-Submitted: ${autoSubmitted}`;
  const precedence = h("precedence");
  if (["bulk", "junk", "list", "auto_reply"].includes(precedence)) return `Precedence: ${precedence}`;
  if (h("x-autoreply") || h("x-autorespond")) return "an auto-responder header";
  if (h("list-id")) return "a mailing list";
  if (/^(mailer-daemon|postmaster|no-?reply|do-?not-?reply)@/i.test(mail.from.trim()))
    return `sent by ${mail.from.trim().toLowerCase()}`;
  return null;
}

/** The new part of a reply: the quoted history ("> …", "On … wrote:", a forwarded original) cut off. */
export function stripQuotedReply(text: string): string {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const out: string[] = [];
  for (const line of lines) {
    if (/^On .{4,200} wrote:\s*$/.test(line.trim())) break;
    if (/^-{2,}\s*(Original Message|Forwarded message)\s*-{2,}/i.test(line.trim())) break;
    if (/^From: .+/.test(line.trim()) && out.length > 0 && out[out.length - 1]!.trim() === "") break;
    if (line.startsWith(">")) continue;
    out.push(line);
  }
  return out.join("\n").trim();
}

// ───────────── what it is about ─────────────

/** Words that point to each service category of the enquiry form (ServicePage.category). */
export const CATEGORY_KEYWORDS: Record<string, readonly string[]> = {
  detailing: ["clean", "cleaning", "wash", "detail", "detailing", "polish", "wax", "interior", "upholstery", "mould"],
  hull: ["hull", "antifoul", "antifouling", "dive", "diver", "anode", "anodes", "propeller", "barnacles", "growth"],
  maintenance: ["service", "servicing", "engine", "outboard", "impeller", "oil", "maintenance", "bilge", "pump"],
  electrical: ["electrical", "battery", "batteries", "wiring", "lights", "electronics", "chartplotter", "solar"],
  shipwright: ["shipwright", "teak", "timber", "fibreglass", "fiberglass", "gelcoat", "crack", "deck", "repair"],
  delivery: ["delivery", "deliver", "relocate", "transport", "skipper", "move"],
  project_management: ["refit", "project", "restoration", "rebuild"],
};

const URGENT_WORDS = ["sinking", "taking on water", "emergency", "urgent", "asap", "flooding", "leaking", "leak"];
const HIGH_WORDS = ["soon", "this week", "tomorrow", "before the weekend", "quickly", "next few days"];

export interface Classification {
  /** The best-matching service category, or "" when no word points anywhere. */
  category: string;
  priority: "normal" | "high" | "urgent";
  /** The words that decided it, for the admin to see why. */
  words: string[];
}

function wordsOf(text: string) {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .replace(/\s+/g, " ")} `;
}

/** Reads an enquiry's subject and text: the category with most keyword hits (ties: the list's order), and urgency. */
export function classifyEnquiry(text: string): Classification {
  const haystack = wordsOf(text);
  let best = { category: "", hits: [] as string[] };
  for (const [category, words] of Object.entries(CATEGORY_KEYWORDS)) {
    const hits = words.filter((w) => haystack.includes(` ${w} `));
    if (hits.length > best.hits.length) best = { category, hits };
  }
  const urgent = URGENT_WORDS.filter((w) => haystack.includes(` ${w} `));
  const high = HIGH_WORDS.filter((w) => haystack.includes(` ${w} `));
  const priority = urgent.length ? "urgent" : high.length ? "high" : "normal";
  return { category: best.category, priority, words: [...best.hits, ...urgent, ...high] };
}

// ───────────── phone numbers ─────────────

/**
 * An Australian (or international) phone number in E.164: "0412 345 678", "(02) 9876 5432", "+61 (0)412 345 678",
 * "0061 2 9876 5432", "61412345678", "1300 267 862" → "+61…". A number without its area code, or one that is not a
 * phone number at all, is null: better no match than the wrong customer.
 */
export function normalizeAuPhone(input: string | null | undefined): string | null {
  const raw = (input ?? "").trim();
  if (!raw || /[a-z]/i.test(raw.replace(/^tel:/i, ""))) return null;
  let digits = raw
    .replace(/^tel:/i, "")
    .replace(/\(0\)/g, "")
    .replace(/[\s().-]/g, "");
  if (!/^\+?\d+$/.test(digits)) return null;
  if (digits.startsWith("+")) {
    digits = digits.slice(1);
    if (!digits.startsWith("61")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  } else if (digits.startsWith("0011")) {
    digits = digits.slice(4);
    if (!digits.startsWith("61")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  } else if (digits.startsWith("0061")) digits = digits.slice(2);
  else if (digits.startsWith("61") && digits.length === 11) {
    // already 61 + nine digits
  } else if (digits.startsWith("0") && digits.length === 10) digits = `61${digits.slice(1)}`;
  else if (/^1[38]00\d{6}$/.test(digits) || /^13\d{4}$/.test(digits)) digits = `61${digits}`;
  else return null;
  // 61 + national number: mobiles and landlines have nine digits (a stray trunk 0 is dropped); 13/1300/1800 numbers.
  let national = digits.slice(2);
  if (national.startsWith("0") && national.length === 10) national = national.slice(1);
  if (/^[2-478]\d{8}$/.test(national) || /^1[38]00\d{6}$/.test(national) || /^13\d{4}$/.test(national))
    return `+61${national}`;
  return null;
}

/**
 * The ways people write an Australian number, for an indexed `phone in (…)` lookup: E.164, with and without
 * spaces, with the trunk 0, in the usual 4-3-3 (mobile) or 2-4-4 (landline) groups.
 */
export function phoneVariants(e164: string): string[] {
  if (!e164.startsWith("+61")) return [e164, e164.slice(1)];
  const n = e164.slice(3);
  const local = `0${n}`;
  const variants = new Set([e164, `61${n}`, local, `+61 ${n}`]);
  if (n.length === 9 && n.startsWith("4")) {
    variants.add(`${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`);
    variants.add(`+61 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`);
    variants.add(`${local.slice(0, 4)}-${local.slice(4, 7)}-${local.slice(7)}`);
  } else if (n.length === 9) {
    variants.add(`${local.slice(0, 2)} ${local.slice(2, 6)} ${local.slice(6)}`);
    variants.add(`(${local.slice(0, 2)}) ${local.slice(2, 6)} ${local.slice(6)}`);
    variants.add(`+61 ${n.slice(0, 1)} ${n.slice(1, 5)} ${n.slice(5)}`);
  } else if (n.length === 10) {
    variants.add(`${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`);
  }
  return [...variants];
}

/** How a number is shown: 0412 345 678, (02) 9876 5432, 1300 267 862; others as E.164. */
export function formatAuPhone(e164: string): string {
  if (!e164.startsWith("+61")) return e164;
  const n = e164.slice(3);
  if (n.length === 9 && n.startsWith("4")) return `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`;
  if (n.length === 9) return `(0${n.slice(0, 1)}) ${n.slice(1, 5)} ${n.slice(5)}`;
  if (n.length === 10) return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
  return e164;
}

// ───────────── the telephony provider's call event ─────────────

/**
 * What the telephony provider POSTs (JSON) when a call ends or a voicemail is left — Bosun's own shape (the spec
 * names none; ADR 201), signed like our outgoing webhooks: x-bosun-timestamp and x-bosun-signature: sha256=HMAC.
 */
export const callEventSchema = z.object({
  id: z.string().trim().min(1, "The call's id is missing").max(200),
  type: z.enum(["call", "voicemail"]).default("call"),
  from: z.string().trim().min(1, "The caller's number is missing").max(40),
  callerName: z.string().trim().max(120).optional(),
  to: z.string().trim().max(40).optional(),
  startedAt: z
    .string()
    .trim()
    .max(40)
    .refine((v) => !Number.isNaN(Date.parse(v)), "startedAt must be a date and time (ISO 8601)"),
  durationSeconds: z.number().int().min(0).max(86_400).default(0),
  recordingUrl: z
    .string()
    .trim()
    .max(1000)
    .regex(/^https:\/\/\S+$/i, "recordingUrl must be an https:// link")
    .optional(),
  transcript: z.string().trim().max(20_000).optional(),
});
export type CallEvent = z.infer<typeof callEventSchema>;

/** The console's form (/admin/vocc-test): the same facts typed by an admin, made into a call event. */
export const sampleCallSchema = z.object({
  type: z.enum(["call", "voicemail"]).default("voicemail"),
  from: z
    .string({ required_error: "Enter the caller's number" })
    .trim()
    .max(40, "That is too long for a phone number")
    .refine((v) => normalizeAuPhone(v) !== null, "Enter a phone number like 0412 345 678 or +61 2 9876 5432"),
  callerName: z.string().trim().max(120).optional(),
  durationSeconds: z
    .number({ invalid_type_error: "Enter the call's length in seconds" })
    .int("Enter whole seconds")
    .min(0, "Enter whole seconds")
    .max(86_400, "A call of more than a day?")
    .default(60),
  recordingUrl: z
    .string()
    .trim()
    .max(1000)
    .regex(/^https:\/\/\S+$/i, "Enter an https:// link, or leave it empty")
    .optional(),
  transcript: requiredText("Enter what the caller said", {
    min: 3,
    max: 20_000,
    tooLong: "Keep the transcript under 20,000 characters",
  }),
});

/** A call's enquiry text: who called, how long, the transcript. */
export function callSummary(call: { type: string; durationSeconds: number; transcript?: string | null }): string {
  const minutes = Math.floor(call.durationSeconds / 60);
  const seconds = call.durationSeconds % 60;
  const length = minutes ? `${minutes} min ${seconds} s` : `${seconds} s`;
  const what = call.type === "voicemail" ? "Voicemail" : "Phone call";
  return `${what} (${length}).${call.transcript ? `\n\n${call.transcript}` : "\n\nNo transcript."}`;
}

// ───────────── signatures ─────────────

/** A signed request is accepted for 5 minutes after its timestamp (and 1 minute before, for clock drift). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function isFreshTimestamp(timestamp: string | null | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{9,11}$/.test(timestamp)) return false;
  const age = Math.floor(now.getTime() / 1000) - Number(timestamp);
  return age <= SIGNATURE_TOLERANCE_SECONDS && age >= -60;
}

// ───────────── the e-mail processing test page (/admin/email-processing-test) ─────────────

/** A pasted e-mail stays within the form's body limit (128 KB); bigger messages go through the webhook. */
export const MAX_PASTED_EMAIL_CHARS = 120_000;

export const emailTestSchema = z.object({
  raw: z
    .string()
    .max(MAX_PASTED_EMAIL_CHARS, "That e-mail is too long to paste here (120,000 characters); send it to the webhook")
    .optional(),
});

export const SAMPLE_EMAIL_KINDS = ["new", "reply", "auto"] as const;
export type SampleEmailKind = (typeof SAMPLE_EMAIL_KINDS)[number];

/** A sample raw e-mail for the test page: a new enquiry, a reply to a job's enquiry e-mail, an out-of-office reply. */
export function sampleEmail(
  kind: SampleEmailKind,
  opts: { messageId: string; date: Date; to: string; reply?: { email: string; name: string; jobNumber: number } },
): string {
  const date = opts.date.toUTCString().replace("GMT", "+0000");
  const head = (from: string, subject: string, extra: string[] = []) =>
    [
      `From: ${from}`,
      `To: ${opts.to}`,
      `Subject: ${subject}`,
      `Date: ${date}`,
      `Message-ID: <${opts.messageId}>`,
      ...extra,
      "MIME-Version: 1.0",
      'Content-Type: text/plain; charset="utf-8"',
      "",
    ].join("\n");
  if (kind === "reply" && opts.reply) {
    return `${head(`${opts.reply.name} <${opts.reply.email}>`, `Re: We have your enquiry (#${opts.reply.jobNumber})`)}
Thanks — Thursday morning suits us. The boat is on the marina berth, gate code is with the office.

On Mon, 23 Nov 2026 at 09:12, Bosun Marine Services wrote:
> Thanks for your enquiry (reference #${opts.reply.jobNumber}).
`;
  }
  if (kind === "auto") {
    return `${head("Out Of Office <noreply@example.net>", "Automatic reply: We have your enquiry", ["Auto-Submitted: auto-replied"])}
I am away until Monday with limited access to e-mail.
`;
  }
  return `${head("Sam Harbour <sam.harbour@example.net>", "Antifouling and a hull clean before summer")}
Hi,

Our 11 m sloop "Blue Heron" is at Rushcutters Bay. She needs antifouling and the hull has a lot of growth —
could you quote for a haul-out, antifoul and polish, ideally in the next few days?

Thanks,
Sam Harbour
0412 555 901
`;
}
