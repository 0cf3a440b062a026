// The workflow builder (issue 20, ADR 200): one plain form — event, conditions, delay, actions — with spare rows so it
// works without JavaScript; "Try it" shows what the rule would have done for a past event, changing nothing.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { FormSection } from "~/components/ui/form-section.tsx";
import { LightInput, LightSelect, lightForm, type FieldConstraint } from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import {
  ACTION_KINDS,
  ACTION_LABELS,
  ACTION_TARGET_HELP,
  AUTOMATION_FAMILIES,
  CONDITION_FIELDS,
  CONDITION_OPS,
  CONDITION_OP_LABELS,
  DELAY_UNITS,
  MAX_ACTIONS,
  MAX_CONDITIONS,
  describeCondition,
  eventLabel,
  type ConditionCheck,
  type PlannedStep,
} from "~/domain/automations.ts";
import { formatDateTime } from "~/domain/dates.ts";

type Row = Record<string, string | undefined>;
export interface BuilderDefaults {
  name: string;
  eventType: string;
  delayAmount: string;
  delayUnit: string;
  conditions: Row[];
  actions: Row[];
}
export interface TriedRule {
  event: { seq: number; type: string; occurredAt: string; data: Record<string, unknown> };
  checks: ConditionCheck[];
  holds: boolean;
  runAt: string;
  plan: PlannedStep[];
}
export interface BuilderActionData {
  result?: SubmissionResult<string[]>;
  tried?: TriedRule | null;
  tryProblem?: string | null;
}

function RowInput({
  name,
  label,
  value,
  errors,
  as = "input",
  options,
  placeholder,
}: {
  name: string;
  label: string;
  value: string | undefined;
  errors: string[] | undefined;
  as?: "input" | "select" | "textarea";
  options?: { value: string; label: string }[];
  placeholder?: string;
}) {
  const id = `rule-${name.replace(/[[\].]/g, "-")}`;
  const common = {
    id,
    name,
    defaultValue: value ?? "",
    className: "field-input",
    ...(errors?.length ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {}),
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {as === "select" ? (
        <select {...common}>
          <option value="">—</option>
          {options!.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ) : as === "textarea" ? (
        <textarea {...common} rows={3} maxLength={4000} placeholder={placeholder} />
      ) : (
        <input {...common} type="text" maxLength={300} placeholder={placeholder} />
      )}
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  );
}

export function RuleBuilder({
  defaults,
  actionData,
  pastEvents,
  isEdit,
  constraint,
}: {
  defaults: BuilderDefaults;
  /** The rule schema's native validation attributes, sent by the loader (a light form, ADR 030). */
  constraint: Record<string, FieldConstraint>;
  actionData: BuilderActionData | undefined;
  pastEvents: { seq: number; type: string; label: string }[];
  isEdit: boolean;
}) {
  const { formId, formErrorId, formErrors, field } = lightForm({
    id: "rule",
    lastResult: actionData?.result,
    constraint,
    defaultValue: {
      name: defaults.name,
      eventType: defaults.eventType,
      delayAmount: defaults.delayAmount,
      delayUnit: defaults.delayUnit,
    },
  });
  const typed = (actionData?.result?.initialValue ?? null) as Partial<BuilderDefaults> | null;
  const rowValue = (list: "conditions" | "actions", i: number, key: string) =>
    (typed ? typed[list]?.[i]?.[key] : defaults[list][i]?.[key]) ?? "";
  const errorsOf = (name: string) => actionData?.result?.error?.[name] ?? undefined;
  const eventOptions = Object.entries(AUTOMATION_FAMILIES).flatMap(([family, types]) =>
    types.map((t) => ({ value: t, label: `${family}: ${eventLabel(t)}` })),
  );
  return (
    <Form method="post" id={formId} aria-describedby={formErrors ? formErrorId : undefined} className="space-y-6">
      <FormSection legend="When">
        <div className="grid gap-4 sm:grid-cols-2">
          <LightInput field={field("name")} label="Rule name" placeholder="e.g. Follow up unanswered quotes" />
          <LightSelect field={field("eventType")} label="When this happens" options={eventOptions} />
        </div>
      </FormSection>

      <FormSection legend="If (all must hold; leave rows empty for none)">
        <p className="text-sm">
          Conditions read the event's facts. “… now (when it runs)” are read again after the delay — e.g. status now is
          one of <code>sent,viewed</code> means “still not answered”.
        </p>
        {Array.from({ length: MAX_CONDITIONS }, (_, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-3" data-testid={`condition-${i}`}>
            <RowInput
              name={`conditions[${i}].field`}
              label={`Condition ${i + 1}: fact`}
              as="select"
              options={CONDITION_FIELDS.map((f) => ({ value: f.name, label: f.label }))}
              value={rowValue("conditions", i, "field")}
              errors={errorsOf(`conditions[${i}].field`)}
            />
            <RowInput
              name={`conditions[${i}].op`}
              label="compared"
              as="select"
              options={CONDITION_OPS.map((o) => ({ value: o, label: CONDITION_OP_LABELS[o] }))}
              value={rowValue("conditions", i, "op")}
              errors={errorsOf(`conditions[${i}].op`)}
            />
            <RowInput
              name={`conditions[${i}].value`}
              label="with"
              value={rowValue("conditions", i, "value")}
              errors={errorsOf(`conditions[${i}].value`)}
            />
          </div>
        ))}
      </FormSection>

      <FormSection legend="After">
        <div className="grid gap-4 sm:grid-cols-2">
          <LightInput field={field("delayAmount")} label="Delay (0 for straight away)" type="number" />
          <LightSelect
            field={field("delayUnit")}
            label="Unit"
            options={DELAY_UNITS.map((u) => ({ value: u, label: u }))}
          />
        </div>
        <p className="text-sm">Days are Sydney calendar days at the same time of day.</p>
      </FormSection>

      <FormSection legend="Do">
        <p className="text-sm">
          Subjects and texts may use the event's facts: <code>{"{{number}}"}</code>, <code>{"{{customerName}}"}</code>,{" "}
          <code>{"{{totalCents}}"}</code> (as dollars), <code>{"{{current.status}}"}</code>. For a webhook the text box
          holds the signing secret (stored encrypted, never shown again). A task's subject is what to do, its text the
          notes.
        </p>
        {Array.from({ length: MAX_ACTIONS }, (_, i) => (
          <div key={i} className="space-y-3 rounded-theme border border-line p-3" data-testid={`action-${i}`}>
            <div className="grid gap-3 sm:grid-cols-3">
              <RowInput
                name={`actions[${i}].kind`}
                label={`Action ${i + 1}`}
                as="select"
                options={ACTION_KINDS.map((k) => ({ value: k, label: ACTION_LABELS[k] }))}
                value={rowValue("actions", i, "kind")}
                errors={errorsOf(`actions[${i}].kind`)}
              />
              <RowInput
                name={`actions[${i}].target`}
                label="To / priority / URL"
                value={rowValue("actions", i, "target")}
                errors={errorsOf(`actions[${i}].target`)}
              />
              <RowInput
                name={`actions[${i}].subject`}
                label="E-mail subject / task"
                value={rowValue("actions", i, "subject")}
                errors={errorsOf(`actions[${i}].subject`)}
              />
            </div>
            <RowInput
              name={`actions[${i}].body`}
              label="E-mail text / note / webhook secret"
              as="textarea"
              value={rowValue("actions", i, "body")}
              errors={errorsOf(`actions[${i}].body`)}
              placeholder={
                defaults.actions[i]?.secretKept === "1"
                  ? `Webhook secret ${defaults.actions[i]?.secretHint}: leave empty to keep it`
                  : undefined
              }
            />
            {defaults.actions[i]?.secretKept === "1" ? (
              <>
                <input type="hidden" name={`actions[${i}].secretKept`} value="1" />
                <p className="text-sm">
                  The webhook's signing secret is stored encrypted and never shown: it is{" "}
                  {defaults.actions[i]?.secretHint}. Leave the box empty to keep it, or type a new one.
                </p>
              </>
            ) : null}
            <div className="max-w-xs">
              <RowInput
                name={`actions[${i}].dueDays`}
                label="Task due in (days, tasks only)"
                value={rowValue("actions", i, "dueDays")}
                errors={errorsOf(`actions[${i}].dueDays`)}
              />
            </div>
          </div>
        ))}
        <details className="text-sm">
          <summary className="cursor-pointer font-semibold">What the “To / priority / URL” box means</summary>
          <ul className="mt-2 list-disc pl-5">
            {ACTION_KINDS.map((k) => (
              <li key={k}>
                {ACTION_LABELS[k]}: {ACTION_TARGET_HELP[k]}
              </li>
            ))}
          </ul>
        </details>
      </FormSection>

      <ErrorList id={formErrorId} errors={formErrors} />

      <FormSection legend="Try it against a past event (nothing is sent or changed)">
        <div>
          <label htmlFor="rule-eventSeq" className="field-label">
            Past event
          </label>
          <select id="rule-eventSeq" name="eventSeq" className="field-input" defaultValue="">
            <option value="">Choose an event…</option>
            {pastEvents.map((e) => (
              <option key={e.seq} value={e.seq}>
                {e.label}
              </option>
            ))}
          </select>
        </div>
        <StatusButton value="try" pendingText="Trying..." className="btn-secondary">
          Try it
        </StatusButton>
        {actionData?.tryProblem ? <p className="text-sm text-red-700">{actionData.tryProblem}</p> : null}
        {actionData?.tried ? <TryResult tried={actionData.tried} /> : null}
      </FormSection>

      <div className="flex flex-wrap gap-3">
        <StatusButton value="save" pendingText="Saving..." className="btn-primary">
          {isEdit ? "Save as a new version" : "Create rule"}
        </StatusButton>
      </div>
    </Form>
  );
}

function TryResult({ tried }: { tried: TriedRule }) {
  return (
    <div className="rounded-theme border border-line bg-surface p-4 text-sm" data-testid="try-result" role="status">
      <p className="font-semibold">
        Event #{tried.event.seq} ({eventLabel(tried.event.type)}) at {formatDateTime(tried.event.occurredAt)}: the rule
        would {tried.holds ? `run at ${formatDateTime(tried.runAt)} and:` : "not act."}
      </p>
      {tried.checks.length ? (
        <ul className="mt-2 list-disc pl-5">
          {tried.checks.map((c, i) => (
            <li key={i}>
              {describeCondition(c.condition)} — it was “{c.actual || "empty"}”: {c.holds ? "holds" : "does not hold"}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">No conditions: it acts on every such event.</p>
      )}
      {tried.plan.length ? (
        <ol className="mt-2 list-decimal pl-5" data-testid="try-plan">
          {tried.plan.map((p) => (
            <li key={p.step}>{p.summary}</li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
