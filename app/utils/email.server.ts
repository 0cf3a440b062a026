import nodemailer, { type Transporter } from "nodemailer";
import type { ReplyTarget } from "~/domain/inbound.ts";
import { prisma } from "./db.server.ts";
import { getEnv } from "./env.server.ts";
import { businessSettingsSnapshot } from "./business-settings.server.ts";
import { replyToAddress } from "./reply-address.server.ts";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface EmailInput {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
  /** The template it was rendered from (domain/email-templates.ts), for the communication hub's filter. */
  template?: string;
  /** Threading (a reply from the communication hub): ids without the angle brackets. */
  thread?: EmailThread;
  /** The job, quote or hub item it is about: Reply-To is then its signed reply address (ADR 201 addendum). */
  about?: ReplyTarget;
  /** A Reply-To as it was (sending a logged e-mail again); `about` computes one. */
  replyTo?: string | null;
}

export interface EmailThread {
  messageId: string;
  inReplyTo?: string | null;
  references?: readonly string[];
}

let transporter: Transporter | null = null;

/**
 * Every message is recorded in EmailMessage. With SMTP_URL set it is also sent through SMTP;
 * without it the record is the development outbox (admins read it at /admin/email).
 * Nothing is ever silently dropped: a failed send is stored with its error.
 */
export async function sendEmail(input: EmailInput) {
  const env = getEnv();
  const replyTo = input.replyTo ?? (input.about ? replyToAddress(input.about) : null);
  const attachmentsMeta = input.attachments?.length
    ? JSON.stringify(
        input.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.content.length })),
      )
    : null;
  const base = {
    to: input.to,
    from: env.MAIL_FROM,
    subject: input.subject,
    text: input.text,
    html: input.html ?? null,
    attachments: attachmentsMeta,
    template: input.template ?? null,
    headers: input.thread || replyTo ? JSON.stringify({ ...input.thread, ...(replyTo ? { replyTo } : {}) }) : null,
  };
  if (!env.SMTP_URL) {
    return prisma.emailMessage.create({ data: { ...base, transport: "outbox", status: "stored" } });
  }
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  try {
    await transporter.sendMail({
      from: env.MAIL_FROM,
      to: input.to,
      subject: input.subject,
      text: input.text,
      html: input.html,
      ...(replyTo ? { replyTo } : {}),
      ...(input.thread
        ? {
            messageId: `<${input.thread.messageId}>`,
            ...(input.thread.inReplyTo ? { inReplyTo: `<${input.thread.inReplyTo}>` } : {}),
            ...(input.thread.references?.length ? { references: input.thread.references.map((id) => `<${id}>`) } : {}),
          }
        : {}),
      attachments: input.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: a.content,
      })),
    });
    return prisma.emailMessage.create({ data: { ...base, transport: "smtp", status: "sent", sentAt: new Date() } });
  } catch (error) {
    console.error("E-mail send failed", error);
    return prisma.emailMessage.create({
      data: {
        ...base,
        transport: "smtp",
        status: "failed",
        error: error instanceof Error ? error.message : String(error),
      },
    });
  }
}

/** Escapes text for the small HTML e-mails we build by hand. */
export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

/** A plain, branded e-mail body with one call-to-action link. */
export function simpleEmailHtml(opts: {
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
}) {
  const paras = opts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const action = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#003F5C;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(opts.action.label)}</a></p><p style="font-size:13px;color:#4A4A4A">Or paste this link into your browser: ${escapeHtml(opts.action.url)}</p>`
    : "";
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2C3E50;background:#F4F4F6;padding:24px"><div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px"><h1 style="font-size:20px;margin:0 0 16px;color:#003F5C">${escapeHtml(opts.heading)}</h1>${paras}${action}<p style="font-size:12px;color:#4A4A4A;margin-top:32px">${escapeHtml(businessSettingsSnapshot().name)} · ${escapeHtml(businessSettingsSnapshot().phone)} · ${escapeHtml(businessSettingsSnapshot().location)}</p></div></body></html>`;
}

/** What the configured transport is, for the operator (the SMTP host only: never the credentials). */
export function describeEmailTransport() {
  const env = getEnv();
  if (!env.SMTP_URL) return { kind: "outbox" as const, label: "Outbox (stored, not sent)", from: env.MAIL_FROM };
  let host = "SMTP";
  try {
    const u = new URL(env.SMTP_URL);
    host = `${u.protocol.replace(":", "")}://${u.hostname}${u.port ? `:${u.port}` : ""}`;
  } catch {
    host = "SMTP (the address could not be read)";
  }
  return { kind: "smtp" as const, label: host, from: env.MAIL_FROM };
}

/** Checks the SMTP connection and login (nodemailer's verify); the outbox needs no check. */
export async function verifyEmailTransport(): Promise<{ ok: boolean; message: string }> {
  const env = getEnv();
  if (!env.SMTP_URL) {
    return { ok: true, message: "No SMTP server is configured: e-mails are stored in the outbox at /admin/email." };
  }
  transporter ??= nodemailer.createTransport(env.SMTP_URL);
  try {
    await transporter.verify();
    return { ok: true, message: "The SMTP server accepted the connection and the login." };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
