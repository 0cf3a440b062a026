// The communication hub's outbox filters (issue 18, ADR 181): status, recipient, template and a Sydney date range,
// read from the URL. Pure; anything unknown is ignored rather than refused, so a hand-edited URL still shows a list.
import { EMAIL_TEMPLATE_KEYS } from "./email-templates.ts";
import { labelledValues, oneOfOr } from "./labelled-values.ts";

export const EMAIL_STATUS_LABELS = {
  stored: "Stored (outbox)",
  sent: "Sent",
  failed: "Failed",
};
export const EMAIL_STATUSES = labelledValues(EMAIL_STATUS_LABELS);
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** "none": e-mails not made from a template (one-off notices, automations, tests). */
export const NOT_TEMPLATED = "none";

export interface OutboxFilters {
  status: EmailStatus | null;
  to: string;
  template: string | null;
  from: string | null;
  until: string | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (v: string | null) => (v && DATE.test(v) && !Number.isNaN(Date.parse(v)) ? v : null);

export function parseOutboxFilters(params: URLSearchParams): OutboxFilters {
  const template = params.get("template") ?? "";
  let from = dateParam(params.get("from"));
  let until = dateParam(params.get("until"));
  if (from && until && from > until) [from, until] = [until, from];
  return {
    status: oneOfOr(EMAIL_STATUSES, params.get("status"), null),
    to: (params.get("to") ?? "").trim().toLowerCase().slice(0, 120),
    template: template === NOT_TEMPLATED || EMAIL_TEMPLATE_KEYS.includes(template) ? template : null,
    from,
    until,
  };
}

/** Why a message cannot be sent again from the hub, or null. */
export function retryProblem(message: {
  status: string;
  retriedById: string | null;
  attachments: string | null;
}): string | null {
  if (message.status !== "failed") return "Only a failed e-mail can be sent again.";
  if (message.retriedById) return "This e-mail has already been sent again.";
  if (message.attachments)
    return "This e-mail had attachments, which are not kept: send it again from where it came from (e.g. the invoice's Send button).";
  return null;
}
