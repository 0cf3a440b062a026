// The one reader of the e-mail templates (issue 18, ADR 181): the wording saved at /admin/email-templates (a row in
// BusinessSetting, key "email-template:<key>") with the code default of domain/email-templates.ts as the fallback,
// rendered with the business settings' placeholders. Every templated e-mail goes out through sendTemplatedEmail.
import {
  renderTemplate,
  parseStoredTemplate,
  templateDef,
  templateSettingKey,
  type EmailTemplateDef,
  type RenderedEmail,
  type TemplateContent,
  type TemplateValues,
} from "~/domain/email-templates.ts";
import { getBusinessSettings } from "./business-settings.server.ts";
import { prisma } from "./db.server.ts";
import type { InboundReference } from "~/domain/inbound.ts";
import { sendEmail, type EmailAttachment } from "./email.server.ts";

function definition(key: string): EmailTemplateDef {
  const def = templateDef(key);
  if (!def) throw new Error(`No e-mail template "${key}"`);
  return def;
}

/** The saved wording, or null when the template is the default (or the stored row no longer validates). */
export async function storedTemplate(key: string): Promise<TemplateContent | null> {
  const def = definition(key);
  const row = await prisma.businessSetting.findUnique({
    where: { key: templateSettingKey(key) },
    select: { value: true },
  });
  if (!row) return null;
  try {
    return parseStoredTemplate(def, JSON.parse(row.value));
  } catch {
    return null;
  }
}

/** What is sent today: the saved wording, else the default. */
export async function currentTemplate(key: string): Promise<TemplateContent & { custom: boolean }> {
  const def = definition(key);
  const stored = await storedTemplate(key);
  return stored ? { ...stored, custom: true } : { subject: def.subject, body: def.body, custom: false };
}

/** The common placeholders from the business settings. */
export async function businessPlaceholderValues(): Promise<Record<string, string>> {
  const b = await getBusinessSettings();
  return { business_name: b.name, business_phone: b.phone, business_email: b.email, business_location: b.location };
}

export async function renderWith(content: TemplateContent, values: TemplateValues): Promise<RenderedEmail> {
  const business = await businessPlaceholderValues();
  return renderTemplate(
    content,
    { ...business, ...values },
    `${business.business_name} · ${business.business_phone} · ${business.business_location}`,
  );
}

export async function renderEmail(key: string, values: TemplateValues): Promise<RenderedEmail> {
  return renderWith(await currentTemplate(key), values);
}

/** Renders the template and sends it (recorded in the outbox/log with the template's key). */
export async function sendTemplatedEmail(
  key: string,
  to: string,
  values: TemplateValues,
  opts: { attachments?: EmailAttachment[]; about?: InboundReference } = {},
) {
  const mail = await renderEmail(key, values);
  return sendEmail({
    about: opts.about,
    to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: opts.attachments,
    template: key,
  });
}
