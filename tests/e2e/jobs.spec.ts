import { test, expect, type Page } from "@playwright/test";
import { query, signIn, uniqueEmail } from "./helpers.ts";
import { createScheduledJob } from "./job-helpers.ts";
import { switchUser, sydneyDate } from "./quotes-helpers.ts";

// Whole journeys across several accounts and a phone: give them room on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test("staff move only their own jobs forward; a manager moves one back with a reason and the audit trail shows who, from, to and why", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "lifecycle");
  await signIn(page, "admin@example.com");
  const job = await createScheduledJob(page, { title: "Teak deck clean", email, staff: "Sam Staff" });
  // Dispatching is a manager's step.
  await page.getByRole("button", { name: "Move to Dispatched" }).click();
  await expect(page.getByTestId("toast")).toContainText("Moved to Dispatched");

  await switchUser(page, "staff@example.com");
  await page.goto(`/staff/jobs/${job.id}`);
  await expect(page.getByText("Move to another stage")).toHaveCount(0);
  await page.getByRole("button", { name: "Move to In Progress" }).click();
  await expect(page.getByTestId("toast")).toContainText("Moved to In Progress");
  await expect(page.getByRole("button", { name: "Move to Awaiting Approval" })).toBeVisible();

  // Crafted posts for moves staff may not make are refused.
  for (const to of ["job_dispatched", "completed"]) {
    const res = await page.request.post(`/staff/jobs/${job.id}`, {
      form: { intent: "move", jobId: job.id, from: "in_progress", to },
      maxRedirects: 0,
    });
    expect(res.status(), to).toBe(403);
  }
  // …and so is any move on a job assigned to someone else.
  const [othersJob] = query<{ id: string; status: string }>(
    `SELECT j.id, j.status FROM "Job" j JOIN "User" u ON u.id = j.assignedStaffId WHERE u.email = 'manager@example.com' AND j.status = 'awaiting_approval' LIMIT 1`,
  );
  const refused = await page.request.post(`/staff/jobs/${othersJob!.id}`, {
    form: { intent: "move", jobId: othersJob!.id, from: "awaiting_approval", to: "completed" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(403);

  // A manager moves it back: a reason is required.
  await switchUser(page, "manager@example.com");
  await page.goto(`/staff/jobs/${job.id}`);
  await page.getByText("Move to another stage").click();
  await page.getByLabel("Move to stage").selectOption("job_scheduled");
  await page.getByRole("button", { name: "Move job" }).click();
  await expect(page.getByText("Say why the job is moving back a stage").first()).toBeVisible();
  const [still] = query<{ status: string }>('SELECT status FROM "Job" WHERE id = ?', job.id);
  expect(still?.status).toBe("in_progress");
  await page
    .getByLabel("Reason (needed to move back or skip stages)")
    .fill("Rain all day — customer moved it to Friday");
  await page.getByRole("button", { name: "Move job" }).click();
  await expect(page.getByTestId("toast")).toContainText("Moved to Scheduled");

  const trail = page.getByTestId("audit-trail");
  await expect(trail).toContainText("Moved from In Progress to Scheduled");
  await expect(trail).toContainText("Why: Rain all day — customer moved it to Friday");
  await expect(trail).toContainText("Morgan Manager");
  await expect(trail).toContainText("Sam Staff");
  const events = query<{ fromStatus: string; toStatus: string; reason: string | null; actor: string }>(
    `SELECT e.fromStatus, e.toStatus, e.reason, u.email AS actor FROM "JobEvent" e JOIN "User" u ON u.id = e.actorId WHERE e.jobId = ? AND e.kind = 'status' ORDER BY e.createdAt`,
    job.id,
  );
  expect(events).toEqual([
    { fromStatus: "job_scheduled", toStatus: "job_dispatched", reason: null, actor: "admin@example.com" },
    { fromStatus: "job_dispatched", toStatus: "in_progress", reason: null, actor: "staff@example.com" },
    {
      fromStatus: "in_progress",
      toStatus: "job_scheduled",
      reason: "Rain all day — customer moved it to Friday",
      actor: "manager@example.com",
    },
  ]);
});

test("the job list filters, searches and shows shared carts as pseudo-jobs", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.goto("/admin/jobs?kind=carts");
  // The seeded cart for the demo customer (other tests add and pay carts of their own in parallel).
  const cart = page
    .getByTestId("job-row")
    .filter({ hasText: "Shared Quote - 2 Services" })
    .filter({ hasText: "Charlie Customer" });
  await expect(cart.first()).toContainText(/CART-[a-z0-9]{8}/);
  await expect(cart.first()).toContainText("Quote Sent");

  await page.goto("/admin/jobs");
  await page.getByLabel("Stage").selectOption("awaiting_approval");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=awaiting_approval/);
  const rows = page.getByTestId("job-row");
  await expect(rows.filter({ hasText: "Teak deck restoration — Sea Spray" })).toHaveCount(1);
  for (const text of await rows.allTextContents()) expect(text).toContain("Awaiting Approval");

  const [seeded] = query<{ number: number }>(
    `SELECT number FROM "Job" WHERE title = 'Engine room clean — Southern Cross'`,
  );
  await page.goto(`/admin/jobs?q=%23${seeded!.number}`);
  await expect(page.getByTestId("job-row")).toHaveCount(1);
  await expect(page.getByTestId("job-row")).toContainText("Engine room clean");
  await page.goto("/admin/jobs?q=Kingfisher");
  await expect(page.getByTestId("job-row")).toContainText("Grace Whitfield");
});

test("dashboards follow spec §6: staff see three counts and their own booked jobs; managers see full stats and the four lists", async ({
  page,
}) => {
  await signIn(page, "staff@example.com");
  await page.goto("/staff/dashboard");
  const staffStats = page.getByTestId("ops-stats");
  await expect(staffStats).toContainText("Total jobs");
  await expect(staffStats).toContainText("Completed jobs");
  await expect(staffStats).not.toContainText("Revenue");
  await expect(page.getByRole("heading", { name: "My active jobs" })).toBeVisible();
  await expect(page.getByText("Emergency bilge pump call-out — Kingfisher")).toBeVisible();

  await switchUser(page, "manager@example.com");
  await page.goto("/staff/dashboard");
  await expect(page.getByTestId("ops-stats")).toContainText("Revenue");
  await expect(page.getByTestId("ops-stats")).toContainText("Overdue");
  for (const name of ["Needs attention", "New enquiries", "Active jobs", "High priority"]) {
    await expect(page.getByRole("heading", { name, exact: true })).toBeVisible();
  }
});

test("with JavaScript, dragging a card to another column posts the same move; dragging back asks for a reason", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== "js", "drag-and-drop needs JavaScript; the buttons cover JavaScript off");
  const email = uniqueEmail(testInfo, "drag");
  await signIn(page, "admin@example.com");
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill("Hull dive inspection");
  await page.getByLabel("Name", { exact: true }).fill("Drew Anchor");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /#\d+ · Hull dive inspection/ })).toBeVisible();
  const [job] = query<{ id: string; number: number }>(
    'SELECT id, number FROM "Job" WHERE customerContactEmail = ?',
    email,
  );

  await page.goto(`/admin/kanban-boards?q=%23${job!.number}`);
  const card = page.getByTestId("kanban-card").filter({ hasText: `#${job!.number}` });
  await expect(page.getByTestId("column-quote_requested")).toContainText(`#${job!.number}`);
  await card.dragTo(page.getByTestId("column-quote_sent"));
  await expect(page.getByTestId("column-quote_sent").getByTestId("kanban-card")).toContainText(`#${job!.number}`);

  await page
    .getByTestId("kanban-card")
    .filter({ hasText: `#${job!.number}` })
    .dragTo(page.getByTestId("column-quote_requested"));
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("This moves the job back a stage");
  await dialog.getByLabel("Reason").fill("Customer wants to add a polish first");
  await dialog.getByRole("button", { name: "Move job" }).click();
  await expect(page.getByTestId("column-quote_requested").getByTestId("kanban-card")).toContainText(`#${job!.number}`);
  const events = query<{ fromStatus: string; toStatus: string; reason: string | null }>(
    `SELECT fromStatus, toStatus, reason FROM "JobEvent" WHERE jobId = ? AND kind = 'status' ORDER BY createdAt`,
    job!.id,
  );
  expect(events).toEqual([
    { fromStatus: "quote_requested", toStatus: "quote_sent", reason: null },
    { fromStatus: "quote_sent", toStatus: "quote_requested", reason: "Customer wants to add a polish first" },
  ]);
});
