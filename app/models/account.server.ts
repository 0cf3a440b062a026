// Account settings (the owner portal and the account area): profile, password, notification preferences and the
// devices signed in. Sessions an admin opened while impersonating are the admin's, not the owner's devices.
import type { NotificationPrefs } from "~/domain/owner-account.ts";
import { revokeSessionsOf } from "~/utils/auth.server.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { hashPassword } from "~/utils/password.server.ts";

/** A person's name and how to reach them: how staff lists and the admin pages show an account. */
export const accountContactSelect = { id: true, fullName: true, email: true, phone: true } satisfies Prisma.UserSelect;

export async function accountProfile(userId: string) {
  return prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, phone: true, email: true, emailVerifiedAt: true, notificationPrefs: true },
  });
}

export async function updateProfile(userId: string, input: { fullName: string; phone?: string }) {
  await prisma.user.update({
    where: { id: userId },
    data: { fullName: input.fullName, firstName: input.fullName.split(" ")[0], phone: input.phone || null },
  });
}

export async function saveNotificationPrefs(userId: string, prefs: NotificationPrefs) {
  await prisma.user.update({ where: { id: userId }, data: { notificationPrefs: JSON.stringify(prefs) } });
}

export async function signedInDevices(userId: string, now: Date) {
  return prisma.session.findMany({
    where: { userId, impersonatorId: null, expiresAt: { gt: now } },
    orderBy: { updatedAt: "desc" },
    take: 50,
    select: { id: true, userAgent: true, ipAddress: true, createdAt: true, updatedAt: true },
  });
}

/** Signs one of the user's own devices out (never an impersonation session, never someone else's). */
export async function signOutDevice(userId: string, sessionId: string) {
  const { count } = await prisma.session.deleteMany({ where: { id: sessionId, userId, impersonatorId: null } });
  return count > 0;
}

export async function passwordHashOf(userId: string) {
  return (await prisma.password.findUnique({ where: { userId }, select: { hash: true } }))?.hash ?? null;
}

/**
 * THE way a password changes (account page, reset link): stored hashed, and every other device signed out — all of
 * them, or all but this browser's session (`keepSessionId`).
 */
export async function replacePassword(userId: string, password: string, opts: { keepSessionId?: string } = {}) {
  const hash = await hashPassword(password);
  await prisma.$transaction([
    prisma.password.upsert({ where: { userId }, update: { hash }, create: { userId, hash } }),
    revokeSessionsOf(userId, opts.keepSessionId ? { keep: opts.keepSessionId } : {}),
  ]);
}

/** The e-mailed verification link was opened. */
export function markEmailVerified(userId: string, now: Date) {
  return prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: now } });
}

/** A phone number given while booking becomes the account's, unless the account already has one. */
export function rememberPhone(userId: string, phone: string) {
  return prisma.user.updateMany({ where: { id: userId, phone: null }, data: { phone } });
}

// ───────────── the profile page: marketing consent and changing the e-mail address ─────────────

export async function profileOf(userId: string) {
  return prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { fullName: true, phone: true, email: true, pendingEmail: true, marketingConsentAt: true },
  });
}

export async function updateProfileDetails(
  userId: string,
  input: { fullName: string; phone?: string; marketing: boolean },
  now: Date,
) {
  const current = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { marketingConsentAt: true } });
  await prisma.user.update({
    where: { id: userId },
    data: {
      fullName: input.fullName,
      firstName: input.fullName.split(" ")[0],
      phone: input.phone || null,
      // Keep the date consent was first given; clear it when withdrawn.
      marketingConsentAt: input.marketing ? (current.marketingConsentAt ?? now) : null,
    },
  });
}

/** Records the address the person wants; whether it is free is decided when the link is opened (and not said here). */
export async function requestEmailChange(userId: string, newEmail: string) {
  const taken = await prisma.user.findFirst({ where: { email: newEmail, NOT: { id: userId } }, select: { id: true } });
  await prisma.user.update({ where: { id: userId }, data: { pendingEmail: taken ? null : newEmail } });
  return { taken: !!taken };
}

/** Applies a confirmed change; null when the address was taken meanwhile or nothing is pending. */
export async function applyEmailChange(userId: string, now: Date) {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: { email: true, pendingEmail: true },
  });
  if (!user.pendingEmail) return null;
  const taken = await prisma.user.findFirst({
    where: { email: user.pendingEmail, NOT: { id: userId } },
    select: { id: true },
  });
  if (taken) {
    await prisma.user.update({ where: { id: userId }, data: { pendingEmail: null } });
    return null;
  }
  await prisma.user.update({
    where: { id: userId },
    data: { email: user.pendingEmail, pendingEmail: null, emailVerifiedAt: now },
  });
  return { from: user.email, to: user.pendingEmail };
}
