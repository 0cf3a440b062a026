// Issue 15: workforce and dispatch, with JavaScript on and off. The admin sets a worker's skills, is refused when
// scheduling a hull dive to someone without a diver's certificate, adds the certificate (with its scan), schedules
// and dispatches the job; the job's audit trail records Scheduled and then Dispatched.
import { expect, test, type Page } from "@playwright/test";
import { isJsProject, query, signIn } from "./helpers.ts";
import { sydneyDate } from "./quotes-helpers.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** A Wednesday well ahead, different per run so reruns on the same database never clash. */
function aWednesdayAhead() {
  for (let days = 30 + Math.floor(Math.random() * 300); ; days++) {
    const key = sydneyDate(days);
    if (new Date(`${key}T00:00:00Z`).getUTCDay() === 3) return key;
  }
}

async function createAcceptedHullDive(page: Page, title: string, email: string) {
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Starts at stage").selectOption("quote_accepted");
  await page.getByLabel("Name", { exact: true }).fill("Robin Keel");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Vessel name").fill("Petrel");
  await page.getByLabel("Service from the catalogue").selectOption("hull_inspection");
  await page.getByRole("button", { name: "Add from catalogue" }).click();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`#\\d+ · ${title}`) })).toBeVisible();
  const [job] = query<{ id: string; number: number; status: string }>(
    'SELECT id, number, status FROM "Job" WHERE customerContactEmail = ? ORDER BY createdAt DESC LIMIT 1',
    email,
  );
  expect(job?.status).toBe("quote_accepted");
  return job!;
}

async function scheduleOnBoard(page: Page, date: string, jobNumber: number, worker: string) {
  await page.goto(`/admin/dispatch?date=${date}`);
  const card = page.getByTestId(`job-card-${jobNumber}`);
  await card.getByLabel("Worker").selectOption({ label: worker });
  await card.getByLabel("Start").fill("09:00");
  await card.getByLabel("Duration").selectOption("120");
  await card.getByRole("button", { name: "Schedule" }).click();
}

test("admin sets skills, is refused for a missing credential, adds it, schedules and dispatches", async ({
  page,
}, testInfo) => {
  const js = isJsProject(testInfo);
  // Each project uses its own worker so the two never double-book each other.
  const worker = js
    ? { email: "staff@example.com", name: "Sam Staff" }
    : { email: "manager@example.com", name: "Morgan Manager" };
  const [w] = query<{ id: string }>('SELECT id FROM "User" WHERE email = ?', worker.email);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const date = aWednesdayAhead();
  await signIn(page, "admin@example.com");

  // Staff list → edit the worker's record: skills, field work, cost rate.
  await page.goto(`/admin/staff?q=${encodeURIComponent(worker.name)}`);
  await page.getByRole("link", { name: `Edit ${worker.name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${worker.name}` })).toBeVisible();
  if (js) await page.waitForLoadState("networkidle"); // ticks made while React hydrates would be lost
  await page.getByLabel("Inspection").check();
  await page.getByLabel("Cleaning").check();
  await page.getByLabel("Field worker: give them a lane on the dispatch board").check();
  await page.getByRole("checkbox", { name: "Wednesday" }).check();
  await page.getByLabel("Cost per hour (AUD, ex GST)").fill("abc");
  await page.getByRole("button", { name: "Save staff record" }).click();
  await expect(page.getByText("Enter the cost per hour in dollars, e.g. 45.50")).toBeVisible();
  await expect(page.getByLabel("Inspection")).toBeChecked();
  await page.getByLabel("Cost per hour (AUD, ex GST)").fill("52.50");
  await page.getByRole("button", { name: "Save staff record" }).click();
  await expect(page.getByRole("heading", { level: 1, name: worker.name })).toBeVisible();
  await expect(page.getByTestId("staff-skills")).toContainText("Inspection");
  await expect(page.getByText("$52.50")).toBeVisible();
  const [audit] = query<{ n: number }>(
    'SELECT count(*) AS n FROM "AuditEvent" WHERE action = ? AND subjectUserId = ?',
    "staff.profile_updated",
    w!.id,
  );
  expect(audit!.n).toBeGreaterThan(0);

  // Accepted hull dive work, scheduled to a worker without a diver's certificate: refused with the reason.
  const job = await createAcceptedHullDive(page, `Hull dive ${tag}`, `dive-${tag}@example.test`);
  // A worker may already hold a certificate from an earlier run: remove theirs so the refusal is certain.
  const held = query<{ id: string }>(
    'SELECT id FROM "Credential" WHERE holderUserId = ? AND type = ?',
    w!.id,
    "commercial_diver",
  );
  for (const c of held) {
    await page.goto(`/admin/credentials?q=${encodeURIComponent(worker.name)}`);
    await page
      .locator("form", { has: page.locator(`input[value="${c.id}"]`) })
      .getByRole("button", { name: "Remove" })
      .click();
    await expect(page.getByText("Credential removed")).toBeVisible();
  }
  await scheduleOnBoard(page, date, job.number, worker.name);
  const refusal = page.getByTestId(`job-card-${job.number}`).getByTestId("dispatch-refusal");
  await expect(refusal).toContainText("needs a commercial diver's certificate");
  await expect(page.getByTestId(`job-card-${job.number}`).getByLabel("Start")).toHaveValue("09:00");

  // Add the certificate with its scanned copy, verified by the admin.
  await page.goto(`/admin/staff-profiles/${w!.id}`);
  await page.getByRole("link", { name: "Add credential" }).click();
  await page.getByLabel("Type").selectOption("commercial_diver");
  await page.getByLabel("Number").fill(`CD-${tag}`);
  await page.getByLabel("Issuer").fill("ADAS");
  await page.getByLabel("Expires on").fill("2099-06-30");
  await page.getByLabel(/Scanned copy/).setInputFiles({ name: "diver.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Add credential" }).click();
  await expect(page.getByRole("heading", { level: 1, name: worker.name })).toBeVisible();
  await expect(page.getByTestId("staff-credentials")).toContainText(`CD-${tag}`);
  await expect(page.getByTestId("staff-credentials")).toContainText("verified by Alex Admiral");

  // Now it is scheduled, lands in the worker's lane, and is dispatched.
  await scheduleOnBoard(page, date, job.number, worker.name);
  await expect(page.getByText(`Job #${job.number} scheduled to ${worker.name}`)).toBeVisible();
  const lane = page.getByTestId(`lane-${worker.name}`);
  await expect(lane.getByTestId(`job-card-${job.number}`)).toContainText("09:00–11:00");
  await lane.getByRole("button", { name: `Dispatch job #${job.number}` }).click();
  await expect(page.getByText(`Job #${job.number} dispatched`)).toBeVisible();
  await expect(lane.getByTestId(`job-card-${job.number}`)).toContainText("Dispatched");

  // The audit trail: Quote Accepted → Scheduled → Dispatched, by the admin.
  const moves = query<{ toStatus: string }>(
    'SELECT toStatus FROM "JobEvent" WHERE jobId = ? AND kind = ? ORDER BY createdAt',
    job.id,
    "status",
  );
  expect(moves.map((m) => m.toStatus)).toEqual(["job_scheduled", "job_dispatched"]);
  const events = query<{ type: string }>(
    'SELECT type FROM "DomainEvent" WHERE subjectId = ? AND type IN (?, ?) ORDER BY seq',
    job.id,
    "job.scheduled",
    "job.dispatched",
  );
  expect(events.map((e) => e.type)).toEqual(["job.scheduled", "job.dispatched"]);

  // A second job at the same time for the same worker is refused as a double booking.
  const second = await createAcceptedHullDive(page, `Second dive ${tag}`, `dive2-${tag}@example.test`);
  await scheduleOnBoard(page, date, second.number, worker.name);
  await expect(page.getByTestId(`job-card-${second.number}`).getByTestId("dispatch-refusal")).toContainText(
    `Double-booked: ${worker.name} already has job #${job.number}`,
  );
});

test("the staff API answers staff with JSON and refuses customers", async ({ page }, testInfo) => {
  test.skip(!isJsProject(testInfo), "HTTP-level check runs once");
  await signIn(page, "staff@example.com");
  const res = await page.request.get("/api/staff?limit=100");
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { staff: { fullName: string; skills: string[] }[]; nextCursor: string | null };
  expect(body.staff.map((s) => s.fullName)).toContain("Sam Staff");
  await signIn(page, "customer@example.com");
  expect((await page.request.get("/api/staff")).status()).toBe(403);
});
