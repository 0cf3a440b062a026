// The operator's console against a real database (issue 18, ADR 181): only the super-admin grants or revokes the admin
// role, always with a reason in the audit log; the last-admin and own-role rules still hold; the system facts read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
process.env.SUPER_ADMIN_EMAIL = "Owner@Bosun.example";

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  su: typeof import("~/models/super-user.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = { prisma: (await import("~/utils/db.server.ts")).prisma, su: await import("~/models/super-user.server.ts") };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

async function user(email: string, roles: string[]) {
  return m.prisma.user.create({
    data: { email, fullName: email.split("@")[0]!, roles: { create: roles.map((role) => ({ role })) } },
    select: { id: true, email: true },
  });
}

describe("admin role changes", () => {
  it("the super-admin grants and revokes with a reason; other admins may not", async () => {
    const owner = await user("owner@bosun.example", ["admin"]);
    const other = await user("ops@bosun.example", ["admin"]);
    const staff = await user("deckhand@bosun.example", ["staff"]);

    await expect(
      m.su.changeAdminRole({ email: staff.email, reason: "Needs the back-office", grant: true }, other),
    ).rejects.toThrow(/Only the super-admin/);

    await m.su.changeAdminRole({ email: staff.email, reason: "Runs the office now", grant: true }, owner);
    const roles = await m.prisma.userRole.findMany({ where: { userId: staff.id }, select: { role: true } });
    expect(roles.map((r) => r.role).sort()).toEqual(["admin", "staff"]);
    await expect(
      m.su.changeAdminRole({ email: staff.email, reason: "again please", grant: true }, owner),
    ).rejects.toThrow(/already an admin/);

    await m.su.changeAdminRole({ email: staff.email, reason: "Back to deck work", grant: false }, owner);
    expect((await m.prisma.userRole.findMany({ where: { userId: staff.id } })).map((r) => r.role)).toEqual(["staff"]);
    await expect(
      m.su.changeAdminRole({ email: owner.email, reason: "Stepping back", grant: false }, owner),
    ).rejects.toThrow(/your own admin role/);
    await expect(
      m.su.changeAdminRole({ email: "nobody@bosun.example", reason: "who is this", grant: true }, owner),
    ).rejects.toThrow(/no account/);

    const audit = await m.prisma.auditEvent.findMany({
      where: { subjectUserId: staff.id, action: { startsWith: "role.admin_" } },
      orderBy: { createdAt: "asc" },
      select: { action: true, actorId: true, details: true },
    });
    expect(audit.map((a) => a.action)).toEqual(["role.admin_granted", "role.admin_revoked"]);
    const granted = JSON.parse(audit[0]!.details!) as { reason: string; after: string[] };
    expect(granted.reason).toBe("Runs the office now");
    expect([...granted.after].sort()).toEqual(["admin", "staff"]);
    expect(audit.every((a) => a.actorId === owner.id)).toBe(true);

    const admins = await m.su.listAdmins();
    expect(admins.map((a) => [a.email, a.superAdmin])).toEqual([
      ["ops@bosun.example", false],
      ["owner@bosun.example", true],
    ]);
  });

  it("reads the system's facts", async () => {
    const facts = await m.su.systemFacts();
    expect(facts.database.engine).toMatch(/sqlite|postgresql/);
    expect(facts.database.sizeBytes).toBeGreaterThan(0);
    expect(facts.storage.backend).toBe("local");
    expect(facts.email.kind).toBe("outbox");
  });
});
