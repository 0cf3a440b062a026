// Maintenance that is due (issue 13): each service type recurs by engine hours OR by months, whichever comes first,
// counted from the last time that service was completed on that vessel. Pure: the caller passes today and the facts.
import { isDateKey } from "./booking.ts";
import { addMonths, daysBetween } from "./dates.ts";

export interface ServiceInterval {
  everyHours: number | null;
  everyMonths: number | null;
}

/** Sensible defaults (ADR 132); an owner or staff member can change them per vessel. */
export const DEFAULT_INTERVALS: Readonly<Record<string, ServiceInterval>> = {
  engine_room_clean: { everyHours: 100, everyMonths: 6 },
  antifoul_application: { everyHours: null, everyMonths: 12 },
  hull_inspection: { everyHours: null, everyMonths: 6 },
  external_clean: { everyHours: null, everyMonths: 3 },
  internal_clean: { everyHours: null, everyMonths: 6 },
  vessel_polish: { everyHours: null, everyMonths: 6 },
};

/** Services that run on the engines: only these count hours. */
export const HOURS_BASED_SERVICES: readonly string[] = ["engine_room_clean"];

/** "Due soon": within this many days of the date, or this share of the hours interval already run. */
export const DUE_SOON_DAYS = 30;
export const DUE_SOON_HOURS_SHARE = 0.9;

export type DueState = "overdue" | "due_soon" | "ok" | "unknown";
export const DUE_STATE_LABELS: Record<DueState, string> = {
  overdue: "Overdue",
  due_soon: "Due soon",
  ok: "Up to date",
  unknown: "No record",
};

export interface LastService {
  /** Sydney date YYYY-MM-DD the service was completed. */
  on: string;
  /** Who did it: "Bosun" (a completed job) or "elsewhere" (told to us). */
  source: "job" | "owner";
}

export interface DueInput {
  serviceType: string;
  serviceName: string;
  interval: ServiceInterval;
  last: LastService | null;
  /** Engine hours run since the last service (since new when there is none); null: no engine or no readings. */
  hoursSince: number | null;
  /** Sydney date YYYY-MM-DD. */
  today: string;
}

export interface DueResult {
  serviceType: string;
  serviceName: string;
  state: DueState;
  /** One sentence an owner understands: why it is (or is not) due. */
  reason: string;
  /** The date it falls due by months, when known. */
  dueOn: string | null;
  hoursSince: number | null;
  /** The period this result belongs to: the date it was last done, or null when never. */
  lastOn: string | null;
}

const h = (n: number) => `${Math.round(n)} h`;
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

export function maintenanceDue(input: DueInput): DueResult {
  const { interval, last, today, serviceName } = input;
  const name = serviceName.toLowerCase();
  const hoursSince = HOURS_BASED_SERVICES.includes(input.serviceType) ? input.hoursSince : null;
  const result = (state: DueState, reason: string, dueOn: string | null): DueResult => ({
    serviceType: input.serviceType,
    serviceName,
    state,
    reason,
    dueOn,
    hoursSince,
    lastOn: last?.on ?? null,
  });

  const dueOn = last && interval.everyMonths ? addMonths(last.on, interval.everyMonths) : null;
  const since = last ? `since the last ${name} on ${formatDay(last.on)}` : `with no ${name} on record`;

  if (interval.everyHours && hoursSince !== null && hoursSince >= interval.everyHours) {
    return result("overdue", `${h(hoursSince)} ${since}; due every ${h(interval.everyHours)}`, dueOn);
  }
  if (dueOn && daysBetween(today, dueOn) < 0) {
    return result(
      "overdue",
      `${plural(-daysBetween(today, dueOn), "day")} overdue: last done ${formatDay(last!.on)}; due every ${plural(interval.everyMonths!, "month")}`,
      dueOn,
    );
  }
  if (interval.everyHours && hoursSince !== null && hoursSince >= interval.everyHours * DUE_SOON_HOURS_SHARE) {
    return result(
      "due_soon",
      `${h(hoursSince)} ${since}; due at ${h(interval.everyHours)} — ${h(interval.everyHours - hoursSince)} to go`,
      dueOn,
    );
  }
  if (dueOn && daysBetween(today, dueOn) <= DUE_SOON_DAYS) {
    return result("due_soon", `Due by ${formatDay(dueOn)} (every ${plural(interval.everyMonths!, "month")})`, dueOn);
  }
  if (!last) {
    if (interval.everyHours && hoursSince !== null) {
      return result("ok", `${h(hoursSince)} on the engines ${since}; due at ${h(interval.everyHours)}`, null);
    }
    return result(
      "unknown",
      `No ${name} on record — tell us when it was last done, or book one to start the clock`,
      null,
    );
  }
  const parts = [dueOn ? `next due by ${formatDay(dueOn)}` : null];
  if (interval.everyHours && hoursSince !== null)
    parts.push(`or at ${h(interval.everyHours)} (${h(hoursSince)} so far)`);
  return result("ok", `Last done ${formatDay(last.on)}; ${parts.filter(Boolean).join(" ")}`, dueOn);
}

const STATE_ORDER: Record<DueState, number> = { overdue: 0, due_soon: 1, unknown: 2, ok: 3 };

export function sortByUrgency<T extends { state: DueState; dueOn: string | null }>(items: readonly T[]): T[] {
  return [...items].sort(
    (a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state] || (a.dueOn ?? "9999").localeCompare(b.dueOn ?? "9999"),
  );
}

/** The services to put in the cart: what is overdue or due soon. */
export function servicesToBook(results: readonly DueResult[]): string[] {
  return results.filter((r) => r.state === "overdue" || r.state === "due_soon").map((r) => r.serviceType);
}

/** The effective interval: the vessel's own where set, else the default; null when the service does not recur. */
export function intervalFor(
  serviceType: string,
  own: { everyHours: number | null; everyMonths: number | null } | undefined,
): ServiceInterval | null {
  const chosen = own ?? DEFAULT_INTERVALS[serviceType];
  if (!chosen || (!chosen.everyHours && !chosen.everyMonths)) return null;
  return chosen;
}

/** The newest of several completion dates (YYYY-MM-DD), ignoring anything that is not a date. */
export function latestDate(...dates: (string | null | undefined)[]): string | null {
  const valid = dates.filter((d): d is string => isDateKey(d));
  return valid.length ? valid.sort().at(-1)! : null;
}

// Made once: toLocaleDateString with options builds a new formatter on every call (a dashboard formats many dates).
const dayFmt = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

function formatDay(dateKey: string): string {
  const [y, m, d] = dateKey.split("-").map(Number) as [number, number, number];
  return dayFmt.format(new Date(Date.UTC(y, m - 1, d)));
}
