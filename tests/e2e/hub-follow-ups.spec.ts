// Follow-ups in the communication hub (issue 18, ADR 181 addendum 2026-11-27), with JavaScript on and off: an admin
// answers a customer's enquiry from the hub (the e-mail's Reply-To is the item's signed reply address, threaded to the
// original); the customer's answer, posted to the inbound-mail webhook, joins the item's thread, opens it again and
// brings it to the top of the inbox; the same Message-ID posted again changes nothing.
import crypto from "node:crypto";
import { expect, test } from "@playwright/test";
import { isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";

test("a customer's answer to a hub reply shows in the item's thread and opens it again", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "followup");
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;

  const visitor = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
  const site = await visitor.newPage();
  await site.goto("/contact");
  const form = site.getByRole("form", { name: "Enquiry form" });
  await form.getByLabel("Name", { exact: true }).fill("Robin Follow");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Tell us about the job").fill(`The anchor winch slips (${tag}).`);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expect(site).toHaveURL(/\/contact\/thank-you/);
  await visitor.close();
  const [job] = query<{ id: string }>('SELECT id FROM "Job" WHERE customerContactEmail = ?', email);
  expect(job).toBeTruthy();

  await signIn(page, "admin@example.com");
  await page.goto("/admin/communication-hub?view=messages&source=job");
  const item = page.locator(`[data-item="job:${job!.id}"]`);
  await item.getByText("Reply by e-mail").click();
  const text = `Hi Robin, we can look at the winch on Thursday (${tag}).`;
  await item.getByLabel(/Your reply to/).fill(text);
  await item.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Reply sent" })).toBeVisible();
  await expect(item.getByTestId("item-status")).toHaveText("Waiting");

  const [sent] = query<{ headers: string }>(
    'SELECT headers FROM "EmailMessage" WHERE "to" = ? AND subject LIKE ?',
    email,
    "Re:%",
  );
  const headers = JSON.parse(sent!.headers) as { replyTo: string; messageId: string };
  expect(headers.replyTo).toMatch(new RegExp(`^replies\\+hj${job!.id}-[0-9a-f]{16}@`));

  // Robin answers from another mailbox, to the reply address, threaded to our reply.
  const answer = `Thursday suits, the boat is on C arm (${tag}).`;
  const raw = [
    `From: Robin Follow <robin.${tag}@elsewhere.example>`,
    `To: ${headers.replyTo}`,
    "Subject: Re: your enquiry",
    `Message-ID: <${tag}-answer@elsewhere.example>`,
    `In-Reply-To: <${headers.messageId}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=utf-8",
    "",
    answer,
    "",
    "On Thu, Bosun wrote:",
    `> ${text}`,
  ].join("\r\n");
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${crypto.createHmac("sha256", "e2e-inbound-email-secret").update(`${timestamp}.${raw}`).digest("hex")}`;
  for (const duplicate of [false, true]) {
    const res = await page.request.post("/resources/inbound-email-webhook", {
      data: raw,
      headers: { "content-type": "message/rfc822", "x-bosun-timestamp": timestamp, "x-bosun-signature": signature },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ received: true, duplicate, outcome: "attached", jobId: job!.id });
  }

  // Open again, first in the inbox, with the answer in its thread after our reply.
  await page.goto("/admin/communication-hub?view=messages");
  await expect(page.getByTestId("inbox-item").first()).toHaveAttribute("data-item", `job:${job!.id}`);
  await expect(item.getByTestId("item-status")).toHaveText("Open");
  await expect(item.getByTestId("item-activity")).toContainText("Customer wrote again");
  await expect(item.getByTestId("thread-reply")).toContainText(text);
  await expect(item.getByTestId("thread-customer")).toHaveCount(1);
  await expect(item.getByTestId("thread-customer")).toContainText(answer);
  await expect(item.getByTestId("thread-customer")).not.toContainText("On Thu, Bosun wrote");
  expect(
    query<{ action: string }>(
      'SELECT action FROM "AuditEvent" WHERE entityId = ? ORDER BY createdAt',
      `job:${job!.id}`,
    ).map((a) => a.action),
  ).toEqual(["hub.replied", "hub.reopened"]);

  if (isJsProject(testInfo)) {
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto("/admin/communication-hub?view=messages");
      await item.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`hub-follow-up-${width}.png`), fullPage: false });
    }
  }
});
