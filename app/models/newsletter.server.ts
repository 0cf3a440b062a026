// Footer newsletter sign-ups: one row per address, counted once the e-mailed link is followed.
import crypto from "node:crypto";
import { normalizeEmail } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { hashToken } from "~/utils/verification.server.ts";

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
  await sendTemplatedEmail("newsletter.confirm", email, { url });
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
