import { test, expect } from "@playwright/test";
import { signIn, uniqueEmail } from "./helpers.ts";
import { createScheduledJob } from "./job-helpers.ts";

// Live updates (issue 12, ADR 120): pages that show jobs follow changes made elsewhere without a reload. They need
// JavaScript (an EventSource); without it the same pages are correct on every load, which the other specs prove.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "js", "live updates are a JavaScript enhancement");
});
test.describe.configure({ timeout: 120_000 });

test("the kanban board in one browser shows a job created and then dispatched in another, without a reload", async ({
  browser,
}, testInfo) => {
  const title = `Live hull check ${testInfo.workerIndex}-${Date.now().toString(36)}`;
  const watcher = await browser.newPage();
  await signIn(watcher, "admin@example.com");
  await watcher.goto(`/admin/kanban-boards?q=${encodeURIComponent(title)}`);
  await expect(watcher.locator("[data-live-status]")).toHaveAttribute("data-live-status", "live");
  await expect(watcher.getByTestId("kanban-card")).toHaveCount(0);
  // A page that reloads loses this; one that revalidates its data keeps it.
  await watcher.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

  const office = await browser.newPage();
  await signIn(office, "admin@example.com");
  const job = await createScheduledJob(office, { title, email: uniqueEmail(testInfo, "live"), staff: "Sam Staff" });

  const scheduled = watcher.getByTestId("column-job_scheduled").getByTestId("kanban-card");
  await expect(scheduled).toContainText(title);

  await office.goto(`/admin/jobs/${job.id}`);
  await office.getByRole("button", { name: "Move to Dispatched" }).click();
  await expect(office.getByTestId("toast")).toContainText("Moved to Dispatched");

  await expect(watcher.getByTestId("column-job_dispatched").getByTestId("kanban-card")).toContainText(title);
  await expect(scheduled).toHaveCount(0);
  expect(await watcher.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // The job's own page, open elsewhere, follows too.
  await watcher.goto(`/admin/jobs/${job.id}`);
  await expect(watcher.locator("[data-live-status]")).toHaveAttribute("data-live-status", "live");
  await office.getByRole("button", { name: "Move to In Progress" }).click();
  await expect(watcher.getByText("In Progress").first()).toBeVisible();
});

test("a customer's stream is not told about other people's jobs, while staff hear of them; a plain request gets an explanation", async ({
  browser,
}, testInfo) => {
  const listen = async (email: string, path: string) => {
    const page = await browser.newPage();
    await signIn(page, email);
    await page.goto(path);
    await page.evaluate(async () => {
      const w = window as unknown as { __heard: string[] };
      w.__heard = [];
      const source = new EventSource("/resources/live");
      source.addEventListener("change", (e) => w.__heard.push(JSON.parse((e as MessageEvent<string>).data).subjectId));
      await new Promise<void>((resolve) => source.addEventListener("ready", () => resolve()));
    });
    return page;
  };
  const heard = (page: import("@playwright/test").Page) =>
    page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

  const customer = await listen("customer@example.com", "/customer/dashboard");
  const res = await customer.request.get("/resources/live");
  expect(res.status()).toBe(406);
  expect((await res.json()).message).toContain("text/event-stream");

  const staff = await listen("staff@example.com", "/staff/dashboard");

  const office = await browser.newPage();
  await signIn(office, "admin@example.com");
  const job = await createScheduledJob(office, {
    title: `Someone else's job ${Date.now().toString(36)}`,
    email: uniqueEmail(testInfo, "other"),
    staff: "Sam Staff",
  });
  await expect.poll(() => heard(staff)).toContain(job.id);
  expect(await heard(customer)).not.toContain(job.id);
});
