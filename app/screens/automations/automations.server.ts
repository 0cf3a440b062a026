// The automation screens' server half (issue 20, ADR 200): the workflow builder (create, edit as a new version, try
// against a past event) and the rule list's pause/resume, shared by /workflow-builder, /admin/trigger-management
// and the /admin/{family}-workflow pages.
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import {
  AUTOMATION_EVENTS,
  MAX_ACTIONS,
  MAX_CONDITIONS,
  definitionFromForm,
  eventLabel,
  type RuleDefinition,
} from "~/domain/automations.ts";
import { ruleFormSchema } from "~/domain/automation-forms.ts";
import { isKnownEventType } from "~/domain/events.ts";
import {
  RuleRefusal,
  createRule,
  getRule,
  recentEventsOf,
  setRuleStatus,
  tryRule,
  updateRule,
} from "~/models/automations.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { notFound, safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { secretHint } from "~/utils/secrets.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

/** The form's starting values: a rule's current version, or a new rule (optionally for one event), rows padded. */
function formDefaults(rule: { name: string; eventType: string; definition: RuleDefinition } | null, eventType: string) {
  const def = rule?.definition ?? { conditions: [], delay: { amount: 0, unit: "days" as const }, actions: [] };
  const pad = <T>(rows: T[], n: number, empty: T) => [...rows, ...Array.from({ length: n - rows.length }, () => empty)];
  return {
    name: rule?.name ?? "",
    eventType: rule?.eventType ?? eventType,
    delayAmount: String(def.delay.amount),
    delayUnit: def.delay.unit,
    conditions: pad(
      def.conditions.map((c) => ({ field: c.field, op: c.op, value: c.value })),
      MAX_CONDITIONS,
      { field: "", op: "", value: "" },
    ),
    // A webhook's secret is never sent back to the browser: its box starts empty ("keep it") with a hint.
    actions: pad(
      def.actions.map((a) => ({
        kind: a.kind,
        target: a.target,
        subject: a.subject,
        body: a.kind === "webhook" ? "" : a.body,
        dueDays: a.dueDays ? String(a.dueDays) : "",
        secretKept: a.kind === "webhook" && a.body ? "1" : "",
        secretHint: a.kind === "webhook" && a.body ? secretHint(a.body) : "",
      })),
      MAX_ACTIONS,
      { kind: "", target: "", subject: "", body: "", dueDays: "", secretKept: "", secretHint: "" },
    ),
  };
}

/** The definition's rows (0-based) whose webhook secret box was left empty to keep the stored secret. */
function keptSecretRows(value: { actions: { kind?: string; body?: string; secretKept?: string }[] }) {
  const kept: number[] = [];
  let index = 0;
  for (const row of value.actions) {
    if (!row.kind) continue;
    if (row.kind === "webhook" && row.secretKept === "1" && !row.body) kept.push(index);
    index++;
  }
  return kept;
}

/** The rule form's native validation attributes: the builder is a light form (ADR 030). The name's minimum length
 * is left to the server, so a short name gets its message ("Give the rule a name (at least 3 characters)") next to
 * every other row's mistakes in one answer, as before, rather than the browser's own bubble for that field alone. */
const ruleFormConstraint = (() => {
  const constraint = getZodConstraint(ruleFormSchema);
  const { minLength: _serverChecked, ...name } = constraint.name ?? {};
  return { ...constraint, name };
})();

export async function builderLoader(request: Request) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const ruleId = url.searchParams.get("rule");
  const rule = ruleId ? await getRule(ruleId) : null;
  if (ruleId && !rule) throw notFound();
  const preset = url.searchParams.get("event") ?? "";
  const eventType = rule?.eventType ?? (AUTOMATION_EVENTS.includes(preset as never) ? preset : "quote.sent");
  const events = await recentEventsOf(AUTOMATION_EVENTS, 40);
  return json({
    rule: rule
      ? {
          id: rule.id,
          name: rule.name,
          status: rule.status,
          version: rule.currentVersion,
          versions: rule.versions.map((v) => ({ version: v.version, createdAt: v.createdAt })),
        }
      : null,
    defaults: formDefaults(rule, eventType),
    constraint: ruleFormConstraint,
    pastEvents: events.map((e) => ({
      seq: e.seq,
      type: e.type,
      label: `#${e.seq} · ${eventLabel(e.type)} · ${pastEventHint(e.data)}`,
      occurredAt: e.occurredAt,
    })),
  });
}

function pastEventHint(data: string) {
  try {
    const d = JSON.parse(data) as Record<string, unknown>;
    return String(d.number ?? d.title ?? d.customerName ?? d.serviceType ?? "").slice(0, 60) || "—";
  } catch {
    return "—";
  }
}

export async function builderAction(request: Request) {
  const ctx = await requireAdmin(request);
  const url = new URL(request.url);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const ruleId = url.searchParams.get("rule");
  const submission = parseForm(formData, { schema: ruleFormSchema });
  if (intent !== "save" && intent !== "try") throw unknownIntent();
  if (submission.status !== "success")
    return json({ result: submission.reply(), tried: null, tryProblem: null }, { status: 400 });
  const value = submission.value;
  const definition = definitionFromForm(value);
  if (intent === "try") {
    const seq = Number(formData.get("eventSeq"));
    const tried = Number.isInteger(seq) && seq > 0 ? await tryRule(definition, value.eventType, seq) : null;
    const problem = tried
      ? null
      : `Choose a past "${eventLabel(value.eventType)}" event to try the rule against (the rule listens to that event).`;
    return json({
      result: submission.reply(),
      tried,
      tryProblem: problem,
    });
  }
  try {
    if (ruleId) {
      const saved = await updateRule({
        ruleId,
        name: value.name,
        eventType: value.eventType,
        definition,
        actorId: ctx.actor.id,
        keptSecrets: keptSecretRows(value),
      });
      return redirectWithToast(`/admin/trigger-management?rule=${ruleId}`, {
        type: "success",
        title: "Rule saved",
        description: `${value.name} is now version ${saved.version}; runs already made keep their version.`,
      });
    }
    if (keptSecretRows(value).length)
      throw new RuleRefusal("Enter a signing secret of at least 16 characters", "actions[0].body");
    const created = await createRule({
      name: value.name,
      eventType: value.eventType,
      definition,
      actorId: ctx.actor.id,
    });
    return redirectWithToast(`/admin/trigger-management?rule=${created.id}`, {
      type: "success",
      title: "Rule created",
      description: `${value.name} acts on every new “${eventLabel(value.eventType)}” event.`,
    });
  } catch (error) {
    if (!(error instanceof RuleRefusal)) throw error;
    return json({ ...refusalResult(submission, error), tried: null, tryProblem: null }, { status: 409 });
  }
}

/** Pause or resume a rule from any list of rules; back to where the button was. */
export async function ruleStatusAction(request: Request, formData: FormData) {
  const ruleId = String(formData.get("ruleId") ?? "");
  const intent = formData.get("intent");
  if (intent !== "pause" && intent !== "resume") throw unknownIntent();
  const ok = await setRuleStatus(ruleId, intent === "pause" ? "paused" : "active");
  if (!ok) throw notFound();
  const back = safeRedirectPath(formData.get("redirectTo"), new URL(request.url).pathname);
  return redirectWithToast(back, {
    type: "success",
    title: intent === "pause" ? "Rule paused" : "Rule resumed",
    description:
      intent === "pause"
        ? "It acts on no new events, and runs waiting for their time are skipped."
        : "It acts on events from now on.",
  });
}

export function parseEventFilter(value: string | null) {
  return value && isKnownEventType(value) ? value : null;
}
