// Issue 15's follow-ups (ADR 151), with JavaScript on and off: a worker's and the team's secret iCal address hold the
// scheduled job and 404 once revoked; the customer is e-mailed the arrival window once; a field worker's week is
// submitted, sent back with a reason, submitted again, approved and exported for payroll. JavaScript only: a card
// dragged onto a lane is scheduled, and the dispatch board in another browser follows it without a reload.
import { expect, test, type Page } from "@playwright/test";
import { isJsProject, query, signIn, signOut } from "./helpers.ts";
import { aWednesdayAhead, createAcceptedJob, newWorker, scheduleOnBoard } from "./workforce-helpers.ts";
import { sydneyDate } from "./quotes-helpers.ts";
import { addDays } from "../../app/domain/dates.ts";

const runArrivalTasks = (page: Page) =>
  page.request.post("/resources/e2e/tasks-run", { form: { name: "email:arrival-window" } });

const mailsTo = (email: string) =>
  query<{ subject: string }>('SELECT subject FROM "EmailMessage" WHERE "to" = ? ORDER BY createdAt', email);

/** Makes an address in the panel and returns its path (the page shows it once). */
async function newFeedPath(page: Page) {
  await page.getByRole("button", { name: "New calendar address" }).click();
  const url = await page.getByTestId("feed-url").inputValue();
  expect(url).toMatch(/\/staff\/[A-Za-z0-9_-]{43}\/calendar\.ics$/);
  return new URL(url).pathname;
}

test("the iCal feeds hold the scheduled job and 404 once revoked; the customer gets the arrival window once", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // a long journey on a shared, busy machine
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const worker = await newWorker(page, testInfo, "staff");
  const date = aWednesdayAhead();
  const customer = `clean-${tag}@example.test`;
  const job = await createAcceptedJob(page, `Interior clean ${tag}`, customer);

  await scheduleOnBoard(page, date, job.number, worker.name);
  await expect(page.getByText(`Job #${job.number} scheduled to ${worker.name}`)).toBeVisible();
  await runArrivalTasks(page);
  expect(mailsTo(customer).map((m) => m.subject)).toEqual([
    expect.stringMatching(new RegExp(`^Job #${job.number}: we arrive between 9:00 am and 10:00 am on `)),
  ]);
  const lane = page.getByTestId(`lane-${worker.name}`);
  await lane.getByRole("button", { name: `Dispatch job #${job.number}` }).click();
  await expect(page.getByText(`Job #${job.number} dispatched`)).toBeVisible();
  await runArrivalTasks(page);
  expect(mailsTo(customer)).toHaveLength(1); // the same window is not e-mailed twice

  // The worker's feed, from their staff profile.
  await page.goto(`/admin/staff-profiles/${worker.id}`);
  const path = await newFeedPath(page);
  if (isJsProject(testInfo)) {
    await page.getByTestId("calendar-feeds").scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath("staff-feed.png") });
  }
  const ics = await page.request.get(path);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const body = await ics.text();
  expect(body).toContain("X-WR-TIMEZONE:Australia/Sydney");
  expect(body).toContain(`UID:job-${job.id}@`);
  expect(body).toContain(`#${job.number} Interior clean ${tag}`);
  expect(body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
  // Only the hash is stored.
  expect(
    query<{ n: number }>(
      'SELECT count(*) AS n FROM "CalendarFeed" WHERE tokenHash LIKE ?',
      `%${path.split("/")[2]}%`,
    )[0]!.n,
  ).toBe(0);
  await page.goto(`/admin/staff-profiles/${worker.id}`);
  await expect(page.getByTestId("feed-list")).toContainText("Last read by a calendar");
  await page.getByTestId("feed-list").getByRole("button", { name: "Revoke" }).first().click();
  await expect(page.getByText("Calendar address revoked")).toBeVisible();
  expect((await page.request.get(path)).status()).toBe(404);

  // The team's feed, from the job calendar.
  await page.goto(`/admin/job-calendar?view=week&date=${date}`);
  const teamPath = await newFeedPath(page);
  const team = await (await page.request.get(teamPath)).text();
  expect(team).toContain(`${worker.name}: #${job.number} Interior clean ${tag}`);
  await page.goto("/admin/job-calendar");
  await page.getByTestId("feed-list").getByRole("button", { name: "Revoke" }).first().click();
  await expect(page.getByText("Calendar address revoked")).toBeVisible();
  expect((await page.request.get(teamPath)).status()).toBe(404);
});

test("a field worker submits the week; the office sends it back with a reason, then approves; payroll gets minutes", async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000); // a long journey (three sign-ins) on a shared, busy machine
  const js = isJsProject(testInfo);
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const worker = await newWorker(page, testInfo, "marine_professional");
  // A job for today assigned to the worker, created by the office.
  await page.goto("/admin/jobs/create");
  await page.getByLabel("Title", { exact: true }).fill(`Deck clean ${tag}`);
  await page.getByLabel("Starts at stage").selectOption("job_scheduled");
  await page.getByLabel("Name", { exact: true }).fill("Morgan Tide");
  await page.getByLabel("Email", { exact: true }).fill(`tide-${tag}@example.test`);
  await page.getByLabel("Vessel name").fill("Tern");
  await page.getByLabel("Date", { exact: true }).fill(sydneyDate(0));
  await page.getByLabel("Start", { exact: true }).fill("09:00");
  await page.getByLabel("Hours").fill("2");
  await page.getByLabel("Staff member").selectOption({ label: worker.name });
  await page.getByRole("button", { name: "Add a custom line" }).click();
  await page.getByLabel("Line 1 name").fill("Deck clean");
  await page.getByLabel("Unit price ($)").fill("200");
  await page.getByRole("button", { name: "Create job" }).click();
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`#\\d+ · Deck clean ${tag}`) })).toBeVisible();
  const [job] = query<{ id: string }>(
    'SELECT id FROM "Job" WHERE customerContactEmail = ? ORDER BY createdAt DESC LIMIT 1',
    `tide-${tag}@example.test`,
  );
  await signOut(page);
  await page.context().clearCookies();

  // The worker's taps on the job card (as the phone's outbox would send them, with their own times): 10 minutes'
  // travel and 20 on site, then a pause (no clock left running).
  await signIn(page, worker.email, "a good long password");
  const now = Date.now();
  for (const [action, minutesAgo] of [
    ["start_travel", 40],
    ["arrive", 30],
    ["pause", 10],
  ] as const) {
    const res = await page.request.post(`/fieldstaff/jobs/${job!.id}`, {
      form: {
        intent: "time",
        key: `${tag}-${action}`.replace(/[^\w]/g, ""),
        action,
        at: new Date(now - minutesAgo * 60_000).toISOString(),
      },
      headers: { "X-Bosun-Outbox": "1" },
    });
    expect(res.status(), await res.text()).toBe(200);
  }

  await page.goto("/fieldstaff/time-management");
  await expect(page.getByTestId("week-totals")).toContainText("10 min");
  await page.getByRole("button", { name: "Submit this week for approval" }).click();
  await expect(page.getByText("Timesheet submitted")).toBeVisible();
  await expect(page.getByTestId("timesheet-state")).toContainText("Waiting for approval");
  await signOut(page);
  await page.context().clearCookies();

  // The office: send back without a reason is refused (what was typed is kept), then with one.
  await signIn(page, "admin@example.com");
  await page.goto("/admin/scheduling");
  const card = page.getByTestId(`timesheet-${worker.name}`);
  await expect(card).toContainText("Waiting for approval");
  await expect(card).toContainText("10 min");
  await expect(card).toContainText("20 min");
  await card.getByRole("textbox").fill("x");
  await card.getByRole("button", { name: "Send back" }).click();
  await expect(card.getByRole("alert")).toContainText("Say why it is sent back");
  await expect(card.getByRole("textbox")).toHaveValue("x");
  await card.getByRole("textbox").fill("Add the travel back to base");
  await card.getByRole("button", { name: "Send back" }).click();
  await expect(page.getByText(`Timesheet sent back to ${worker.name}`)).toBeVisible();
  await expect(card.getByTestId("timesheet-status")).toHaveText("Sent back");
  await signOut(page);
  await page.context().clearCookies();

  await signIn(page, worker.email, "a good long password");
  await page.goto("/fieldstaff/time-management");
  await expect(page.getByTestId("timesheet-state")).toContainText("Add the travel back to base");
  await page.getByRole("button", { name: "Submit this week again" }).click();
  await expect(page.getByText("Timesheet submitted")).toBeVisible();
  await signOut(page);
  await page.context().clearCookies();

  await signIn(page, "admin@example.com");
  await page.goto("/admin/scheduling");
  if (js) {
    for (const [width, name] of [
      [390, "phone"],
      [1280, "desktop"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`timesheets-${name}.png`), fullPage: true });
    }
  }
  await page.getByRole("button", { name: `Approve ${worker.name}'s timesheet` }).click();
  await expect(page.getByText(`Timesheet approved: ${worker.name}`)).toBeVisible();
  await expect(page.getByTestId(`timesheet-${worker.name}`).getByTestId("timesheet-status")).toHaveText("Approved");
  const audit = query<{ action: string }>(
    'SELECT action FROM "AuditEvent" WHERE subjectUserId = ? AND action LIKE ? ORDER BY createdAt',
    worker.id,
    "timesheet.%",
  );
  expect(audit.map((a) => a.action)).toEqual([
    "timesheet.submitted",
    "timesheet.returned",
    "timesheet.submitted",
    "timesheet.approved",
  ]);

  const csv = await page.request.get(`/admin/timesheets/export?from=${sydneyDate(-7)}&to=${sydneyDate(0)}`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text.split("\r\n")[0]).toBe(
    "week_start,week_end,worker,worker_email,travel_minutes,on_site_minutes,total_minutes,approved_at",
  );
  expect(text).toContain(`${worker.name},${worker.email},10,20,30,`);
});

/**
 * Drags a waiting card onto a worker's lane the way a person does: press on the card, move, then over the lane and
 * release. The press and the measurement of where the card is are two steps, and a live reload between them can move
 * another card under the pointer (a person sees what they press; a script does not), so the test checks the board
 * marked this card as the one being dragged, and presses again if not.
 */
async function dragCardToLane(
  page: Page,
  jobNumber: number | string,
  laneName: string,
  whileDragging: () => Promise<void> = async () => {},
) {
  const card = page.getByTestId(`job-card-${jobNumber}`);
  for (let attempt = 1; ; attempt++) {
    await card.hover({ position: { x: 6, y: 6 } });
    await page.mouse.down();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20, { steps: 2 });
    if ((await card.getAttribute("data-dragging")) === "true") break;
    await page.mouse.up(); // dropped back on the waiting column, which schedules nothing
    expect(attempt, "the board kept moving another card under the pointer").toBeLessThan(3);
  }
  await whileDragging();
  await page.getByTestId(`lane-${laneName}`).hover();
  await page.mouse.up();
}

test("drag and drop schedules a card; the board in another browser follows it, without a reload", async ({
  browser,
  page,
}, testInfo) => {
  test.skip(!isJsProject(testInfo), "live updates need JavaScript");
  // Other journeys change jobs on the same board meanwhile: the board holds its live reloads from the press to the
  // drop, and the drag is checked to have taken this journey's card (dragCardToLane).
  test.setTimeout(120_000);
  const tag = `live-${Date.now().toString(36)}`;
  const worker = await newWorker(page, testInfo, "staff");
  const date = aWednesdayAhead();
  const job = await createAcceptedJob(page, `Live clean ${tag}`, `live-${tag}@example.test`);

  // The watcher: a second browser context (its own session) with the board open.
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await signIn(watcher, "admin@example.com");
  await watcher.goto(`/admin/dispatch?date=${date}`);
  await watcher.waitForLoadState("networkidle");
  await expect(watcher.getByTestId(`lane-${worker.name}`)).toBeVisible();
  await expect(watcher.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${job.number}`)).toHaveCount(0);
  await watcher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // Scheduled in the first browser by dragging the card onto the worker's lane (it posts the card's own form).
  // Mid-drag, a third browser schedules another job into the same lane. The dragging board holds that reload until
  // the drop (the watcher shows it at once), so nothing moves under the pointer; then it catches up.
  const busy = await createAcceptedJob(page, `Busy clean ${tag}`, `busy-${tag}@example.test`);
  await page.goto(`/admin/dispatch?date=${date}&q=${job.number}`);
  await page.waitForLoadState("networkidle");
  const third = await browser.newContext();
  const office = await third.newPage();
  await signIn(office, "admin@example.com");
  await dragCardToLane(page, job.number, worker.name, async () => {
    await scheduleOnBoard(office, date, busy.number, worker.name, "11:00");
    await expect(watcher.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${busy.number}`)).toBeVisible({
      timeout: 15_000,
    });
    await page.waitForTimeout(1_000); // time for the change to reach this board too, where it must wait
    await expect(page.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${busy.number}`)).toHaveCount(0);
  });
  await third.close();
  await expect(page.getByText(`Job #${job.number} scheduled to ${worker.name}`)).toBeVisible();
  await expect(page.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${job.number}`)).toContainText(
    "09:00–11:00",
  );
  await expect(page.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${busy.number}`)).toContainText(
    "11:00–13:00",
    { timeout: 15_000 },
  );

  await expect(watcher.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${job.number}`)).toContainText(
    "09:00–11:00",
    { timeout: 15_000 },
  );
  expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // Moved again from the first browser with the plain form: the watcher's board follows the new time too.
  await scheduleOnBoard(page, date, job.number, worker.name, "13:00");
  await expect(page.getByText(`Job #${job.number} scheduled to ${worker.name}`)).toBeVisible();
  await expect(watcher.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${job.number}`)).toContainText(
    "13:00–15:00",
    { timeout: 15_000 },
  );
  expect(await watcher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await other.close();
});

test("the waiting column finds a job by its number; a refusal stays on the board while another browser schedules work", async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const js = isJsProject(testInfo);
  const tag = `find-${testInfo.project.name}-${Date.now().toString(36)}`;
  const worker = await newWorker(page, testInfo, "staff"); // cleaning, Wednesdays only
  const date = aWednesdayAhead();
  const sunday = addDays(date, 4);
  const job = await createAcceptedJob(page, `Find clean ${tag}`, `find-${tag}@example.test`);
  const other = await createAcceptedJob(page, `Other clean ${tag}`, `other-${tag}@example.test`);

  // A long column is searched by job number; the search stays in the box and the card is the only one shown.
  await page.goto(`/admin/dispatch?date=${date}`);
  if (js) await page.waitForLoadState("networkidle");
  await page.getByRole("searchbox", { name: "Find waiting work" }).fill(`#${job.number}`);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await expect(page.getByTestId("waiting-matches")).toContainText(`1 of`);
  await expect(page.getByRole("searchbox", { name: "Find waiting work" })).toHaveValue(`#${job.number}`);
  const column = page.getByTestId("lane-unscheduled");
  await expect(column.locator('[data-testid^="job-card-"]')).toHaveCount(1);

  // Refused: the business is closed on Sundays. What was typed stays.
  const card = page.getByTestId(`job-card-${job.number}`);
  await card.getByLabel("Worker").selectOption({ label: worker.name });
  await card.getByLabel("Day").fill(sunday);
  await card.getByRole("button", { name: "Schedule" }).click();
  const refusal = card.getByTestId("dispatch-refusal");
  await expect(refusal).toContainText("The business is closed on Sundays.");
  await expect(card.getByLabel("Day")).toHaveValue(sunday);
  if (!js) return; // without JavaScript the board only changes when it is loaded again

  // Meanwhile another admin, in another browser, schedules other work to the same worker on the board's day. This
  // board follows it without a reload, and the refusal and what was typed are still there.
  const second = await browser.newContext();
  const elsewhere = await second.newPage();
  await signIn(elsewhere, "admin@example.com");
  await scheduleOnBoard(elsewhere, date, other.number, worker.name);
  await expect(elsewhere.getByText(`Job #${other.number} scheduled to ${worker.name}`)).toBeVisible();
  await expect(page.getByTestId(`lane-${worker.name}`).getByTestId(`job-card-${other.number}`)).toContainText(
    "09:00–11:00",
    { timeout: 15_000 },
  );
  await expect(refusal).toContainText("The business is closed on Sundays.");
  await expect(card.getByLabel("Day")).toHaveValue(sunday);
  await second.close();

  // Moving on clears it: the plain board shows the card again without the old refusal.
  await page.goto(`/admin/dispatch?date=${date}&q=${job.number}`);
  await expect(page.getByTestId(`job-card-${job.number}`)).toBeVisible();
  await expect(page.getByTestId("dispatch-refusal")).toHaveCount(0);
});
