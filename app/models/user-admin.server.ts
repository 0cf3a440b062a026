// An account as admins see and manage it (/admin/users/{id}): its roles, signed-in sessions, vessels and recent
// activity. Only admin routes call these (requireAdmin); the checks on what may change live here.
import { disableProblem, enableProblem } from "~/domain/account-access.ts";
import { roleChangeProblem } from "~/domain/customers.ts";
import { isRole, type Role } from "~/domain/roles.ts";
import { Refusal } from "~/domain/refusal.ts";
import { revokeImpersonationsBy, revokeSessionsOf } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { accountContactSelect } from "./account.server.ts";

export class RoleChangeRefused extends Refusal {}
export class AccountAccessRefused extends Refusal {}

export async function userForAdmin(userId: string, now: Date) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      ...accountContactSelect,
      profileType: true,
      emailVerifiedAt: true,
      disabledAt: true,
      disabledReason: true,
      createdAt: true,
      roles: { select: { role: true } },
      vessels: { select: { id: true, name: true, type: true, lengthMetres: true }, orderBy: { name: "asc" } },
      sessions: {
        where: { expiresAt: { gt: now } },
        select: { id: true, createdAt: true, expiresAt: true, ipAddress: true, impersonatorId: true },
        orderBy: { createdAt: "desc" },
        take: 20,
      },
    },
  });
  if (!user) return null;
  const activity = await prisma.auditEvent.findMany({
    where: { OR: [{ actorId: user.id }, { subjectUserId: user.id }] },
    orderBy: { createdAt: "desc" },
    take: 15,
    select: { id: true, action: true, createdAt: true, ipAddress: true, actor: { select: { fullName: true } } },
  });
  return { user: { ...user, roles: user.roles.map((r) => r.role as Role) }, activity };
}

export async function rolesOf(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { roles: { select: { role: true } } } });
  return user ? user.roles.map((r) => r.role as Role) : null;
}

/**
 * Sets an account's roles. At least one role; an admin cannot remove their own admin role, nor anyone the last
 * admin's (domain/customers.ts roleChangeProblem); an account that stops being an admin ends the impersonations it
 * started at once. Returns the roles before and after.
 */
export async function setUserRoles(userId: string, wanted: string[], actorId: string) {
  const roles = wanted.filter(isRole);
  const before = await rolesOf(userId);
  if (!before) throw new RoleChangeRefused("That account no longer exists.");
  // The target counts as one admin; the others count only while their account is active (not disabled).
  const adminCount = (await activeAdminsOtherThan(userId)) + 1;
  const problem = roleChangeProblem({ actorId, targetId: userId, before, after: roles, adminCount });
  if (problem) throw new RoleChangeRefused(problem);
  await prisma.$transaction([
    prisma.userRole.deleteMany({ where: { userId, role: { notIn: roles } } }),
    ...roles.filter((r) => !before.includes(r)).map((role) => prisma.userRole.create({ data: { userId, role } })),
    ...(before.includes("admin") && !roles.includes("admin") ? [revokeImpersonationsBy(userId)] : []),
  ]);
  return { before, after: roles };
}

/** Admin accounts other than `userId` that are not disabled. */
export function activeAdminsOtherThan(userId: string) {
  return prisma.userRole.count({ where: { role: "admin", userId: { not: userId }, user: { disabledAt: null } } });
}

async function accessTarget(userId: string) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, disabledAt: true, roles: { where: { role: "admin" }, select: { role: true } } },
  });
  if (!user) throw new AccountAccessRefused("That account no longer exists.");
  return { id: user.id, disabled: !!user.disabledAt, isAdmin: user.roles.length > 0 };
}

/**
 * Disables an account (issue 17): it can no longer sign in, and every session it has — and every impersonation it
 * started — ends in the same transaction. Never your own account, never the last active admin
 * (domain/account-access.ts). The update only applies to an account still active, so two admins disabling at once
 * disable it once. Returns how many sessions ended.
 */
export async function disableAccount(input: { userId: string; actorId: string; reason: string | null; now: Date }) {
  const target = await accessTarget(input.userId);
  const otherActiveAdmins = target.isAdmin ? await activeAdminsOtherThan(target.id) : 0;
  const problem = disableProblem({ actorId: input.actorId, target, otherActiveAdmins });
  if (problem) throw new AccountAccessRefused(problem);
  const [updated, sessions] = await prisma.$transaction([
    prisma.user.updateMany({
      where: { id: target.id, disabledAt: null },
      data: { disabledAt: input.now, disabledReason: input.reason },
    }),
    revokeSessionsOf(target.id),
  ]);
  if (updated.count === 0) throw new AccountAccessRefused("This account is already disabled.");
  return { sessionsEnded: sessions.count };
}

/** Re-enables a disabled account: it can sign in again (its old sessions stay ended). */
export async function enableAccount(input: { userId: string }) {
  const target = await accessTarget(input.userId);
  const problem = enableProblem(target);
  if (problem) throw new AccountAccessRefused(problem);
  const updated = await prisma.user.updateMany({
    where: { id: target.id, disabledAt: { not: null } },
    data: { disabledAt: null, disabledReason: null },
  });
  if (updated.count === 0) throw new AccountAccessRefused("This account is already active.");
}

/** Ends every session of an account (a lost phone) without disabling it. Returns how many ended. */
export async function revokeAccountSessions(userId: string) {
  await accessTarget(userId);
  const { count } = await revokeSessionsOf(userId);
  return { sessionsEnded: count };
}

/** Whether this account is disabled (a link that would sign it in checks first). */
export async function isAccountDisabled(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { disabledAt: true } });
  return !!user?.disabledAt;
}
