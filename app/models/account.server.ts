// Account settings (the owner portal and the account area): profile, password, notification preferences and the
// devices signed in. Sessions an admin opened while impersonating are the admin's, not the owner's devices.
import type { NotificationPrefs } from "~/domain/owner-account.ts";
import { prisma } from "~/utils/db.server.ts";

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

export function setPasswordHash(userId: string, hash: string) {
  return prisma.password.update({ where: { userId }, data: { hash } });
}
