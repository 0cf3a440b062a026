// /admin/seed-data's model against a real database (issue 18, ADR 185): refused while a real customer exists,
// loads the demo set of prisma/seed-demo.ts once, and a second load changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  demo: typeof import("~/models/demo-data.server.ts");
};
let m: Mods;

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  const { seedReference } = await import("../../prisma/seed-reference.ts");
  await seedReference(prisma as never);
  m = { prisma, demo: await import("~/models/demo-data.server.ts") };
}, 60_000);

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

describe("loading the demo data", () => {
  it("is refused while a real customer exists", async () => {
    const real = await m.prisma.user.create({
      data: {
        email: "real.person@bosun-customer.example",
        fullName: "Real Person",
        roles: { create: [{ role: "customer" }] },
      },
      select: { id: true },
    });
    const status = await m.demo.demoDataStatus();
    expect(status.state).toBe("refused");
    await expect(m.demo.loadDemoData({ actorId: real.id })).rejects.toThrow(/not demo data/);
    await m.prisma.user.delete({ where: { id: real.id } });
  });

  it("lists what it will create, loads it once, and a second load changes nothing", async () => {
    const before = await m.demo.demoDataStatus();
    expect(before.state).toBe("ready");
    const admin = await m.prisma.user.create({
      data: { email: "ops@bosun-staff.example", fullName: "Ops Admin", roles: { create: [{ role: "admin" }] } },
      select: { id: true },
    });
    expect((await m.demo.demoDataStatus()).state).toBe("ready");
    expect(await m.demo.loadDemoData({ actorId: admin.id })).toEqual({ created: true });
    const counts = async () => ({
      users: await m.prisma.user.count(),
      vessels: await m.prisma.vessel.count(),
      jobs: await m.prisma.job.count(),
      invoices: await m.prisma.invoice.count(),
    });
    const loaded = await counts();
    expect(loaded.users).toBe(9);
    expect(loaded.vessels).toBeGreaterThanOrEqual(2);
    expect(loaded.jobs).toBeGreaterThan(0);
    expect((await m.demo.demoDataStatus()).state).toBe("loaded");
    expect(await m.demo.loadDemoData({ actorId: admin.id })).toEqual({ created: false });
    expect(await counts()).toEqual(loaded);
    expect(await m.prisma.auditEvent.count({ where: { action: "demo_data.loaded" } })).toBe(1);
  }, 60_000);
});
