// Time on a job (issue 16, ADR 160): start travel → arrive → pause/resume → finish, kept as time entries with travel
// and on-site time apart. Pure: the state is worked out from the entries, the clock is passed in.
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const TIME_ACTION_LABELS = {
  start_travel: "Start travel",
  arrive: "Arrived on site",
  pause: "Pause",
  resume: "Resume work",
  finish: "Finish work",
};
export const TIME_ACTIONS = labelledValues(TIME_ACTION_LABELS);
export type TimeAction = (typeof TIME_ACTIONS)[number];

export type TimeKind = "travel" | "on_site";
export type TimeState = "not_started" | "travelling" | "on_site" | "paused" | "finished";

export const TIME_STATE_LABELS: Record<TimeState, string> = {
  not_started: "Not started",
  travelling: "Travelling",
  on_site: "On site",
  paused: "Paused",
  finished: "Finished",
};

export interface TimeEntryLike {
  id: string;
  kind: string;
  startedAt: Date;
  endedAt: Date | null;
}

export const isTimeAction = isOneOf(TIME_ACTIONS);

const byStart = (a: TimeEntryLike, b: TimeEntryLike) => a.startedAt.getTime() - b.startedAt.getTime();

export function timeState(entries: readonly TimeEntryLike[], finished: boolean): TimeState {
  if (finished) return "finished";
  const open = entries.find((e) => !e.endedAt);
  if (open) return open.kind === "travel" ? "travelling" : "on_site";
  return entries.some((e) => e.kind === "on_site") ? "paused" : "not_started";
}

export const ALLOWED_TIME_ACTIONS: Record<TimeState, readonly TimeAction[]> = {
  not_started: ["start_travel", "arrive"],
  travelling: ["arrive"],
  on_site: ["pause", "finish"],
  paused: ["resume", "finish"],
  finished: [],
};

export type TimePlan =
  | { ok: true; closeId: string | null; open: TimeKind | null; finish: boolean; at: Date }
  | { ok: false; message: string };

/**
 * What one tap does to the entries. `at` is when the worker tapped (an offline tap is sent later with its own time);
 * it never goes before the last recorded moment, so entries never overlap or run backwards.
 * `openElsewhere`: a job number whose clock is still running for this worker (one clock at a time).
 */
export function planTimeAction(
  entries: readonly TimeEntryLike[],
  finished: boolean,
  action: TimeAction,
  at: Date,
  openElsewhere: number | null = null,
): TimePlan {
  const state = timeState(entries, finished);
  if (!ALLOWED_TIME_ACTIONS[state].includes(action)) {
    return {
      ok: false,
      message:
        state === "finished"
          ? "Work on this job is already finished."
          : `You can't ${TIME_ACTION_LABELS[action].toLowerCase()} while ${TIME_STATE_LABELS[state].toLowerCase()}.`,
    };
  }
  if ((action === "start_travel" || action === "arrive" || action === "resume") && openElsewhere !== null) {
    if (state === "not_started" || state === "paused") {
      return { ok: false, message: `Your clock is still running on job #${openElsewhere}. Pause or finish it first.` };
    }
  }
  const last = lastMoment(entries);
  const when = last && at < last ? last : at;
  const open = entries.find((e) => !e.endedAt) ?? null;
  switch (action) {
    case "start_travel":
      return { ok: true, closeId: null, open: "travel", finish: false, at: when };
    case "arrive":
      return { ok: true, closeId: open?.id ?? null, open: "on_site", finish: false, at: when };
    case "pause":
      return { ok: true, closeId: open?.id ?? null, open: null, finish: false, at: when };
    case "resume":
      return { ok: true, closeId: null, open: "on_site", finish: false, at: when };
    case "finish":
      return { ok: true, closeId: open?.id ?? null, open: null, finish: true, at: when };
  }
}

function lastMoment(entries: readonly TimeEntryLike[]): Date | null {
  let last: Date | null = null;
  for (const e of entries) {
    const t = e.endedAt ?? e.startedAt;
    if (!last || t > last) last = t;
  }
  return last;
}

export interface TimeTotals {
  travelMinutes: number;
  onSiteMinutes: number;
  totalMinutes: number;
}

/** Travel and on-site minutes; a running entry counts up to `now`. */
export function timeTotals(entries: readonly Pick<TimeEntryLike, "kind" | "startedAt" | "endedAt">[], now: Date) {
  let travel = 0;
  let onSite = 0;
  for (const e of entries) {
    const ms = Math.max(0, (e.endedAt ?? now).getTime() - e.startedAt.getTime());
    if (e.kind === "travel") travel += ms;
    else onSite += ms;
  }
  const travelMinutes = Math.floor(travel / 60_000);
  const onSiteMinutes = Math.floor(onSite / 60_000);
  return { travelMinutes, onSiteMinutes, totalMinutes: travelMinutes + onSiteMinutes } satisfies TimeTotals;
}

/** Pairs of entries (of one worker) that overlap in time: a timesheet must not count the same minute twice. */
export function overlappingEntries<T extends TimeEntryLike>(entries: readonly T[], now: Date): [T, T][] {
  const sorted = [...entries].sort(byStart);
  const pairs: [T, T][] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    const aEnd = (a.endedAt ?? now).getTime();
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j]!;
      if (b.startedAt.getTime() >= aEnd) break;
      pairs.push([a, b]);
    }
  }
  return pairs;
}

/** '2 h 05 min', '45 min' */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return `${h} h ${String(m).padStart(2, "0")} min`;
}

/** A tap's own time if it is plausible (sent late from a phone without signal), else the server's. */
export function acceptedTapTime(claimed: string | undefined | null, now: Date, maxAgeHours = 24): Date {
  if (!claimed) return now;
  const t = new Date(claimed);
  if (Number.isNaN(t.getTime())) return now;
  if (t.getTime() > now.getTime() + 5 * 60_000) return now;
  if (t.getTime() < now.getTime() - maxAgeHours * 3_600_000) return now;
  return t > now ? now : t;
}
