// What the public pages show of the business settings (issue 18, ADR 180): the opening hours and the public
// contact facts. Kept apart from domain/business-settings.ts (its Zod schemas) so the browser build of the root, the
// public layout and the marketing pages never carries Zod (ADR 111, addendum 2026-11-27). Pure.
import type { BusinessSettings } from "./business-settings.ts";
import { OPENING_HOURS } from "./business.ts";

export interface DayHours {
  opens: string;
  closes: string;
}

/** Index = day of week, 0 = Sunday (as domain/booking.ts). */
export type WeekHours = (DayHours | null)[];

export const WEEKDAYS = [
  { index: 1, key: "mon", name: "Monday", short: "Mon" },
  { index: 2, key: "tue", name: "Tuesday", short: "Tue" },
  { index: 3, key: "wed", name: "Wednesday", short: "Wed" },
  { index: 4, key: "thu", name: "Thursday", short: "Thu" },
  { index: 5, key: "fri", name: "Friday", short: "Fri" },
  { index: 6, key: "sat", name: "Saturday", short: "Sat" },
  { index: 0, key: "sun", name: "Sunday", short: "Sun" },
] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number]["key"];

export function defaultHours(): WeekHours {
  const week: WeekHours = [null, null, null, null, null, null, null];
  for (const h of OPENING_HOURS) {
    for (const day of h.days) {
      const w = WEEKDAYS.find((d) => d.name === day);
      if (w) week[w.index] = { opens: h.opens, closes: h.closes };
    }
  }
  return week;
}

/** Consecutive days with the same hours, Monday first: "Mon–Fri 07:00–18:00". */
export function openingHoursGroups(hours: WeekHours) {
  const groups: { days: string[]; label: string; opens: string; closes: string }[] = [];
  let run: { days: (typeof WEEKDAYS)[number][]; h: DayHours } | null = null;
  const flush = () => {
    if (!run) return;
    const first = run.days[0]!;
    const last = run.days[run.days.length - 1]!;
    groups.push({
      days: run.days.map((d) => d.name),
      label: run.days.length === 1 ? first.short : `${first.short}–${last.short}`,
      opens: run.h.opens,
      closes: run.h.closes,
    });
    run = null;
  };
  for (const d of WEEKDAYS) {
    const h = hours[d.index];
    if (h && run && run.h.opens === h.opens && run.h.closes === h.closes) run.days.push(d);
    else {
      flush();
      if (h) run = { days: [d], h };
    }
  }
  flush();
  return groups;
}

export function openingHoursText(hours: WeekHours) {
  const groups = openingHoursGroups(hours);
  return groups.length ? groups.map((h) => `${h.label} ${h.opens}–${h.closes}`).join(", ") : "By appointment";
}

/** What the public pages and the LocalBusiness JSON-LD need (the browser may see all of it). */
export function publicBusinessInfo(s: BusinessSettings) {
  return {
    businessName: s.name,
    businessPhone: s.phone,
    businessEmail: s.email,
    businessLocation: s.location,
    hours: s.hours,
    serviceRadiusKm: s.serviceRadiusKm,
    widerServiceRadiusKm: s.widerServiceRadiusKm,
    priceRange: s.priceRange,
    rating: { value: s.ratingValue, count: s.ratingCount },
  };
}
export type PublicBusinessInfo = ReturnType<typeof publicBusinessInfo>;
