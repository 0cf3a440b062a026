// Subcontractor work orders (issue 16, ADR 161), JavaScript on and off, phone-sized: the office sends a job to a
// subcontracting business and creates its link; the business opens the link with no account, accepts, opens the job
// card, records time and marks the work complete (the job goes to Awaiting Approval); the office revokes the link and
// it is then the same plain 404 as a guessed one.
import fs from "node:fs";
import nodePath from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { query, signIn, signOut } from "./helpers.ts";
import { newJob, newSubcontractor } from "./subcontractor-helpers.ts";

test.use({ viewport: { width: 390, height: 844 } });

const jobStatus = (id: string) => query<{ status: string }>('SELECT status FROM "Job" WHERE id = ?', id)[0]!.status;
/** A real HEIC (tests/support, made with heif-enc): the photo an iPhone sends. */
const HEIC = fs.readFileSync(nodePath.resolve("tests/support/photo-1600x800.heic"));

async function expectPlain404(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByText(/work order|expired|revoked/i)).toHaveCount(0);
}

test("a subcontractor accepts a work order from its link, records time and completes it; a revoked link is a 404", async ({
  page,
}, testInfo) => {
  test.slow();
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const business = `Deep Blue Diving ${stamp}`;
  const title = `Antifoul ${stamp}`;

  await signIn(page, "admin@example.com");
  const job = await newJob(page, title, testInfo);
  const subPage = await newSubcontractor(page, business);
  await page.getByLabel("Job number").fill(`#${job.number}`);
  await page.getByLabel("Instructions (optional)").fill("Two coats, red. Key at the marina office.");
  await page.getByRole("button", { name: "Send the job" }).click();
  await expect(page.getByTestId("office-work-orders")).toContainText(`#${job.number} ${title}`);
  await expect(page.getByTestId("office-work-orders")).toContainText("Waiting for an answer");
  await page.getByRole("button", { name: "Create a link" }).click();
  const url = await page.getByLabel("The new link").inputValue();
  expect(url).toMatch(/\/subcontractor\/dashboard\?token=[A-Za-z0-9_-]{43}$/);
  const link = new URL(url);
  const path = `${link.pathname}${link.search}`;
  const token = link.searchParams.get("token")!;
  expect(query('SELECT id FROM "SubcontractorLink" WHERE tokenHash = ?', token)).toHaveLength(0);
  await signOut(page);
  await page.context().clearCookies();

  // The business, no account.
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: business })).toBeVisible();
  const order = page.getByTestId("work-order").filter({ hasText: title });
  await expect(order.getByTestId("work-order-status")).toHaveText("Waiting for your answer");
  await expect(order).toContainText("Two coats, red.");
  if (process.env.SCREENSHOTS) {
    await page.screenshot({
      path: `test-results/subcontractor-dashboard-${testInfo.project.name}-phone.png`,
      fullPage: true,
    });
  }
  await order.getByRole("button", { name: "Accept work order" }).click();
  await expect(order.getByTestId("work-order-status")).toHaveText("Accepted");

  await order.getByRole("link", { name: "Open the job card" }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("button", { name: "Work complete" })).toHaveCount(0);
  await page.getByRole("link", { name: "← All work orders" }).click();

  await order.getByLabel("Hours").fill("2.5");
  await order.getByLabel("What was done (optional)").fill("Sanded and first coat");
  await order.getByRole("button", { name: "Record time" }).click();
  await expect(order.getByTestId("work-order-time")).toContainText("2 h 30");
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({
      path: `test-results/subcontractor-dashboard-${testInfo.project.name}-desktop.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
  }

  // A before photo from the link (a real HEIC, checked by its bytes): on the job card the office sees, with a copy.
  await order.getByLabel("Before", { exact: true }).check();
  await order
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "IMG_0042.HEIC", mimeType: "image/heic", buffer: HEIC });
  await order.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("Before photo saved — the office sees it on the job card.")).toBeVisible();
  expect(
    query<{ kind: string; byId: string | null; width: number }>(
      'SELECT kind, byId, width FROM "JobPhoto" WHERE jobId = ?',
      job.id,
    ),
  ).toEqual([{ kind: "before", byId: null, width: 1280 }]);
  // A renamed file that is not a photo is refused.
  await order
    .getByLabel("Photo", { exact: true })
    .setInputFiles({ name: "after.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.4 not a photo") });
  await order.getByRole("button", { name: "Upload photo" }).click();
  await expect(page.getByText("not a JPEG, PNG or HEIC photo")).toBeVisible();
  expect(query('SELECT id FROM "JobPhoto" WHERE jobId = ?', job.id)).toHaveLength(1);

  await order.getByLabel("Note for the office (optional)").fill("Second coat done, anodes replaced");
  await order.getByRole("button", { name: "Mark complete" }).click();
  await expect(order.getByTestId("work-order-status")).toHaveText("Completed");
  expect(jobStatus(job.id)).toBe("awaiting_approval");
  expect(
    query<{ toStatus: string; actorId: string | null }>(
      'SELECT toStatus, actorId FROM "JobEvent" WHERE jobId = ? AND kind = ? ORDER BY createdAt',
      job.id,
      "status",
    ).map((e) => e.toStatus),
  ).toEqual(["in_progress", "awaiting_approval"]);

  // The office revokes the link: from then on it is the same 404 as a link nobody was given.
  await signIn(page, "admin@example.com");
  await page.goto(subPage);
  await expect(page.getByTestId("office-work-orders")).toContainText("Completed");
  await page.getByTestId("work-order-links").getByRole("button", { name: "Revoke" }).first().click();
  await expect(page.getByTestId("work-order-links")).toContainText("Revoked");
  await signOut(page);
  await page.context().clearCookies();
  await expectPlain404(page, path);
  await expectPlain404(page, `/subcontractor/dashboard?token=${"A".repeat(43)}`);
  await expectPlain404(page, "/subcontractor/dashboard");
});

test("the office writes its own checklist for a service type, previews it as a worker sees it, and resets it", async ({
  page,
}, testInfo) => {
  // A type per project: the two projects may run side by side.
  const [type, defaults] = testInfo.project.name === "js" ? ["delivery_service", 4] : ["internal_clean", 5];
  await signIn(page, "admin@example.com");
  await page.goto(`/admin/job-card-integration?type=${type}`);
  await expect(page.getByTestId("checklist-source")).toContainText("Bosun's default list");
  // Two lines that are the same tick box: refused, with what was typed kept.
  await page.getByLabel(/Items, one per line/).fill("- Fuel checked\n- Logbook signed\n- fuel CHECKED!");
  await page.getByRole("button", { name: "Save checklist" }).click();
  await expect(page.getByText("Lines 1 and 3 are the same item")).toBeVisible();
  await expect(page.getByLabel(/Items, one per line/)).toHaveValue(/Logbook signed/);
  await page.getByLabel(/Items, one per line/).fill("- Fuel checked\n- Logbook signed\n- Keys handed over");
  await page.getByRole("button", { name: "Save checklist" }).click();
  await expect(page.getByTestId("checklist-source")).toContainText("Your own list (3 items)");

  await page.getByRole("link", { name: "Preview as a worker sees it" }).click();
  const phone = page.getByTestId("phone-preview");
  await expect(phone.getByRole("heading", { name: "Checklist (0/3)" })).toBeVisible();
  await expect(phone.getByRole("button", { name: /Keys handed over/ })).toBeDisabled();
  await expect(phone.getByRole("button", { name: "Work complete" })).toBeDisabled();

  await page.goto(`/admin/job-card-integration?type=${type}`);
  await page.getByRole("button", { name: "Reset to Bosun's defaults" }).click();
  await expect(page.getByTestId("checklist-source")).toContainText(`Bosun's default list (${defaults} items)`);
  expect(
    query<{ action: string }>(
      'SELECT action FROM "AuditEvent" WHERE entityType = ? AND entityId = ? ORDER BY createdAt',
      "checklist",
      type,
    ).map((a) => a.action),
  ).toEqual(expect.arrayContaining(["job_card.checklist_changed"]));
});
