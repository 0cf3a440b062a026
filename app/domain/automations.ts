// Automations (issue 20, ADR 200): when EVENT, if CONDITIONS, after DELAY, do ACTIONS. Pure: what a rule is, how its
// conditions read an event's facts, when it runs and what it would do. The model (models/automations.server.ts)
// stores rules, dispatches events to them and carries the plan out through the task queue.
import { addDays, sydneyDateKey, sydneyWallTimeToUtc } from "./dates.ts";
import { EVENT_TYPE_LABELS, type KnownEventType } from "./events.ts";
import { JOB_STATUS_LABELS, isJobStatus, nextJobStatus, type JobStatus } from "./job-lifecycle.ts";
import { labelledValues, isIn } from "./labelled-values.ts";
import type { RuleFormValue } from "./automation-forms.ts";

/** The events a rule may listen to, grouped into the families /admin/{family}-workflow shows. */
export const AUTOMATION_FAMILIES = {
  enquiry: ["enquiry.received"],
  quote: ["quote.sent", "quote.viewed", "quote.accepted", "quote.declined", "quote.changes_requested"],
  booking: ["booking.made"],
  invoice: ["invoice.issued", "invoice.paid", "payment.failed"],
  job: ["job.created", "job.status_changed", "job.scheduled"],
} as const satisfies Record<string, readonly KnownEventType[]>;
export type AutomationFamily = keyof typeof AUTOMATION_FAMILIES;
export const FAMILY_NAMES = Object.keys(AUTOMATION_FAMILIES) as AutomationFamily[];
export const AUTOMATION_EVENTS = Object.values(AUTOMATION_FAMILIES).flat() as KnownEventType[];

export function isAutomationFamily(name: string): name is AutomationFamily {
  return (FAMILY_NAMES as string[]).includes(name);
}

export function familyOf(eventType: string): AutomationFamily | null {
  return FAMILY_NAMES.find((f) => isIn(AUTOMATION_FAMILIES[f], eventType)) ?? null;
}

export function eventLabel(type: string) {
  return EVENT_TYPE_LABELS[type as KnownEventType] ?? type;
}

/**
 * The facts a condition may test. `event.*` come from the event itself; `current.*` are read when the rule runs
 * (after its delay), so "3 days after the quote was sent, if still not answered" is `current.status in sent,viewed`.
 */
export const CONDITION_FIELDS = [
  { name: "serviceCategory", label: "Service category" },
  { name: "services", label: "Services asked for" },
  { name: "source", label: "Where the enquiry came from" },
  { name: "vesselType", label: "Vessel type" },
  { name: "vesselLengthMetres", label: "Vessel length (m)" },
  { name: "totalCents", label: "Amount (cents)" },
  { name: "status", label: "Status in the event" },
  { name: "to", label: "Job moved to" },
  { name: "customerEmail", label: "Customer e-mail" },
  { name: "current.status", label: "Status now (when it runs)" },
  { name: "current.priority", label: "Job priority now" },
] as const;
export const CONDITION_FIELD_NAMES = CONDITION_FIELDS.map((f) => f.name) as [string, ...string[]];

export const CONDITION_OP_LABELS = {
  eq: "is",
  neq: "is not",
  contains: "contains",
  in: "is one of (comma list)",
  gt: "is more than",
  lt: "is less than",
  present: "is filled in",
  absent: "is empty",
};
export const CONDITION_OPS = labelledValues(CONDITION_OP_LABELS);
export type ConditionOp = (typeof CONDITION_OPS)[number];

export interface Condition {
  field: string;
  op: ConditionOp;
  value: string;
}

export const DELAY_UNITS = ["minutes", "hours", "days"] as const;
export type DelayUnit = (typeof DELAY_UNITS)[number];
export interface Delay {
  amount: number;
  unit: DelayUnit;
}

export const ACTION_LABELS = {
  email_customer: "E-mail the customer",
  email_staff: "E-mail staff",
  add_note: "Add a note to the job",
  set_priority: "Set the job's priority",
  assign: "Assign the job to a worker",
  create_task: "Create a staff task",
  move_job: "Move the job to a stage",
  webhook: "Call a webhook (signed)",
};
export const ACTION_KINDS = labelledValues(ACTION_LABELS);
export type ActionKind = (typeof ACTION_KINDS)[number];
/** What the generic "target" box of an action row means for each kind (the form says so). */
export const ACTION_TARGET_HELP: Record<ActionKind, string> = {
  email_customer: "— (the customer's address comes from the record)",
  email_staff: "the staff e-mail address",
  add_note: "—",
  set_priority: "normal, high or urgent",
  assign: "the worker's e-mail address",
  create_task: "who does it: a staff e-mail address (empty: the job's worker, or unassigned); the subject is the task",
  move_job: "the stage, e.g. quote_sent or job_scheduled (only one stage forward; never invoiced or paid)",
  webhook: "the https:// URL to POST to",
};

export interface Action {
  kind: ActionKind;
  /** E-mail address, URL, priority or worker e-mail, by kind. */
  target: string;
  subject: string;
  /** E-mail text, note text, task notes, or the webhook's signing secret (stored encrypted, ADR 201). */
  body: string;
  /** A task's due date: this many Sydney days after the run (create_task only). */
  dueDays?: number;
}

export interface RuleDefinition {
  conditions: Condition[];
  delay: Delay;
  actions: Action[];
}

export type Facts = Record<string, unknown>;

function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Reads `field` from the facts: `current.x` from the current record, anything else from the event's data. */
export function factValue(facts: { event: Facts; current?: Facts | null }, field: string): unknown {
  if (field.startsWith("current.")) return facts.current?.[field.slice("current.".length)];
  return facts.event[field];
}

export function conditionHolds(condition: Condition, actual: unknown): boolean {
  const text = asText(actual).trim().toLowerCase();
  const want = condition.value.trim().toLowerCase();
  switch (condition.op) {
    case "eq":
      return text === want;
    case "neq":
      return text !== want;
    case "contains":
      return want.length > 0 && text.includes(want);
    case "in":
      return want
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean)
        .includes(text);
    case "gt":
    case "lt": {
      const a = Number(text);
      const b = Number(want);
      if (text === "" || !Number.isFinite(a) || !Number.isFinite(b)) return false;
      return condition.op === "gt" ? a > b : a < b;
    }
    case "present":
      return text.length > 0;
    case "absent":
      return text.length === 0;
  }
}

export interface ConditionCheck {
  condition: Condition;
  actual: string;
  holds: boolean;
}

/**
 * Checks every condition (all must hold). `deferred` leaves `current.*` conditions for the run (they are unknown
 * when the event is recorded): they count as holding now and are checked again when the rule runs.
 */
export function evaluateConditions(
  conditions: readonly Condition[],
  facts: { event: Facts; current?: Facts | null },
  opts: { deferCurrent?: boolean } = {},
): { holds: boolean; checks: ConditionCheck[] } {
  const checks = conditions.map((condition) => {
    if (opts.deferCurrent && condition.field.startsWith("current."))
      return { condition, actual: "(checked when it runs)", holds: true };
    const actual = factValue(facts, condition.field);
    return { condition, actual: asText(actual), holds: conditionHolds(condition, actual) };
  });
  return { holds: checks.every((c) => c.holds), checks };
}

export function describeCondition(c: Condition): string {
  const field = CONDITION_FIELDS.find((f) => f.name === c.field)?.label ?? c.field;
  const op = CONDITION_OP_LABELS[c.op];
  return c.op === "present" || c.op === "absent" ? `${field} ${op}` : `${field} ${op} "${c.value}"`;
}

export function describeDelay(delay: Delay): string {
  if (delay.amount === 0) return "straight away";
  const unit = delay.amount === 1 ? delay.unit.slice(0, -1) : delay.unit;
  return `after ${delay.amount} ${unit}`;
}

/**
 * When a rule acts on an event. Minutes and hours are elapsed time; days are Sydney calendar days at the same
 * Sydney wall-clock time, so "3 days after" a 9:00 quote is 9:00 three days later even across a daylight-saving
 * change.
 */
export function runAtFor(occurredAt: Date, delay: Delay): Date {
  if (delay.amount <= 0) return occurredAt;
  if (delay.unit === "minutes") return new Date(occurredAt.getTime() + delay.amount * 60_000);
  if (delay.unit === "hours") return new Date(occurredAt.getTime() + delay.amount * 3_600_000);
  const wall = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Australia/Sydney",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(occurredAt);
  const later = sydneyWallTimeToUtc(addDays(sydneyDateKey(occurredAt), delay.amount), wall);
  // Keep the seconds the event had (the wall clock above is to the minute).
  return new Date(later.getTime() + (occurredAt.getTime() % 60_000));
}

/** Fills `{{name}}` with the fact of that name (`{{current.status}}` too); unknown names become empty. */
export function renderTemplate(template: string, facts: { event: Facts; current?: Facts | null }): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_m, name: string) => {
    if (name === "totalCents" || name.endsWith("Cents")) {
      const cents = Number(factValue(facts, name));
      if (Number.isFinite(cents)) return `$${(cents / 100).toFixed(2)}`;
    }
    return asText(factValue(facts, name));
  });
}

export interface PlannedStep {
  step: number;
  kind: ActionKind;
  summary: string;
  /** Filled in, ready to carry out. */
  target: string;
  subject: string;
  body: string;
  dueDays: number;
}

/** What a rule would do for these facts, filled in — the run carries it out; "try it" only shows it. */
export function planActions(
  actions: readonly Action[],
  facts: { event: Facts; current?: Facts | null },
  context: { customerEmail?: string | null; jobNumber?: string | null } = {},
): PlannedStep[] {
  return actions.map((action, index) => {
    const subject = renderTemplate(action.subject, facts);
    const body = action.kind === "webhook" ? action.body : renderTemplate(action.body, facts);
    const job = context.jobNumber ? `job ${context.jobNumber}` : "the job";
    let target = action.target.trim();
    let summary: string;
    switch (action.kind) {
      case "email_customer":
        target = context.customerEmail ?? "";
        summary = target ? `E-mail ${target}: “${subject}”` : "E-mail the customer — no customer address on record";
        break;
      case "email_staff":
        summary = `E-mail ${target}: “${subject}”`;
        break;
      case "add_note":
        summary = `Add a note to ${job}: “${body.slice(0, 80)}”`;
        break;
      case "set_priority":
        target = target.toLowerCase();
        summary = `Set ${job} to ${target} priority`;
        break;
      case "assign":
        target = target.toLowerCase();
        summary = `Assign ${job} to ${target}`;
        break;
      case "create_task": {
        target = target.toLowerCase();
        const due = action.dueDays ? `, due in ${action.dueDays} day${action.dueDays === 1 ? "" : "s"}` : "";
        summary = `Create a task “${subject}” for ${target || "the job's worker"}${due}`;
        break;
      }
      case "move_job":
        target = target.toLowerCase();
        summary = `Move ${job} to ${isJobStatus(target) ? JOB_STATUS_LABELS[target] : target}`;
        break;
      case "webhook":
        summary = `POST the event to ${target} (signed)`;
        break;
    }
    return { step: index + 1, kind: action.kind, summary, target, subject, body, dueDays: action.dueDays ?? 0 };
  });
}

// ───────────── the rule form ─────────────

export const MAX_CONDITIONS = 4;
export const MAX_ACTIONS = 3;

/** The stored definition of a valid form: empty rows dropped. */
export function definitionFromForm(value: RuleFormValue): RuleDefinition {
  return {
    conditions: value.conditions
      .filter((c) => c.field && c.op)
      .map((c) => ({ field: c.field!, op: c.op as ConditionOp, value: c.value ?? "" })),
    delay: { amount: value.delayAmount, unit: value.delayUnit },
    actions: value.actions
      .filter((a) => a.kind)
      .map((a) => ({
        kind: a.kind as ActionKind,
        target: a.target ?? "",
        subject: a.subject ?? "",
        body: a.body ?? "",
        ...(a.kind === "create_task" && a.dueDays ? { dueDays: a.dueDays } : {}),
      })),
  };
}

/**
 * Whether a rule may move a job from `from` to `to`. A rule acts for nobody, so it gets less than a manager: one stage
 * forward only, and never into invoiced or paid (issuing an invoice and recording a payment make those moves).
 */
export function checkAutomationMove(
  from: string,
  to: string,
): { ok: true; to: JobStatus } | { ok: false; message: string } {
  if (!isJobStatus(to) || !isJobStatus(from)) return { ok: false, message: `“${to}” is not a job stage` };
  if (from === to) return { ok: false, message: `The job is already ${JOB_STATUS_LABELS[to]}` };
  if (to === "invoiced" || to === "paid")
    return { ok: false, message: `Only an invoice or a payment moves a job to ${JOB_STATUS_LABELS[to]}` };
  if (nextJobStatus(from) !== to)
    return {
      ok: false,
      message: `The job is ${JOB_STATUS_LABELS[from]}; a rule moves it only one stage forward (to ${
        nextJobStatus(from) ? JOB_STATUS_LABELS[nextJobStatus(from)!] : "nowhere"
      })`,
    };
  return { ok: true, to };
}

/** Reads a stored definition; anything malformed reads as a rule that does nothing. */
export function parseDefinition(text: string): RuleDefinition {
  try {
    const v = JSON.parse(text) as Partial<RuleDefinition>;
    return {
      conditions: Array.isArray(v.conditions) ? v.conditions : [],
      delay: v.delay && typeof v.delay.amount === "number" ? v.delay : { amount: 0, unit: "minutes" },
      actions: Array.isArray(v.actions) ? v.actions : [],
    };
  } catch {
    return { conditions: [], delay: { amount: 0, unit: "minutes" }, actions: [] };
  }
}

/** The idempotency key of a rule acting on an event: one task, one run, ever. */
export function automationKey(ruleVersionId: string, eventSeq: number) {
  return `automation:${ruleVersionId}:${eventSeq}`;
}

/** The string a webhook signature covers: the timestamp and the exact body, so a replayed body with a new time fails. */
export function webhookSigningInput(timestamp: string, body: string) {
  return `${timestamp}.${body}`;
}

export const RUN_STATUSES = ["scheduled", "retrying", "done", "skipped", "failed"] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

// ───────────── the default enquiry workflow (/admin/enquiry-automation) ─────────────

const followUp = (days: number): RuleDefinition => ({
  conditions: [{ field: "current.status", op: "in", value: "sent,viewed" }],
  delay: { amount: days, unit: "days" },
  actions: [
    {
      kind: "email_customer",
      target: "",
      subject: `Any questions about quote {{number}}?`,
      body:
        days <= 3
          ? "Hi {{customerName}},\n\nWe sent you quote {{number}} ({{title}}, {{totalCents}}) a few days ago. If anything is unclear or you would like changes, just reply — we are happy to help.\n\nThe link in our first e-mail lets you accept it online."
          : "Hi {{customerName}},\n\nA last reminder about quote {{number}} ({{title}}, {{totalCents}}). If the timing is not right we understand — reply and we will keep it on file.",
    },
    { kind: "add_note", target: "", subject: "", body: `Automatic ${days}-day follow-up sent for quote {{number}}` },
  ],
});

/** The workflow every new business starts with: an auto-reply, and follow-ups of unanswered quotes at 3 and 7 days. */
export const DEFAULT_ENQUIRY_RULES: { name: string; eventType: KnownEventType; definition: RuleDefinition }[] = [
  {
    name: "Auto-reply to new enquiries",
    eventType: "enquiry.received",
    definition: {
      conditions: [{ field: "customerEmail", op: "present", value: "" }],
      delay: { amount: 0, unit: "minutes" },
      actions: [
        {
          kind: "email_customer",
          target: "",
          subject: "We have your enquiry ({{number}})",
          body: "Hi {{customerName}},\n\nThanks for your enquiry — it is job {{number}} with us. Someone from our marine team will reply within one business day, usually sooner.",
        },
      ],
    },
  },
  { name: "Follow up unanswered quotes after 3 days", eventType: "quote.sent", definition: followUp(3) },
  { name: "Follow up unanswered quotes after 7 days", eventType: "quote.sent", definition: followUp(7) },
];

/** A rule that assigns new enquiries of one service category to a worker. */
export function assignByCategoryRule(category: string, workerEmail: string) {
  return {
    name: `Assign ${category} enquiries to ${workerEmail}`,
    eventType: "enquiry.received" as const,
    definition: {
      conditions: [{ field: "serviceCategory", op: "eq" as const, value: category }],
      delay: { amount: 0, unit: "minutes" as const },
      actions: [{ kind: "assign" as const, target: workerEmail.toLowerCase(), subject: "", body: "" }],
    },
  };
}
