// The version history read from the audit log (utils/audit.server.ts): each change's before/after read back from its
// details (unreadable details count as nothing), newest first, who made it ("system" when no one), and the settings
// models that share it: saving writes and audits only a real change, and the history lists it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  audit: typeof import("~/utils/audit.server.ts");
  settings: typeof import("~/models/settings.server.ts");
  theme: typeof import("~/models/theme.server.ts");
  themeRules: typeof import("~/domain/theme.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    audit: await import("~/utils/audit.server.ts"),
    settings: await import("~/models/settings.server.ts"),
    theme: await import("~/models/theme.server.ts"),
    themeRules: await import("~/domain/theme.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

describe("auditedChange", () => {
  it("reads before and after, and treats missing or unreadable details as nothing", () => {
    expect(m.audit.auditedChange(JSON.stringify({ before: { a: 1 }, after: { a: 2 } }))).toEqual({
      before: { a: 1 },
      after: { a: 2 },
    });
    expect(m.audit.auditedChange(JSON.stringify({ after: "x" }))).toEqual({ before: null, after: "x" });
    expect(m.audit.auditedChange(null)).toEqual({ before: null, after: null });
    expect(m.audit.auditedChange("{not json")).toEqual({ before: null, after: null });
  });
});

describe("changeHistory", () => {
  it("lists the picked changes newest first with who made them", async () => {
    const admin = await m.prisma.user.create({
      data: { email: "history@audit.example", fullName: "Harbour Admin" },
      select: { id: true },
    });
    const at = (min: number) => new Date(Date.UTC(2026, 10, 1, 0, min));
    await m.prisma.auditEvent.createMany({
      data: [
        {
          action: "thing.changed",
          entityType: "thing",
          entityId: "t1",
          createdAt: at(1),
          details: '{"before":1,"after":2}',
        },
        {
          action: "thing.changed",
          entityType: "thing",
          entityId: "t1",
          createdAt: at(2),
          actorId: admin.id,
          details: "{bad",
        },
        { action: "thing.changed", entityType: "thing", entityId: "t2", createdAt: at(3), details: '{"after":9}' },
      ],
    });
    const rows = await m.audit.changeHistory({ action: "thing.changed", entityId: "t1" }, 10);
    expect(rows.map(({ at, by, before, after }) => ({ at, by, before, after }))).toEqual([
      { at: at(2), by: "Harbour Admin", before: null, after: null },
      { at: at(1), by: "system", before: 1, after: 2 },
    ]);
    expect(await m.audit.changeHistory({ action: "thing.changed", entityId: "t1" }, 1)).toHaveLength(1);
  });
});

describe("auditOf", () => {
  it("records an action on one kind of record, with its actor and details", async () => {
    await m.audit.auditOf("gadget")("gadget.polished", "g1", null, { shine: 3 });
    const row = await m.prisma.auditEvent.findFirstOrThrow({ where: { entityType: "gadget" } });
    expect(row).toMatchObject({ action: "gadget.polished", entityId: "g1", actorId: null, ipAddress: null });
    expect(m.audit.auditedChange(row.details)).toEqual({ before: null, after: null });
    expect(JSON.parse(row.details!)).toEqual({ shine: 3 });
  });
});

describe("a settings record's changes", () => {
  it("saves and audits a real change once, and its history lists it", async () => {
    const next = { ...m.themeRules.THEME_DEFAULTS, primaryColor: "#123456" };
    const first = await m.theme.saveTheme(next, null);
    expect(first.length).toBeGreaterThan(0);
    expect(await m.theme.saveTheme(next, null)).toEqual([]);
    const history = await m.theme.themeHistory();
    expect(history).toHaveLength(1);
    expect(history[0]!.by).toBe("system");
    const events = await m.prisma.auditEvent.count({ where: m.settings.settingChangeWhere("theme") });
    expect(events).toBe(1);
  });
});
