// The one reader of the business settings (issue 18, ADR 180): stored JSON merged over the environment's first-run
// defaults, kept in this process for a few seconds and emptied by every write (models/business-settings.server.ts).
// Public pages, JSON-LD, invoices and e-mails read from here, never from the environment directly.
import type { BookingHours } from "~/domain/booking.ts";
import { defaultBusinessSettings, mergeStoredSettings, type BusinessSettings } from "~/domain/business-settings.ts";
import { prisma } from "./db.server.ts";
import { getEnv } from "./env.server.ts";

export const BUSINESS_SETTINGS_KEY = "business";
const TTL_MS = 10_000;

let cached: { value: BusinessSettings; until: number } | null = null;

export function businessSettingsDefaults(): BusinessSettings {
  return defaultBusinessSettings(getEnv());
}

export async function getBusinessSettings(): Promise<BusinessSettings> {
  if (cached && Date.now() < cached.until) return cached.value;
  const row = await prisma.businessSetting.findUnique({
    where: { key: BUSINESS_SETTINGS_KEY },
    select: { value: true },
  });
  let stored: unknown = null;
  try {
    stored = row ? JSON.parse(row.value) : null;
  } catch {
    stored = null;
  }
  const value = mergeStoredSettings(businessSettingsDefaults(), stored);
  cached = { value, until: Date.now() + TTL_MS };
  return value;
}

/**
 * The last settings this process read, without waiting (for the few synchronous places such as the e-mail footer);
 * the defaults before the first read.
 */
export function businessSettingsSnapshot(): BusinessSettings {
  if (!cached || Date.now() >= cached.until) void getBusinessSettings().catch(() => undefined);
  return cached?.value ?? businessSettingsDefaults();
}

/** After a write: the next read goes to the database (the last value stays for the snapshot until then). */
export async function reloadBusinessSettings() {
  if (cached) cached.until = 0;
  return getBusinessSettings();
}

/** When bookings may be made (issue 18d): the weekly hours and the closed dates of /admin/settings, read fresh. */
export async function bookingHours(): Promise<BookingHours> {
  const s = await getBusinessSettings();
  return { week: s.hours, closedDates: s.closedDates };
}
