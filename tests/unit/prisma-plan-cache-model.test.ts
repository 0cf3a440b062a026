// The query-plan cache scripts/prisma-plan-cache.js adds to Prisma's client (ADR 111, addendum 2026-11-27b) keeps
// compiled plans, never results: the same query after a write reads the new row, the same create twice makes two rows
// with their own generated ids and times (cuid() and now() run on every execution), and a batch is no different.
// If a Prisma upgrade started writing values into its plans, these fail before a customer sees someone else's data.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();
let prisma: typeof import("~/utils/db.server.ts").prisma;

beforeAll(async () => {
  prisma = (await import("~/utils/db.server.ts")).prisma;
});

afterAll(async () => {
  await prisma?.$disconnect();
  testDb.cleanup();
});

describe("Prisma's compiled query plans are reused, their results are not", () => {
  it("is installed in the client the server loads", () => {
    for (const file of ["client.js", "client.mjs"]) {
      const source = fs.readFileSync(path.resolve("node_modules/@prisma/client/runtime", file), "utf8");
      expect(source, file).toContain("__bosunPlan(s,i,");
      expect(source, file).toContain("__bosunPlan(a,o,");
    }
  });

  it("reads what was written since the same query last ran", async () => {
    const read = () =>
      prisma.businessSetting.findUnique({ where: { key: "plan-cache-probe" }, select: { value: true } });
    expect(await read()).toBeNull();
    await prisma.businessSetting.create({ data: { key: "plan-cache-probe", value: "first" } });
    expect(await read()).toEqual({ value: "first" });
    await prisma.businessSetting.update({ where: { key: "plan-cache-probe" }, data: { value: "second" } });
    expect(await read()).toEqual({ value: "second" });
  });

  it("runs the generated defaults again for the same create", async () => {
    const create = () =>
      prisma.auditEvent.create({ data: { action: "test.plan_cache" }, select: { id: true, createdAt: true } });
    const first = await create();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await create();
    expect(second.id).not.toBe(first.id);
    expect(second.createdAt.getTime()).toBeGreaterThan(first.createdAt.getTime());
    expect(await prisma.auditEvent.count({ where: { action: "test.plan_cache" } })).toBe(2);
  });

  it("does the same for a batch", async () => {
    const batch = () =>
      prisma.$transaction([
        prisma.auditEvent.count({ where: { action: "test.plan_cache" } }),
        prisma.businessSetting.findUnique({ where: { key: "plan-cache-probe" }, select: { value: true } }),
      ]);
    expect(await batch()).toEqual([2, { value: "second" }]);
    await prisma.auditEvent.create({ data: { action: "test.plan_cache" } });
    await prisma.businessSetting.update({ where: { key: "plan-cache-probe" }, data: { value: "third" } });
    expect(await batch()).toEqual([3, { value: "third" }]);
  });
});
