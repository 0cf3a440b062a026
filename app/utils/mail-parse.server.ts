// Raw inbound e-mail (RFC 822 / MIME) → the plain facts Bosun uses (ADR 201). mailparser (nodemailer's own parser,
// pinned) does the decoding: transfer encodings, character sets, multipart bodies, encoded words, attachments.
import crypto from "node:crypto";
import { simpleParser, type AddressObject } from "mailparser";
import { normalizeMessageId } from "~/domain/inbound.ts";

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  size: number;
  content: Buffer;
}

export interface ParsedEmail {
  /** The normalised Message-ID; a message without one gets "sha256-<hash of the raw bytes>" (still idempotent). */
  messageId: string;
  hadMessageId: boolean;
  from: { address: string; name: string | null };
  /** To, Cc, Delivered-To and X-Original-To addresses, lower-cased. */
  recipients: string[];
  subject: string;
  text: string;
  date: Date | null;
  inReplyTo: string | null;
  references: string[];
  /** The headers that say whether a person wrote it (lower-cased names). */
  headers: Record<string, string>;
  attachments: ParsedAttachment[];
}

const KEPT_HEADERS = ["auto-submitted", "precedence", "x-autoreply", "x-autorespond", "list-id"];

function addressesOf(value: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((o) =>
    o.value
      .flatMap((a) => (a.group ? a.group : [a]))
      .filter((a): a is { address: string; name: string } => !!a.address),
  );
}

export class MailParseError extends Error {}

export async function parseRawEmail(raw: string | Buffer): Promise<ParsedEmail> {
  const bytes = typeof raw === "string" ? Buffer.from(raw.replace(/\r?\n/g, "\r\n"), "utf8") : raw;
  let parsed;
  try {
    parsed = await simpleParser(bytes, { skipImageLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: 1_000_000 });
  } catch (error) {
    throw new MailParseError(`This is not an e-mail we can read: ${error instanceof Error ? error.message : error}`);
  }
  const from = addressesOf(parsed.from)[0];
  if (!from) throw new MailParseError("The e-mail has no From address");
  const headers: Record<string, string> = {};
  const extraRecipients: string[] = [];
  for (const { key, line } of parsed.headerLines) {
    const value = line.slice(line.indexOf(":") + 1).trim();
    if (KEPT_HEADERS.includes(key)) headers[key] = value;
    if (key === "delivered-to" || key === "x-original-to") extraRecipients.push(value.replace(/^<|>$/g, ""));
  }
  const id = normalizeMessageId(parsed.messageId);
  const references = Array.isArray(parsed.references)
    ? parsed.references
    : parsed.references
      ? [parsed.references]
      : [];
  return {
    messageId: id ?? `sha256-${crypto.createHash("sha256").update(bytes).digest("hex")}`,
    hadMessageId: id !== null,
    from: { address: from.address.trim().toLowerCase(), name: from.name?.trim() || null },
    recipients: [...addressesOf(parsed.to), ...addressesOf(parsed.cc)]
      .map((a) => a.address)
      .concat(extraRecipients)
      .map((a) => a.trim().toLowerCase()),
    subject: (parsed.subject ?? "").trim().slice(0, 300),
    text: (parsed.text ?? "").trim().slice(0, 50_000),
    date: parsed.date && !Number.isNaN(parsed.date.getTime()) ? parsed.date : null,
    inReplyTo: parsed.inReplyTo ?? null,
    references,
    headers,
    attachments: parsed.attachments
      .filter((a) => a.contentDisposition !== "inline" || a.filename)
      .slice(0, 10)
      .map((a) => ({
        filename: (a.filename ?? "attachment").slice(0, 200),
        contentType: a.contentType || "application/octet-stream",
        size: a.size,
        content: a.content,
      })),
  };
}
