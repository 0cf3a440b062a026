import { test, expect } from "@playwright/test";
import { STRIPE_STAND_IN } from "./cart-helpers.ts";
import { isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";
import { createAndSendQuote, customerPhone, switchUser, sydneyDate } from "./quotes-helpers.ts";

// Whole journeys across several accounts and a phone: give them room on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

// Hull Inspection from the catalogue: $280.00 inc GST → $254.54 ex GST (never more than the web price).
const HULL_EX_GST = 25_454;
const PROP_POLISH = 18_000;

test(
  "staff send a quote with an optional extra; the customer accepts it on a phone; an admin moves the job through the kanban to Completed",
  { tag: "@pg" },
  async ({ page, browser }, testInfo) => {
    const email = uniqueEmail(testInfo, "quote-accept");
    await signIn(page, "staff@example.com");
    const quote = await createAndSendQuote(page, {
      title: "Hull inspection and propeller polish",
      customerName: "Jamie Harbour",
      email,
      vessel: "Sea Whisper",
      depositPercent: 25,
      optionalLine: { name: "Propeller polish", price: "180" },
    });

    // The customer opens the e-mailed link logged out on a phone.
    const { context, page: phone } = await customerPhone(browser, testInfo);
    await phone.goto(quote.path);
    await expect(phone.getByRole("heading", { level: 1, name: "Hull inspection and propeller polish" })).toBeVisible();
    await expect(phone.getByText("Bosun Marine Services").first()).toBeVisible();
    await expect(phone.getByRole("region", { name: "Included in this quote" })).toContainText("Hull Inspection");
    await expect(phone.getByRole("region", { name: "Optional extras" })).toContainText("Propeller polish");
    await expect(phone.getByTestId("quote-total")).toHaveText("$279.99");
    await expect(phone.getByTestId("quote-deposit")).toHaveText("$70.00");
    // Nothing on the phone page is wider than the screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await phone.getByRole("link", { name: "Accept this quote" }).click();
    await phone.getByLabel(/Propeller polish/).check();
    if (!isJsProject(testInfo)) await phone.getByRole("button", { name: "Update my total" }).click();
    // 254.54 + 180 = 434.54; GST 43.45; total 477.99; 25 % deposit 119.50
    await expect(phone.getByTestId("quote-total")).toHaveText("$477.99");
    await expect(phone.getByTestId("quote-deposit")).toHaveText("$119.50");
    await expect(phone.getByLabel(/Propeller polish/)).toBeChecked();
    // The signature-like step comes last.
    await phone.getByLabel("Type your full name").fill("Jamie Harbour");
    await phone.getByLabel(/I have read the terms and accept this quote for \$477\.99/).check();
    await phone.getByRole("button", { name: "Accept quote" }).click();
    await expect(phone).toHaveURL(quote.path);
    await expect(phone.getByRole("heading", { name: /Accepted — thank you, Jamie Harbour/ })).toBeVisible();
    await expect(phone.getByRole("link", { name: "Accept this quote" })).toHaveCount(0);
    // The deposit is invoiced at once (a tax invoice, also e-mailed) and paid by card in one tap from here.
    await expect(phone.getByTestId("deposit-state")).toContainText(/Deposit of \$119\.50 due on invoice INV-\d+/);
    const depositNumber = (await phone.getByTestId("deposit-state").textContent())!.match(/INV-\d+/)![0];
    expect(
      query('SELECT id FROM "EmailMessage" WHERE "to" = ? AND subject LIKE ?', email, `Tax Invoice ${depositNumber} %`),
    ).toHaveLength(1);
    await phone.getByRole("link", { name: "Pay the deposit" }).click();
    await expect(phone.getByRole("article")).toContainText("25% deposit on quote");
    await expect(phone.getByRole("article")).toContainText("Reference: Deposit · Quote Q-");
    await phone.getByRole("button", { name: "Pay $119.50 by card" }).click();
    await expect(phone).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/`));
    await phone.getByRole("button", { name: "Pay $119.50" }).click();
    await expect(phone.getByRole("status")).toContainText("Payment received — thank you.");
    await phone.goto(quote.path);
    await expect(phone.getByTestId("deposit-state")).toContainText(
      `Deposit of $119.50 paid (invoice ${depositNumber})`,
    );
    await context.close();

    // Who, when, from where, and exactly what was accepted.
    const [response] = query<{
      fullName: string;
      ipAddress: string | null;
      totalCents: number;
      depositCents: number;
      itemsSnapshot: string;
      termsAccepted: number;
    }>(
      'SELECT fullName, ipAddress, totalCents, depositCents, itemsSnapshot, termsAccepted FROM "QuoteResponse" WHERE quoteId = ? AND kind = ?',
      quote.id,
      "accepted",
    );
    expect(response).toMatchObject({
      fullName: "Jamie Harbour",
      totalCents: 47_799,
      depositCents: 11_950,
      termsAccepted: 1,
    });
    expect(response!.ipAddress).toBeTruthy();
    expect(
      JSON.parse(response!.itemsSnapshot).map((i: { name: string; unitPriceCents: number }) => [
        i.name,
        i.unitPriceCents,
      ]),
    ).toEqual([
      ["Hull Inspection", HULL_EX_GST],
      ["Propeller polish", PROP_POLISH],
    ]);
    const [job] = query<{
      id: string;
      number: number;
      status: string;
      totalCents: number;
      subtotalCents: number;
      source: string;
    }>(
      'SELECT j.id, j.number, j.status, j.totalCents, j.subtotalCents, j.source FROM "Job" j JOIN "Quote" q ON q.jobId = j.id WHERE q.id = ?',
      quote.id,
    );
    expect(job).toMatchObject({ status: "quote_accepted", totalCents: 47_799, subtotalCents: 43_454, source: "quote" });

    // The job appears as Quote Accepted in the job list…
    await switchUser(page, "admin@example.com");
    await page.goto(`/admin/jobs?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("job-row").filter({ hasText: `#${job!.number}` });
    await expect(row).toContainText("Quote Accepted");

    // …and an admin moves it stage by stage on the kanban board (plain form posts without JavaScript).
    await page.goto(`/admin/kanban-boards?q=%23${job!.number}`);
    await expect(page.getByTestId("column-quote_accepted").getByTestId("kanban-card")).toContainText(`#${job!.number}`);
    for (const [next, column] of [
      ["Scheduled", "job_scheduled"],
      ["Dispatched", "job_dispatched"],
      ["In Progress", "in_progress"],
      ["Awaiting Approval", "awaiting_approval"],
      ["Completed", "completed"],
    ] as const) {
      await page.getByRole("button", { name: `Move #${job!.number} to ${next}` }).click();
      await expect(page.getByTestId(`column-${column}`).getByTestId("kanban-card")).toContainText(`#${job!.number}`);
    }
    const events = query<{ kind: string; fromStatus: string | null; toStatus: string | null; actor: string | null }>(
      `SELECT e.kind, e.fromStatus, e.toStatus, u.email AS actor FROM "JobEvent" e LEFT JOIN "User" u ON u.id = e.actorId WHERE e.jobId = ? AND e.kind = 'status' ORDER BY e.createdAt`,
      job!.id,
    );
    expect(events.map((e) => `${e.fromStatus}→${e.toStatus}:${e.actor}`)).toEqual([
      "quote_accepted→job_scheduled:admin@example.com",
      "job_scheduled→job_dispatched:admin@example.com",
      "job_dispatched→in_progress:admin@example.com",
      "in_progress→awaiting_approval:admin@example.com",
      "awaiting_approval→completed:admin@example.com",
    ]);
    const [done] = query<{ status: string; completedAt: string | null }>(
      'SELECT status, completedAt FROM "Job" WHERE id = ?',
      job!.id,
    );
    expect(done?.status).toBe("completed");
    expect(done?.completedAt).not.toBeNull();

    // The job page shows the whole audit trail.
    await page.goto(`/admin/jobs/${job!.id}`);
    const trail = page.getByTestId("audit-trail");
    await expect(trail).toContainText("Created as Quote Accepted");
    await expect(trail).toContainText("accepted by Jamie Harbour");
    await expect(trail).toContainText("Moved from Awaiting Approval to Completed");

    // The job's invoice deducts the deposit already paid: the customer is never charged it twice.
    await page.goto(`/admin/invoices/create?q=${job!.number}`);
    await page.getByRole("link", { name: `Invoice job #${job!.number}` }).click();
    await page.getByRole("button", { name: "Create and e-mail invoice" }).click();
    const invoice = page.getByRole("article");
    await expect(invoice).toContainText(`Deposit paid on ${depositNumber}`);
    await expect(invoice).toContainText("Total (incl. GST)$477.99");
    await expect(invoice).toContainText("Amount due (AUD)$358.49");
  },
);

test("a declined quote says so and cannot be answered again", async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, "quote-decline");
  await signIn(page, "staff@example.com");
  const quote = await createAndSendQuote(page, {
    title: "Engine room clean",
    customerName: "Robin Keel",
    email,
    catalogue: "engine_room_clean",
  });

  const { context, page: phone } = await customerPhone(browser, testInfo);
  await phone.goto(quote.path);
  await phone.getByRole("link", { name: "Decline" }).click();
  await phone.getByLabel("Would you tell us why? (optional)").fill("We are selling the boat this month.");
  await phone.getByRole("button", { name: "Decline this quote" }).click();
  await expect(phone).toHaveURL(quote.path);
  await expect(phone.getByTestId("quote-closed")).toContainText("This quote was declined");
  await expect(phone.getByRole("link", { name: "Accept this quote" })).toHaveCount(0);

  await phone.goto(`/quotes/${quote.token}/respond`);
  await expect(phone.getByTestId("quote-closed")).toContainText("This quote was declined");
  await expect(phone.getByRole("button", { name: "Accept quote" })).toHaveCount(0);

  // A crafted acceptance is refused and changes nothing.
  const res = await phone.request.post(`/quotes/${quote.token}/respond`, {
    form: { intent: "accept", version: "x", fullName: "Robin Keel", agree: "on" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(409);
  await context.close();
  const rows = query<{ kind: string; message: string | null }>(
    'SELECT kind, message FROM "QuoteResponse" WHERE quoteId = ?',
    quote.id,
  );
  expect(rows).toEqual([{ kind: "declined", message: "We are selling the boat this month." }]);
  const [q] = query<{ status: string }>('SELECT status FROM "Quote" WHERE id = ?', quote.id);
  expect(q?.status).toBe("declined");
});

test("a quote expires at the end of its validity day in Sydney and then cannot be accepted (clock pinned, no waiting)", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "quote-expiry");
  const validUntil = sydneyDate(1);
  await signIn(page, "staff@example.com");
  const quote = await createAndSendQuote(page, {
    title: "Internal clean",
    customerName: "Sasha Mooring",
    email,
    validUntil,
    catalogue: "internal_clean",
  });
  const [row] = query<{ validUntil: number | string }>('SELECT validUntil FROM "Quote" WHERE id = ?', quote.id);
  const end = new Date(typeof row!.validUntil === "number" ? row!.validUntil : row!.validUntil).getTime();

  // One minute before midnight in Sydney it can still be accepted…
  const before = await customerPhone(browser, testInfo, { "x-test-now": new Date(end - 60_000).toISOString() });
  await before.page.goto(quote.path);
  await expect(before.page.getByRole("link", { name: "Accept this quote" })).toBeVisible();
  await before.context.close();

  // …one second after, it has expired.
  const after = await customerPhone(browser, testInfo, { "x-test-now": new Date(end + 1_000).toISOString() });
  await after.page.goto(quote.path);
  await expect(after.page.getByTestId("quote-closed")).toContainText("This quote has expired");
  await expect(after.page.getByRole("link", { name: "Accept this quote" })).toHaveCount(0);
  await after.page.goto(`/quotes/${quote.token}/respond`);
  await expect(after.page.getByRole("button", { name: "Accept quote" })).toHaveCount(0);
  const res = await after.page.request.post(`/quotes/${quote.token}/respond`, {
    form: { intent: "changes", message: "Can you still do it?" },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(409);
  await after.context.close();
  const [q] = query<{ status: string }>('SELECT status FROM "Quote" WHERE id = ?', quote.id);
  expect(q?.status).toBe("expired");
  expect(query('SELECT id FROM "QuoteResponse" WHERE quoteId = ?', quote.id)).toHaveLength(0);
});

test("a customer cannot open another customer's quote by guessing, and /quotes lists only their own", async ({
  page,
}, testInfo) => {
  const other = uniqueEmail(testInfo, "someone-else");
  await signIn(page, "staff@example.com");
  const theirs = await createAndSendQuote(page, {
    title: "Vessel polish for someone else",
    customerName: "Alex Other",
    email: other,
    catalogue: "vessel_polish",
  });
  const mine = await createAndSendQuote(page, {
    title: `Hull check for Charlie ${testInfo.project.name}`,
    customerName: "Charlie Customer",
    email: "customer@example.com",
  });

  await switchUser(page, "customer@example.com");
  for (const guess of [
    `/quote/${theirs.id}`,
    `/quote/${theirs.number}`,
    `/quote/Q-${theirs.number}`,
    `/quote/${theirs.token.slice(0, -1)}${theirs.token.endsWith("A") ? "B" : "A"}`,
    `/quotes/${theirs.id}/respond`,
    `/quotes/${theirs.number}/respond`,
  ]) {
    const res = await page.goto(guess);
    expect(res?.status(), guess).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
  const staffPage = await page.goto(`/staff/quotes/${theirs.id}`);
  expect(staffPage?.status()).toBe(403);

  await page.goto("/quotes");
  await expect(page.getByRole("heading", { name: "My quotes" })).toBeVisible();
  await expect(page.getByText(`Q-${mine.number} · Hull check for Charlie`)).toBeVisible();
  await expect(page.getByText(`Q-${theirs.number}`)).toHaveCount(0);
  await page.getByText(`Q-${mine.number} · Hull check for Charlie`).click();
  await expect(page).toHaveURL(mine.path);
});

test("an accepted quote waits on Quote to job until an admin gives it a date, time and staff member", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "quote-to-job");
  await signIn(page, "staff@example.com");
  const quote = await createAndSendQuote(page, {
    title: "External clean before the long weekend",
    customerName: "Pat Pontoon",
    email,
    catalogue: "external_clean",
  });
  const { context, page: phone } = await customerPhone(browser, testInfo);
  await phone.goto(`/quotes/${quote.token}/respond`);
  await phone.getByLabel("Type your full name").fill("Pat Pontoon");
  await phone.getByLabel(/I have read the terms/).check();
  await phone.getByRole("button", { name: "Accept quote" }).click();
  await expect(phone.getByRole("heading", { name: /Accepted — thank you/ })).toBeVisible();
  await context.close();

  await switchUser(page, "admin@example.com");
  await page.goto("/admin/quote-to-job");
  const card = page.getByTestId("quote-to-job").filter({ hasText: `Q-${quote.number}` });
  await expect(card).toContainText("External clean before the long weekend");
  await card.getByLabel("Date").fill(sydneyDate(5));
  await card.getByLabel("Start").fill("08:30");
  await card.getByLabel("Hours").fill("4");
  await card.getByRole("button", { name: "Schedule job" }).click();
  // Choosing nobody is refused with the message next to the field.
  await expect(
    page
      .getByTestId("quote-to-job")
      .filter({ hasText: `Q-${quote.number}` })
      .getByText("Choose who does the job"),
  ).toBeVisible();
  await page
    .getByTestId("quote-to-job")
    .filter({ hasText: `Q-${quote.number}` })
    .getByLabel("Staff member")
    .selectOption({ label: "Sam Staff" });
  await page
    .getByTestId("quote-to-job")
    .filter({ hasText: `Q-${quote.number}` })
    .getByRole("button", { name: "Schedule job" })
    .click();
  await expect(page.getByTestId("toast")).toContainText("scheduled");
  await expect(page.getByTestId("quote-to-job").filter({ hasText: `Q-${quote.number}` })).toHaveCount(0);

  const [job] = query<{ status: string; durationMinutes: number; staff: string; scheduledStartAt: string }>(
    'SELECT j.status, j.durationMinutes, u.email AS staff, j.scheduledStartAt FROM "Job" j JOIN "Quote" q ON q.jobId = j.id JOIN "User" u ON u.id = j.assignedStaffId WHERE q.id = ?',
    quote.id,
  );
  expect(job).toMatchObject({ status: "job_scheduled", durationMinutes: 240, staff: "staff@example.com" });
  expect(
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Australia/Sydney",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date(job!.scheduledStartAt)),
  ).toBe("08:30");
});
