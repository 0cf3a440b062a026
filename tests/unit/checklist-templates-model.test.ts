// The office's checklists against a real database (issue 16, ADR 161): saving replaces a type's list (returning the
// old one for the audit trail), resetting goes back to Bosun's defaults, and the preview card shows the current list.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";

const testDb = createTestDatabase();

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  templates: typeof import("~/models/checklist-templates.server.ts");
  card: typeof import("~/models/job-card.server.ts");
  domain: typeof import("~/domain/job-card.ts");
};
let m: Mods;

beforeAll(async () => {
  m = {
    prisma: (await import("~/utils/db.server.ts")).prisma,
    templates: await import("~/models/checklist-templates.server.ts"),
    card: await import("~/models/job-card.server.ts"),
    domain: await import("~/domain/job-card.ts"),
  };
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
});

const now = new Date("2026-11-26T01:00:00Z");

describe("checklist templates", () => {
  it("save replaces, reset restores the defaults, and the preview follows", async () => {
    const defaults = [...m.domain.DEFAULT_CHECKLISTS.vessel_polish];
    let overview = await m.templates.checklistOverview();
    expect(overview.find((t) => t.type === "vessel_polish")).toMatchObject({ configured: null, defaults });

    expect(await m.templates.saveChecklist("vessel_polish", ["Wash", "Compound", "Wax"], now)).toBeNull();
    expect(await m.templates.saveChecklist("vessel_polish", ["Wash", "Wax"], now)).toEqual(["Wash", "Compound", "Wax"]);
    overview = await m.templates.checklistOverview();
    expect(overview.find((t) => t.type === "vessel_polish")?.configured).toEqual(["Wash", "Wax"]);
    expect(overview.find((t) => t.type === "external_clean")?.configured).toBeNull();

    const preview = await m.card.sampleJobCard("vessel_polish", now);
    expect(preview.checklist.map((c) => c.label)).toEqual(["Wash", "Wax"]);
    expect(preview.canWork).toBe(false);
    expect(preview.gaps[0]).toMatch(/2 checklist items/);

    expect(await m.templates.resetChecklist("vessel_polish")).toEqual(["Wash", "Wax"]);
    expect(await m.templates.resetChecklist("vessel_polish")).toBeNull();
    expect((await m.card.sampleJobCard("vessel_polish", now)).checklist.map((c) => c.label)).toEqual(defaults);
  });

  it("a hull-dive preview asks for the dive record", async () => {
    const preview = await m.card.sampleJobCard("hull_inspection", now);
    expect(preview.isDive).toBe(true);
    expect(preview.gaps.join(" ")).toMatch(/fouling level/);
  });
});
