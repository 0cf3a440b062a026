// The e-mail wording owners edit at /admin/email-templates (issue 18, ADR 181): every templated e-mail the product
// sends, its named {{placeholders}} with sample values, the code defaults, the save rules (unknown placeholders
// refused, required ones kept) and the rendering into subject, plain text and escaped HTML. Pure: no I/O.
import { z } from "zod";

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

const name = (sample = "Alex Harbour"): PlaceholderDef => ({
  name: "name",
  description: "The person's full name",
  sample,
});
const firstName: PlaceholderDef = { name: "first_name", description: "The person's first name", sample: "Alex" };
const url = (description: string, sample: string): PlaceholderDef => ({
  name: "url",
  description,
  sample,
  required: true,
});

export const EMAIL_TEMPLATES: EmailTemplateDef[] = [
  {
    key: "auth.verify_email",
    name: "Verify your e-mail address",
    when: "Someone creates an account (or asks for a new verification link).",
    audience: "customer",
    placeholders: [
      name(),
      url("The verification link (works for 7 days)", "https://bosun.example/verify-email?token=…"),
    ],
    subject: "Verify your Bosun account",
    body: "Hi {{name}},\n\nWelcome aboard! Please confirm your email address by opening this link:\n{{url}}\n\nThe link works for 7 days.",
  },
  {
    key: "auth.reset_password",
    name: "Reset your password",
    when: "Someone asks to reset a password at /forgot-password.",
    audience: "customer",
    placeholders: [
      name(),
      url("The reset link (works once, for 1 hour)", "https://bosun.example/reset-password?token=…"),
    ],
    subject: "Reset your Bosun password",
    body: "Hi {{name}},\n\nSomeone (hopefully you) asked to reset your password. Open this link to choose a new one:\n{{url}}\n\nThe link works once, for 1 hour. If you did not ask for this, you can ignore this email.",
  },
  {
    key: "auth.account_exists",
    name: "You already have an account",
    when: "Someone tries to register with an address that already has an account (sent to its owner).",
    audience: "customer",
    placeholders: [
      name(),
      { name: "sign_in_url", description: "The sign-in page", sample: "https://bosun.example/auth", required: true },
      {
        name: "reset_url",
        description: "The forgotten-password page",
        sample: "https://bosun.example/forgot-password",
      },
    ],
    subject: "You already have a Bosun account",
    body: "Hi {{name}},\n\nSomeone (hopefully you) tried to create a Bosun account with this email address, but you already have one.\n\nSign in: {{sign_in_url}}\nForgotten your password? Choose a new one: {{reset_url}}\n\nIf this was not you, you can ignore this email; nothing has changed.",
  },
  {
    key: "account.confirm_email_change",
    name: "Confirm a new e-mail address",
    when: "Someone changes their account's e-mail address (sent to the new address).",
    audience: "customer",
    placeholders: [
      name(),
      { name: "new_email", description: "The new address", sample: "alex@newmail.example" },
      url("The confirmation link (works for 24 hours)", "https://bosun.example/confirm-email-change?token=…"),
    ],
    subject: "Confirm your new Bosun e-mail address",
    body: "Hi {{name}},\n\nOpen this link to make {{new_email}} the address of your Bosun account (it works for 24 hours):\n{{url}}",
  },
  {
    key: "vessel.transfer_offered",
    name: "Vessel transfer offered",
    when: "An owner transfers a vessel and its history to someone else (sent to the new owner).",
    audience: "customer",
    placeholders: [
      { name: "from_name", description: "The current owner's name", sample: "Alex Harbour" },
      { name: "vessel", description: "The vessel's name", sample: "Sea Breeze" },
      url("The link to accept (works for 14 days)", "https://bosun.example/vessel-transfer/…"),
    ],
    subject: "{{from_name}} is transferring {{vessel}} to you",
    body: "{{from_name}} has offered to transfer the vessel {{vessel}} and its service history to you on Bosun.\n\nAccept it here (the link works for 14 days): {{url}}\n\nIf you were not expecting this, ignore this e-mail.",
  },
  {
    key: "quote.sent",
    name: "Quote sent",
    when: "The office sends a quote to a customer.",
    audience: "customer",
    placeholders: [
      name("Alex Harbour"),
      { name: "quote_number", description: "The quote number", sample: "Q-00042" },
      { name: "quote_title", description: "The quote's title", sample: "Antifoul and polish" },
      { name: "vessel", description: "The vessel's name (or 'your vessel')", sample: "Sea Breeze" },
      { name: "total", description: "The total including GST", sample: "$1,320.00" },
      {
        name: "optional_extras",
        description: "', with N optional extras you can add' when there are any, else empty",
        sample: ", with 2 optional extras you can add",
      },
      { name: "valid_until", description: "The last day the quote is valid", sample: "Fri 18 Dec 2026" },
      url("The quote's page, to read and accept it", "https://bosun.example/quote/…"),
    ],
    subject: "Your quote {{quote_number}} from {{business_name}}: {{quote_title}}",
    body: "Hi {{name}},\n\nThanks for asking us to look after {{vessel}}. Your quote {{quote_number}} — {{quote_title}} — comes to {{total}} including GST{{optional_extras}}.\nIt is valid until the end of {{valid_until}} (Sydney time).\n\nRead it, choose any options and accept it here:\n{{url}}\n\nQuestions? Reply to this email or call {{business_phone}}.\n{{business_name}} · {{business_location}}",
  },
  {
    key: "quote.accepted",
    name: "Quote accepted (to the customer)",
    when: "A customer accepts a quote.",
    audience: "customer",
    placeholders: [
      name(),
      { name: "quote_number", description: "The quote number", sample: "Q-00042" },
      { name: "quote_title", description: "The quote's title", sample: "Antifoul and polish" },
      { name: "items", description: "The accepted lines, one a line", sample: "  • Antifoul — $1,100.00" },
      { name: "total", description: "The total including GST", sample: "$1,320.00" },
      { name: "gst", description: "The GST in the total", sample: "$120.00" },
      {
        name: "deposit",
        description: "What is said about the deposit (or 'No deposit is needed.')",
        sample: "No deposit is needed.",
      },
      url("The quote's page", "https://bosun.example/quote/…"),
    ],
    subject: "Quote {{quote_number}} accepted — thank you",
    body: "Hi {{name}},\n\nThank you for accepting quote {{quote_number}} ({{quote_title}}). You accepted:\n{{items}}\nTotal {{total}} including {{gst}} GST.\n{{deposit}}\n\nWe will be in touch to confirm a date and time. You can open your quote any time here:\n{{url}}\n\n{{business_name}} · {{business_phone}}",
  },
  {
    key: "order.confirmation",
    name: "Order confirmation",
    when: "A customer places an order (checkout).",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "order_number", description: "The order number", sample: "BO-00123" },
      { name: "vessel", description: "The vessel's name (or 'your vessel')", sample: "Sea Breeze" },
      {
        name: "items",
        description: "The ordered services, one a line",
        sample: "• Full detail on Mon 7 Dec — $650.00",
      },
      {
        name: "totals",
        description: "Bundle saving, total, GST, due now and on completion",
        sample: "Total $650.00 including GST of $59.09. Due now: $650.00; on completion: $0.00.",
      },
      {
        name: "payment_instructions",
        description: "How to pay (bank transfer details, cash or card)",
        sample: "You can pay by card from your order page at any time.",
      },
      url("The order's page", "https://bosun.example/payment/pending?order=…"),
    ],
    subject: "Your Bosun order {{order_number}}",
    body: "Hi {{first_name}},\n\nThanks for your order {{order_number}} for {{vessel}}:\n\n{{items}}\n\n{{totals}}\n\n{{payment_instructions}}\n\nYour order: {{url}}",
  },
  {
    key: "invoice.sent",
    name: "Invoice",
    when: "An invoice is issued and e-mailed (the PDF is attached).",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "invoice_number", description: "The invoice number", sample: "INV-00077" },
      { name: "document_title", description: "'Tax invoice' or 'Invoice'", sample: "Tax invoice" },
      { name: "document_kind", description: "'tax invoice' or 'invoice' (lower case)", sample: "tax invoice" },
      { name: "total", description: "The invoice total", sample: "$1,320.00" },
      {
        name: "amount_due",
        description: "What is still owing (e.g. $1,320.00)",
        sample: "$1,320.00",
      },
      {
        name: "due_sentence",
        description: "'$X is due by <date>.' or 'Nothing is owing.'",
        sample: "$1,320.00 is due by 10 Dec 2026.",
      },
      {
        name: "due_in_subject",
        description: "' — $X due <date>' when something is owing, else empty",
        sample: " — $1,320.00 due 10 Dec 2026",
      },
      {
        name: "bank_transfer",
        description: "The bank transfer sentence (empty when not offered)",
        sample:
          "Pay by bank transfer to Bosun Marine, BSB 062-000, account 1234 5678, using INV-00077 as the reference.",
      },
      url("The invoice's page (view, pay, download)", "https://bosun.example/invoice/…"),
    ],
    subject: "{{document_title}} {{invoice_number}} from {{business_name}}{{due_in_subject}}",
    body: "Hi {{first_name}},\n\nThanks for choosing {{business_name}}. Your {{document_kind}} {{invoice_number}} for {{total}} is attached. {{due_sentence}}\n\n{{bank_transfer}}\n\nView or download your invoice: {{url}}\n\n{{business_name}} · {{business_phone}} · {{business_location}}",
  },
  {
    key: "invoice.reminder",
    name: "Invoice overdue reminder",
    when: "An invoice is overdue (the reminder cadence in the settings, or 'Send reminder').",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "invoice_number", description: "The invoice number", sample: "INV-00077" },
      { name: "total", description: "The invoice total", sample: "$1,320.00" },
      { name: "amount_due", description: "What is still owing", sample: "$1,320.00" },
      { name: "due_date", description: "The date it was due", sample: "10 Dec 2026" },
      {
        name: "bank_transfer",
        description: "The bank transfer sentence (empty when not offered)",
        sample:
          "Pay by bank transfer to Bosun Marine, BSB 062-000, account 1234 5678, using INV-00077 as the reference.",
      },
      url("The invoice's page (view, pay, download)", "https://bosun.example/invoice/…"),
    ],
    subject: "Reminder: {{invoice_number}} is overdue — {{amount_due}} owing",
    body: "Hi {{first_name}},\n\nA friendly reminder that {{invoice_number}} for {{total}} was due on {{due_date}} and {{amount_due}} is still owing.\n\n{{bank_transfer}}\n\nIf you have paid in the last few days, thank you — please ignore this reminder. Questions? Just reply or call us.\n\nView or download your invoice: {{url}}\n\n{{business_name}} · {{business_phone}} · {{business_location}}",
  },
  {
    key: "payment.order_received",
    name: "Payment received (order)",
    when: "A card payment for an order succeeds.",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "amount", description: "The amount received", sample: "$650.00" },
      { name: "order_number", description: "The order number", sample: "BO-00123" },
      {
        name: "balance",
        description: "What is still due, or 'Your order is paid in full.'",
        sample: "Your order is paid in full.",
      },
      url("The order's page", "https://bosun.example/payment/success?order=…"),
    ],
    subject: "Payment received — {{order_number}}",
    body: "Hi {{first_name}},\n\nWe've received {{amount}} for order {{order_number}}. Thank you.\n\n{{balance}}\n\nSee your order: {{url}}",
  },
  {
    key: "payment.invoice_received",
    name: "Payment received (invoice)",
    when: "A card payment for an invoice succeeds.",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "amount", description: "The amount received", sample: "$1,320.00" },
      { name: "invoice_number", description: "The invoice number", sample: "INV-00077" },
      {
        name: "balance",
        description: "What is still owing, or 'The invoice is now paid in full.'",
        sample: "The invoice is now paid in full.",
      },
      url("The invoice's page", "https://bosun.example/invoice/…"),
    ],
    subject: "Payment received — {{invoice_number}}",
    body: "Hi {{first_name}},\n\nWe've received your card payment of {{amount}} for invoice {{invoice_number}}. Thank you.\n\n{{balance}}\n\nSee your invoice: {{url}}",
  },
  {
    key: "subscription.active",
    name: "Subscription active",
    when: "The first payment of a new subscription succeeds.",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "service", description: "The subscribed service", sample: "External Clean" },
      { name: "vessel", description: "The vessel's name", sample: "Sea Breeze" },
      { name: "subscription_number", description: "The subscription number", sample: "SUB-00012" },
      { name: "amount", description: "The first payment", sample: "$350.00" },
      { name: "first_visit", description: "The first visit's date", sample: "Mon 7 Dec 2026" },
      url("The subscription's page (skip, pause, cancel)", "https://bosun.example/customer/subscription/…"),
    ],
    subject: "Subscription active — {{subscription_number}}",
    body: "Hi {{first_name}},\n\nYour {{service}} subscription for {{vessel}} ({{subscription_number}}) is active. We received {{amount}} for the first visit on {{first_visit}}.\n\nWe book each later visit a week ahead and charge the saved card then; you can skip, pause or cancel from your account.\n\nManage it: {{url}}",
  },
  {
    key: "shared_cart.sent",
    name: "Cart prepared for a customer",
    when: "The office shares a prepared cart with a customer.",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "from", description: "Who prepared it (or 'The Bosun team')", sample: "Sam Mariner" },
      {
        name: "summary",
        description: "'N services for <vessel>: <names>'",
        sample: "2 services for Sea Breeze: External Clean, Hull Inspection",
      },
      { name: "vessel", description: "The vessel's name (or 'your vessel')", sample: "Sea Breeze" },
      { name: "total", description: "The cart total including GST", sample: "$700.00" },
      {
        name: "message",
        description: "The office's message to the customer (may be empty)",
        sample: "Happy to fit this in before Christmas.",
      },
      url("The shared cart's page (no login needed)", "https://bosun.example/shared-cart/…"),
    ],
    subject: "Your Bosun cart for {{vessel}}",
    body: "Hi {{first_name}},\n\n{{from}} has put together {{summary}} — {{total}} including GST.\n\n{{message}}\n\nOpen the link to see the details, ask us a question, or accept and book. No login needed to look.\n\n{{url}}",
  },
  {
    key: "service_request.received",
    name: "Service request received (to the owner)",
    when: "A vessel owner sends a service request from the owner portal.",
    audience: "customer",
    placeholders: [
      { name: "services", description: "The requested services", sample: "Hull Inspection, Antifoul Application" },
      { name: "vessel", description: "The vessel's name", sample: "Sea Breeze" },
      { name: "reference", description: "The job number", sample: "1042" },
      url("The owner's service requests page", "https://bosun.example/owner/service-requests"),
    ],
    subject: "We have your request for {{vessel}}",
    body: "Thanks — we have your request for {{services}} on {{vessel}} (#{{reference}}). We will come back to you within one business day. Follow it at {{url}}",
  },
  {
    key: "enquiry.received",
    name: "Enquiry received (to the customer)",
    when: "Someone sends an enquiry or asks for a quote on the public site.",
    audience: "customer",
    placeholders: [
      firstName,
      { name: "reference", description: "The enquiry number", sample: "1042" },
      {
        name: "services",
        description: "' for <services>' when services were chosen, else empty",
        sample: " for Full detail, Hull clean",
      },
    ],
    subject: "We have your enquiry (#{{reference}})",
    body: "Hi {{first_name}},\n\nThanks for your enquiry (reference #{{reference}}). One of our team will be in touch within one business day with a quote{{services}}.\n\nIf it is urgent, call us on {{business_phone}}.",
  },
  {
    key: "newsletter.confirm",
    name: "Newsletter confirmation",
    when: "Someone signs up for the newsletter (double opt-in).",
    audience: "customer",
    placeholders: [url("The confirmation link", "https://bosun.example/newsletter/confirm?token=…")],
    subject: "Confirm your newsletter subscription",
    body: "Please confirm that you would like {{business_name}}'s newsletter: seasonal maintenance reminders, bundle offers and news from around Sydney's marinas.\n\nConfirm: {{url}}\n\nIf you did not ask for this, ignore this e-mail and you will not hear from us.",
  },
  {
    key: "work_order.sent",
    name: "Work order sent to a subcontractor",
    when: "The office sends a job to a subcontracting business, or e-mails its link again (sent to the business's e-mail).",
    audience: "subcontractor",
    placeholders: [
      { name: "contact_name", description: "The business's contact (or its name)", sample: "Jordan" },
      { name: "subcontractor", description: "The business's name", sample: "Deep Blue Diving" },
      { name: "job", description: "The job's number and title", sample: "#1042 Antifoul" },
      { name: "when", description: "When the job is booked (or 'to be arranged')", sample: "Mon 7 Dec 2026 9:00 am" },
      {
        name: "instructions",
        description: "The office's instructions (may be empty)",
        sample: "Two coats, red. Key at the marina office.",
      },
      { name: "expires", description: "The last day the link works", sample: "Sat 26 Dec 2026" },
      url(
        "The business's work-order link (no account needed)",
        "https://bosun.example/subcontractor/dashboard?token=…",
      ),
    ],
    subject: "Work order {{job}} from {{business_name}}",
    body: "Hi {{contact_name}},\n\n{{business_name}} has sent {{subcontractor}} a job: {{job}}, {{when}}.\n\n{{instructions}}\n\nOpen your work orders to accept or decline it, see the job card, record your time and upload your insurance certificate — no account needed:\n{{url}}\n\nThe link works until {{expires}} and replaces any link we e-mailed you before. Anyone holding it can answer for {{subcontractor}}: keep it to your team.",
  },
];

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
