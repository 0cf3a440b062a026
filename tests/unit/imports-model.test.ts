// Imports against a real database (issue 18, ADR 185): a dry run writes nothing, apply creates what the preview
// said in one go, the same file again changes nothing, a run applies once, and CSV vessels find their owners.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";
import { smallWxr } from "../support/imports/wxr.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  imports: typeof import("~/models/imports.server.ts");
  files: typeof import("~/utils/import-files.server.ts");
};
let m: Mods;
let actorId: string;
const now = new Date("2026-11-26T22:00:00Z");

beforeAll(async () => {
  const prisma = (await import("~/utils/db.server.ts")).prisma;
  m = {
    prisma,
    imports: await import("~/models/imports.server.ts"),
    files: await import("~/utils/import-files.server.ts"),
  };
  actorId = (
    await prisma.user.create({
      data: { email: "importer@bosun-staff.example", fullName: "Importer", roles: { create: [{ role: "admin" }] } },
      select: { id: true },
    })
  ).id;
}, 60_000);

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

async function wxrRun(tag = "m1") {
  return m.imports.createImportRun({
    source: "wordpress",
    fileName: "export.xml",
    sha256: "x",
    data: { file: "wxr", doc: m.files.parseWxr(smallWxr(tag)) },
    actorId,
  });
}

const counts = async () => ({
  users: await m.prisma.user.count(),
  vessels: await m.prisma.vessel.count(),
  records: await m.prisma.importedRecord.count(),
});

describe("a WordPress import", () => {
  it("previews without writing, applies once, and imports nothing new the second time", async () => {
    const before = await counts();
    const runId = await wxrRun();
    const preview = await m.imports.importPreview(runId, "wordpress");
    expect(preview!.counts).toEqual({ create: 4, unchanged: 0, skip: 4 });
    expect(await counts()).toEqual(before);

    expect(await m.imports.applyImport({ runId, source: "wordpress", actorId, now })).toEqual({
      create: 4,
      unchanged: 0,
      skip: 4,
    });
    const after = await counts();
    expect(after).toEqual({ users: before.users + 3, vessels: before.vessels + 1, records: before.records + 4 });
    const jo = await m.prisma.user.findUniqueOrThrow({
      where: { email: "jo.m1@wp-import.example" },
      select: { fullName: true, roles: { select: { role: true } }, vessels: { select: { name: true, type: true } } },
    });
    expect(jo).toEqual({
      fullName: "Jo Harbour",
      roles: [{ role: "customer" }],
      vessels: [{ name: "Sea Breeze m1", type: "motor_yacht" }],
    });
    expect(await m.prisma.auditEvent.count({ where: { action: "import.applied", entityId: runId } })).toBe(1);

    await expect(m.imports.applyImport({ runId, source: "wordpress", actorId, now })).rejects.toThrow(
      /applied already/,
    );

    const again = await wxrRun();
    expect((await m.imports.importPreview(again, "wordpress"))!.counts).toEqual({ create: 0, unchanged: 4, skip: 4 });
    expect(await m.imports.applyImport({ runId: again, source: "wordpress", actorId, now })).toMatchObject({
      create: 0,
      unchanged: 4,
    });
    expect(await counts()).toEqual(after);

    // The same WordPress ids from another site are other records.
    const otherSite = await wxrRun("m2");
    expect((await m.imports.importPreview(otherSite, "wordpress"))!.counts).toEqual({
      create: 4,
      unchanged: 0,
      skip: 4,
    });
  });
});

describe("a CSV import", () => {
  it("creates the good rows together, reports the bad ones, and vessels find owners made in an earlier import", async () => {
    const customers = m.files.parseCsv("Email,Name,Phone\nmia@csv.example,Mia Wharf,0400 222 333\nnope,No Email,\n");
    const c = await m.imports.createImportRun({
      source: "customers",
      fileName: "customers.csv",
      sha256: "c",
      data: { file: "csv", ...customers },
      actorId,
    });
    const preview = await m.imports.importPreview(c, "customers");
    expect(preview!.counts).toEqual({ create: 1, unchanged: 0, skip: 1 });
    expect(preview!.skipped).toEqual([{ line: "Line 3", sourceKey: null, reason: "E-mail is not an e-mail address" }]);
    await m.imports.applyImport({ runId: c, source: "customers", actorId, now });

    const vessels = m.files.parseCsv(
      "Owner email,Vessel name,Type,Length\nmia@csv.example,Wharf Rat,runabout,6.2\nghost@csv.example,Nobody's Boat,,\n",
    );
    const v = await m.imports.createImportRun({
      source: "vessels",
      fileName: "vessels.csv",
      sha256: "v",
      data: { file: "csv", ...vessels },
      actorId,
    });
    const vp = await m.imports.importPreview(v, "vessels");
    expect(vp!.planned.map((p) => p.action)).toEqual([
      { action: "create" },
      { action: "skip", reason: "No customer with e-mail ghost@csv.example (import the customer first)" },
    ]);
    expect(await m.imports.applyImport({ runId: v, source: "vessels", actorId, now })).toEqual({
      create: 1,
      unchanged: 0,
      skip: 1,
    });
    const again = await m.imports.createImportRun({
      source: "vessels",
      fileName: "vessels.csv",
      sha256: "v",
      data: { file: "csv", ...vessels },
      actorId,
    });
    expect((await m.imports.importPreview(again, "vessels"))!.counts).toEqual({ create: 0, unchanged: 1, skip: 1 });
  });

  it("lets the admin pick another column before applying", async () => {
    const file = m.files.parseCsv("Contact,Who\nlee@csv.example,Lee Dock\n");
    const id = await m.imports.createImportRun({
      source: "customers",
      fileName: "odd.csv",
      sha256: "o",
      data: { file: "csv", ...file },
      actorId,
    });
    expect((await m.imports.importPreview(id, "customers"))!.skipped[0]!.reason).toBe("No column for: E-mail");
    await m.imports.remapImport(id, "customers", {
      email: 0,
      fullName: 1,
      firstName: null,
      lastName: null,
      phone: null,
    });
    expect((await m.imports.importPreview(id, "customers"))!.counts.create).toBe(1);
  });
});
