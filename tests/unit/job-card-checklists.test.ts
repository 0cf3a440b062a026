// The office's checklists (issue 16, ADR 161): what /admin/job-card-integration accepts as a list, and that Bosun's
// defaults stay the defaults.
import { describe, expect, it } from "vitest";
import {
  buildChecklist,
  checklistTemplateSchema,
  CHECKLIST_TYPES,
  DEFAULT_CHECKLISTS,
  isChecklistType,
  MAX_CHECKLIST_ITEMS,
  parseChecklistLines,
} from "~/domain/job-card.ts";

describe("parseChecklistLines", () => {
  it("takes one item per line, dropping bullets, numbering and blank lines", () => {
    const parsed = parseChecklistLines("- Rinse deck\n\n• Wash   hull\n3. Dry\r\n4) Photos after\n", "external_clean");
    expect(parsed).toEqual({ ok: true, labels: ["Rinse deck", "Wash hull", "Dry", "Photos after"] });
  });
  it("refuses an empty list, too many lines, and lines too short or too long", () => {
    expect(parseChecklistLines(" \n\n", "general")).toMatchObject({ ok: false, message: /at least one/ });
    const many = Array.from({ length: MAX_CHECKLIST_ITEMS + 1 }, (_, i) => `Item ${i}`).join("\n");
    expect(parseChecklistLines(many, "general")).toMatchObject({ ok: false, message: /At most 30/ });
    expect(parseChecklistLines("Rinse\nX", "general")).toMatchObject({ ok: false, message: /Line 2 is too short/ });
    expect(parseChecklistLines("a".repeat(121), "general")).toMatchObject({ ok: false, message: /longer than 120/ });
    expect(parseChecklistLines("Rinse\n!!!", "general")).toMatchObject({ ok: false, message: /letters or numbers/ });
  });
  it("refuses two lines that would be the same tick box", () => {
    expect(parseChecklistLines("Rinse deck\nCheck anodes\nrinse DECK!", "hull_inspection")).toMatchObject({
      ok: false,
      message: "Lines 1 and 3 are the same item",
    });
  });
  it("the schema gives the cleaned labels, and refuses an unknown type", () => {
    const ok = checklistTemplateSchema.safeParse({
      intent: "save",
      serviceType: "vessel_polish",
      lines: "- Wash\n- Cut",
    });
    expect(ok.success && ok.data).toEqual({ serviceType: "vessel_polish", labels: ["Wash", "Cut"] });
    expect(checklistTemplateSchema.safeParse({ intent: "save", serviceType: "bogus", lines: "Wash" }).success).toBe(
      false,
    );
    expect(checklistTemplateSchema.safeParse({ intent: "save", serviceType: "general", lines: "" }).success).toBe(
      false,
    );
  });
});

describe("defaults", () => {
  it("every service type (and 'general') has a valid default list", () => {
    for (const type of CHECKLIST_TYPES) {
      expect(isChecklistType(type)).toBe(true);
      expect(parseChecklistLines(DEFAULT_CHECKLISTS[type].join("\n"), type)).toEqual({
        ok: true,
        labels: [...DEFAULT_CHECKLISTS[type]],
      });
    }
    expect(isChecklistType("bogus")).toBe(false);
  });
  it("the office's list replaces the default for its type only", () => {
    const list = buildChecklist(["hull_inspection", "general"], { hull_inspection: ["Dive", "Scrub"] });
    expect(list.map((i) => i.label)).toEqual(["Dive", "Scrub", ...DEFAULT_CHECKLISTS.general]);
  });
});
