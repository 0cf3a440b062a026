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
import { auditedChange, changeHistory } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { saveSettingChanges, settingChangeWhere } from "./settings.server.ts";

export class SettingsRefusal extends Refusal {}

export async function saveBusinessSettings(next: BusinessSettings, actorId: string | null) {
  const changes = settingsChanges(await getBusinessSettings(), next);
  return saveSettingChanges(BUSINESS_SETTINGS_KEY, next, changes, actorId, reloadBusinessSettings);
}

/** The latest changes, newest first, each with what it changed and who made it. */
export async function businessSettingsHistory(take = 15) {
  const defaults = businessSettingsDefaults();
  const rows = await changeHistory(settingChangeWhere(BUSINESS_SETTINGS_KEY), take);
  return rows.map(({ id, at, by, before, after }) => ({
    id,
    at,
    by,
    changes: settingsChanges(mergeStoredSettings(defaults, before), mergeStoredSettings(defaults, after)),
  }));
}

/** Undo one change: the settings go back to what they were just before it (itself a new, audited change). */
export async function restoreBusinessSettingsBefore(auditId: string, actorId: string | null) {
  const row = await prisma.auditEvent.findFirst({
    where: { id: auditId, ...settingChangeWhere(BUSINESS_SETTINGS_KEY) },
    select: { details: true },
  });
  if (!row) throw new SettingsRefusal("That change is not in the history any more.");
  const version = mergeStoredSettings(businessSettingsDefaults(), auditedChange(row.details).before);
  return saveBusinessSettings(version, actorId);
}
