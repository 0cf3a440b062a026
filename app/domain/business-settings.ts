// The business settings of /admin/settings (issue 18, ADR 180): what the owner changes without a deploy — contact
// details, ABN and GST, bank details, hours, service radius, invoice terms, reminder cadence and the LocalBusiness
// facts. Stored as one JSON value; the environment (and the §9 facts) give the first-run defaults. Pure: the cache
// and the database are in utils/business-settings.server.ts and models/business-settings.server.ts.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";
import { isValidAbn } from "./invoice.ts";
import { PRICE_RANGE, RATING, SERVICE_RADIUS_KM, WIDER_SERVICE_RADIUS_KM } from "./business.ts";
import { WEEKDAYS, defaultHours, openingHoursText, type WeekHours, type WeekdayKey } from "./public-business.ts";

// The hours and public facts live in public-business.ts (no Zod, for the browser); re-exported for the server side.
export {
  WEEKDAYS,
  defaultHours,
  openingHoursGroups,
  openingHoursText,
  publicBusinessInfo,
  type DayHours,
  type PublicBusinessInfo,
  type WeekHours,
  type WeekdayKey,
} from "./public-business.ts";

export interface BusinessSettings {
  name: string;
  phone: string;
  email: string;
  location: string;
  abn: string;
  gstRegistered: boolean;
  bankAccountName: string;
  bankBsb: string;
  bankAccountNumber: string;
  hours: WeekHours;
  /** Sydney dates (YYYY-MM-DD) the business is closed, e.g. public holidays: nothing can be booked on them. */
  closedDates: string[];
  serviceRadiusKm: number;
  widerServiceRadiusKm: number;
  invoiceTermsDays: number;
  reminderIntervalDays: number;
  reminderMax: number;
  priceRange: string;
  ratingValue: number;
  ratingCount: number;
}

/** What the environment gives (utils/env.server.ts); the rest comes from the §9 facts of domain/business.ts. */
export interface SettingsEnvDefaults {
  BUSINESS_NAME: string;
  BUSINESS_PHONE: string;
  BUSINESS_EMAIL: string;
  BUSINESS_LOCATION: string;
  BUSINESS_ABN: string;
  GST_REGISTERED: boolean;
  BANK_ACCOUNT_NAME: string;
  BANK_BSB: string;
  BANK_ACCOUNT_NUMBER: string;
  INVOICE_PAYMENT_TERMS_DAYS: number;
  INVOICE_REMINDER_INTERVAL_DAYS: number;
  INVOICE_REMINDER_MAX: number;
}

export function defaultBusinessSettings(env: SettingsEnvDefaults): BusinessSettings {
  return {
    name: env.BUSINESS_NAME,
    phone: env.BUSINESS_PHONE,
    email: env.BUSINESS_EMAIL,
    location: env.BUSINESS_LOCATION,
    abn: env.BUSINESS_ABN.replace(/\s/g, ""),
    gstRegistered: env.GST_REGISTERED,
    bankAccountName: env.BANK_ACCOUNT_NAME,
    bankBsb: env.BANK_BSB,
    bankAccountNumber: env.BANK_ACCOUNT_NUMBER,
    hours: defaultHours(),
    closedDates: [],
    serviceRadiusKm: SERVICE_RADIUS_KM,
    widerServiceRadiusKm: WIDER_SERVICE_RADIUS_KM,
    invoiceTermsDays: env.INVOICE_PAYMENT_TERMS_DAYS,
    reminderIntervalDays: env.INVOICE_REMINDER_INTERVAL_DAYS,
    reminderMax: env.INVOICE_REMINDER_MAX,
    priceRange: PRICE_RANGE,
    ratingValue: RATING.value,
    ratingCount: RATING.count,
  };
}

export const MAX_CLOSED_DATES = 60;

/** The closed dates typed one a line (a note after the date is allowed: "2026-12-25 Christmas Day"). Each line's
 * problem names the line; the dates come back sorted, without repeats. */
export function parseClosedDates(text: string): { dates: string[] } | { problem: string } {
  const dates = new Set<string>();
  const lines = text.split(/\r?\n/);
  for (const [i, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const date = line.split(/\s+/)[0]!;
    if (!isCalendarDate(date))
      return { problem: `Line ${i + 1}: "${line.slice(0, 40)}" does not start with a date like 2026-12-25` };
    dates.add(date);
  }
  if (dates.size > MAX_CLOSED_DATES) return { problem: `At most ${MAX_CLOSED_DATES} closed dates` };
  return { dates: [...dates].sort() };
}

function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const dayHours = z.object({ opens: time, closes: time }).nullable();

/** One stored field is read only if it is still valid; anything else falls back to its default. */
const storedFields: { [K in keyof BusinessSettings]: z.ZodType<BusinessSettings[K]> } = {
  name: z.string().min(1).max(120),
  phone: z.string().min(6).max(30),
  email: z.string().email().max(200),
  location: z.string().min(2).max(120),
  abn: z.string().refine(isValidAbn),
  gstRegistered: z.boolean(),
  bankAccountName: z.string().min(1).max(120),
  bankBsb: z.string().regex(/^\d{3}-?\d{3}$/),
  bankAccountNumber: z.string().min(4).max(20),
  hours: z.array(dayHours).length(7),
  closedDates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).max(MAX_CLOSED_DATES),
  serviceRadiusKm: z.number().int().min(1).max(1000),
  widerServiceRadiusKm: z.number().int().min(1).max(1000),
  invoiceTermsDays: z.number().int().min(0).max(120),
  reminderIntervalDays: z.number().int().min(1).max(90),
  reminderMax: z.number().int().min(0).max(20),
  priceRange: z.string().min(1).max(40),
  ratingValue: z.number().min(0).max(5),
  ratingCount: z.number().int().min(0),
};

/** Stored JSON merged over the defaults, field by field (a bad or missing field never breaks a page). */
export function mergeStoredSettings(defaults: BusinessSettings, stored: unknown): BusinessSettings {
  if (!stored || typeof stored !== "object") return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(storedFields) as (keyof BusinessSettings)[]) {
    const parsed = storedFields[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as unknown as BusinessSettings;
}

// ── the form (flat names so it posts without JavaScript)

const optionalTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time like 07:00, or leave both empty for closed")
  .optional();
const count = (label: string, min: number, max: number) =>
  z.coerce
    .number({ required_error: `Enter ${label}`, invalid_type_error: `Enter ${label} as a whole number` })
    .int(`Enter ${label} as a whole number`)
    .min(min, `${label[0]!.toUpperCase()}${label.slice(1)} is at least ${min}`)
    .max(max, `${label[0]!.toUpperCase()}${label.slice(1)} is at most ${max}`);

const hourFields = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`${d.key}Opens`, optionalTime],
    [`${d.key}Closes`, optionalTime],
  ]),
) as Record<`${WeekdayKey}${"Opens" | "Closes"}`, typeof optionalTime>;

export const businessSettingsSchema = z
  .object({
    name: requiredText("Enter the business name", { max: 120 }),
    phone: z
      .string({ required_error: "Enter the phone number" })
      .trim()
      .regex(/^\+?[\d ()-]{6,30}$/, "Enter a phone number, e.g. 1300 267 862 or +61 2 9000 0000"),
    email: z
      .string({ required_error: "Enter the e-mail address" })
      .trim()
      .email("Enter an e-mail address like info@example.com")
      .max(200),
    location: requiredText("Enter the location", { min: 2, max: 120 }),
    abn: z
      .string({ required_error: "Enter the ABN" })
      .trim()
      .refine(isValidAbn, "This ABN fails the ATO checksum: check the 11 digits (e.g. 83 601 234 518)"),
    gstRegistered: z.boolean().default(false),
    bankAccountName: requiredText("Enter the account name", { max: 120 }),
    bankBsb: z
      .string({ required_error: "Enter the BSB" })
      .trim()
      .regex(/^\d{3}-?\d{3}$/, "A BSB is six digits, e.g. 062-000"),
    bankAccountNumber: z
      .string({ required_error: "Enter the account number" })
      .trim()
      .regex(/^[\d ]{4,20}$/, "An account number is 4 to 20 digits"),
    ...hourFields,
    closedDates: z.string().max(4000, "Keep the closed dates under 4000 characters").optional(),
    serviceRadiusKm: count("the service radius", 1, 1000),
    widerServiceRadiusKm: count("the wider radius", 1, 1000),
    invoiceTermsDays: count("the payment terms", 0, 120),
    reminderIntervalDays: count("the days between reminders", 1, 90),
    reminderMax: count("the number of reminders", 0, 20),
    priceRange: z
      .string({ required_error: "Enter the price range" })
      .trim()
      .regex(/^\$[\d,]+(\s?-\s?\$[\d,]+)?$|^\${1,4}$/, "Enter a price range like $350-$750 or $$"),
    ratingValue: z.coerce
      .number({ required_error: "Enter the rating", invalid_type_error: "Enter the rating as a number, e.g. 4.9" })
      .min(0, "The rating is between 0 and 5")
      .max(5, "The rating is between 0 and 5"),
    ratingCount: count("the number of reviews", 0, 1_000_000),
  })
  .superRefine((v, ctx) => {
    if (WEEKDAYS.every((d) => !v[`${d.key}Opens`] && !v[`${d.key}Closes`])) {
      ctx.addIssue({
        code: "custom",
        path: ["monOpens"],
        message: "Open at least one day a week: with every day closed nothing can be booked",
      });
    }
    const closed = parseClosedDates(v.closedDates ?? "");
    if ("problem" in closed) ctx.addIssue({ code: "custom", path: ["closedDates"], message: closed.problem });
    for (const d of WEEKDAYS) {
      const opens = v[`${d.key}Opens`];
      const closes = v[`${d.key}Closes`];
      if (!opens !== !closes) {
        ctx.addIssue({
          code: "custom",
          path: [opens ? `${d.key}Closes` : `${d.key}Opens`],
          message: `Enter both times for ${d.name}, or leave both empty for closed`,
        });
      } else if (opens && closes && closes <= opens) {
        ctx.addIssue({
          code: "custom",
          path: [`${d.key}Closes`],
          message: `${d.name} must close after it opens`,
        });
      }
    }
    if (v.widerServiceRadiusKm < v.serviceRadiusKm) {
      ctx.addIssue({
        code: "custom",
        path: ["widerServiceRadiusKm"],
        message: "The wider radius cannot be smaller than the service radius",
      });
    }
  });
export type BusinessSettingsForm = z.infer<typeof businessSettingsSchema>;

export function settingsFromForm(v: BusinessSettingsForm): BusinessSettings {
  const hours: WeekHours = [null, null, null, null, null, null, null];
  for (const d of WEEKDAYS) {
    const opens = v[`${d.key}Opens`];
    const closes = v[`${d.key}Closes`];
    hours[d.index] = opens && closes ? { opens, closes } : null;
  }
  return {
    name: v.name,
    phone: v.phone,
    email: v.email.toLowerCase(),
    location: v.location,
    abn: v.abn.replace(/\s/g, ""),
    gstRegistered: v.gstRegistered,
    bankAccountName: v.bankAccountName,
    bankBsb: v.bankBsb,
    bankAccountNumber: v.bankAccountNumber,
    hours,
    closedDates: (() => {
      const closed = parseClosedDates(v.closedDates ?? "");
      return "dates" in closed ? closed.dates : [];
    })(),
    serviceRadiusKm: v.serviceRadiusKm,
    widerServiceRadiusKm: v.widerServiceRadiusKm,
    invoiceTermsDays: v.invoiceTermsDays,
    reminderIntervalDays: v.reminderIntervalDays,
    reminderMax: v.reminderMax,
    priceRange: v.priceRange,
    ratingValue: Math.round(v.ratingValue * 10) / 10,
    ratingCount: v.ratingCount,
  };
}

/** The form's default values for the stored settings. */
export function settingsToForm(s: BusinessSettings): Record<string, string> {
  const out: Record<string, string> = {
    name: s.name,
    phone: s.phone,
    email: s.email,
    location: s.location,
    abn: s.abn,
    gstRegistered: s.gstRegistered ? "on" : "",
    bankAccountName: s.bankAccountName,
    bankBsb: s.bankBsb,
    bankAccountNumber: s.bankAccountNumber,
    closedDates: s.closedDates.join("\n"),
    serviceRadiusKm: String(s.serviceRadiusKm),
    widerServiceRadiusKm: String(s.widerServiceRadiusKm),
    invoiceTermsDays: String(s.invoiceTermsDays),
    reminderIntervalDays: String(s.reminderIntervalDays),
    reminderMax: String(s.reminderMax),
    priceRange: s.priceRange,
    ratingValue: String(s.ratingValue),
    ratingCount: String(s.ratingCount),
  };
  for (const d of WEEKDAYS) {
    out[`${d.key}Opens`] = s.hours[d.index]?.opens ?? "";
    out[`${d.key}Closes`] = s.hours[d.index]?.closes ?? "";
  }
  return out;
}

export const SETTING_LABELS: Record<keyof BusinessSettings, string> = {
  name: "Business name",
  phone: "Phone",
  email: "E-mail",
  location: "Location",
  abn: "ABN",
  gstRegistered: "Registered for GST",
  bankAccountName: "Bank account name",
  bankBsb: "BSB",
  bankAccountNumber: "Account number",
  hours: "Business hours",
  closedDates: "Closed dates",
  serviceRadiusKm: "Service radius (km)",
  widerServiceRadiusKm: "Wider radius (km)",
  invoiceTermsDays: "Invoice terms (days)",
  reminderIntervalDays: "Days between reminders",
  reminderMax: "Reminders at most",
  priceRange: "Price range",
  ratingValue: "Rating",
  ratingCount: "Reviews",
};

function show(key: keyof BusinessSettings, value: unknown): string {
  if (key === "hours") return openingHoursText(value as WeekHours);
  if (key === "closedDates") return (value as string[]).join(", ") || "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value ?? "");
}

/** What changed between two versions, for the history list: [label, before, after]. */
export function settingsChanges(before: BusinessSettings, after: BusinessSettings) {
  return (Object.keys(SETTING_LABELS) as (keyof BusinessSettings)[])
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: k, label: SETTING_LABELS[k], before: show(k, before[k]), after: show(k, after[k]) }));
}
