// An account as admins see and manage it (/admin/users/{id}): its roles, signed-in sessions, vessels and recent
// activity. Only admin routes call these (requireAdmin); the checks on what may change live here.
import { roleChangeProblem } from "~/domain/customers.ts";
import { isRole, type Role } from "~/domain/roles.ts";
import { Refusal } from "~/domain/refusal.ts";
import { revokeImpersonationsBy } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";

export class RoleChangeRefused extends Refusal {}

export async function userForAdmin(userId: string, now: Date) {
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: {
      id: true,
      fullName: true,
      email: true,
      phone: true,
      profileType: true,
      emailVerifiedAt: true,
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
  const adminCount = await prisma.userRole.count({ where: { role: "admin" } });
  const problem = roleChangeProblem({ actorId, targetId: userId, before, after: roles, adminCount });
  if (problem) throw new RoleChangeRefused(problem);
  await prisma.$transaction([
    prisma.userRole.deleteMany({ where: { userId, role: { notIn: roles } } }),
    ...roles.filter((r) => !before.includes(r)).map((role) => prisma.userRole.create({ data: { userId, role } })),
    ...(before.includes("admin") && !roles.includes("admin") ? [revokeImpersonationsBy(userId)] : []),
  ]);
  return { before, after: roles };
}
