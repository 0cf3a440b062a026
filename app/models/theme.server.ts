// Saving the site theme (issue 18, ADR 180): update (validated by domain/theme.ts, contrast included) and reset to the
// §9 defaults, each audited with before/after. The public page cache (ADR 110) is emptied by server.js on every POST.
import { THEME_DEFAULTS, themeChanges, type ThemeSettings } from "~/domain/theme.ts";
import { changeHistory } from "~/utils/audit.server.ts";
import { THEME_SETTINGS_KEY, getThemeSettings, reloadThemeSettings } from "~/utils/theme.server.ts";
import { saveSettingChanges, settingChangeWhere } from "./settings.server.ts";

export async function saveTheme(next: ThemeSettings, actorId: string | null) {
  const changes = themeChanges(await getThemeSettings(), next);
  return saveSettingChanges(THEME_SETTINGS_KEY, next, changes, actorId, reloadThemeSettings);
}

/** §4 reset: back to the defaults (kept as an audited change; the stored value is the defaults themselves). */
export function resetTheme(actorId: string | null) {
  return saveTheme({ ...THEME_DEFAULTS }, actorId);
}

export async function themeHistory(take = 10) {
  const rows = await changeHistory(settingChangeWhere(THEME_SETTINGS_KEY), take);
  return rows.map(({ id, at, by }) => ({ id, at, by }));
}
