// The automation forms (the workflow builder's rule, the enquiry auto-assignment), apart from domain/automations.ts
// so the builder's page uses the labels and lists without bundling Zod: it is a light form (ADR 030).
import { z } from "zod";
import {
  ACTION_KINDS,
  AUTOMATION_EVENTS,
  CONDITION_FIELD_NAMES,
  CONDITION_OPS,
  DELAY_UNITS,
  MAX_ACTIONS,
  MAX_CONDITIONS,
} from "./automations.ts";
import { requiredText } from "./form-fields.ts";
import { JOB_PRIORITIES, isJobPriority, isJobStatus } from "./job-lifecycle.ts";
import { isOneOf } from "./labelled-values.ts";

const isConditionOp = isOneOf(CONDITION_OPS);
const isActionKind = isOneOf(ACTION_KINDS);

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `Keep ${label} under ${max} characters`).optional();

const conditionRow = z.object({
  field: z.string().trim().max(40).optional(),
  op: z.string().trim().max(20).optional(),
  value: trimmed(200, "the value"),
});

const actionRow = z.object({
  kind: z.string().trim().max(30).optional(),
  target: trimmed(300, "the target"),
  subject: trimmed(200, "the subject"),
  body: trimmed(4000, "the text"),
  dueDays: z
    .number({ invalid_type_error: "Enter a whole number of days" })
    .int("Enter a whole number of days")
    .min(0, "The due date cannot be in the past")
    .max(365, "Keep it within a year")
    .optional(),
  /** "1" when the builder kept a stored webhook secret the form does not show (an empty box keeps it). */
  secretKept: z.string().max(1).optional(),
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The rule form (workflow builder): empty condition and action rows are ignored, so a plain form has spare rows. */
export const ruleFormSchema = z
  .object({
    name: requiredText("Give the rule a name", {
      min: 3,
      max: 120,
      tooShort: "Give the rule a name (at least 3 characters)",
      tooLong: "Keep the name under 120 characters",
    }),
    // Checked below (not z.enum) so a wrong event still lets every row's mistakes be reported at once.
    eventType: z.string({ required_error: "Choose the event that starts the rule" }).trim().max(60),
    delayAmount: z
      .number({ invalid_type_error: "Enter a whole number (0 for straight away)" })
      .int("Enter a whole number")
      .min(0, "The delay cannot be negative")
      .max(1000, "Keep the delay under 1000")
      .default(0),
    delayUnit: z.enum(DELAY_UNITS, { errorMap: () => ({ message: "Choose minutes, hours or days" }) }).default("days"),
    conditions: z.array(conditionRow).max(MAX_CONDITIONS, `At most ${MAX_CONDITIONS} conditions`).default([]),
    actions: z.array(actionRow).max(MAX_ACTIONS, `At most ${MAX_ACTIONS} actions`).default([]),
  })
  .superRefine((v, ctx) => {
    if (!(AUTOMATION_EVENTS as string[]).includes(v.eventType))
      ctx.addIssue({ code: "custom", path: ["eventType"], message: "Choose the event that starts the rule" });
    v.conditions.forEach((row, i) => {
      if (!row.field && !row.op && !row.value) return;
      if (!row.field || !(CONDITION_FIELD_NAMES as string[]).includes(row.field))
        ctx.addIssue({ code: "custom", path: ["conditions", i, "field"], message: "Choose what to test" });
      if (!isConditionOp(row.op))
        ctx.addIssue({ code: "custom", path: ["conditions", i, "op"], message: "Choose how to compare" });
      if (row.op !== "present" && row.op !== "absent" && !row.value)
        ctx.addIssue({ code: "custom", path: ["conditions", i, "value"], message: "Enter the value to compare with" });
    });
    let actions = 0;
    v.actions.forEach((row, i) => {
      if (!row.kind && !row.target && !row.subject && !row.body) return;
      actions++;
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: "custom", path: ["actions", i, field], message });
      if (!isActionKind(row.kind)) return at("kind", "Choose what to do");
      const kind = row.kind;
      if (kind === "email_customer" || kind === "email_staff") {
        if (!row.subject) at("subject", "Write the e-mail's subject");
        if (!row.body) at("body", "Write the e-mail's text");
      }
      if (kind === "email_staff" && !EMAIL.test(row.target ?? "")) at("target", "Enter the staff e-mail address");
      if (kind === "assign" && !EMAIL.test(row.target ?? "")) at("target", "Enter the worker's e-mail address");
      if (kind === "add_note" && !row.body) at("body", "Write the note");
      if (kind === "set_priority" && !isJobPriority((row.target ?? "").toLowerCase()))
        at("target", `Enter one of ${JOB_PRIORITIES.join(", ")}`);
      if (kind === "create_task") {
        if (!row.subject) at("subject", "Write what the task is (the subject box)");
        if (row.target && !EMAIL.test(row.target)) at("target", "Enter the staff e-mail address, or leave it empty");
      }
      if (kind === "move_job" && !isJobStatus((row.target ?? "").toLowerCase()))
        at("target", "Enter a job stage, e.g. quote_sent or job_scheduled");
      if (kind === "move_job" && ["invoiced", "paid"].includes((row.target ?? "").toLowerCase()))
        at("target", "Invoices and payments move jobs to invoiced and paid; a rule cannot");
      if (kind === "webhook") {
        if (!/^https?:\/\/[^\s]+$/i.test(row.target ?? "")) at("target", "Enter the URL, starting with https://");
        const keeps = row.secretKept === "1" && !row.body;
        if (!keeps && (!row.body || row.body.length < 16))
          at("body", "Enter a signing secret of at least 16 characters");
      }
    });
    if (actions === 0)
      ctx.addIssue({ code: "custom", path: ["actions", 0, "kind"], message: "Add at least one action" });
  });

export type RuleFormValue = z.infer<typeof ruleFormSchema>;

export const assignByCategorySchema = z.object({
  category: z.string({ required_error: "Choose the service category" }).trim().min(1).max(80),
  workerEmail: z
    .string({ required_error: "Enter the worker's e-mail address" })
    .trim()
    .max(200)
    .regex(EMAIL, "Enter the worker's e-mail address"),
});
