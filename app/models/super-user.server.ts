// The operator's console (issue 18, ADR 181): the system's facts for /admin/super-user — versions, database engine,
// size and migrations, file storage, e-mail transport, schedules and the task queue — and the super-admin's grant or
// revoke of the admin role, with a reason, audited, through setUserRoles (its last-admin and own-role rules).
import fs from "node:fs";
import path from "node:path";
import { Refusal } from "~/domain/refusal.ts";
import { isSuperAdmin, type AdminRoleChange } from "~/domain/super-user.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { DATABASE_ENGINE, prisma } from "~/utils/db.server.ts";
import { describeEmailTransport } from "~/utils/email.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { fileStore } from "~/utils/storage.server.ts";
import { taskCounts } from "./queue.server.ts";
import { listSchedules } from "./schedules.server.ts";
import { RoleChangeRefused, rolesOf, setUserRoles } from "./user-admin.server.ts";

export class SuperUserRefusal extends Refusal {}

function appVersion(): string {
  try {
    return (
      (JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { version?: string }).version ?? "unknown"
    );
  } catch {
    return "unknown";
  }
}

async function databaseSize(): Promise<number | null> {
  try {
    if (DATABASE_ENGINE === "postgresql") {
      const rows = await prisma.$queryRawUnsafe<{ size: bigint | number }[]>(
        "SELECT pg_database_size(current_database()) AS size",
      );
      return rows[0] ? Number(rows[0].size) : null;
    }
    const pages = await prisma.$queryRawUnsafe<{ page_count: bigint | number }[]>("PRAGMA page_count");
    const size = await prisma.$queryRawUnsafe<{ page_size: bigint | number }[]>("PRAGMA page_size");
    return pages[0] && size[0] ? Number(pages[0].page_count) * Number(size[0].page_size) : null;
  } catch {
    return null;
  }
}

async function migrations(): Promise<{ applied: number; latest: string | null } | null> {
  try {
    const rows = await prisma.$queryRawUnsafe<{ applied: bigint | number; latest: string | null }[]>(
      "SELECT COUNT(*) AS applied, MAX(migration_name) AS latest FROM _prisma_migrations WHERE finished_at IS NOT NULL",
    );
    return rows[0] ? { applied: Number(rows[0].applied), latest: rows[0].latest } : null;
  } catch {
    return null; // a database made without `prisma migrate` (e.g. a test file) has no record of them
  }
}

export async function systemFacts() {
  const [dbSize, migrated, schedules, tasks, documents, gallery, failedEmails, admins] = await Promise.all([
    databaseSize(),
    migrations(),
    listSchedules(),
    taskCounts(),
    prisma.vesselDocument.aggregate({ _sum: { sizeBytes: true }, _count: { _all: true } }),
    prisma.galleryImage.count({ where: { storageKey: { not: null } } }),
    prisma.emailMessage.count({ where: { status: "failed", retriedById: null } }),
    listAdmins(),
  ]);
  return {
    versions: { app: appVersion(), node: process.version },
    database: { engine: DATABASE_ENGINE, sizeBytes: dbSize, migrations: migrated },
    storage: {
      backend: fileStore().name,
      documents: documents._count._all,
      documentBytes: documents._sum.sizeBytes ?? 0,
      galleryUploads: gallery,
    },
    email: { ...describeEmailTransport(), failedWaiting: failedEmails },
    schedules: schedules.map((s) => ({
      name: s.name,
      label: s.label,
      enabled: s.enabled,
      everySeconds: s.everySeconds,
      lastRunAt: s.lastRunAt,
      lastStatus: s.lastStatus,
      lastError: s.lastError,
      nextRunAt: s.nextRunAt,
    })),
    tasks,
    admins,
  };
}

export async function listAdmins() {
  const superEmail = getEnv().SUPER_ADMIN_EMAIL;
  const rows = await prisma.user.findMany({
    where: { roles: { some: { role: "admin" } } },
    orderBy: { email: "asc" },
    take: 200,
    select: { id: true, email: true, fullName: true, createdAt: true },
  });
  return rows.map((r) => ({ ...r, superAdmin: isSuperAdmin(r.email, superEmail) }));
}

/** Grants or revokes the admin role (the super-admin only), with the reason in the audit log. */
export async function changeAdminRole(
  change: AdminRoleChange & { grant: boolean },
  actor: { id: string; email: string },
) {
  if (!isSuperAdmin(actor.email, getEnv().SUPER_ADMIN_EMAIL))
    throw new SuperUserRefusal("Only the super-admin (SUPER_ADMIN_EMAIL) may grant or revoke the admin role.");
  const user = await prisma.user.findUnique({ where: { email: change.email }, select: { id: true, email: true } });
  if (!user) throw new SuperUserRefusal(`There is no account with the e-mail ${change.email}.`, "email");
  const before = (await rolesOf(user.id)) ?? [];
  if (change.grant === before.includes("admin")) {
    throw new SuperUserRefusal(
      change.grant ? `${user.email} is already an admin.` : `${user.email} is not an admin.`,
      "email",
    );
  }
  const after = change.grant ? [...before, "admin"] : before.filter((r) => r !== "admin");
  try {
    await setUserRoles(user.id, after.length ? after : ["customer"], actor.id);
  } catch (error) {
    if (error instanceof RoleChangeRefused) throw new SuperUserRefusal(error.message, "email");
    throw error;
  }
  await recordAudit(null, {
    action: change.grant ? "role.admin_granted" : "role.admin_revoked",
    actorId: actor.id,
    subjectUserId: user.id,
    entityType: "user",
    entityId: user.id,
    details: { reason: change.reason, before, after: (await rolesOf(user.id)) ?? [] },
  });
  return user;
}

/** The latest role grants/revocations and impersonations, newest first. */
export async function recentPrivilegedActivity(take = 15) {
  return prisma.auditEvent.findMany({
    where: {
      action: { in: ["role.admin_granted", "role.admin_revoked", "impersonation.start", "impersonation.refused"] },
    },
    orderBy: { createdAt: "desc" },
    take,
    select: {
      id: true,
      action: true,
      createdAt: true,
      details: true,
      actor: { select: { fullName: true, email: true } },
      subject: { select: { fullName: true, email: true } },
    },
  });
}
