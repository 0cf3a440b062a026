// Intake (issue 20, ADR 201), JavaScript on and off: an admin's rule "when an enquiry is received from this address,
// create a task"; an e-mail pasted into the processing test page is shown as it would be read (a dry run), processed
// for real once (a second time changes nothing) into a New Enquiry with its attachment (downloadable by staff), and
// after the queue runs the task is on the admin's task list, where it is marked done. A sample call posted from the console is matched to the demo owner by
// phone and listed on the calls page; the telephony webhook refuses an unsigned call and takes a signed one.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { query, signIn, uniqueEmail } from "./helpers.ts";

test("an e-mail processed from the test page becomes a New Enquiry once, and its rule creates a task", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "mail");
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, "admin@example.com");

  // The rule: when an enquiry comes from this sender, create a task for the admin, due tomorrow.
  await page.goto("/workflow-builder?event=enquiry.received");
  await page.getByLabel("Rule name").fill(`Call back ${tag}`);
  await page.getByLabel("When this happens").selectOption("enquiry.received");
  await page.getByLabel("Condition 1: fact").selectOption("customerEmail");
  await page.getByTestId("condition-0").getByLabel("compared").selectOption("eq");
  await page.getByTestId("condition-0").getByLabel("with").fill(email);
  await page.getByLabel("Delay (0 for straight away)").fill("0");
  await page.getByLabel("Action 1", { exact: true }).selectOption("create_task");
  await page.getByTestId("action-0").getByLabel("To / priority / URL").fill("admin@example.com");
  await page.getByTestId("action-0").getByLabel("E-mail subject / task").fill(`Call {{customerName}} back ${tag}`);
  await page.getByTestId("action-0").getByLabel("Task due in (days, tasks only)").fill("1");
  await page.getByRole("button", { name: "Create rule" }).click();
  await expect(page).toHaveURL(/\/admin\/trigger-management\?rule=/);

  const raw = [
    `From: Sam Harbour <${email}>`,
    "To: info@bosun.example",
    `Subject: Antifouling before summer ${tag}`,
    "Date: Wed, 25 Nov 2026 01:00:00 +0000",
    `Message-ID: <${tag}@example.test>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/mixed; boundary="b1"',
    "",
    "--b1",
    "Content-Type: text/plain; charset=utf-8",
    "",
    "Our 11 m sloop needs antifouling and the hull has a lot of growth. Could you come in the next few days?",
    "--b1",
    'Content-Type: text/plain; name="hull-notes.txt"',
    'Content-Disposition: attachment; filename="hull-notes.txt"',
    "",
    `Growth on the keel ${tag}`,
    "--b1--",
  ].join("\n");
  await page.goto("/admin/email-processing-test");
  await expect(page.getByRole("heading", { level: 1, name: "E-mail processing test" })).toBeVisible();
  // Nothing pasted: said so, nothing else happens.
  await page.getByRole("button", { name: "Show what would happen" }).click();
  await expect(page.getByText("Paste a raw e-mail, or choose an .eml file")).toBeVisible();

  await page.getByLabel("Raw e-mail (RFC 822)").fill(raw);
  await page.getByRole("button", { name: "Show what would happen" }).click();
  await expect(page.getByTestId("preview-outcome")).toHaveText("This e-mail becomes a New Enquiry job.");
  await expect(page.getByTestId("preview-category")).toHaveText("hull");
  await expect(page.getByTestId("preview-priority")).toHaveText("high");
  expect(query('SELECT id FROM "InboundMessage" WHERE "fromAddress" = ?', email)).toEqual([]);

  await expect(page.getByLabel("Raw e-mail (RFC 822)")).toHaveValue(raw);
  await page.getByRole("button", { name: "Process it for real" }).click();
  await expect(page.getByTestId("processed")).toContainText("becomes a New Enquiry job");
  const jobs = query<{ id: string; number: number; status: string }>(
    'SELECT id, number, status FROM "Job" WHERE "customerContactEmail" = ?',
    email,
  );
  expect(jobs).toHaveLength(1);
  expect(jobs[0]!.status).toBe("quote_requested");
  await expect(page.getByTestId("processed").getByRole("link", { name: `Job #${jobs[0]!.number}` })).toBeVisible();
  // Its attachment is kept and downloadable by staff from the list.
  const file = page.getByTestId("recent-email").getByRole("link", { name: "hull-notes.txt" }).first();
  const href = await file.getAttribute("href");
  const download = await page.request.get(href!);
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain(`Growth on the keel ${tag}`);

  // The provider delivers it again: nothing changes.
  await page.goto("/admin/email-processing-test");
  await page.getByLabel("Raw e-mail (RFC 822)").fill(raw);
  await page.getByRole("button", { name: "Process it for real" }).click();
  await expect(page.getByTestId("processed")).toBeVisible();
  expect(query('SELECT id FROM "Job" WHERE "customerContactEmail" = ?', email)).toHaveLength(1);
  expect(query('SELECT id FROM "InboundMessage" WHERE "fromAddress" = ?', email)).toHaveLength(1);

  // The rule's task, after the queue runs (twice: still one task).
  for (let i = 0; i < 2; i++)
    expect((await page.request.post("/resources/e2e/tasks-run", { form: { name: "automation:run" } })).ok()).toBe(true);
  expect(query('SELECT id FROM "StaffTask" WHERE "jobId" = ?', jobs[0]!.id)).toHaveLength(1);
  await page.goto("/staff/tasks");
  const row = page.getByTestId("task-row").filter({ hasText: `Call Sam Harbour back ${tag}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("from an automation");
  await expect(row.getByRole("link", { name: new RegExp(`#${jobs[0]!.number}`) })).toBeVisible();
  await row.getByRole("button", { name: `Mark done: Call Sam Harbour back ${tag}` }).click();
  await expect(page.getByTestId("task-row").filter({ hasText: `Call Sam Harbour back ${tag}` })).toHaveCount(0);
  await page.goto("/staff/tasks?scope=mine&status=done");
  await expect(page.getByTestId("task-row").filter({ hasText: `Call Sam Harbour back ${tag}` })).toHaveCount(1);
});

test("a sample call is matched to the customer by phone and listed; the webhook takes only signed calls", async ({
  page,
}, testInfo) => {
  const words = `Bilge pump ${testInfo.project.name} ${Date.now().toString(36)}`;
  await signIn(page, "admin@example.com");
  await page.goto("/admin/vocc-test");
  await expect(page.getByRole("heading", { level: 1, name: "Call test console" })).toBeVisible();
  // A number that is not one: said next to the field, the transcript kept.
  await page.getByLabel("Caller's number").fill("12345");
  await page.getByLabel("Transcript").fill(`${words}: we are taking on water`);
  await page.getByRole("button", { name: "Show what would happen" }).click();
  await expect(page.getByText("Enter a phone number like 0412 345 678")).toBeVisible();
  await expect(page.getByLabel("Transcript")).toHaveValue(`${words}: we are taking on water`);

  // The demo owner's number, written the way the phone system sends it.
  await page.getByLabel("Caller's number").fill("+61 412 555 118");
  await page.getByRole("button", { name: "Show what would happen" }).click();
  await expect(page.getByTestId("preview-match")).toHaveText(/Caller matched to Olivia Owner/);
  await expect(page.getByTestId("preview-priority")).toHaveText("urgent");
  await page.getByRole("button", { name: "Post it (signed)" }).click();
  await expect(page.getByTestId("processed")).toContainText("matched to Olivia Owner");
  const [call] = query<{ jobId: string; customerId: string; fromAddress: string }>(
    'SELECT "jobId", "customerId", "fromAddress" FROM "InboundMessage" WHERE text LIKE ?',
    `%${words}%`,
  );
  expect(call!.fromAddress).toBe("+61412555118");
  const [owner] = query<{ id: string }>('SELECT id FROM "User" WHERE email = ?', "owner@example.com");
  expect(call!.customerId).toBe(owner!.id);

  await page.goto("/admin/voice-monitoring?matched=yes");
  const row = page.getByTestId("call-row").filter({ hasText: words }).first();
  await expect(row).toContainText("Olivia Owner");
  await expect(row).toContainText("0412 555 118");

  // The owner has an open job: staff link the call to it, and it shows there (ADR 201 addendum).
  const [openJob] = query<{ id: string; number: number }>(
    `SELECT id, number FROM "Job" WHERE "customerId" = ? AND status NOT IN ('completed', 'invoiced', 'paid')
       AND id <> ? ORDER BY "createdAt" DESC LIMIT 1`,
    owner!.id,
    call!.jobId,
  );
  await row.getByLabel("Open job of Olivia Owner").selectOption(openJob!.id);
  await row.getByRole("button", { name: "Link to job" }).click();
  await expect(page.getByText(`It is now on job #${openJob!.number}.`)).toBeVisible();
  const linked = page.getByTestId("call-row").filter({ hasText: words }).first();
  await expect(linked).toContainText(`to job #${openJob!.number}`);
  await expect(linked.getByRole("button", { name: "Link to job" })).toHaveCount(0);
  await page.goto(`/admin/jobs/${openJob!.id}`);
  await expect(page.getByText(`${words}: we are taking on water`).first()).toBeVisible();

  // The provider's webhook: unsigned is refused; signed with the shared secret is processed once.
  const body = JSON.stringify({
    id: `CA-${words.replace(/\W/g, "")}`,
    type: "call",
    from: "0412 555 118",
    startedAt: new Date().toISOString(),
    durationSeconds: 30,
    transcript: `${words} again`,
  });
  const unsigned = await page.request.post("/resources/telephony-webhook", {
    data: body,
    headers: { "content-type": "application/json" },
  });
  expect(unsigned.status()).toBe(401);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${crypto.createHmac("sha256", "e2e-telephony-secret").update(`${timestamp}.${body}`).digest("hex")}`;
  for (const expectDuplicate of [false, true]) {
    const res = await page.request.post("/resources/telephony-webhook", {
      data: body,
      headers: { "content-type": "application/json", "x-bosun-timestamp": timestamp, "x-bosun-signature": signature },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, duplicate: expectDuplicate, outcome: "enquiry" });
  }
});
