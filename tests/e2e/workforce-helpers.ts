// Shared steps for the workforce journeys (issue 15): each journey makes its own field worker and picks a free
// Wednesday, so journeys running side by side never edit the same staff record or book the same slot.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { isJsProject, query, signIn, signOut, uniqueEmail } from "./helpers.ts";
import { signUp, userId } from "./cart-helpers.ts";
import { sydneyDate } from "./quotes-helpers.ts";
import { sydneyDateKey } from "../../app/domain/dates.ts";

/** A Wednesday ahead (inside the calendar feeds' 180 days), different per run so reruns rarely clash. */
export function aWednesdayAhead() {
  for (let days = 20 + Math.floor(Math.random() * 150); ; days++) {
    const key = sydneyDate(days);
    if (new Date(`${key}T00:00:00Z`).getUTCDay() === 3) return key;
  }
}

/** A Wednesday ahead on which this worker has nothing scheduled yet (for the shared seeded workers). */
export function aFreeWednesdayFor(staffId: string) {
  const busy = new Set(
    query<{ at: string }>(
      'SELECT scheduledStartAt AS at FROM "Job" WHERE assignedStaffId = ? AND scheduledStartAt IS NOT NULL',
      staffId,
    ).map((r) => sydneyDateKey(new Date(r.at))),
  );
  for (;;) {
    const key = aWednesdayAhead();
    if (!busy.has(key)) return key;
  }
}

/**
 * A new team member of this journey's own, with a lane on the board, working Wednesdays with the given skills (the
 * staff record's checkbox labels). Leaves the admin signed in.
 */
export async function newWorker(
  page: Page,
  testInfo: TestInfo,
  role: "staff" | "marine_professional",
  skills: readonly string[] = ["Cleaning"],
) {
  const email = uniqueEmail(testInfo, "worker");
  const name = `Wren Worker ${Math.random().toString(36).slice(2, 7)}`;
  await signUp(page, email, name, "/dashboard");
  await signOut(page);
  await page.context().clearCookies();
  await signIn(page, "admin@example.com");
  const set = await page.request.post(`/admin/users/${userId(email)}`, {
    form: { intent: "set-roles", roles: role },
    maxRedirects: 0,
  });
  expect(set.status()).toBeLessThan(400);
  const id = userId(email);
  await page.goto(`/admin/staff/edit/${id}`);
  if (isJsProject(testInfo)) await page.waitForLoadState("networkidle"); // ticks made while React hydrates are lost
  for (const skill of skills) await page.getByLabel(skill).check();
  await page.getByLabel("Field worker: give them a lane on the dispatch board").check();
  await page.getByRole("checkbox", { name: "Wednesday" }).check();
  await page.getByRole("button", { name: "Save staff record" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return { id, email, name };
}

/** Accepted work from the catalogue (the office's new-job form), waiting on the board's unscheduled column. */
export async function createAcceptedJob(page: Page, title: string, email: string, service = "internal_clean") {
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Starts at stage").selectOption("quote_accepted");
  await page.getByLabel("Name", { exact: true }).fill("Robin Keel");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Vessel name").fill("Petrel");
  await page.getByLabel("Service from the catalogue").selectOption(service);
  await page.getByRole("button", { name: "Add from catalogue" }).click();
  // The line is in the form (a click on "Create job" before then would cancel the add and lose the service).
  await expect(page.getByTestId("quote-line").locator(`input[type="hidden"][value="${service}"]`)).toHaveCount(1);
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

/**
 * Finds the job on the day's board by its number (as a dispatcher would on a long column; a scheduled card is in its
 * lane either way) and submits its form. The caller checks the outcome: the toast, or the refusal on the card.
 */
export async function scheduleOnBoard(page: Page, date: string, jobNumber: number, worker: string, start = "09:00") {
  await page.goto(`/admin/dispatch?date=${date}&q=${jobNumber}`);
  const card = page.getByTestId(`job-card-${jobNumber}`);
  // A scheduled card keeps its form folded under "Reschedule or reassign".
  const fold = card.getByText("Reschedule or reassign");
  if (await fold.isVisible()) await fold.click();
  await card.getByLabel("Worker").selectOption({ label: worker });
  await card.getByLabel("Start").fill(start);
  await card.getByLabel("Duration").selectOption("120");
  await card.getByRole("button", { name: /^(Schedule|Reschedule)$/ }).click();
}
