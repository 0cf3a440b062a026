// Saving the business settings (issue 18, ADR 180): every change audited with before/after (the audit log is the
// version history), undo restores the version before a change, and each write empties the in-process settings cache.
// The public page cache (ADR 110) is emptied by server.js on every POST this process handles.
import { mergeStoredSettings, settingsChanges, type BusinessSettings } from "~/domain/business-settings.ts";
import { Refusal } from "~/domain/refusal.ts";
import {
  BUSINESS_SETTINGS_KEY,
  businessSettingsDefaults,
  getBusinessSettings,
  reloadBusinessSettings,
} from "~/utils/business-settings.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { writeSetting } from "./settings.server.ts";

export class SettingsRefusal extends Refusal {}

export async function saveBusinessSettings(next: BusinessSettings, actorId: string | null) {
  const before = await getBusinessSettings();
  const changes = settingsChanges(before, next);
  if (changes.length === 0) return changes;
  await writeSetting(BUSINESS_SETTINGS_KEY, next, actorId);
  await reloadBusinessSettings();
  return changes;
}

function parseDetails(details: string | null): { before: unknown; after: unknown } {
  try {
    const d = details ? (JSON.parse(details) as { before?: unknown; after?: unknown }) : {};
    return { before: d.before ?? null, after: d.after ?? null };
  } catch {
    return { before: null, after: null };
  }
}

/** The latest changes, newest first, each with what it changed and who made it. */
export async function businessSettingsHistory(take = 15) {
  const defaults = businessSettingsDefaults();
  const rows = await prisma.auditEvent.findMany({
    where: { action: "setting.changed", entityType: "setting", entityId: BUSINESS_SETTINGS_KEY },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, createdAt: true, details: true, actor: { select: { fullName: true, email: true } } },
  });
  return rows.map((r) => {
    const d = parseDetails(r.details);
    const before = mergeStoredSettings(defaults, d.before);
    const after = mergeStoredSettings(defaults, d.after);
    return {
      id: r.id,
      at: r.createdAt,
      by: r.actor?.fullName ?? r.actor?.email ?? "system",
      changes: settingsChanges(before, after),
    };
  });
}

/** Undo one change: the settings go back to what they were just before it (itself a new, audited change). */
export async function restoreBusinessSettingsBefore(auditId: string, actorId: string | null) {
  const row = await prisma.auditEvent.findFirst({
    where: { id: auditId, action: "setting.changed", entityType: "setting", entityId: BUSINESS_SETTINGS_KEY },
    select: { details: true },
  });
  if (!row) throw new SettingsRefusal("That change is not in the history any more.");
  const version = mergeStoredSettings(businessSettingsDefaults(), parseDetails(row.details).before);
  return saveBusinessSettings(version, actorId);
}
