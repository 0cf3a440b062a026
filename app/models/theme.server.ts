// Saving the site theme (issue 18, ADR 180): update (validated by domain/theme.ts, contrast included) and reset to the
// §9 defaults, each audited with before/after. The public page cache (ADR 110) is emptied by server.js on every POST.
import { THEME_DEFAULTS, themeChanges, type ThemeSettings } from "~/domain/theme.ts";
import { prisma } from "~/utils/db.server.ts";
import { THEME_SETTINGS_KEY, getThemeSettings, reloadThemeSettings } from "~/utils/theme.server.ts";
import { writeSetting } from "./settings.server.ts";

export async function saveTheme(next: ThemeSettings, actorId: string | null) {
  const before = await getThemeSettings();
  const changes = themeChanges(before, next);
  if (changes.length === 0) return changes;
  await writeSetting(THEME_SETTINGS_KEY, next, actorId);
  await reloadThemeSettings();
  return changes;
}

/** §4 reset: back to the defaults (kept as an audited change; the stored value is the defaults themselves). */
export function resetTheme(actorId: string | null) {
  return saveTheme({ ...THEME_DEFAULTS }, actorId);
}

export async function themeHistory(take = 10) {
  const rows = await prisma.auditEvent.findMany({
    where: { action: "setting.changed", entityType: "setting", entityId: THEME_SETTINGS_KEY },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, createdAt: true, actor: { select: { fullName: true } } },
  });
  return rows.map((r) => ({ id: r.id, at: r.createdAt, by: r.actor?.fullName ?? "system" }));
}
