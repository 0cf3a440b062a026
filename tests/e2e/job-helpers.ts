// Making jobs through the office's own form, for journeys that start from a scheduled job.
import { expect, type Page } from "@playwright/test";
import { query } from "./helpers.ts";
import { sydneyDate } from "./quotes-helpers.ts";

export async function createScheduledJob(page: Page, opts: { title: string; email: string; staff: string }) {
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill(opts.title);
  await page.getByLabel("Starts at stage").selectOption("job_scheduled");
  await page.getByLabel("Name", { exact: true }).fill("Morgan Tide");
  await page.getByLabel("Email", { exact: true }).fill(opts.email);
  await page.getByLabel("Vessel name").fill("Tern");
  await page.getByLabel("Date", { exact: true }).fill(sydneyDate(3));
  await page.getByLabel("Start", { exact: true }).fill("09:00");
  await page.getByLabel("Hours").fill("3");
  await page.getByLabel("Staff member").selectOption({ label: opts.staff });
  await page.getByRole("button", { name: "Add a custom line" }).click();
  await page.getByLabel("Line 1 name").fill("Deck wash and teak clean");
  await page.getByLabel("Unit price ($)").fill("400");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`#\\d+ · ${opts.title}`) })).toBeVisible();
  const [job] = query<{
    id: string;
    number: number;
    status: string;
    totalCents: number;
    assignedStaffId: string | null;
  }>(
    'SELECT id, number, status, totalCents, assignedStaffId FROM "Job" WHERE customerContactEmail = ? ORDER BY createdAt DESC LIMIT 1',
    opts.email,
  );
  expect(job).toMatchObject({ status: "job_scheduled", totalCents: 44_000 });
  expect(job!.assignedStaffId).not.toBeNull();
  return job!;
}
