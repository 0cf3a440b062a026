// Shared by the subcontractor journeys (issue 16): a business and a job the office can send it.
import { expect, type Page, type TestInfo } from "@playwright/test";
import { query, uniqueEmail } from "./helpers.ts";

/** A valid, unique ABN (the ATO checksum: first digit − 1, weighted sum divisible by 89). */
export function uniqueAbn() {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const digits = [
      1 + Math.floor(Math.random() * 9),
      ...Array.from({ length: 10 }, () => Math.floor(Math.random() * 10)),
    ];
    const sum = digits.reduce((s, d, i) => s + (i === 0 ? d - 1 : d) * weights[i]!, 0);
    if (sum % 89 === 0) return digits.join("");
  }
}

/** Adds a business at /admin/subcontractor (with a contact e-mail when given); answers its page's URL. */
export async function newSubcontractor(page: Page, name: string, email?: string) {
  await page.goto("/admin/subcontractor");
  await page.getByLabel("Business name").fill(name);
  await page.getByLabel("ABN").fill(uniqueAbn());
  await page.getByLabel("Address").fill("3 Slipway Rd, Balmain NSW 2041");
  if (email) await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Add subcontractor" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return page.url();
}

/** A job at Quote Accepted (sendable), created at /admin/jobs/create. */
export async function newJob(page: Page, title: string, testInfo: TestInfo) {
  const email = uniqueEmail(testInfo, "antifoul");
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Starts at stage").selectOption("quote_accepted");
  await page.getByLabel("Name", { exact: true }).fill("Morgan Tide");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Vessel name").fill("Tern");
  await page.getByRole("button", { name: "Add a custom line" }).click();
  await page.getByLabel("Line 1 name").fill("Antifoul application");
  await page.getByLabel("Unit price ($)").fill("900");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`#\\d+ · ${title}`) })).toBeVisible();
  return query<{ id: string; number: number }>(
    'SELECT id, number FROM "Job" WHERE customerContactEmail = ? ORDER BY createdAt DESC LIMIT 1',
    email,
  )[0]!;
}
