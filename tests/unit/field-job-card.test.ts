// The field job card's pure rules (issue 16): the allowed time sequence, travel vs on-site totals, overlaps, tap
// times sent late, the checklist per service type and what "work complete" needs.
import { describe, expect, it } from "vitest";
import {
  acceptedTapTime,
  formatMinutes,
  overlappingEntries,
  planTimeAction,
  timeState,
  timeTotals,
  type TimeEntryLike,
} from "~/domain/field-time.ts";
import {
  buildChecklist,
  checklistKey,
  completionGaps,
  DEFAULT_CHECKLISTS,
  jobCardPostSchema,
  jobChecklistTypes,
} from "~/domain/job-card.ts";

const t = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00Z`);
const entry = (id: string, kind: string, from: string, to: string | null): TimeEntryLike => ({
  id,
  kind,
  startedAt: t(from),
  endedAt: to ? t(to) : null,
});

describe("time on a job", () => {
  it("follows start travel → arrive → pause → resume → finish, and refuses anything else", () => {
    expect(timeState([], false)).toBe("not_started");
    expect(planTimeAction([], false, "pause", t("08:00")).ok).toBe(false);
    expect(planTimeAction([], false, "start_travel", t("08:00"))).toMatchObject({ ok: true, open: "travel" });
    const travelling = [entry("a", "travel", "08:00", null)];
    expect(timeState(travelling, false)).toBe("travelling");
    expect(planTimeAction(travelling, false, "arrive", t("08:30"))).toMatchObject({
      ok: true,
      closeId: "a",
      open: "on_site",
    });
    expect(planTimeAction(travelling, false, "finish", t("08:30")).ok).toBe(false);
    const onSite = [entry("a", "travel", "08:00", "08:30"), entry("b", "on_site", "08:30", null)];
    expect(timeState(onSite, false)).toBe("on_site");
    expect(planTimeAction(onSite, false, "pause", t("10:00"))).toMatchObject({ ok: true, closeId: "b", open: null });
    const paused = [entry("a", "travel", "08:00", "08:30"), entry("b", "on_site", "08:30", "10:00")];
    expect(timeState(paused, false)).toBe("paused");
    expect(planTimeAction(paused, false, "resume", t("10:15"))).toMatchObject({ ok: true, open: "on_site" });
    expect(planTimeAction(paused, false, "finish", t("10:15"))).toMatchObject({ ok: true, finish: true });
    expect(timeState(paused, true)).toBe("finished");
    expect(planTimeAction(paused, true, "resume", t("11:00"))).toMatchObject({
      ok: false,
      message: "Work on this job is already finished.",
    });
  });

  it("lets a worker arrive without travel, but not start a second clock while another job's runs", () => {
    expect(planTimeAction([], false, "arrive", t("09:00"))).toMatchObject({ ok: true, closeId: null, open: "on_site" });
    const refused = planTimeAction([], false, "start_travel", t("09:00"), 1042);
    expect(refused).toMatchObject({ ok: false });
    expect(!refused.ok && refused.message).toContain("#1042");
  });

  it("never lets a late-sent tap go before the last recorded moment", () => {
    const onSite = [entry("a", "travel", "08:00", "08:30"), entry("b", "on_site", "08:30", null)];
    const plan = planTimeAction(onSite, false, "pause", t("08:10"));
    expect(plan.ok && plan.at.toISOString()).toBe(t("08:30").toISOString());
  });

  it("sums travel and on-site apart, a running entry up to now", () => {
    const entries = [
      entry("a", "travel", "08:00", "08:25"),
      entry("b", "on_site", "08:25", "10:00"),
      entry("c", "on_site", "10:30", null),
    ];
    expect(timeTotals(entries, t("11:00"))).toEqual({ travelMinutes: 25, onSiteMinutes: 125, totalMinutes: 150 });
    expect(formatMinutes(125)).toBe("2 h 05 min");
    expect(formatMinutes(45)).toBe("45 min");
  });

  it("finds overlapping entries of one worker", () => {
    const a = entry("a", "on_site", "08:00", "10:00");
    const b = entry("b", "travel", "09:30", "10:30");
    const c = entry("c", "on_site", "10:30", null);
    expect(overlappingEntries([c, a, b], t("12:00")).map(([x, y]) => `${x.id}${y.id}`)).toEqual(["ab"]);
  });

  it("takes a tap's own time if it is plausible, else the server's", () => {
    const now = t("12:00");
    expect(acceptedTapTime("2026-11-26T11:00:00Z", now)).toEqual(t("11:00"));
    expect(acceptedTapTime("2026-11-26T12:30:00Z", now)).toEqual(now);
    expect(acceptedTapTime("2026-11-20T11:00:00Z", now)).toEqual(now);
    expect(acceptedTapTime("nonsense", now)).toEqual(now);
    expect(acceptedTapTime(undefined, now)).toEqual(now);
  });
});

describe("the checklist", () => {
  it("comes from the items' service types, guessed from the name when a line has none", () => {
    expect(jobChecklistTypes([{ serviceType: null, name: "Hull dive and clean" }])).toEqual(["hull_inspection"]);
    expect(
      jobChecklistTypes([
        { serviceType: "vessel_polish", name: "x" },
        { serviceType: null, name: "Teak deck wash" },
      ]),
    ).toEqual(["vessel_polish", "external_clean"]);
    expect(jobChecklistTypes([{ serviceType: null, name: "Something odd" }])).toEqual(["general"]);
  });

  it("uses the office's list for a type when it set one, the default otherwise", () => {
    const list = buildChecklist(["hull_inspection", "general"], { general: ["Photo the berth"] });
    expect(list.map((i) => i.label)).toEqual([...DEFAULT_CHECKLISTS.hull_inspection, "Photo the berth"]);
    expect(list[0]!.key).toBe(checklistKey("hull_inspection", DEFAULT_CHECKLISTS.hull_inspection[0]!));
  });

  it("is complete when every line is ticked, a dive is recorded and the customer signed", () => {
    const checklist = buildChecklist(["hull_inspection"]);
    const all = new Set(checklist.map((c) => c.key));
    const base = {
      checklist,
      tickedKeys: all,
      isDive: true,
      foulingLevel: 2,
      cleaningMethod: "soft_brush",
      signOffName: "Morgan",
    };
    expect(completionGaps(base)).toEqual([]);
    expect(completionGaps({ ...base, tickedKeys: new Set([...all].slice(1)) })).toEqual([
      "1 checklist item not ticked",
    ]);
    expect(completionGaps({ ...base, foulingLevel: null })).toEqual([
      "Hull dive: record the fouling level and the cleaning method",
    ]);
    expect(completionGaps({ ...base, signOffName: "  " })).toEqual(["Customer sign-off"]);
  });
});

describe("the job-card post", () => {
  it("needs an idempotency key of a safe shape", () => {
    expect(jobCardPostSchema.safeParse({ intent: "note", note: "Anodes worn", key: "abcdefgh12" }).success).toBe(true);
    expect(jobCardPostSchema.safeParse({ intent: "note", note: "Anodes worn" }).success).toBe(false);
    expect(jobCardPostSchema.safeParse({ intent: "note", note: "x", key: "a b;c" }).success).toBe(false);
  });
});
