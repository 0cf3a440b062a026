// Footer newsletter sign-ups: one row per address, counted once the e-mailed link is followed.
import crypto from "node:crypto";
import { normalizeEmail } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendEmail, simpleEmailHtml } from "~/utils/email.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { hashToken } from "~/utils/verification.server.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

/**
 * Stores the address and e-mails a confirmation link. Already-confirmed addresses get no e-mail, and the
 * caller answers the same either way, so the form cannot be used to learn who subscribes.
 */
export async function subscribeToNewsletter(rawEmail: string, source: string | null) {
  const email = normalizeEmail(rawEmail);
  const existing = await prisma.newsletterSubscriber.findUnique({ where: { email }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) return;
  const token = crypto.randomBytes(32).toString("base64url");
  await prisma.newsletterSubscriber.upsert({
    where: { email },
    update: { tokenHash: hashToken(token) },
    create: { email, tokenHash: hashToken(token), source },
  });
  const env = getEnv();
  const url = `${env.appUrl}/newsletter/confirm?token=${token}`;
  const paragraphs = [
    `Please confirm that you would like ${businessSettingsSnapshot().name}'s newsletter: seasonal maintenance reminders, bundle offers and news from around Sydney's marinas.`,
    "If you did not ask for this, ignore this e-mail and you will not hear from us.",
  ];
  await sendEmail({
    to: email,
    subject: "Confirm your newsletter subscription",
    text: `${paragraphs[0]}\n\nConfirm: ${url}\n\n${paragraphs[1]}`,
    html: simpleEmailHtml({
      heading: "One click to confirm",
      paragraphs,
      action: { label: "Confirm my subscription", url },
    }),
  });
}

export type ConfirmResult = "confirmed" | "already" | "invalid";

export async function confirmNewsletter(token: string, now: Date): Promise<ConfirmResult> {
  if (!token) return "invalid";
  const row = await prisma.newsletterSubscriber.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, confirmedAt: true },
  });
  if (!row) return "invalid";
  if (row.confirmedAt) return "already";
  await prisma.newsletterSubscriber.update({ where: { id: row.id }, data: { confirmedAt: now } });
  return "confirmed";
}
