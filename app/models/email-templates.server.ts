// Saving the e-mail templates of /admin/email-templates (issue 18, ADR 181): the wording is a BusinessSetting row per
// template ("email-template:<key>"), written through writeSetting (audited with the whole before and after: the
// audit log is the version history), reset by deleting the row (audited too), and undone by writing back the version
// before a change. Nothing here sends; utils/email-templates.server.ts reads what is saved.
import {
  EMAIL_TEMPLATES,
  emailTemplateFormSchema,
  parseStoredTemplate,
  templateDef,
  templateSettingKey,
  type EmailTemplateDef,
  type TemplateContent,
} from "~/domain/email-templates.ts";
import { Refusal } from "~/domain/refusal.ts";
import { auditedChange, changeHistory, recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { currentTemplate } from "~/utils/email-templates.server.ts";
import { settingChangeWhere, writeSetting } from "./settings.server.ts";

export class TemplateRefusal extends Refusal {}

function definition(key: string): EmailTemplateDef {
  const def = templateDef(key);
  if (!def) throw new TemplateRefusal("There is no such e-mail template.");
  return def;
}

/** Every template with whether it is customised and when it last changed. */
export async function listEmailTemplates() {
  const rows = await prisma.businessSetting.findMany({
    where: { key: { in: EMAIL_TEMPLATES.map((t) => templateSettingKey(t.key)) } },
    select: { key: true, updatedAt: true },
  });
  const byKey = new Map(rows.map((r) => [r.key, r.updatedAt]));
  return EMAIL_TEMPLATES.map((t) => ({
    key: t.key,
    name: t.name,
    when: t.when,
    audience: t.audience,
    custom: byKey.has(templateSettingKey(t.key)),
    updatedAt: byKey.get(templateSettingKey(t.key)) ?? null,
  }));
}

/** Saves new wording (validated again here: unknown placeholders are refused whoever calls). */
export async function saveEmailTemplate(key: string, content: TemplateContent, actorId: string | null) {
  const def = definition(key);
  const parsed = emailTemplateFormSchema(def).safeParse(content);
  if (!parsed.success) throw new TemplateRefusal(parsed.error.issues[0]?.message ?? "The template is not valid.");
  const before = await currentTemplate(key);
  if (before.subject === parsed.data.subject && before.body === parsed.data.body) return false;
  // Saving exactly the default wording is a reset: the template follows future default changes again.
  if (parsed.data.subject === def.subject && parsed.data.body === def.body) return resetEmailTemplate(key, actorId);
  await writeSetting(templateSettingKey(key), parsed.data, actorId);
  return true;
}

/** Back to the code default: the saved row goes (audited with what it was). */
export async function resetEmailTemplate(key: string, actorId: string | null) {
  definition(key);
  const settingKey = templateSettingKey(key);
  const row = await prisma.businessSetting.findUnique({ where: { key: settingKey }, select: { value: true } });
  if (!row) return false;
  await prisma.businessSetting.delete({ where: { key: settingKey } });
  let before: unknown = null;
  try {
    before = JSON.parse(row.value);
  } catch {
    before = null;
  }
  await recordAudit(null, {
    action: "setting.changed",
    actorId,
    entityType: "setting",
    entityId: settingKey,
    details: { before, after: null },
  });
  return true;
}

function versionOf(def: EmailTemplateDef, value: unknown): TemplateContent & { custom: boolean } {
  const stored = parseStoredTemplate(def, value);
  return stored ? { ...stored, custom: true } : { subject: def.subject, body: def.body, custom: false };
}

/** The template's changes, newest first: who, when, and the wording before and after. */
export async function emailTemplateHistory(key: string, take = 10) {
  const def = definition(key);
  const rows = await changeHistory(settingChangeWhere(templateSettingKey(key)), take);
  return rows.map((r) => ({ ...r, before: versionOf(def, r.before), after: versionOf(def, r.after) }));
}

/** Undo one change: the template goes back to the version just before it (itself a new, audited change). */
export async function restoreEmailTemplateBefore(key: string, auditId: string, actorId: string | null) {
  const def = definition(key);
  const row = await prisma.auditEvent.findFirst({
    where: { id: auditId, ...settingChangeWhere(templateSettingKey(key)) },
    select: { details: true },
  });
  if (!row) throw new TemplateRefusal("That change is not in the history any more.");
  const version = versionOf(def, auditedChange(row.details).before);
  if (!version.custom) return resetEmailTemplate(key, actorId);
  return saveEmailTemplate(key, { subject: version.subject, body: version.body }, actorId);
}
