// Automations (issue 20, ADR 200): rules stored with their versions; each recorded event is handed to the active rules
// listening to its type *inside the event's transaction*, which enqueues one task per (rule version, event) on the
// durable queue (ADR 120) — so a follow-up exists exactly when its cause does, and never twice. The task re-reads
// the record when it runs (after its delay), checks the conditions again and carries out the actions, logging each.
import crypto from "node:crypto";
import dns from "node:dns/promises";
import {
  DEFAULT_ENQUIRY_RULES,
  assignByCategoryRule,
  automationKey,
  checkAutomationMove,
  evaluateConditions,
  familyOf,
  parseDefinition,
  planActions,
  runAtFor,
  webhookSigningInput,
  type AutomationFamily,
  type Facts,
  type PlannedStep,
  type RuleDefinition,
  type RunStatus,
} from "~/domain/automations.ts";
import { eventAudience } from "~/domain/events.ts";
import type { JobStatus } from "~/domain/job-lifecycle.ts";
import { isPrivateAddress } from "~/domain/network.ts";
import { OPERATIONS_ROLES } from "~/domain/roles.ts";
import { DEFAULT_MAX_ATTEMPTS, errorLine } from "~/domain/tasks.ts";
import { Refusal } from "~/domain/refusal.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { sendEmail } from "~/utils/email.server.ts";
import { isSealed, openSecret, resealSecret, sealSecret, secretKeys, type SecretKeys } from "~/utils/secrets.server.ts";
import { recordEvent } from "./events.server.ts";
import { JobStatusConflict, setJobStatus } from "./job.server.ts";
import { createTaskInTx } from "./staff-tasks.server.ts";
import { enqueueTask, type TaskContext } from "./queue.server.ts";

type Tx = Prisma.TransactionClient;
export const AUTOMATION_TASK = "automation:run";

export class RuleRefusal extends Refusal {}

export interface DispatchedEvent {
  seq: number;
  type: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  occurredAt: Date;
}

/**
 * Hands a just-recorded event to the active rules for its type (called by recordEvent, in its transaction). A rule
 * whose event-data conditions fail is logged as skipped; one that matches gets a run and a queued task, both keyed
 * by (rule version, event): recording or dispatching twice changes nothing. Effects of automations are recorded with
 * `byAutomation` and start no further rules (no chains, no loops).
 */
export async function dispatchEvent(tx: Tx, event: DispatchedEvent) {
  if (event.data.byAutomation) return 0;
  const rules = await tx.automationRule.findMany({
    where: { eventType: event.type, status: "active" },
    select: { id: true, currentVersion: true, versions: { select: { id: true, version: true, definition: true } } },
    take: 50,
  });
  let scheduled = 0;
  for (const rule of rules) {
    const version = rule.versions.find((v) => v.version === rule.currentVersion);
    if (!version) continue;
    const definition = parseDefinition(version.definition);
    const check = evaluateConditions(definition.conditions, { event: event.data }, { deferCurrent: true });
    const runAt = runAtFor(event.occurredAt, definition.delay);
    const base = {
      ruleId: rule.id,
      ruleVersionId: version.id,
      eventSeq: event.seq,
      eventType: event.type,
      subjectType: event.subjectType,
      subjectId: event.subjectId,
      runAt,
    };
    if (!check.holds) {
      const failed = check.checks.filter((c) => !c.holds).map((c) => `${c.condition.field} was "${c.actual}"`);
      await tx.automationRun.upsert({
        where: { ruleVersionId_eventSeq: { ruleVersionId: version.id, eventSeq: event.seq } },
        create: {
          ...base,
          status: "skipped",
          reason: `Conditions not met: ${failed.join("; ")}`,
          finishedAt: new Date(),
        },
        update: {},
      });
      continue;
    }
    const run = await tx.automationRun.upsert({
      where: { ruleVersionId_eventSeq: { ruleVersionId: version.id, eventSeq: event.seq } },
      create: { ...base, status: "scheduled" },
      update: {},
      select: { id: true },
    });
    await enqueueTask(
      tx,
      AUTOMATION_TASK,
      { runId: run.id },
      { runAt, dedupeKey: automationKey(version.id, event.seq), maxAttempts: DEFAULT_MAX_ATTEMPTS },
    );
    scheduled++;
  }
  return scheduled;
}

// ───────────── what a run knows about the record ─────────────

interface SubjectFacts {
  current: Facts | null;
  jobId: string | null;
  jobNumber: string | null;
  customerEmail: string | null;
  /** The job's worker (a task with no assignee goes to them). */
  assignedStaffId?: string | null;
}

/** The record the event is about, as it is now: its status, the job to act on and the customer's address. */
export async function subjectFacts(subjectType: string, subjectId: string, data: Facts): Promise<SubjectFacts> {
  let current: Facts | null = null;
  let jobId = typeof data.jobId === "string" ? data.jobId : null;
  let customerEmail = typeof data.customerEmail === "string" ? data.customerEmail : null;
  if (subjectType === "quote") {
    const q = await prisma.quote.findUnique({
      where: { id: subjectId },
      select: { status: true, jobId: true, contactEmail: true, totalCents: true },
    });
    if (q) {
      current = { status: q.status, totalCents: q.totalCents };
      jobId = q.jobId ?? jobId;
      customerEmail = q.contactEmail;
    }
  } else if (subjectType === "invoice") {
    const inv = await prisma.invoice.findUnique({
      where: { id: subjectId },
      select: { status: true, jobId: true, outstandingCents: true, customerEmail: true },
    });
    if (inv) {
      current = { status: inv.status, outstandingCents: inv.outstandingCents };
      jobId = inv.jobId ?? jobId;
      customerEmail = inv.customerEmail ?? customerEmail;
    }
  } else if (subjectType === "booking") {
    const b = await prisma.booking.findUnique({ where: { id: subjectId }, select: { status: true, jobId: true } });
    if (b) {
      current = { status: b.status };
      jobId = b.jobId ?? jobId;
    }
  } else if (subjectType === "job") {
    jobId = subjectId;
  }
  let jobNumber: string | null = null;
  let assignedStaffId: string | null = null;
  if (jobId) {
    const job = await prisma.job.findUnique({
      where: { id: jobId },
      select: { number: true, status: true, priority: true, customerContactEmail: true, assignedStaffId: true },
    });
    if (job) {
      jobNumber = String(job.number);
      assignedStaffId = job.assignedStaffId;
      customerEmail ??= job.customerContactEmail;
      current = { ...(subjectType === "job" ? { status: job.status } : {}), priority: job.priority, ...current };
    } else jobId = null;
  }
  return { current, jobId, jobNumber, customerEmail, assignedStaffId };
}

// ───────────── running ─────────────

interface StepResult {
  step: number;
  kind: string;
  summary: string;
  /** refused: the action was not allowed (e.g. a move the job lifecycle does not allow); recorded, not retried. */
  status: "done" | "already done" | "skipped" | "refused";
}

/** The queue's handler for AUTOMATION_TASK: carries out one run, once. */
export async function runAutomation(payload: unknown, ctx: TaskContext) {
  const runId = (payload as { runId?: unknown })?.runId;
  if (typeof runId !== "string") throw new Error("The task names no run");
  const run = await prisma.automationRun.findUnique({
    where: { id: runId },
    include: { rule: { select: { status: true, name: true } }, version: { select: { definition: true } } },
  });
  if (!run) return { skipped: "The run no longer exists (its rule was deleted)" };
  // A failed run comes back only when an operator retries its task (/admin/ai-operations); steps done stay done.
  if (run.status === "done" || run.status === "skipped") return { already: run.status };
  const finishAs = async (status: RunStatus, data: { reason?: string; outcome?: StepResult[]; error?: string }) => {
    await prisma.automationRun.update({
      where: { id: run.id },
      data: {
        status,
        attempts: ctx.attempt,
        reason: data.reason ?? run.reason,
        ...(data.outcome ? { outcome: JSON.stringify(data.outcome) } : {}),
        error: data.error ?? null,
        finishedAt: status === "retrying" ? null : ctx.now,
      },
    });
  };
  if (run.rule.status !== "active") {
    await finishAs("skipped", { reason: "The rule was paused before it ran" });
    return { skipped: "paused" };
  }
  const event = await prisma.domainEvent.findUnique({ where: { seq: run.eventSeq } });
  if (!event) {
    await finishAs("skipped", { reason: "The event no longer exists" });
    return { skipped: "no event" };
  }
  const data = parseData(event.data);
  const definition = parseDefinition(run.version.definition);
  const subject = await subjectFacts(event.subjectType, event.subjectId, data);
  const facts = { event: data, current: subject.current };
  const check = evaluateConditions(definition.conditions, facts);
  if (!check.holds) {
    const failed = check.checks.filter((c) => !c.holds).map((c) => `${c.condition.field} is "${c.actual}"`);
    await finishAs("skipped", { reason: `No longer applies: ${failed.join("; ")}` });
    return { skipped: "conditions" };
  }
  const plan = planActions(definition.actions, facts, subject);
  const results: StepResult[] = [];
  try {
    for (const step of plan)
      results.push(await carryOut(run.id, step, { event, data, subject, now: ctx.now, ruleName: run.rule.name }));
  } catch (error) {
    const last = ctx.attempt >= DEFAULT_MAX_ATTEMPTS;
    await finishAs(last ? "failed" : "retrying", { outcome: results, error: errorLine(error) });
    throw error;
  }
  await finishAs("done", { outcome: results, reason: "Conditions held" });
  return { steps: results.length };
}

function parseData(text: string): Facts {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Facts) : {};
  } catch {
    return {};
  }
}

/**
 * One step, once: a database effect commits together with its AutomationEffect row (unique per run and step), so a
 * retried or re-run task skips it. E-mail and webhooks leave the database: they are marked right after, so a process
 * killed in between may repeat that one step (the webhook carries a delivery id for the receiver to deduplicate).
 */
async function carryOut(
  runId: string,
  step: PlannedStep,
  ctx: {
    event: { seq: number; type: string; subjectType: string; subjectId: string; occurredAt: Date };
    data: Facts;
    subject: SubjectFacts;
    now: Date;
    ruleName: string;
  },
): Promise<StepResult> {
  const done = await prisma.automationEffect.findUnique({ where: { runId_step: { runId, step: step.step } } });
  if (done) return { step: step.step, kind: step.kind, summary: done.summary, status: "already done" };
  const mark = (tx: Tx, summary = step.summary) =>
    tx.automationEffect.create({ data: { runId, step: step.step, kind: step.kind, summary } });
  const jobId = ctx.subject.jobId;
  switch (step.kind) {
    case "email_customer":
    case "email_staff": {
      if (!step.target) return { step: step.step, kind: step.kind, summary: step.summary, status: "skipped" };
      // To the customer about a job: replies come back to the job by its signed reply address (ADR 201 addendum).
      const about =
        step.kind === "email_customer" && ctx.subject.jobNumber
          ? { kind: "job" as const, number: Number(ctx.subject.jobNumber) }
          : undefined;
      await sendEmail({ to: step.target, subject: step.subject, text: step.body, about });
      await mark(prisma);
      break;
    }
    case "add_note":
    case "set_priority":
    case "assign": {
      if (!jobId) return { step: step.step, kind: step.kind, summary: `${step.summary} — no job`, status: "skipped" };
      await prisma.$transaction(async (tx) => {
        await mark(tx);
        if (step.kind === "add_note") {
          await tx.jobEvent.create({ data: { jobId, kind: "note", reason: `Automation: ${step.body}` } });
        } else if (step.kind === "set_priority") {
          await tx.job.update({ where: { id: jobId }, data: { priority: step.target } });
          await tx.jobEvent.create({ data: { jobId, kind: "note", reason: `Automation set priority ${step.target}` } });
        } else {
          const worker = await tx.user.findUnique({
            where: { email: step.target },
            select: { id: true, fullName: true },
          });
          if (!worker) throw new Error(`No user with the e-mail ${step.target}`);
          await tx.job.update({ where: { id: jobId }, data: { assignedStaffId: worker.id } });
          await tx.jobEvent.create({
            data: { jobId, kind: "assigned", reason: `Automation assigned the job to ${worker.fullName}` },
          });
        }
        await recordEvent(tx, {
          type: "job.note_added",
          subject: { type: "job", id: jobId },
          data: { byAutomation: true },
          audience: eventAudience(),
        });
      });
      break;
    }
    case "create_task": {
      const summary = await prisma.$transaction(async (tx) => {
        let assigneeId = ctx.subject.assignedStaffId ?? null;
        let note = "";
        if (step.target) {
          const worker = await tx.user.findUnique({ where: { email: step.target }, select: { id: true } });
          if (worker) assigneeId = worker.id;
          else {
            assigneeId = null;
            note = ` — no user ${step.target}, so unassigned`;
          }
        }
        const dueAt = step.dueDays > 0 ? runAtFor(ctx.now, { amount: step.dueDays, unit: "days" }) : null;
        await createTaskInTx(tx, {
          title: step.subject,
          notes: step.body || null,
          assigneeId,
          jobId,
          dueAt,
          source: "automation",
          automationRunId: runId,
        });
        const text = `${step.summary}${note}`;
        await mark(tx, text);
        return text;
      });
      return { step: step.step, kind: step.kind, summary, status: "done" };
    }
    case "move_job": {
      if (!jobId) return { step: step.step, kind: step.kind, summary: `${step.summary} — no job`, status: "skipped" };
      // A refused move is the rule's outcome, not a failure: it is marked done with the reason and never retried.
      const outcome = await prisma.$transaction(async (tx) => {
        const job = await tx.job.findUnique({ where: { id: jobId }, select: { status: true } });
        const check = job ? checkAutomationMove(job.status, step.target) : { ok: false as const, message: "No job" };
        if (!check.ok) {
          const text = `${step.summary} — refused: ${check.message}`;
          await mark(tx, text);
          return { text, refused: true };
        }
        try {
          await setJobStatus(tx, {
            jobId,
            to: check.to,
            expectedFrom: job!.status as JobStatus,
            reason: `Automation: ${ctx.ruleName}`,
            now: ctx.now,
            eventData: { byAutomation: true },
          });
        } catch (error) {
          if (!(error instanceof JobStatusConflict)) throw error;
          const text = `${step.summary} — refused: ${error.message}`;
          await mark(tx, text);
          return { text, refused: true };
        }
        await mark(tx);
        return { text: step.summary, refused: false };
      });
      return { step: step.step, kind: step.kind, summary: outcome.text, status: outcome.refused ? "refused" : "done" };
    }
    case "webhook": {
      const body = JSON.stringify({
        delivery: `${runId}:${step.step}`,
        event: {
          seq: ctx.event.seq,
          type: ctx.event.type,
          subject: { type: ctx.event.subjectType, id: ctx.event.subjectId },
          occurredAt: ctx.event.occurredAt.toISOString(),
          data: ctx.data,
        },
      });
      await refusePrivateTarget(step.target);
      const headers = signWebhook(openSecret(step.body), body, new Date());
      const response = await fetch(step.target, {
        method: "POST",
        headers: { "content-type": "application/json", "x-bosun-delivery": `${runId}:${step.step}`, ...headers },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
      await mark(prisma, `${step.summary} → ${response.status}`);
      return { step: step.step, kind: step.kind, summary: `${step.summary} → ${response.status}`, status: "done" };
    }
  }
  return { step: step.step, kind: step.kind, summary: step.summary, status: "done" };
}

/**
 * A webhook may not reach the server's own network (the database, the mail relay, a metadata service): every address
 * its host resolves to must be public, unless AUTOMATION_WEBHOOKS_ALLOW_PRIVATE=1 (a receiver on the same network, tests).
 */
export async function refusePrivateTarget(target: string) {
  if (getEnv().AUTOMATION_WEBHOOKS_ALLOW_PRIVATE === "1") return;
  const { hostname } = new URL(target);
  const addresses = await dns.lookup(hostname.replace(/^\[|\]$/g, ""), { all: true });
  const blocked = addresses.find((a) => isPrivateAddress(a.address));
  if (blocked)
    throw new Error(`The webhook's host ${hostname} is on a private network (${blocked.address}): not called`);
}

/** The signature headers of a webhook call: HMAC-SHA256 over "timestamp.body" with the rule's secret. */
export function signWebhook(secret: string, body: string, now: Date) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = crypto.createHmac("sha256", secret).update(webhookSigningInput(timestamp, body)).digest("hex");
  return { "x-bosun-timestamp": timestamp, "x-bosun-signature": `sha256=${signature}` };
}

// ───────────── rules: create, edit, pause ─────────────

/** The definition as stored: every webhook's signing secret sealed (AES-256-GCM, ADR 201). */
export function sealDefinition(definition: RuleDefinition): RuleDefinition {
  return {
    ...definition,
    actions: definition.actions.map((a) =>
      a.kind === "webhook" && a.body && !isSealed(a.body) ? { ...a, body: sealSecret(a.body) } : a,
    ),
  };
}

export interface ResealReport {
  /** Rule versions holding at least one webhook secret. */
  checked: number;
  /** Versions rewritten (or, in a dry run, that would be): a plain secret sealed, an old key's secret re-sealed. */
  resealed: number;
  /** Secrets no configured key opens: left as they are (re-type them in the builder, or configure the old key). */
  unreadable: { ruleId: string; ruleName: string; version: number; step: number }[];
}

/**
 * Brings every stored webhook secret under the current key (ADR 201 and its rotation addendum): a plain secret from
 * before sealing is sealed, one sealed with a previous key (AUTOMATION_SECRET_KEY_PREVIOUS) is opened and sealed
 * again. Each version is rewritten with the same meaning by a conditional update (a concurrent writer wins, and the
 * next pass sees its value). Idempotent; the task worker runs it at start-up and `npm run secrets:rotate` on demand.
 */
export async function resealWebhookSecrets(
  opts: { keys?: SecretKeys; dryRun?: boolean; batch?: number } = {},
): Promise<ResealReport> {
  // The keys are read only when there is a secret to open: a server with no webhook step needs no key configured.
  let keys = opts.keys;
  const batch = opts.batch ?? 200;
  const report: ResealReport = { checked: 0, resealed: 0, unreadable: [] };
  let cursor: string | undefined;
  for (;;) {
    const versions = await prisma.automationRuleVersion.findMany({
      where: { definition: { contains: '"webhook"' } },
      select: { id: true, definition: true, version: true, rule: { select: { id: true, name: true } } },
      orderBy: { id: "asc" },
      take: batch,
      ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}),
    });
    for (const v of versions) {
      const definition = parseDefinition(v.definition);
      if (!definition.actions.some((a) => a.kind === "webhook" && a.body)) continue;
      report.checked++;
      let changed = false;
      const actions = definition.actions.map((a, index) => {
        if (a.kind !== "webhook" || !a.body) return a;
        try {
          keys ??= secretKeys();
          const next = resealSecret(a.body, keys);
          if (next === null) return a;
          changed = true;
          return { ...a, body: next };
        } catch {
          report.unreadable.push({ ruleId: v.rule.id, ruleName: v.rule.name, version: v.version, step: index + 1 });
          return a;
        }
      });
      if (!changed) continue;
      if (opts.dryRun) {
        report.resealed++;
        continue;
      }
      const { count } = await prisma.automationRuleVersion.updateMany({
        where: { id: v.id, definition: v.definition },
        data: { definition: JSON.stringify({ ...definition, actions }) },
      });
      report.resealed += count;
    }
    if (versions.length < batch) return report;
    cursor = versions[versions.length - 1]!.id;
  }
}

/** The start-up pass (plain secrets from before sealing, and secrets under a previous key): versions rewritten. */
export async function sealPlainWebhookSecrets(batch = 200) {
  return (await resealWebhookSecrets({ batch })).resealed;
}

export async function createRule(input: {
  name: string;
  eventType: string;
  definition: RuleDefinition;
  actorId: string;
}) {
  return prisma.automationRule.create({
    data: {
      name: input.name,
      eventType: input.eventType,
      createdById: input.actorId,
      versions: {
        create: {
          version: 1,
          definition: JSON.stringify(sealDefinition(input.definition)),
          createdById: input.actorId,
        },
      },
    },
    select: { id: true },
  });
}

/** Saves an edit as a new version; runs already made keep the version they ran. */
export async function updateRule(input: {
  ruleId: string;
  name: string;
  eventType: string;
  definition: RuleDefinition;
  actorId: string;
  /** Action rows (0-based) whose webhook secret box was left empty to keep the stored secret. */
  keptSecrets?: number[];
}) {
  return prisma.$transaction(async (tx) => {
    const rule = await tx.automationRule.findUnique({
      where: { id: input.ruleId },
      select: { currentVersion: true, versions: { select: { version: true, definition: true } } },
    });
    if (!rule) throw new RuleRefusal("This rule no longer exists.");
    const previous = parseDefinition(rule.versions.find((v) => v.version === rule.currentVersion)?.definition ?? "{}");
    const definition = keepSecrets(input.definition, previous, input.keptSecrets ?? []);
    const version = rule.currentVersion + 1;
    await tx.automationRuleVersion.create({
      data: {
        ruleId: input.ruleId,
        version,
        definition: JSON.stringify(sealDefinition(definition)),
        createdById: input.actorId,
      },
    });
    const { count } = await tx.automationRule.updateMany({
      where: { id: input.ruleId, currentVersion: rule.currentVersion },
      data: { name: input.name, eventType: input.eventType, currentVersion: version },
    });
    if (count !== 1) throw new RuleRefusal("Someone else saved this rule just now. Reload it and try again.");
    return { version };
  });
}

/** An empty secret box on an edited webhook row keeps the secret the same row had (still sealed). */
function keepSecrets(definition: RuleDefinition, previous: RuleDefinition, kept: number[]): RuleDefinition {
  return {
    ...definition,
    actions: definition.actions.map((a, i) => {
      if (a.kind !== "webhook" || a.body || !kept.includes(i)) return a;
      const before = previous.actions[i];
      if (before?.kind !== "webhook" || !before.body)
        throw new RuleRefusal("Enter a signing secret of at least 16 characters", `actions[${i}].body`);
      return { ...a, body: before.body };
    }),
  };
}

export async function setRuleStatus(ruleId: string, status: "active" | "paused") {
  const { count } = await prisma.automationRule.updateMany({ where: { id: ruleId }, data: { status } });
  return count === 1;
}

export async function getRule(ruleId: string) {
  const rule = await prisma.automationRule.findUnique({
    where: { id: ruleId },
    include: { versions: { orderBy: { version: "desc" }, take: 20 } },
  });
  if (!rule) return null;
  const current = rule.versions.find((v) => v.version === rule.currentVersion);
  return { ...rule, definition: parseDefinition(current?.definition ?? "{}") };
}

export interface RuleListFilter {
  status?: "active" | "paused";
  eventTypes?: readonly string[];
  q?: string;
  skip?: number;
  take?: number;
}

export async function listRules(filter: RuleListFilter = {}) {
  const where: Prisma.AutomationRuleWhereInput = {
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.eventTypes ? { eventType: { in: [...filter.eventTypes] } } : {}),
    ...(filter.q ? { name: { contains: filter.q } } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.automationRule.findMany({
      where,
      orderBy: [{ status: "asc" }, { updatedAt: "desc" }],
      skip: filter.skip ?? 0,
      take: Math.min(filter.take ?? 25, 100),
      include: { versions: { select: { version: true, definition: true }, orderBy: { version: "desc" }, take: 1 } },
    }),
    prisma.automationRule.count({ where }),
  ]);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await prisma.automationRun.groupBy({
        by: ["ruleId", "status"],
        where: { ruleId: { in: ids } },
        _count: { _all: true },
      })
    : [];
  return {
    total,
    rules: rows.map((r) => ({
      id: r.id,
      name: r.name,
      eventType: r.eventType,
      status: r.status,
      version: r.currentVersion,
      updatedAt: r.updatedAt,
      definition: parseDefinition(r.versions[0]?.definition ?? "{}"),
      runs: Object.fromEntries(
        counts.filter((c) => c.ruleId === r.id).map((c) => [c.status, c._count._all]),
      ) as Partial<Record<RunStatus, number>>,
    })),
  };
}

export async function listRuns(filter: {
  ruleId?: string;
  status?: RunStatus;
  eventTypes?: readonly string[];
  skip?: number;
  take?: number;
}) {
  const where: Prisma.AutomationRunWhereInput = {
    ...(filter.ruleId ? { ruleId: filter.ruleId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.eventTypes ? { eventType: { in: [...filter.eventTypes] } } : {}),
  };
  const [runs, total] = await Promise.all([
    prisma.automationRun.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip: filter.skip ?? 0,
      take: Math.min(filter.take ?? 25, 100),
      include: { rule: { select: { name: true } }, version: { select: { version: true } } },
    }),
    prisma.automationRun.count({ where }),
  ]);
  return {
    total,
    runs: runs.map((r) => ({
      id: r.id,
      ruleId: r.ruleId,
      ruleName: r.rule.name,
      version: r.version.version,
      eventSeq: r.eventSeq,
      eventType: r.eventType,
      subjectType: r.subjectType,
      subjectId: r.subjectId,
      status: r.status as RunStatus,
      runAt: r.runAt,
      attempts: r.attempts,
      reason: r.reason,
      error: r.error,
      steps: parseSteps(r.outcome),
      createdAt: r.createdAt,
      finishedAt: r.finishedAt,
    })),
  };
}

function parseSteps(text: string): StepResult[] {
  try {
    const v: unknown = JSON.parse(text);
    return Array.isArray(v) ? (v as StepResult[]) : [];
  } catch {
    return [];
  }
}

/** Counts of runs by status per event family (the automation dashboards). */
export async function runCountsByFamily(since: Date) {
  const rows = await prisma.automationRun.groupBy({
    by: ["eventType", "status"],
    where: { createdAt: { gte: since } },
    _count: { _all: true },
  });
  const out: Partial<Record<AutomationFamily, Partial<Record<RunStatus, number>>>> = {};
  for (const row of rows) {
    const family = familyOf(row.eventType);
    if (!family) continue;
    const bucket = (out[family] ??= {});
    bucket[row.status as RunStatus] = (bucket[row.status as RunStatus] ?? 0) + row._count._all;
  }
  return out;
}

/** Recent events a rule could be tried against. */
export async function recentEventsOf(eventTypes: readonly string[], take = 20) {
  return prisma.domainEvent.findMany({
    where: { type: { in: [...eventTypes] } },
    orderBy: { seq: "desc" },
    take,
    select: { seq: true, type: true, subjectType: true, subjectId: true, occurredAt: true, data: true },
  });
}

/**
 * "What would this rule have done?" for a past event: the conditions with the values it saw (as at the event and
 * now), when it would have run, and the filled-in actions — read only, nothing is sent or changed.
 */
export async function tryRule(definition: RuleDefinition, eventType: string, eventSeq: number) {
  const event = await prisma.domainEvent.findUnique({ where: { seq: eventSeq } });
  if (!event || event.type !== eventType) return null;
  const data = parseData(event.data);
  const subject = await subjectFacts(event.subjectType, event.subjectId, data);
  const facts = { event: data, current: subject.current };
  const check = evaluateConditions(definition.conditions, facts);
  return {
    event: { seq: event.seq, type: event.type, occurredAt: event.occurredAt, data },
    checks: check.checks,
    holds: check.holds,
    runAt: runAtFor(event.occurredAt, definition.delay),
    // A webhook's secret stays on the server.
    plan: check.holds
      ? planActions(definition.actions, facts, subject).map((p) => (p.kind === "webhook" ? { ...p, body: "" } : p))
      : [],
  };
}

/** Installs the default enquiry workflow's rules that are not there yet (by name); returns how many it added. */
export async function installDefaultEnquiryRules(actorId: string) {
  const existing = await prisma.automationRule.findMany({
    where: { name: { in: DEFAULT_ENQUIRY_RULES.map((r) => r.name) } },
    select: { name: true },
  });
  const have = new Set(existing.map((r) => r.name));
  let added = 0;
  for (const rule of DEFAULT_ENQUIRY_RULES) {
    if (have.has(rule.name)) continue;
    await createRule({ ...rule, actorId });
    added++;
  }
  return added;
}

/** Adds "assign this category's enquiries to this worker"; the worker must be staff. */
export async function addAssignByCategoryRule(category: string, workerEmail: string, actorId: string) {
  const worker = await prisma.user.findFirst({
    where: {
      email: workerEmail.toLowerCase(),
      roles: { some: { role: { in: [...OPERATIONS_ROLES, "marine_professional", "crew_member"] } } },
    },
    select: { id: true },
  });
  if (!worker) throw new RuleRefusal("No staff member has that e-mail address.", "workerEmail");
  return createRule({ ...assignByCategoryRule(category, workerEmail), actorId });
}
