// Automations (issue 20, ADR 200), JavaScript on and off: an admin builds a rule in the workflow builder (a mistake
// keeps what was typed), staff send a quote, the queue runs twice and the rule acted exactly once — the e-mail is in
// the outbox once and the run is logged on the rule's page; trying the rule against that past event shows what it
// would do without doing it; pausing it is one button.
import { expect, test } from "@playwright/test";
import { query, signIn, uniqueEmail } from "./helpers.ts";
import { createAndSendQuote, switchUser } from "./quotes-helpers.ts";

test("an admin's rule 'when a quote is sent, e-mail the customer and add a note' acts once per event, logged", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "auto");
  const ruleName = `Quote follow-up ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, "admin@example.com");
  await page.goto("/workflow-builder");

  // A mistake: the server (or the browser) says what is wrong next to the field and keeps what was typed.
  await page.getByLabel("Rule name").fill("xy");
  await page.getByLabel("When this happens").selectOption("quote.sent");
  await page.getByLabel("Action 1", { exact: true }).selectOption("email_staff");
  await page.getByTestId("action-0").getByLabel("To / priority / URL").fill("not-an-address");
  await page.getByRole("button", { name: "Create rule" }).click();
  await expect(page.getByText("Give the rule a name (at least 3 characters)")).toBeVisible();
  await expect(page.getByText("Enter the staff e-mail address")).toBeVisible();
  await expect(page.getByTestId("action-0").getByLabel("To / priority / URL")).toHaveValue("not-an-address");
  await expect(page.getByLabel("Rule name")).toHaveValue("xy");

  await page.getByLabel("Rule name").fill(ruleName);
  await page.getByLabel("Condition 1: fact").selectOption("customerEmail");
  await page.getByTestId("condition-0").getByLabel("compared").selectOption("eq");
  await page.getByTestId("condition-0").getByLabel("with").fill(email);
  await page.getByLabel("Delay (0 for straight away)").fill("0");
  await page.getByLabel("Action 1", { exact: true }).selectOption("email_customer");
  await page.getByTestId("action-0").getByLabel("To / priority / URL").fill("");
  await page.getByTestId("action-0").getByLabel("E-mail subject").fill("Any questions about {{number}}?");
  await page
    .getByTestId("action-0")
    .getByLabel("E-mail text / note / webhook secret")
    .fill("Hi {{customerName}}, just checking in.");
  await page.getByLabel("Action 2", { exact: true }).selectOption("add_note");
  await page.getByTestId("action-1").getByLabel("E-mail text / note / webhook secret").fill("Followed up {{number}}");
  await page.getByRole("button", { name: "Create rule" }).click();
  await expect(page).toHaveURL(/\/admin\/trigger-management\?rule=/);
  const ruleId = new URL(page.url()).searchParams.get("rule")!;
  await expect(page.getByRole("heading", { name: `Runs of “${ruleName}”` })).toBeVisible();
  await expect(page.getByTestId("runs-table")).toHaveCount(0);

  // Staff send a quote to that customer: the event is recorded with the change and the rule's task queued with it.
  await switchUser(page, "staff@example.com");
  const quote = await createAndSendQuote(page, {
    title: "Hull inspection",
    customerName: "Robin Keel",
    email,
  });

  // The queue runs twice (two workers, a retry, a restart …): one e-mail, one run.
  for (let i = 0; i < 2; i++) {
    const res = await page.request.post("/resources/e2e/tasks-run", { form: { name: "automation:run" } });
    expect(res.ok()).toBe(true);
  }
  const mails = query<{ subject: string; text: string }>(
    'SELECT subject, text FROM "EmailMessage" WHERE "to" = ? AND subject LIKE ?',
    email.toLowerCase(),
    "Any questions%",
  );
  expect(mails).toEqual([
    { subject: `Any questions about Q-${quote.number}?`, text: "Hi Robin Keel, just checking in." },
  ]);
  const runs = query<{ status: string }>('SELECT status FROM "AutomationRun" WHERE ruleId = ?', ruleId);
  expect(runs).toEqual([{ status: "done" }]);

  await switchUser(page, "admin@example.com");
  await page.goto(`/admin/trigger-management?rule=${ruleId}`);
  const run = page.getByTestId("run-row");
  await expect(run).toHaveCount(1);
  await expect(run).toContainText("done");
  await expect(run).toContainText(`E-mail ${email.toLowerCase()}`);

  // "What would it have done?" against that event: shown, nothing sent.
  const [event] = query<{ seq: number }>(
    `SELECT seq FROM "DomainEvent" WHERE type = 'quote.sent' AND subjectId = ?`,
    quote.id,
  );
  await page.goto(`/workflow-builder?rule=${ruleId}`);
  await expect(page.getByLabel("Rule name")).toHaveValue(ruleName);
  await page.getByLabel("Past event").selectOption(String(event!.seq));
  await page.getByRole("button", { name: "Try it" }).click();
  await expect(page.getByTestId("try-result")).toContainText("would run at");
  await expect(page.getByTestId("try-plan")).toContainText(`E-mail ${email.toLowerCase()}`);
  expect(
    query<{ n: number }>(
      'SELECT count(*) AS n FROM "EmailMessage" WHERE "to" = ? AND subject LIKE ?',
      email.toLowerCase(),
      "Any questions%",
    )[0]!.n,
  ).toBe(1);

  // Pause it from the list.
  await page.goto(`/admin/trigger-management?q=${encodeURIComponent(ruleName)}`);
  await page.getByRole("button", { name: `Pause ${ruleName}` }).click();
  await expect(page.getByTestId(`rule-${ruleId}`)).toContainText("paused");
  expect(query<{ status: string }>('SELECT status FROM "AutomationRule" WHERE id = ?', ruleId)).toEqual([
    { status: "paused" },
  ]);
});

test("the automation pages: overview, a workflow, all runs, the enquiry defaults and the queue's health", async ({
  page,
}) => {
  await signIn(page, "admin@example.com");
  await page.goto("/admin/ai-automation");
  await expect(page.getByRole("heading", { level: 1, name: "Automations" })).toBeVisible();
  await page.getByTestId("workflows").getByRole("link", { name: "quote workflow" }).click();
  await expect(page).toHaveURL(/\/admin\/quote-workflow$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quote workflow" })).toBeVisible();
  expect((await page.request.get("/admin/nonsense-workflow")).status()).toBe(404);

  await page.goto("/admin/ai-automations?status=done");
  await expect(page.getByRole("heading", { level: 1, name: "Automation runs" })).toBeVisible();
  await expect(page.getByLabel("Status")).toHaveValue("done");

  // A mistake in the assign-by-category form keeps what was typed and says what is wrong.
  await page.goto("/admin/enquiry-automation");
  await expect(page.getByTestId("default-rules")).toContainText("Follow up unanswered quotes after 3 days");
  await page.getByLabel("Service category", { exact: true }).selectOption({ index: 1 });
  await page.getByLabel("Worker's e-mail").fill("nobody-here@example.test");
  await page.getByRole("button", { name: "Add rule" }).click();
  await expect(page.getByText("No staff member has that e-mail address.")).toBeVisible();
  await expect(page.getByLabel("Worker's e-mail")).toHaveValue("nobody-here@example.test");

  await page.goto("/admin/ai-operations?status=done");
  await expect(page.getByRole("heading", { level: 1, name: "Background work" })).toBeVisible();
  await expect(page.getByTestId("task-counts")).toBeVisible();
});
