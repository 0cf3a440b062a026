// The vessel record (issue 13): HIN format, hour-meter readings, where the boat is. Pure rules, no I/O.
import { labelledValues } from "./labelled-values.ts";

export const HULL_MATERIAL_LABELS = {
  fibreglass: "Fibreglass (GRP)",
  aluminium: "Aluminium",
  steel: "Steel",
  timber: "Timber",
  composite: "Composite",
  other: "Other",
};
export const HULL_MATERIALS = labelledValues(HULL_MATERIAL_LABELS);
export type HullMaterial = (typeof HULL_MATERIALS)[number];

export const LOCATION_KIND_LABELS = {
  marina: "Marina berth",
  mooring: "Swing mooring",
  hardstand: "On the hardstand",
  trailer: "On a trailer",
};
export const LOCATION_KINDS = labelledValues(LOCATION_KIND_LABELS);
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const ENGINE_FUEL_LABELS = {
  diesel: "Diesel",
  petrol: "Petrol",
  electric: "Electric",
  other: "Other",
};
export const ENGINE_FUELS = labelledValues(ENGINE_FUEL_LABELS);
export type EngineFuel = (typeof ENGINE_FUELS)[number];

/** The highest hour-meter reading accepted: well past any marine engine's life. */
export const MAX_ENGINE_HOURS = 100_000;

// ───────────── HIN (ISO 10087) ─────────────
// [country code 2 letters, optional] + manufacturer code (3) + serial (5, no I/O/Q) + month of production (A–L)
// + year of production (1 digit) + model year (2 digits). Written with or without a hyphen after the country.

export type HinCheck = { ok: true; value: string } | { ok: false; message: string };

const MONTH_LETTERS = "ABCDEFGHIJKL";

/** Normalises and checks a HIN; the message says exactly which part is wrong. */
export function checkHin(input: string): HinCheck {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  if (!compact) return { ok: false, message: "Enter the HIN, e.g. AU-ABC12345D404" };
  if (!/^[A-Z0-9]+$/.test(compact)) {
    return { ok: false, message: "A HIN has only letters and digits (and an optional hyphen after the country code)" };
  }
  let body = compact;
  if (compact.length === 14) {
    if (!/^[A-Z]{2}$/.test(compact.slice(0, 2))) {
      return { ok: false, message: "A 14-character HIN starts with a two-letter country code, e.g. AU" };
    }
    body = compact.slice(2);
  } else if (compact.length !== 12) {
    return {
      ok: false,
      message: `A HIN has 12 characters after the country code (e.g. AU-ABC12345D404); this one has ${compact.length}`,
    };
  }
  const mic = body.slice(0, 3);
  const serial = body.slice(3, 8);
  const month = body.slice(8, 9);
  const year = body.slice(9, 10);
  const modelYear = body.slice(10, 12);
  if (!/^[A-Z0-9]{3}$/.test(mic) || /^\d{3}$/.test(mic)) {
    return { ok: false, message: `The manufacturer code "${mic}" should be three letters (or letters and digits)` };
  }
  if (/[IOQ]/.test(serial)) {
    return { ok: false, message: `The serial "${serial}" cannot contain the letters I, O or Q` };
  }
  if (!MONTH_LETTERS.includes(month)) {
    return {
      ok: false,
      message: `Character 9 after the country code is the month of production, A (January) to L (December); "${month}" is not`,
    };
  }
  if (!/^\d$/.test(year))
    return { ok: false, message: `Character 10 is the year of production, a digit; "${year}" is not` };
  if (!/^\d{2}$/.test(modelYear)) {
    return { ok: false, message: `The last two characters are the model year, two digits; "${modelYear}" is not` };
  }
  return { ok: true, value: compact };
}

/** How a stored (compact) HIN is shown: the country code, a hyphen, the rest. */
export function formatHin(stored: string | null | undefined): string {
  if (!stored) return "";
  return stored.length === 14 ? `${stored.slice(0, 2)}-${stored.slice(2)}` : stored;
}

// ───────────── hour meter ─────────────

export interface LastReading {
  hours: number;
  readAt: Date | string;
}

/** Why a new hour-meter reading is refused, or null when it is accepted. */
export function hourReadingProblem(hours: number, last: LastReading | null, meterReplaced: boolean): string | null {
  if (!Number.isFinite(hours) || hours < 0) return "Enter the hours shown on the meter, e.g. 1250.5";
  if (hours > MAX_ENGINE_HOURS) return `A reading above ${MAX_ENGINE_HOURS.toLocaleString("en-AU")} h cannot be right`;
  if (last && hours < last.hours && !meterReplaced) {
    return `The meter read ${formatHours(last.hours)} last time; a lower reading is only accepted when the meter was replaced — tick "Meter replaced" if it was`;
  }
  return null;
}

export function formatHours(hours: number): string {
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
}

/**
 * Hours run between two instants, from a meter's history: the newest reading minus the reading at (or before)
 * `since`. A replaced meter restarts the count, so hours before the replacement are added on.
 */
export function hoursRunSince(
  readings: readonly { hours: number; readAt: Date; meterReplaced: boolean }[],
  since: Date | null,
): number | null {
  const ordered = [...readings].sort((a, b) => a.readAt.getTime() - b.readAt.getTime());
  if (!ordered.length) return null;
  let total = 0;
  let base: number | null = since ? null : 0;
  let previous: number | null = null;
  for (const r of ordered) {
    const counting = !since || r.readAt.getTime() > since.getTime();
    if (!counting) {
      base = r.hours;
      previous = r.hours;
      continue;
    }
    // No reading before the service: the first one after it is the best lower bound.
    if (base === null) base = r.hours;
    if (r.meterReplaced && previous !== null) {
      total += Math.max(0, previous - base);
      base = 0;
    }
    previous = r.hours;
  }
  if (previous === null) return 0;
  return Math.max(0, total + previous - (base ?? 0));
}
