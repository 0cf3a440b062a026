// The communication hub's inbox (issue 18, ADR 181), with JavaScript on and off: a customer's enquiry from /contact
// arrives open and unassigned; an admin assigns it to themselves (it is then under "assigned to me"), a blank reply is
// refused with a message, the reply is sent by e-mail ("Re: …" to the customer, recorded in the outbox with its
// threading headers) and shown under the item, which is now waiting; marked done, it leaves the default view.
import { expect, test } from "@playwright/test";
import { isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";

test("an enquiry is assigned, answered by e-mail from the hub, and marked done", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "inbox");
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;

  // The customer's enquiry, as a signed-out visitor.
  const visitor = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
  const site = await visitor.newPage();
  await site.goto("/contact");
  const form = site.getByRole("form", { name: "Enquiry form" });
  await form.getByLabel("Name", { exact: true }).fill("Robin Inbox");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Tell us about the job").fill(`The bilge pump hums all night (${tag}).`);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(site).toHaveURL(/\/contact\/thank-you/);
  await visitor.close();
  const [job] = query<{ id: string; number: number; title: string }>(
    'SELECT id, number, title FROM "Job" WHERE customerContactEmail = ?',
    email,
  );
  expect(job).toBeTruthy();
  const [admin] = query<{ fullName: string }>('SELECT fullName FROM "User" WHERE email = ?', "admin@example.com");

  await signIn(page, "admin@example.com");
  await page.goto("/admin/communication-hub?view=messages&source=job");
  const item = page.locator(`[data-item="job:${job!.id}"]`);
  await expect(item).toContainText(`The bilge pump hums all night (${tag}).`);
  await expect(item.getByTestId("item-status")).toHaveText("Open");
  await expect(item.getByTestId("item-assignee")).toHaveText("Unassigned");

  await item.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: `Assigned to ${admin!.fullName}` })).toBeVisible();
  await expect(item.getByTestId("item-assignee")).toHaveText(`Assigned to ${admin!.fullName}`);
  await page.goto("/admin/communication-hub?view=messages&assignee=me");
  await expect(item).toBeVisible();

  // A blank reply is refused with a message; nothing is sent.
  await item.getByText("Reply by e-mail").click();
  const reply = item.getByLabel(/Your reply to/);
  await reply.fill("   ");
  await item.getByRole("button", { name: "Send reply" }).click();
  await expect(item.getByText("Write your reply.")).toBeVisible();
  expect(query('SELECT id FROM "EmailMessage" WHERE "to" = ? AND subject LIKE ?', email, "Re:%")).toHaveLength(0);

  const text = `Hi Robin, we can look at the pump on Tuesday (${tag}).`;
  await item.getByLabel(/Your reply to/).fill(text);
  await item.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Reply sent" })).toBeVisible();
  await expect(item.getByTestId("item-status")).toHaveText("Waiting");
  await expect(item.getByTestId("item-thread")).toContainText(text);
  await expect(item.getByTestId("item-thread")).toContainText(admin!.fullName);
  const sent = query<{ subject: string; text: string; headers: string }>(
    'SELECT subject, text, headers FROM "EmailMessage" WHERE "to" = ? AND subject LIKE ?',
    email,
    "Re:%",
  );
  expect(sent).toHaveLength(1);
  expect(sent[0]!.subject).toBe(`Re: Enquiry #${job!.number}: ${job!.title}`);
  expect(sent[0]!.text).toContain(text);
  expect(JSON.parse(sent[0]!.headers).messageId).toMatch(/^hub\./);

  // Done: it leaves the default view (open and waiting), and is under "Done".
  await item.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Marked done" })).toBeVisible();
  await page.goto("/admin/communication-hub?view=messages");
  await expect(page.getByRole("heading", { name: "Communication hub" })).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.goto("/admin/communication-hub?view=messages&status=done&source=job");
  await expect(item.getByTestId("item-status")).toHaveText("Done");
  expect(
    query<{ action: string }>(
      'SELECT action FROM "AuditEvent" WHERE entityId = ? ORDER BY createdAt',
      `job:${job!.id}`,
    ).map((a) => a.action),
  ).toEqual(["hub.assigned", "hub.replied", "hub.status_changed"]);

  if (isJsProject(testInfo)) {
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto("/admin/communication-hub?view=messages&status=all");
      await page.screenshot({ path: testInfo.outputPath(`inbox-${width}.png`), fullPage: false });
    }
  }
});
