// Automation rules (issue 20, ADR 200), pure: the rule form, condition evaluation, delay arithmetic in Sydney time,
// templates and the action plan, the idempotency key.
import { describe, expect, it } from "vitest";
import {
  automationKey,
  checkAutomationMove,
  conditionHolds,
  definitionFromForm,
  evaluateConditions,
  familyOf,
  planActions,
  renderTemplate,
  runAtFor,
  type Condition,
} from "~/domain/automations.ts";
import { ruleFormSchema } from "~/domain/automation-forms.ts";

const c = (field: string, op: Condition["op"], value = ""): Condition => ({ field, op, value });

describe("conditions", () => {
  it("compare text without case, numbers as numbers, lists by member", () => {
    expect(conditionHolds(c("x", "eq", "Detailing"), "detailing")).toBe(true);
    expect(conditionHolds(c("x", "neq", "hull"), "detailing")).toBe(true);
    expect(conditionHolds(c("x", "contains", "clean"), "external-clean,polish")).toBe(true);
    expect(conditionHolds(c("x", "in", "sent, viewed"), "viewed")).toBe(true);
    expect(conditionHolds(c("x", "in", "sent, viewed"), "accepted")).toBe(false);
    expect(conditionHolds(c("x", "gt", "100000"), 250000)).toBe(true);
    expect(conditionHolds(c("x", "lt", "12"), "9.5")).toBe(true);
    expect(conditionHolds(c("x", "gt", "5"), null)).toBe(false);
    expect(conditionHolds(c("x", "present"), "")).toBe(false);
    expect(conditionHolds(c("x", "absent"), undefined)).toBe(true);
  });

  it("all must hold; current.* waits for the run when deferred, and is read from the record then", () => {
    const conditions = [c("serviceCategory", "eq", "detailing"), c("current.status", "in", "sent,viewed")];
    const atEvent = evaluateConditions(conditions, { event: { serviceCategory: "detailing" } }, { deferCurrent: true });
    expect(atEvent.holds).toBe(true);
    const answered = evaluateConditions(conditions, {
      event: { serviceCategory: "detailing" },
      current: { status: "accepted" },
    });
    expect(answered.holds).toBe(false);
    expect(answered.checks[1]).toMatchObject({ actual: "accepted", holds: false });
    expect(evaluateConditions([], { event: {} }).holds).toBe(true);
  });
});

describe("delay", () => {
  const sent = new Date("2026-11-26T22:00:00Z"); // 9:00 on 27 Nov in Sydney (AEDT, +11)

  it("0 is straight away; minutes and hours are elapsed time", () => {
    expect(runAtFor(sent, { amount: 0, unit: "days" })).toEqual(sent);
    expect(runAtFor(sent, { amount: 90, unit: "minutes" }).toISOString()).toBe("2026-11-26T23:30:00.000Z");
    expect(runAtFor(sent, { amount: 2, unit: "hours" }).toISOString()).toBe("2026-11-27T00:00:00.000Z");
  });

  it("days are Sydney calendar days at the same Sydney time, across daylight saving", () => {
    expect(runAtFor(sent, { amount: 3, unit: "days" }).toISOString()).toBe("2026-11-29T22:00:00.000Z");
    // 9:00 on 2 Apr 2026 (AEDT, +11) → 3 days later is 9:00 on 5 Apr (AEST, +10): 25 hours more than 3 × 24.
    const beforeChange = new Date("2026-04-01T22:00:00Z");
    expect(runAtFor(beforeChange, { amount: 3, unit: "days" }).toISOString()).toBe("2026-04-04T23:00:00.000Z");
  });
});

describe("plan", () => {
  const facts = { event: { number: "Q-0012", totalCents: 45000, customerName: "Ana" }, current: { status: "sent" } };

  it("fills templates with the facts, money as dollars, unknown names empty", () => {
    expect(
      renderTemplate("Hi {{customerName}}, {{number}} is {{totalCents}} ({{current.status}}){{nope}}", facts),
    ).toBe("Hi Ana, Q-0012 is $450.00 (sent)");
  });

  it("says what each action would do, with the customer's address from the record", () => {
    const plan = planActions(
      [
        { kind: "email_customer", target: "", subject: "About {{number}}", body: "Hi {{customerName}}" },
        { kind: "add_note", target: "", subject: "", body: "Followed up {{number}}" },
        { kind: "set_priority", target: "HIGH", subject: "", body: "" },
        { kind: "webhook", target: "https://example.test/hook", subject: "", body: "secret-{{number}}" },
      ],
      facts,
      { customerEmail: "ana@example.test", jobNumber: "1042" },
    );
    expect(plan.map((p) => p.summary)).toEqual([
      "E-mail ana@example.test: “About Q-0012”",
      "Add a note to job 1042: “Followed up Q-0012”",
      "Set job 1042 to high priority",
      "POST the event to https://example.test/hook (signed)",
    ]);
    expect(plan[3]!.body).toBe("secret-{{number}}"); // a secret is never templated
  });

  it("one key per rule version and event", () => {
    expect(automationKey("v1", 7)).toBe("automation:v1:7");
    expect(automationKey("v1", 7)).not.toBe(automationKey("v2", 7));
    expect(familyOf("quote.sent")).toBe("quote");
    expect(familyOf("nope")).toBeNull();
  });
});

describe("the rule form", () => {
  const base = { name: "Quote follow-up", eventType: "quote.sent", delayAmount: 3, delayUnit: "days" };

  it("ignores empty rows and keeps the rest", () => {
    const parsed = ruleFormSchema.parse({
      ...base,
      conditions: [{ field: "current.status", op: "in", value: "sent,viewed" }, {}],
      actions: [{ kind: "email_customer", subject: "Any questions?", body: "Hi" }, {}, {}],
    });
    const def = definitionFromForm(parsed);
    expect(def.conditions).toHaveLength(1);
    expect(def.actions).toHaveLength(1);
    expect(def.delay).toEqual({ amount: 3, unit: "days" });
  });

  it("says what is missing, on the row that misses it", () => {
    const result = ruleFormSchema.safeParse({
      ...base,
      delayAmount: -1,
      conditions: [{ field: "totalCents", op: "gt" }],
      actions: [
        { kind: "email_staff", target: "not-an-address", subject: "x", body: "y" },
        { kind: "set_priority", target: "whenever" },
        { kind: "webhook", target: "ftp://x", body: "short" },
      ],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(
      expect.arrayContaining([
        "delayAmount",
        "conditions.0.value",
        "actions.0.target",
        "actions.1.target",
        "actions.2.target",
        "actions.2.body",
      ]),
    );
  });

  it("needs at least one action and a known event", () => {
    const result = ruleFormSchema.safeParse({ ...base, eventType: "quote.exploded", actions: [{}] });
    const paths = result.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["eventType", "actions.0.kind"]));
  });
});

describe("webhook addresses", () => {
  it("refuses loopback, private, link-local and metadata addresses, IPv4 and IPv6, and lets public ones through", async () => {
    const { isPrivateAddress } = await import("~/domain/network.ts");
    for (const a of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "172.31.255.255",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "[::1]",
    ])
      expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ["8.8.8.8", "172.32.0.1", "203.0.113.9", "2606:4700::1111", "::ffff:1.1.1.1"])
      expect(isPrivateAddress(a), a).toBe(false);
  });
});

describe("create a task, move the job (ADR 201)", () => {
  const base = { name: "New enquiry to-do", eventType: "enquiry.received", delayAmount: 0, delayUnit: "minutes" };

  it("a task needs what to do; its worker is an e-mail or empty; its due date is whole days", () => {
    const ok = ruleFormSchema.parse({
      ...base,
      actions: [
        { kind: "create_task", target: "Dee@Example.test", subject: "Call {{customerName}} back", dueDays: 2 },
        { kind: "create_task", subject: "Check the photos" },
      ],
    });
    const def = definitionFromForm(ok);
    expect(def.actions[0]).toMatchObject({ kind: "create_task", dueDays: 2 });
    expect(def.actions[1]).not.toHaveProperty("dueDays");
    const plan = planActions(def.actions, { event: { customerName: "Ana" } }, { jobNumber: "1042" });
    expect(plan.map((p) => p.summary)).toEqual([
      "Create a task “Call Ana back” for dee@example.test, due in 2 days",
      "Create a task “Check the photos” for the job's worker",
    ]);
    const bad = ruleFormSchema.safeParse({
      ...base,
      actions: [{ kind: "create_task", target: "dee", dueDays: -1 }],
    });
    expect(bad.error!.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["actions.0.subject", "actions.0.target", "actions.0.dueDays"]),
    );
  });

  it("a move names a stage; invoiced and paid are refused in the form", () => {
    expect(ruleFormSchema.safeParse({ ...base, actions: [{ kind: "move_job", target: "Quote_Sent" }] }).success).toBe(
      true,
    );
    for (const target of ["somewhere", "paid", "invoiced"]) {
      const r = ruleFormSchema.safeParse({ ...base, actions: [{ kind: "move_job", target }] });
      expect(r.success, target).toBe(false);
    }
  });

  it("a rule moves a job one stage forward only, never into invoiced or paid", () => {
    expect(checkAutomationMove("quote_requested", "quote_sent")).toEqual({ ok: true, to: "quote_sent" });
    expect(checkAutomationMove("quote_requested", "job_scheduled")).toMatchObject({
      ok: false,
      message: expect.stringContaining("one stage forward (to Quote Sent)"),
    });
    expect(checkAutomationMove("job_scheduled", "quote_sent")).toMatchObject({ ok: false });
    expect(checkAutomationMove("completed", "invoiced")).toMatchObject({
      ok: false,
      message: expect.stringContaining("Only an invoice or a payment"),
    });
    expect(checkAutomationMove("paid", "paid")).toMatchObject({ ok: false, message: "The job is already Paid" });
    expect(checkAutomationMove("quote_sent", "nowhere")).toMatchObject({ ok: false });
  });

  it("an edited webhook row may leave its secret box empty only when a stored secret is kept", () => {
    const hook = { kind: "webhook", target: "https://example.test/hook", body: "" };
    expect(ruleFormSchema.safeParse({ ...base, actions: [hook] }).success).toBe(false);
    expect(ruleFormSchema.safeParse({ ...base, actions: [{ ...hook, secretKept: "1" }] }).success).toBe(true);
  });
});
