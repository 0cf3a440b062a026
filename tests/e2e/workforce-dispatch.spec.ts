// Issue 15: workforce and dispatch, with JavaScript on and off. The admin sets a worker's skills, is refused when
// scheduling a hull dive to someone without a diver's certificate, adds the certificate (with its scan), schedules
// and dispatches the job; the job's audit trail records Scheduled and then Dispatched.
import { expect, test } from "@playwright/test";
import { isJsProject, query, signIn } from "./helpers.ts";
import {
  aFreeWednesdayFor,
  aWednesdayAhead,
  createAcceptedJob,
  newWorker,
  scheduleOnBoard,
} from "./workforce-helpers.ts";
import { formatDate } from "../../app/domain/dates.ts";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

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
  const date = aFreeWednesdayFor(w!.id);
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
  // Leave the field first: its error line goes away on blur, and the button moves up under the pointer.
  await page.getByLabel("Cost per hour (AUD, ex GST)").blur();
  if (js) await expect(page.getByText("Enter the cost per hour in dollars, e.g. 45.50")).toHaveCount(0);
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
  const job = await createAcceptedJob(page, `Hull dive ${tag}`, `dive-${tag}@example.test`, "hull_inspection");
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

  // The week view shows it in the worker's row, under its day; the day's heading leads back to that day's board.
  await page.getByRole("link", { name: "Week", exact: true }).click();
  const row = page.getByTestId(`week-lane-${worker.name}`);
  await expect(row.getByTestId(`week-job-${job.number}`)).toContainText("09:00");
  await expect(row.getByTestId(`week-job-${job.number}`)).toContainText("Dispatched");
  await page.getByRole("link", { name: `Open the board for ${formatDate(`${date}T12:00:00Z`)}` }).click();
  await expect(page.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${job.number}`)).toBeVisible();

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
  const second = await createAcceptedJob(page, `Second dive ${tag}`, `dive2-${tag}@example.test`, "hull_inspection");
  await scheduleOnBoard(page, date, second.number, worker.name);
  await expect(page.getByTestId(`job-card-${second.number}`).getByTestId("dispatch-refusal")).toContainText(
    `Double-booked: ${worker.name} already has job #${job.number}`,
  );
});

test("antifouling waits for a confirmed haul-out; subcontractors need a valid ABN; the calendars show the work", async ({
  page,
}, testInfo) => {
  const js = isJsProject(testInfo);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const date = aWednesdayAhead();
  // This journey's own worker, who does maintenance on Wednesdays (so it never races another journey's edits).
  const { id: workerId, name: worker } = await newWorker(page, testInfo, "staff", ["Maintenance"]);
  await expect(page.getByTestId("staff-skills")).toContainText("Maintenance");

  const job = await createAcceptedJob(page, `Antifoul ${tag}`, `af-${tag}@example.test`, "antifoul_application");
  await scheduleOnBoard(page, date, job.number, worker);
  await expect(page.getByTestId(`job-card-${job.number}`).getByTestId("dispatch-refusal")).toContainText(
    "Out-of-water work needs a confirmed haul-out",
  );

  // Request the haul-out for the job, confirm it with the yard, then the job is scheduled (with a weather warning).
  await page.goto("/admin/slr");
  await page.getByLabel("Vessel", { exact: true }).fill("Petrel");
  await page.getByLabel("Yard", { exact: true }).fill("Woolwich Dock slipway");
  await page.getByLabel("For job number (optional)").fill(String(job.number));
  await page.getByLabel("Out of the water").fill(date);
  await page.getByLabel("Back in").fill("1999-01-01");
  await page.getByLabel("Yard cost (AUD, ex GST)").fill("850");
  await page.getByRole("button", { name: "Request haul-out" }).click();
  await expect(page.getByText("Back in must not be before out")).toBeVisible();
  await expect(page.getByLabel("Yard", { exact: true })).toHaveValue("Woolwich Dock slipway");
  await page.getByLabel("Back in").fill(date);
  // Leave the field first: its error line goes away on blur, and the button moves up under the pointer.
  await page.getByLabel("Back in").blur();
  if (js) await expect(page.getByText("Back in must not be before out")).toHaveCount(0);
  await page.getByRole("button", { name: "Request haul-out" }).click();
  await expect(page.getByTestId("haul-out-state")).toHaveText("Requested");
  await page.getByRole("button", { name: "Mark confirmed" }).click();
  await expect(page.getByTestId("haul-out-state")).toHaveText("Confirmed");
  await scheduleOnBoard(page, date, job.number, worker);
  await expect(page.getByText(`Job #${job.number} scheduled to ${worker}`)).toBeVisible();
  await expect(page.getByText("Weather-dependent work")).toBeVisible();

  // The week calendar and the operations pages show it.
  await page.goto(`/admin/job-calendar?view=week&date=${date}`);
  await expect(page.getByTestId(`day-${date}`)).toContainText(`#${job.number}`);
  await page.goto(`/admin/job-calendar?view=month&date=${date}&staff=${workerId}`);
  await expect(page.getByTestId(`day-${date}`)).toContainText(`#${job.number}`);
  await page.goto(`/admin/scheduling?week=${date}`);
  await expect(page.getByTestId("roster")).toContainText(worker);
  await page.goto("/operations-center");
  await expect(page.getByRole("heading", { level: 1, name: "Operations centre" })).toBeVisible();
  await page.goto("/field-staff/dashboard");
  await expect(page.getByRole("heading", { level: 2, name: worker })).toBeVisible();

  // A subcontractor: the ABN checksum refuses a typo, keeping what was typed.
  await page.goto("/admin/subcontractor");
  await page.getByLabel("Business name").fill(`Harbour Divers ${tag}`);
  await page.getByLabel("ABN").fill("51 824 753 557");
  await page.getByLabel("Address").fill("1 Wharf Rd, Balmain NSW 2041");
  await page.getByRole("button", { name: "Add subcontractor" }).click();
  await expect(page.getByText("That ABN fails the ABN checksum")).toBeVisible();
  await expect(page.getByLabel("Business name")).toHaveValue(`Harbour Divers ${tag}`);
  // Each run needs its own valid ABN: the ATO's example with a different, valid check pair is not guessable here,
  // so runs reuse the example and an earlier run's business is renamed instead.
  const [existing] = query<{ id: string }>('SELECT id FROM "Subcontractor" WHERE abn = ?', "51824753556");
  if (existing) await page.goto(`/admin/subcontractor?id=${existing.id}`);
  await page.getByLabel("Business name").fill(`Harbour Divers ${tag}`);
  await page.getByLabel("ABN").fill("51 824 753 556");
  await page.getByLabel("Address").fill("1 Wharf Rd, Balmain NSW 2041");
  await page.getByRole("button", { name: existing ? "Save subcontractor" : "Add subcontractor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Harbour Divers ${tag}` })).toBeVisible();
  await expect(page.getByText("No insurance on file.")).toBeVisible();
  await page.goto(`/admin/subcontractors?q=${encodeURIComponent(tag)}`);
  await expect(page.getByTestId("subcontractor-list")).toContainText("51 824 753 556");
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
