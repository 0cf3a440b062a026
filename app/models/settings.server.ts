// Business settings the office changes in the product (key → JSON value), each change audited with before/after.
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";

/** A stored setting, or the fallback when unset or unreadable (a bad value never breaks a page). */
export async function readSetting<T>(key: string, parse: (value: unknown) => T | null, fallback: T): Promise<T> {
  const row = await prisma.businessSetting.findUnique({ where: { key }, select: { value: true } });
  if (!row) return fallback;
  try {
    return parse(JSON.parse(row.value)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The audit events of a setting's changes (its version history). */
export function settingChangeWhere(key: string) {
  return { action: "setting.changed", entityType: "setting", entityId: key };
}

/** Saves a settings record when something in it changed (audited) and reloads its cache; answers the changes. */
export async function saveSettingChanges<C>(
  key: string,
  next: unknown,
  changes: C[],
  actorId: string | null,
  reload: () => unknown,
): Promise<C[]> {
  if (changes.length === 0) return changes;
  await writeSetting(key, next, actorId);
  await reload();
  return changes;
}

export async function writeSetting(key: string, value: unknown, actorId: string | null) {
  const before = await prisma.businessSetting.findUnique({ where: { key }, select: { value: true } });
  const json = JSON.stringify(value);
  if (before?.value === json) return;
  await prisma.businessSetting.upsert({
    where: { key },
    create: { key, value: json, updatedById: actorId },
    update: { value: json, updatedById: actorId },
  });
  await recordAudit(null, {
    action: "setting.changed",
    actorId,
    entityType: "setting",
    entityId: key,
    details: { before: before ? JSON.parse(before.value) : null, after: value },
  });
}
