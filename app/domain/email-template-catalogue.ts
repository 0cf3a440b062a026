// Every templated e-mail the product sends (issue 18, ADR 181), as data: a placeholder is described once in
// PLACEHOLDERS and a template names the ones it uses, so a new e-mail is a key, its wording and a list of names.
// Pure: no I/O. The rules (save checks, rendering) are in email-templates.ts.
import type { EmailTemplateDef, PlaceholderDef } from "./email-templates.ts";

/** Placeholders shared by several templates: name → [description, sample]. */
const PLACEHOLDERS = {
  name: ["The person's full name", "Alex Harbour"],
  first_name: ["The person's first name", "Alex"],
  customer: ["The customer's name", "Alex Harbour"],
  new_email: ["The new address", "alex@newmail.example"],
  vessel: ["The vessel's name (or 'your vessel')", "Sea Breeze"],
  for_vessel: ["' for <vessel>' when there is a vessel, else empty", " for Sea Breeze"],
  quote_number: ["The quote number", "Q-00042"],
  quote_title: ["The quote's title", "Antifoul and polish"],
  order_number: ["The order number", "BO-00123"],
  invoice_number: ["The invoice number", "INV-00077"],
  subscription_number: ["The subscription number", "SUB-00012"],
  total: ["The total including GST", "$1,320.00"],
  gst: ["The GST in the total", "$120.00"],
  amount: ["The amount", "$650.00"],
  amount_due: ["What is still owing", "$1,320.00"],
  service: ["The service's name", "External Clean"],
  visit_date: ["The visit's date", "Mon 7 Dec 2026"],
  summary: ["What changed, in one sentence", "Now fortnightly on Mondays, from Mon 14 Dec 2026."],
  reference: ["The enquiry or job number", "1042"],
  when: ["'expires on <date>', 'expires today' or 'has expired'", "expires on 2026-12-10"],
  bank_transfer: [
    "The bank transfer sentence (empty when not offered)",
    "Pay by bank transfer to Bosun Marine, BSB 062-000, account 1234 5678, using INV-00077 as the reference.",
  ],
} as const satisfies Record<string, readonly [string, string]>;

type Known = keyof typeof PLACEHOLDERS;
/** A shared placeholder by name, or a template's own as [name, description, sample]; a trailing "!" on the name
 * marks it required (the e-mail cannot do its job without it, e.g. the link to verify). */
type Ph = Known | `${Known}!` | readonly [name: string, description: string, sample: string];

interface Spec {
  key: string;
  name: string;
  when: string;
  audience?: EmailTemplateDef["audience"];
  placeholders: Ph[];
  subject: string;
  body: string;
}

function placeholder(p: Ph): PlaceholderDef {
  const [raw, description, sample] = typeof p === "string" ? [p, ...PLACEHOLDERS[p.replace(/!$/, "") as Known]] : p;
  const required = raw.endsWith("!");
  return { name: raw.replace(/!$/, ""), description, sample, ...(required ? { required } : {}) };
}

const link = (description: string, sample: string, name = "url"): Ph => [`${name}!`, description, sample];

/** The customer notices of a subscription share their frame: greeting, the news, the subscription, the link. */
function subscriptionNotice(
  key: string,
  heading: string,
  when: string,
  news: string,
  own: Ph[] = [],
  pay = false,
): Spec {
  return {
    key: `subscription.${key}`,
    name: `Subscription: ${heading.toLowerCase()}`,
    when,
    placeholders: [
      "first_name",
      "service",
      "vessel",
      "subscription_number",
      ...own,
      ...(pay ? [link("The overdue visit's invoice, to pay it", "https://bosun.example/invoice/…", "pay_url")] : []),
      link("The subscription's page (skip, pause, cancel)", "https://bosun.example/customer/subscription/…"),
    ],
    subject: `${heading} — {{subscription_number}}`,
    body: `Hi {{first_name}},\n\n${news}\n\n{{service}} for {{vessel}} — {{subscription_number}}.\n\n${pay ? "Pay now: {{pay_url}}\n\n" : ""}Manage your subscription: {{url}}`,
  };
}

const SPECS: Spec[] = [
  // ── accounts ──
  {
    key: "auth.verify_email",
    name: "Verify your e-mail address",
    when: "Someone creates an account (or asks for a new verification link).",
    placeholders: [
      "name",
      link("The verification link (works for 7 days)", "https://bosun.example/verify-email?token=…"),
    ],
    subject: "Verify your Bosun account",
    body: "Hi {{name}},\n\nWelcome aboard! Please confirm your email address by opening this link:\n{{url}}\n\nThe link works for 7 days.",
  },
  {
    key: "auth.reset_password",
    name: "Reset your password",
    when: "Someone asks to reset a password at /forgot-password.",
    placeholders: [
      "name",
      link("The reset link (works once, for 1 hour)", "https://bosun.example/reset-password?token=…"),
    ],
    subject: "Reset your Bosun password",
    body: "Hi {{name}},\n\nSomeone (hopefully you) asked to reset your password. Open this link to choose a new one:\n{{url}}\n\nThe link works once, for 1 hour. If you did not ask for this, you can ignore this email.",
  },
  {
    key: "auth.account_exists",
    name: "You already have an account",
    when: "Someone tries to register with an address that already has an account (sent to its owner).",
    placeholders: [
      "name",
      link("The sign-in page", "https://bosun.example/auth", "sign_in_url"),
      ["reset_url", "The forgotten-password page", "https://bosun.example/forgot-password"],
    ],
    subject: "You already have a Bosun account",
    body: "Hi {{name}},\n\nSomeone (hopefully you) tried to create a Bosun account with this email address, but you already have one.\n\nSign in: {{sign_in_url}}\nForgotten your password? Choose a new one: {{reset_url}}\n\nIf this was not you, you can ignore this email; nothing has changed.",
  },
  {
    key: "account.confirm_email_change",
    name: "Confirm a new e-mail address",
    when: "Someone changes their account's e-mail address (sent to the new address).",
    placeholders: [
      "name",
      "new_email",
      link("The confirmation link (works for 24 hours)", "https://bosun.example/confirm-email-change?token=…"),
    ],
    subject: "Confirm your new Bosun e-mail address",
    body: "Hi {{name}},\n\nOpen this link to make {{new_email}} the address of your Bosun account (it works for 24 hours):\n{{url}}",
  },
  {
    key: "account.email_taken",
    name: "E-mail change to a taken address",
    when: "Someone asks to move their account to an address that already has an account (sent to that address).",
    placeholders: ["new_email"],
    subject: "Someone tried to move a Bosun account to this address",
    body: "Someone asked to change the e-mail address of a Bosun account to {{new_email}}, which already has an account with us. Nothing was changed. If it was you, sign in with this address instead.",
  },
  {
    key: "account.email_changed",
    name: "E-mail address changed (to the old address)",
    when: "Someone confirms a new e-mail address (sent to the address it replaces).",
    placeholders: ["new_email"],
    subject: "Your Bosun e-mail address was changed",
    body: "The e-mail address of your Bosun account is now {{new_email}}. If you did not do this, call us straight away.",
  },
  // ── vessels and owners ──
  {
    key: "vessel.transfer_offered",
    name: "Vessel transfer offered",
    when: "An owner transfers a vessel and its history to someone else (sent to the new owner).",
    placeholders: [
      ["from_name", "The current owner's name", "Alex Harbour"],
      "vessel",
      link("The link to accept (works for 14 days)", "https://bosun.example/vessel-transfer/…"),
    ],
    subject: "{{from_name}} is transferring {{vessel}} to you",
    body: "{{from_name}} has offered to transfer the vessel {{vessel}} and its service history to you on Bosun.\n\nAccept it here (the link works for 14 days): {{url}}\n\nIf you were not expecting this, ignore this e-mail.",
  },
  {
    key: "vessel.transfer_accepted",
    name: "Vessel transfer accepted (to the previous owner)",
    when: "The new owner accepts a vessel transfer.",
    placeholders: [["to_name", "The new owner's name", "Jamie Keel"], "vessel"],
    subject: "{{vessel}} has been transferred",
    body: "{{to_name}} accepted the transfer of {{vessel}}. Her service history went with her; your invoices and private documents stay in your account.",
  },
  {
    key: "document.expiring",
    name: "Document expiring",
    when: "An owner's document (insurance, registration …) nears its expiry date or has expired.",
    placeholders: [
      "name",
      ["document", "The document's title", "Insurance certificate"],
      ["vessel_in_brackets", "' (<vessel>)' when the document is for a vessel, else empty", " (Sea Breeze)"],
      "for_vessel",
      "when",
      link("The owner's documents page", "https://bosun.example/owner/documents"),
    ],
    subject: "{{document}}{{vessel_in_brackets}} {{when}}",
    body: 'Hi {{name}},\n\nYour document "{{document}}"{{for_vessel}} {{when}}. Upload the renewed one at {{url}}',
  },
  {
    key: "maintenance.due",
    name: "Maintenance due",
    when: "A vessel's service interval is due soon or overdue (owners can switch these off).",
    placeholders: [
      "name",
      "vessel",
      ["services", "The services due, comma-separated", "Engine Room Clean"],
      ["state", "'overdue' or 'due soon'", "overdue"],
      [
        "items",
        "Each service due with its reason, one a line",
        "• Engine Room Clean (overdue): last done 14 months ago",
      ],
      link("Where the owner books what is due", "https://bosun.example/owner/services"),
    ],
    subject: "{{vessel}}: {{services}} {{state}}",
    body: "Hi {{name}},\n\n{{vessel}} is due for:\n{{items}}\n\nBook it in one tap: {{url}}\n\nYou can switch these e-mails off on your account page.",
  },
  {
    key: "service_request.received",
    name: "Service request received (to the owner)",
    when: "A vessel owner sends a service request from the owner portal.",
    placeholders: [
      ["services", "The requested services", "Hull Inspection, Antifoul Application"],
      "vessel",
      "reference",
      link("The owner's service requests page", "https://bosun.example/owner/service-requests"),
    ],
    subject: "We have your request for {{vessel}}",
    body: "Thanks — we have your request for {{services}} on {{vessel}} (#{{reference}}). We will come back to you within one business day. Follow it at {{url}}",
  },
  {
    key: "service_request.office",
    name: "Service request (to the office)",
    when: "A vessel owner sends a service request from the owner portal (sent to the business e-mail).",
    audience: "office",
    placeholders: [
      "customer",
      "vessel",
      "reference",
      ["services", "The requested services", "Hull Inspection, Antifoul Application"],
      ["urgency", "How urgent the owner says it is", "Within a week"],
      ["dates", "'Preferred: <from> to <to>' or 'Dates: flexible'", "Dates: flexible"],
      ["description", "What the owner wrote", "Weed on the hull since the last storm."],
      link("The job in the Operations Portal", "https://bosun.example/staff/jobs/…"),
    ],
    subject: "Service request #{{reference}}: {{vessel}} — {{services}}",
    body: "{{customer}} asked for work on {{vessel}}.\nUrgency: {{urgency}}\nServices: {{services}}\n{{dates}}\n\n{{description}}\n\n{{url}}",
  },
  // ── enquiries, shared carts and quotes ──
  {
    key: "enquiry.received",
    name: "Enquiry received (to the customer)",
    when: "Someone sends an enquiry or asks for a quote on the public site.",
    placeholders: [
      "first_name",
      "reference",
      ["services", "' for <services>' when services were chosen, else empty", " for Full detail, Hull clean"],
    ],
    subject: "We have your enquiry (#{{reference}})",
    body: "Hi {{first_name}},\n\nThanks for your enquiry (reference #{{reference}}). One of our team will be in touch within one business day with a quote{{services}}.\n\nIf it is urgent, call us on {{business_phone}}.",
  },
  {
    key: "enquiry.office",
    name: "New enquiry (to the office)",
    when: "Someone sends an enquiry on the public site (sent to the business e-mail).",
    audience: "office",
    placeholders: [
      "customer",
      "reference",
      [
        "details",
        "The enquiry: contact, vessel, place, services, date and message, one a line",
        "Name: Alex Harbour\nEmail: alex@example.com\nServices: Hull clean",
      ],
      link("The job in the Operations Portal", "https://bosun.example/staff/jobs/…"),
    ],
    subject: "New enquiry #{{reference}} from {{customer}}",
    body: "{{details}}\n\nOpen the job: {{url}}",
  },
  {
    key: "shared_cart.sent",
    name: "Cart prepared for a customer",
    when: "The office shares a prepared cart with a customer.",
    placeholders: [
      "first_name",
      ["from", "Who prepared it (or 'The Bosun team')", "Sam Mariner"],
      ["summary", "'N services for <vessel>: <names>'", "2 services for Sea Breeze: External Clean, Hull Inspection"],
      "vessel",
      "total",
      ["message", "The office's message to the customer (may be empty)", "Happy to fit this in before Christmas."],
      link("The shared cart's page (no login needed)", "https://bosun.example/shared-cart/…"),
    ],
    subject: "Your Bosun cart for {{vessel}}",
    body: "Hi {{first_name}},\n\n{{from}} has put together {{summary}} — {{total}} including GST.\n\n{{message}}\n\nOpen the link to see the details, ask us a question, or accept and book. No login needed to look.\n\n{{url}}",
  },
  {
    key: "shared_cart.customer_replied",
    name: "Customer replied on a shared cart (to the office)",
    when: "A customer writes on a shared cart (sent to whoever prepared it, else the business e-mail).",
    audience: "office",
    placeholders: [
      "customer",
      ["message", "What the customer wrote", "Could you come on the Tuesday instead?"],
      link("The shared cart in the Operations Portal", "https://bosun.example/staff/shared-carts/…"),
    ],
    subject: "{{customer}} replied about their shared cart",
    body: "{{customer}} wrote:\n\n{{message}}\n\nReply from the Operations Portal: {{url}}",
  },
  {
    key: "shared_cart.staff_reply",
    name: "Reply on a shared cart (to the customer)",
    when: "The office answers a customer on a shared cart.",
    placeholders: [
      ["staff_name", "Who answered", "Sam Mariner"],
      ["message", "The office's answer", "Tuesday works — see you then."],
      link("The shared cart's page (no login needed)", "https://bosun.example/shared-cart/…"),
    ],
    subject: "A reply about your Bosun cart",
    body: "{{staff_name}} wrote:\n\n{{message}}\n\nSee your cart: {{url}}",
  },
  {
    key: "quote.sent",
    name: "Quote sent",
    when: "The office sends a quote to a customer.",
    placeholders: [
      "name",
      "quote_number",
      "quote_title",
      "vessel",
      "total",
      [
        "optional_extras",
        "', with N optional extras you can add' when there are any, else empty",
        ", with 2 optional extras you can add",
      ],
      ["valid_until", "The last day the quote is valid", "Fri 18 Dec 2026"],
      link("The quote's page, to read and accept it", "https://bosun.example/quote/…"),
    ],
    subject: "Your quote {{quote_number}} from {{business_name}}: {{quote_title}}",
    body: "Hi {{name}},\n\nThanks for asking us to look after {{vessel}}. Your quote {{quote_number}} — {{quote_title}} — comes to {{total}} including GST{{optional_extras}}.\nIt is valid until the end of {{valid_until}} (Sydney time).\n\nRead it, choose any options and accept it here:\n{{url}}\n\nQuestions? Reply to this email or call {{business_phone}}.\n{{business_name}} · {{business_location}}",
  },
  {
    key: "quote.accepted",
    name: "Quote accepted (to the customer)",
    when: "A customer accepts a quote.",
    placeholders: [
      "name",
      "quote_number",
      "quote_title",
      ["items", "The accepted lines, one a line", "  • Antifoul — $1,100.00"],
      "total",
      "gst",
      ["deposit", "What is said about the deposit (or 'No deposit is needed.')", "No deposit is needed."],
      link("The quote's page", "https://bosun.example/quote/…"),
    ],
    subject: "Quote {{quote_number}} accepted — thank you",
    body: "Hi {{name}},\n\nThank you for accepting quote {{quote_number}} ({{quote_title}}). You accepted:\n{{items}}\nTotal {{total}} including {{gst}} GST.\n{{deposit}}\n\nWe will be in touch to confirm a date and time. You can open your quote any time here:\n{{url}}\n\n{{business_name}} · {{business_phone}}",
  },
  {
    key: "quote.accepted_office",
    name: "Quote accepted (to the office)",
    when: "A customer accepts a quote (sent to whoever wrote the quote).",
    audience: "office",
    placeholders: [
      "customer",
      "quote_number",
      "quote_title",
      "total",
      [
        "deposit_note",
        "', deposit $X invoiced on INV-…' when a deposit is due, else empty",
        ", deposit $330.00 invoiced on INV-00078",
      ],
    ],
    subject: "{{quote_number}} accepted by {{customer}} ({{total}})",
    body: "{{customer}} accepted quote {{quote_number}} — {{quote_title}} — for {{total}}{{deposit_note}}.\nSchedule it from Quote to job in the admin area.",
  },
  {
    key: "quote.declined_office",
    name: "Quote declined (to the office)",
    when: "A customer declines a quote (sent to whoever wrote the quote).",
    audience: "office",
    placeholders: [
      "customer",
      "quote_number",
      "quote_title",
      ["their_message", "'Their message:' and the reason, when they gave one", "Their message:\nToo dear for now."],
    ],
    subject: "{{quote_number}} declined by {{customer}}",
    body: "{{customer}} declined quote {{quote_number}} — {{quote_title}}.\n\n{{their_message}}",
  },
  {
    key: "quote.changes_requested_office",
    name: "Changes asked to a quote (to the office)",
    when: "A customer asks for changes to a quote (sent to whoever wrote the quote).",
    audience: "office",
    placeholders: [
      "customer",
      "quote_number",
      "quote_title",
      ["their_message", "'Their message:' and what they asked", "Their message:\nCan you add a polish?"],
    ],
    subject: "{{customer}} asked for changes to {{quote_number}}",
    body: "{{customer}} asked for changes to quote {{quote_number}} — {{quote_title}}.\n\n{{their_message}}",
  },
  // ── orders, bookings and jobs ──
  {
    key: "order.confirmation",
    name: "Order confirmation",
    when: "A customer places an order (checkout).",
    placeholders: [
      "first_name",
      "order_number",
      "vessel",
      ["items", "The ordered services, one a line", "• Full detail on Mon 7 Dec — $650.00"],
      [
        "totals",
        "Bundle saving, total, GST, due now and on completion",
        "Total $650.00 including GST of $59.09. Due now: $650.00; on completion: $0.00.",
      ],
      [
        "payment_instructions",
        "How to pay (bank transfer details, cash or card)",
        "You can pay by card from your order page at any time.",
      ],
      link("The order's page", "https://bosun.example/payment/pending?order=…"),
    ],
    subject: "Your Bosun order {{order_number}}",
    body: "Hi {{first_name}},\n\nThanks for your order {{order_number}} for {{vessel}}:\n\n{{items}}\n\n{{totals}}\n\n{{payment_instructions}}\n\nYour order: {{url}}",
  },
  {
    key: "booking.moved",
    name: "Booking moved (to the owner, copy to the office)",
    when: "An owner moves a booking to another day from /owner/bookings.",
    placeholders: [
      "name",
      "service",
      "for_vessel",
      ["was", "The date it was booked for", "Mon 7 Dec 2026"],
      ["date", "The new date", "Wed 9 Dec 2026"],
      ["times", "The new time window", "09:00–11:00"],
      link("The owner's bookings page", "https://bosun.example/owner/bookings"),
    ],
    subject: "{{service}} moved to {{date}}",
    body: "Hi {{name}},\n\nYour {{service}}{{for_vessel}} has moved from {{was}} to {{date}}, {{times}}.\n\nManage your bookings: {{url}}",
  },
  {
    key: "booking.cancelled",
    name: "Booking cancelled (to the owner, copy to the office)",
    when: "An owner cancels a booking from /owner/bookings.",
    placeholders: [
      "name",
      "service",
      "for_vessel",
      ["date", "The date it was booked for (or 'a date to be agreed')", "Mon 7 Dec 2026"],
      "order_number",
    ],
    subject: "{{service}} on {{date}} cancelled",
    body: "Hi {{name}},\n\nYour {{service}}{{for_vessel}} (order {{order_number}}) is cancelled. Anything you paid for it is refunded under our payment terms; we will confirm by e-mail.\n\n{{business_name}}",
  },
  {
    key: "job.arrival_window",
    name: "Arrival window",
    when: "A job is scheduled or its time changes (the customer is told when the technician arrives).",
    placeholders: [
      "name",
      ["job_number", "The job number", "#1042"],
      ["job_title", "The job's title", "Antifoul"],
      ["on_vessel", "' on <vessel>' when there is a vessel, else empty", " on Sea Breeze"],
      ["window", "'between <from> and <to> on <day>'", "between 9:00 am and 10:00 am on 2 Dec 2026"],
      ["at_place", "' at <marina, address>' when known, else empty", " at Rose Bay Marina"],
      link("The customer's jobs page", "https://bosun.example/customer/dashboard"),
    ],
    subject: "Job {{job_number}}: we arrive {{window}}",
    body: "Hi {{name}},\n\nWe have scheduled {{job_title}}{{on_vessel}}.\n\nOur technician will arrive {{window}} (Sydney time){{at_place}}.\n\nIf the boat will not be accessible then, reply to this e-mail and we will find another time.\n\n{{url}}",
  },
  // ── invoices, payments and statements ──
  {
    key: "invoice.sent",
    name: "Invoice",
    when: "An invoice is issued and e-mailed (the PDF is attached).",
    placeholders: [
      "first_name",
      "invoice_number",
      ["document_title", "'Tax invoice' or 'Invoice'", "Tax invoice"],
      ["document_kind", "'tax invoice' or 'invoice' (lower case)", "tax invoice"],
      "total",
      "amount_due",
      ["due_sentence", "'$X is due by <date>.' or 'Nothing is owing.'", "$1,320.00 is due by 10 Dec 2026."],
      ["due_in_subject", "' — $X due <date>' when something is owing, else empty", " — $1,320.00 due 10 Dec 2026"],
      "bank_transfer",
      link("The invoice's page (view, pay, download)", "https://bosun.example/invoice/…"),
    ],
    subject: "{{document_title}} {{invoice_number}} from {{business_name}}{{due_in_subject}}",
    body: "Hi {{first_name}},\n\nThanks for choosing {{business_name}}. Your {{document_kind}} {{invoice_number}} for {{total}} is attached. {{due_sentence}}\n\n{{bank_transfer}}\n\nView or download your invoice: {{url}}\n\n{{business_name}} · {{business_phone}} · {{business_location}}",
  },
  {
    key: "invoice.reminder",
    name: "Invoice overdue reminder",
    when: "An invoice is overdue (the reminder cadence in the settings, or 'Send reminder').",
    placeholders: [
      "first_name",
      "invoice_number",
      "total",
      "amount_due",
      ["due_date", "The date it was due", "10 Dec 2026"],
      "bank_transfer",
      link("The invoice's page (view, pay, download)", "https://bosun.example/invoice/…"),
    ],
    subject: "Reminder: {{invoice_number}} is overdue — {{amount_due}} owing",
    body: "Hi {{first_name}},\n\nA friendly reminder that {{invoice_number}} for {{total}} was due on {{due_date}} and {{amount_due}} is still owing.\n\n{{bank_transfer}}\n\nIf you have paid in the last few days, thank you — please ignore this reminder. Questions? Just reply or call us.\n\nView or download your invoice: {{url}}\n\n{{business_name}} · {{business_phone}} · {{business_location}}",
  },
  {
    key: "payment.order_received",
    name: "Payment received (order)",
    when: "A card payment for an order succeeds.",
    placeholders: [
      "first_name",
      "amount",
      "order_number",
      ["balance", "What is still due, or 'Your order is paid in full.'", "Your order is paid in full."],
      link("The order's page", "https://bosun.example/payment/success?order=…"),
    ],
    subject: "Payment received — {{order_number}}",
    body: "Hi {{first_name}},\n\nWe've received {{amount}} for order {{order_number}}. Thank you.\n\n{{balance}}\n\nSee your order: {{url}}",
  },
  {
    key: "payment.invoice_received",
    name: "Payment received (invoice)",
    when: "A card payment for an invoice succeeds.",
    placeholders: [
      "first_name",
      "amount",
      "invoice_number",
      ["balance", "What is still owing, or 'The invoice is now paid in full.'", "The invoice is now paid in full."],
      link("The invoice's page", "https://bosun.example/invoice/…"),
    ],
    subject: "Payment received — {{invoice_number}}",
    body: "Hi {{first_name}},\n\nWe've received your card payment of {{amount}} for invoice {{invoice_number}}. Thank you.\n\n{{balance}}\n\nSee your invoice: {{url}}",
  },
  {
    key: "fleet.statement",
    name: "Fleet statement",
    when: "A fleet account's monthly statement is e-mailed to its billing contact (the PDF is attached).",
    placeholders: [
      ["billing_name", "The billing contact's name", "Morgan Quay"],
      ["fleet", "The fleet account's name", "Harbour Charters"],
      ["month", "The statement's month", "Nov 2026"],
      ["opening", "The balance at the start of the month", "$0.00"],
      ["invoiced", "What was invoiced in the month", "$1,320.00"],
      ["received", "What was received in the month", "$0.00"],
      ["closing", "The balance at the end of the month", "$1,320.00"],
    ],
    subject: "{{fleet}}: statement for {{month}}",
    body: "Hi {{billing_name}},\n\nAttached is the statement for {{fleet}} for {{month}}.\nOpening balance {{opening}}, invoiced {{invoiced}}, received {{received}}.\nBalance at the end of the month: {{closing}}.\n\nThank you,\n{{business_name}}",
  },
  // ── subscriptions ──
  {
    key: "subscription.active",
    name: "Subscription active",
    when: "The first payment of a new subscription succeeds.",
    placeholders: [
      "first_name",
      "service",
      "vessel",
      "subscription_number",
      "amount",
      ["first_visit", "The first visit's date", "Mon 7 Dec 2026"],
      link("The subscription's page (skip, pause, cancel)", "https://bosun.example/customer/subscription/…"),
    ],
    subject: "Subscription active — {{subscription_number}}",
    body: "Hi {{first_name}},\n\nYour {{service}} subscription for {{vessel}} ({{subscription_number}}) is active. We received {{amount}} for the first visit on {{first_visit}}.\n\nWe book each later visit a week ahead and charge the saved card then; you can skip, pause or cancel from your account.\n\nManage it: {{url}}",
  },
  subscriptionNotice(
    "started",
    "Your subscription has started",
    "A subscription is created.",
    "Thank you for subscribing. Your first visit is booked; we book each later visit a week ahead.",
  ),
  subscriptionNotice(
    "reactivated",
    "Your subscription is active again",
    "The overdue visit of a subscription on hold is paid.",
    "Thank you — the overdue visit is paid, and we are booking your visits again.",
  ),
  subscriptionNotice(
    "card_declined",
    "Your card was declined",
    "A visit's card charge is declined the first time.",
    "We couldn't take {{amount}} for your visit on {{visit_date}} ({{decline_reason}}). The visit is still booked.\n\n{{retry_sentence}}",
    [
      "amount",
      "visit_date",
      ["decline_reason", "The card provider's reason", "Your card was declined."],
      [
        "retry_sentence",
        "When the card is tried again, or 'Please pay with the link.'",
        "We'll try the card again on Wed 9 Dec 2026. To settle it now — or with a different card — use the pay link.",
      ],
    ],
    true,
  ),
  subscriptionNotice(
    "on_hold",
    "Your subscription is on hold",
    "A visit's card charge failed on every retry.",
    "We tried your card {{attempts}} times for the visit on {{visit_date}} without success.\n\nWe won't book more visits until it is paid. Pay with the link and your visits start again.",
    [["attempts", "How many times the card was tried", "3"], "visit_date"],
    true,
  ),
  subscriptionNotice(
    "visit_skipped",
    "Visit skipped",
    "The customer or the office skips a visit.",
    "We won't come on {{visit_date}}. Nothing is charged for it.",
    ["visit_date"],
  ),
  subscriptionNotice(
    "paused",
    "Subscription paused",
    "A subscription is paused.",
    "No visits are booked until {{until}}; visits already booked stay booked. You can resume any time.",
    [["until", "The day it is paused until", "Mon 4 Jan 2027"]],
  ),
  subscriptionNotice(
    "resumed",
    "Subscription resumed",
    "A paused subscription is resumed.",
    "Welcome back{{next_visit}}.",
    [
      [
        "next_visit",
        "' — your next visit is <date>' when one is booked, else empty",
        " — your next visit is Mon 7 Dec 2026",
      ],
    ],
  ),
  subscriptionNotice(
    "changed",
    "Subscription changed",
    "The frequency or weekday of a subscription changes.",
    "{{summary}}\n\nVisits already booked are unchanged.",
    ["summary"],
  ),
  subscriptionNotice(
    "cancelled",
    "Subscription cancelled",
    "A subscription is cancelled.",
    "{{summary}}\n\nThank you for having us look after your boat.",
    ["summary"],
  ),
  subscriptionNotice(
    "price_changed",
    "Your price per visit has changed",
    "The office changes a subscription's price per visit.",
    "{{summary}}",
    ["summary"],
  ),
  subscriptionNotice(
    "refunded",
    "Refund on its way",
    "The office refunds a visit's card payment.",
    "We've refunded {{amount}} for the visit on {{visit_date}} to your card. It usually shows within 5–10 business days.",
    ["amount", "visit_date"],
  ),
  // ── newsletter, staff and subcontractors ──
  {
    key: "newsletter.confirm",
    name: "Newsletter confirmation",
    when: "Someone signs up for the newsletter (double opt-in).",
    placeholders: [link("The confirmation link", "https://bosun.example/newsletter/confirm?token=…")],
    subject: "Confirm your newsletter subscription",
    body: "Please confirm that you would like {{business_name}}'s newsletter: seasonal maintenance reminders, bundle offers and news from around Sydney's marinas.\n\nConfirm: {{url}}\n\nIf you did not ask for this, ignore this e-mail and you will not hear from us.",
  },
  {
    key: "credential.expiring",
    name: "Credential expiring",
    when: "A team member's or subcontractor's licence, ticket or insurance nears expiry (sent to its holder, else the office).",
    audience: "office",
    placeholders: [
      ["who", "The holder's name (or the business's)", "Jordan Reef"],
      ["credential", "The kind of credential", "Coxswain certificate"],
      ["number", "Its number", "CX-12345"],
      ["issuer", "Who issued it", "AMSA"],
      "when",
      link("The credentials page", "https://bosun.example/admin/credentials?filter=expiring"),
    ],
    subject: "{{who}}: {{credential}} {{when}}",
    body: "{{who}}'s {{credential}} {{number}} (issued by {{issuer}}) {{when}}. Work that needs it cannot be dispatched once it has expired. Send the renewed one to the office so it can be recorded: {{url}}",
  },
  {
    key: "work_order.sent",
    name: "Work order sent to a subcontractor",
    when: "The office sends a job to a subcontracting business, or e-mails its link again (sent to the business's e-mail).",
    audience: "subcontractor",
    placeholders: [
      ["contact_name", "The business's contact (or its name)", "Jordan"],
      ["subcontractor", "The business's name", "Deep Blue Diving"],
      ["job", "The job's number and title", "#1042 Antifoul"],
      ["when", "When the job is booked (or 'to be arranged')", "Mon 7 Dec 2026 9:00 am"],
      ["instructions", "The office's instructions (may be empty)", "Two coats, red. Key at the marina office."],
      ["expires", "The last day the link works", "Sat 26 Dec 2026"],
      link(
        "The business's work-order link (no account needed)",
        "https://bosun.example/subcontractor/dashboard?token=…",
      ),
    ],
    subject: "Work order {{job}} from {{business_name}}",
    body: "Hi {{contact_name}},\n\n{{business_name}} has sent {{subcontractor}} a job: {{job}}, {{when}}.\n\n{{instructions}}\n\nOpen your work orders to accept or decline it, see the job card, record your time and upload your insurance certificate — no account needed:\n{{url}}\n\nThe link works until {{expires}} and replaces any link we e-mailed you before. Anyone holding it can answer for {{subcontractor}}: keep it to your team.",
  },
  {
    key: "communication.test",
    name: "Test e-mail",
    when: "An admin sends a test e-mail from /admin/communication-test.",
    audience: "office",
    placeholders: [
      ["sender", "The admin who sent it", "Sam Mariner"],
      ["note", "The admin's note (may be empty)", "Checking the new SMTP relay."],
    ],
    subject: "Test e-mail from {{business_name}}",
    body: "This is a test e-mail from {{business_name}}, sent by {{sender}} from /admin/communication-test.\n\n{{note}}\n\nIf you can read this, e-mail from the product reaches this address.",
  },
];

export const EMAIL_TEMPLATES: EmailTemplateDef[] = SPECS.map((s) => ({
  key: s.key,
  name: s.name,
  when: s.when,
  audience: s.audience ?? "customer",
  placeholders: s.placeholders.map(placeholder),
  subject: s.subject,
  body: s.body,
}));
