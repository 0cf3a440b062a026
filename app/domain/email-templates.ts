// The e-mail wording owners edit at /admin/email-templates (issue 18, ADR 181): every templated e-mail the product
// sends, its named {{placeholders}} with sample values, the code defaults, the save rules (unknown placeholders
// refused, required ones kept) and the rendering into subject, plain text and escaped HTML. Pure: no I/O.
import { z } from "zod";
import { EMAIL_TEMPLATES } from "./email-template-catalogue.ts";

export interface PlaceholderDef {
  name: string;
  description: string;
  sample: string;
  /** The e-mail is useless without it (e.g. the link to verify): the body must keep it. */
  required?: boolean;
}

export interface EmailTemplateDef {
  key: string;
  name: string;
  /** When the product sends it, for the owner. */
  when: string;
  audience: "customer" | "office" | "subcontractor";
  placeholders: PlaceholderDef[];
  subject: string;
  body: string;
}

/** Available in every template, filled from the business settings. */
export const COMMON_PLACEHOLDERS: PlaceholderDef[] = [
  { name: "business_name", description: "The business name (settings)", sample: "Bosun Marine Services" },
  { name: "business_phone", description: "The business phone (settings)", sample: "0400 000 000" },
  { name: "business_email", description: "The business e-mail (settings)", sample: "hello@bosun.example" },
  { name: "business_location", description: "The business location (settings)", sample: "Sydney, NSW" },
];

export { EMAIL_TEMPLATES };

export const EMAIL_TEMPLATE_KEYS = EMAIL_TEMPLATES.map((t) => t.key);
export type EmailTemplateKey = string;

export function templateDef(key: string): EmailTemplateDef | null {
  return EMAIL_TEMPLATES.find((t) => t.key === key) ?? null;
}

/** Every placeholder a template may use: its own and the common ones. */
export function allowedPlaceholders(def: EmailTemplateDef): PlaceholderDef[] {
  return [...def.placeholders, ...COMMON_PLACEHOLDERS];
}

export interface TemplateContent {
  subject: string;
  body: string;
}

const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const seen: string[] = [];
  for (const m of text.matchAll(TOKEN)) if (!seen.includes(m[1]!)) seen.push(m[1]!);
  return seen;
}

/** Why this text cannot be saved as the template's subject or body, or null. */
export function placeholderProblem(def: EmailTemplateDef, text: string, part: "subject" | "body"): string | null {
  const allowed = allowedPlaceholders(def).map((p) => p.name);
  const unknown = placeholdersIn(text).filter((n) => !allowed.includes(n));
  if (unknown.length) {
    const list = unknown.map((n) => `{{${n}}}`).join(", ");
    return `Unknown placeholder${unknown.length > 1 ? "s" : ""} ${list} in the ${part}. This e-mail can use: ${allowed.map((n) => `{{${n}}}`).join(", ")}.`;
  }
  const stripped = text.replace(TOKEN, "");
  if (stripped.includes("{{") || stripped.includes("}}")) {
    return `The ${part} has a "{{" or "}}" that is not part of a placeholder: write placeholders as {{name}}.`;
  }
  if (part === "body") {
    const used = placeholdersIn(text);
    const missing = def.placeholders.filter((p) => p.required && !used.includes(p.name));
    if (missing.length) {
      return `The body must keep ${missing.map((p) => `{{${p.name}}}`).join(", ")} (${missing[0]!.description.toLowerCase()}): without it the e-mail cannot do its job.`;
    }
  }
  return null;
}

export const SUBJECT_MAX = 200;
export const BODY_MAX = 10_000;

export const emailTemplateSchema = z.object({
  subject: z
    .string({ required_error: "Write a subject" })
    .trim()
    .min(1, "Write a subject")
    .max(SUBJECT_MAX, `The subject can be at most ${SUBJECT_MAX} characters`)
    .refine((s) => !/[\r\n]/.test(s), "The subject must be one line"),
  body: z
    .string({ required_error: "Write the e-mail's text" })
    .trim()
    .min(1, "Write the e-mail's text")
    .max(BODY_MAX, `The text can be at most ${BODY_MAX} characters`),
});

/** The form schema for one template: the text rules plus its placeholder rules, each on its own field. */
export function emailTemplateFormSchema(def: EmailTemplateDef) {
  return emailTemplateSchema.superRefine((v, ctx) => {
    const s = placeholderProblem(def, v.subject, "subject");
    if (s) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["subject"], message: s });
    const b = placeholderProblem(def, v.body, "body");
    if (b) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["body"], message: b });
  });
}

/** A stored template, or null when the value is not one (a bad row falls back to the default). */
export function parseStoredTemplate(def: EmailTemplateDef, value: unknown): TemplateContent | null {
  const parsed = emailTemplateSchema.safeParse(value);
  if (!parsed.success) return null;
  if (placeholderProblem(def, parsed.data.subject, "subject") || placeholderProblem(def, parsed.data.body, "body"))
    return null;
  return parsed.data;
}

export type TemplateValues = Record<string, string | number | null | undefined>;

/** Fills the placeholders (an unknown or missing one becomes empty). */
export function fillPlaceholders(text: string, values: TemplateValues): string {
  return text.replace(TOKEN, (_, n: string) => {
    const v = values[n];
    return v === null || v === undefined ? "" : String(v);
  });
}

export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Plain text → safe HTML paragraphs: everything escaped (the wording and the values), links made clickable. */
export function textToHtmlParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => {
      const escaped = escapeHtml(p).replace(
        URL_IN_TEXT,
        (u) => `<a href="${u}" style="color:#003F5C;font-weight:600">${u}</a>`,
      );
      return `<p style="margin:0 0 16px">${escaped.replace(/\n/g, "<br>")}</p>`;
    })
    .join("");
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** The HTML part's card without the document around it, for showing inside a page (the admin preview). */
  card: string;
}

/** Subject (one line), the plain-text part and the HTML part of a template with these values. */
export function renderTemplate(content: TemplateContent, values: TemplateValues, footer: string): RenderedEmail {
  const subject = fillPlaceholders(content.subject, values).replace(/\s+/g, " ").trim();
  const text = `${fillPlaceholders(content.body, values)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()}\n`;
  const card = `<div style="max-width:560px;margin:auto;background:#fff;border-radius:8px;padding:32px;font-family:Arial,sans-serif;color:#2C3E50"><h1 style="font-size:20px;margin:0 0 16px;color:#003F5C">${escapeHtml(subject)}</h1>${textToHtmlParagraphs(text)}<p style="font-size:12px;color:#4A4A4A;margin-top:32px">${escapeHtml(footer)}</p></div>`;
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#2C3E50;background:#F4F4F6;padding:24px">${card}</body></html>`;
  return { subject, text, html, card };
}

/** The sample values the preview uses: each placeholder's sample. */
export function sampleValues(def: EmailTemplateDef, business?: Partial<Record<string, string>>): TemplateValues {
  const values: TemplateValues = {};
  for (const p of allowedPlaceholders(def)) values[p.name] = business?.[p.name] ?? p.sample;
  return values;
}

/** The storage key of a template's wording in the settings table. */
export function templateSettingKey(key: string) {
  return `email-template:${key}`;
}
