// The site theme as every page reads it (issue 18, ADR 180): the stored settings merged over the §9 defaults, kept in
// this process for a few seconds and reloaded after each write (models/theme.server.ts). The root layout emits it as
// CSS custom properties, so a change reaches every visitor on the next page load with no rebuild.
import { mergeTheme, type ThemeSettings } from "~/domain/theme.ts";
import { prisma } from "./db.server.ts";

// The root loader takes these from here, not from domain/theme.ts: a server module is left out of the browser build,
// whereas the domain module's top-level Zod schema would put Zod in every page's scripts (ADR 111, addendum 2026-11-27).
export { isDefaultTheme, themeCss } from "~/domain/theme.ts";

export const THEME_SETTINGS_KEY = "theme";
const TTL_MS = 10_000;

let cached: { value: ThemeSettings; until: number } | null = null;

export async function getThemeSettings(): Promise<ThemeSettings> {
  if (cached && Date.now() < cached.until) return cached.value;
  const row = await prisma.businessSetting.findUnique({ where: { key: THEME_SETTINGS_KEY }, select: { value: true } });
  let stored: unknown = null;
  try {
    stored = row ? JSON.parse(row.value) : null;
  } catch {
    stored = null;
  }
  const value = mergeTheme(stored);
  cached = { value, until: Date.now() + TTL_MS };
  return value;
}

export async function reloadThemeSettings() {
  if (cached) cached.until = 0;
  return getThemeSettings();
}
