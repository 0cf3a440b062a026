import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { STRIPE_STAND_IN, signUp } from "./cart-helpers.ts";
import { latestEmailTo, linkFromEmail, query, signIn, uniqueEmail } from "./helpers.ts";

// Subscriptions (issue 14), JavaScript on and off, on a phone: sign up paying by card at the provider's page, the
// scheduler books and bills later visits (twice at once changes nothing), skip, pause, resume, a declined card
// goes to the pay link and then past due, cancel; saved cards are added and removed.
test.use({ viewport: { width: 390, height: 844 } });

function addDays(dateKey: string, days: number) {
  const d = new Date(`${dateKey}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 09:00 in Sydney on a date (either offset is fine for the scheduler's date arithmetic). */
const sydneyMorning = (dateKey: string) => `${dateKey}T09:00:00+11:00`;

/** The scheduler at a pinned clock, for this customer's subscriptions only (tests run side by side). */
async function runScheduler(request: APIRequestContext, email: string, at: string, copies = 1) {
  const res = await request.post("/resources/e2e/subscriptions-run", {
    form: { copies: String(copies), customerEmail: email },
    headers: { "x-test-now": at },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { runs: { booked: number; charged: number; declined: number; pastDue: number }[] };
}

/** Signs up, fills the subscription form for a new boat and place, pays the first visit on the stand-in's page. */
async function subscribeByCard(page: Page, email: string, card: "4242424242424242" | "4000000000000341") {
  await signUp(page, email, "Robin Halyard", "/complete-subscription?service=external_clean");
  await expect(page.getByRole("heading", { name: "Regular external clean", level: 1 })).toBeVisible();
  await page.getByLabel("Vessel", { exact: true }).selectOption("new");
  await page.getByLabel("New boat's name").fill("Kestrel");
  await page.getByLabel("Length in metres").fill("9");
  await page.getByLabel("Marina or yacht club, berth").fill("Rose Bay Marina, D7");
  await page.getByLabel("Street address").fill("594 New South Head Rd, Rose Bay NSW 2029");
  await page.getByLabel("How often").selectOption("fortnightly");
  const firstVisit = page.getByLabel("First visit (sets the day)");
  const options = await firstVisit.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const chosen = options[3]!;
  await firstVisit.selectOption(chosen);
  await page.getByRole("radio", { name: /^Card/ }).check();

  // The terms must be agreed to: refused with the reason, nothing typed is lost.
  await page.getByRole("button", { name: "Start subscription" }).click();
  await expect(page.getByText("Agree to the subscription terms to continue")).toBeVisible();
  await expect(page.getByLabel("New boat's name")).toHaveValue("Kestrel");
  await page.getByLabel("I agree to these subscription terms").check();
  await page.getByRole("button", { name: "Start subscription" }).click();

  await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/cs_test_`));
  await page.getByLabel("Card number").selectOption(card);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL(/\/subscription-activated\?subscription=/);
  await expect(page.getByRole("heading", { name: "Your subscription is active" })).toBeVisible();
  const id = new URL(page.url()).searchParams.get("subscription")!;
  return { id, firstVisit: chosen };
}

function visitsOf(subscriptionId: string) {
  return query<{
    visitDate: string;
    status: string;
    chargeStatus: string;
    invoiceStatus: string | null;
    jobStatus: string | null;
  }>(
    `SELECT v.visitDate, v.status, v.chargeStatus, i.status AS invoiceStatus, j.status AS jobStatus
       FROM "SubscriptionVisit" v LEFT JOIN "Invoice" i ON i.id = v.invoiceId LEFT JOIN "Job" j ON j.id = v.jobId
      WHERE v.subscriptionId = ? ORDER BY v.visitDate`,
    subscriptionId,
  );
}

test("a customer subscribes to a fortnightly external clean by card; the scheduler books and charges each visit once; skip, pause, resume and cancel", async ({
  page,
  browser,
}, info) => {
  test.slow(); // sign-up, the provider's page, four scheduler runs and five changes
  const email = uniqueEmail(info, "subscriber");
  const { id, firstVisit } = await subscribeByCard(page, email, "4242424242424242");
  await expect(page.getByTestId("first-visit")).not.toBeEmpty();

  // The first visit is booked as a scheduled job with a paid tax invoice, and the card is kept (ids only).
  expect(visitsOf(id)).toEqual([
    {
      visitDate: firstVisit,
      status: "booked",
      chargeStatus: "paid",
      invoiceStatus: "paid",
      jobStatus: "job_scheduled",
    },
  ]);
  await expect
    .poll(() => query('SELECT s.savedCardId FROM "Subscription" s WHERE s.id = ?', id)[0])
    .not.toEqual({
      savedCardId: null,
    });
  const [card] = query<{ last4: string; providerRef: string }>(
    'SELECT c.last4, c.providerRef FROM "SavedCard" c JOIN "User" u ON u.id = c.userId WHERE u.email = ?',
    email,
  );
  expect(card).toMatchObject({ last4: "4242", providerRef: expect.stringMatching(/^pm_/) });

  // Two periods: the scheduler runs a week before each visit — twice at the same moment — and books it once.
  const second = addDays(firstVisit, 14);
  const third = addDays(firstVisit, 28);
  const runA = await runScheduler(page.request, email, sydneyMorning(addDays(second, -7)), 2);
  expect(runA.runs.reduce((a, r) => a + r.booked, 0)).toBe(1);
  await runScheduler(page.request, email, sydneyMorning(addDays(second, -7)), 2);
  const runB = await runScheduler(page.request, email, sydneyMorning(addDays(third, -6)), 2);
  expect(runB.runs.reduce((a, r) => a + r.charged, 0)).toBe(1);
  expect(visitsOf(id)).toEqual(
    [firstVisit, second, third].map((visitDate) => ({
      visitDate,
      status: "booked",
      chargeStatus: "paid",
      invoiceStatus: "paid",
      jobStatus: "job_scheduled",
    })),
  );
  const charges = query<{ n: number }>(
    `SELECT COUNT(*) AS n FROM "Payment" p WHERE p.status = 'succeeded' AND p.idempotencyKey LIKE 'subscription-visit:%'
       AND p.referenceId IN (SELECT invoiceId FROM "SubscriptionVisit" WHERE subscriptionId = ?)`,
    id,
  );
  expect(charges[0]!.n).toBe(2);

  // The customer sees all of it.
  await page.goto(`/customer/subscription/${id}`);
  await expect(page.getByTestId("visit-row")).toHaveCount(3);
  await expect(page.getByTestId("visit-charge").first()).toContainText("Paid");

  // Skip the next visit not yet booked.
  const fourth = addDays(firstVisit, 42);
  await page.getByRole("button", { name: /^Skip / }).click();
  await expect(page.getByText(/Visit on .* skipped/).first()).toBeVisible();
  expect(visitsOf(id).find((v) => v.visitDate === fourth)?.status).toBe("skipped");
  await expect.poll(() => latestEmailTo(email)?.subject).toMatch(/^Visit skipped/);

  // Pause (a date too soon is refused, the typed date kept), then resume.
  const tooSoon = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date());
  await page.getByLabel(/Pause until/).fill(tooSoon);
  await page.getByRole("button", { name: "Pause visits" }).click();
  await expect(page.getByText("Choose a date after tomorrow")).toBeVisible();
  await expect(page.getByLabel(/Pause until/)).toHaveValue(tooSoon);
  await page.getByLabel(/Pause until/).fill(addDays(tooSoon, 30));
  await page.getByRole("button", { name: "Pause visits" }).click();
  await expect(page.getByTestId("subscription-status")).toHaveText("Paused");
  await page.getByRole("button", { name: "Resume now" }).click();
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");

  // Another customer sees none of it.
  const other = await browser.newPage();
  await signIn(other, "customer@example.com");
  const response = await other.goto(`/customer/subscription/${id}`);
  expect(response?.status()).toBe(404);
  await other.goto("/customer/subscriptions");
  await expect(other.getByText("Kestrel")).toHaveCount(0);
  await other.close();

  // Staff refund the second visit through the provider, once; the customer is told.
  const staff = await browser.newPage();
  await signIn(staff, "admin@example.com");
  await staff.goto(`/admin/subscriptions/${id}`);
  await expect(staff.getByTestId("charges")).toContainText("succeeded");
  const paidRow = staff.getByTestId("visit-row").filter({ hasText: "Paid" }).last(); // the sign-up visit, paid at the hosted page
  await paidRow.getByLabel("Refund reason").fill("Rain stopped the clean halfway");
  await paidRow.getByRole("button", { name: "Refund" }).click();
  await expect(staff.getByText(/\$[\d,.]+ refunded/).first()).toBeVisible();
  await expect(staff.getByTestId("visit-charge").filter({ hasText: "Refunded" })).toHaveCount(1);
  const customerRef = query<{ ref: string }>('SELECT paymentCustomerRef AS ref FROM "User" WHERE email = ?', email)[0]!
    .ref;
  const atProvider = await (await staff.request.get(`${STRIPE_STAND_IN}/__test/customers/${customerRef}`)).json();
  expect(atProvider.refunds).toHaveLength(1);
  // …and it is on the visit's tax invoice, so the GST report takes it off in its period (ADR 138).
  expect(
    query<{ n: number }>(
      `SELECT count(*) AS n FROM "InvoiceRefund" r JOIN "SubscriptionVisit" v ON v."invoiceId" = r."invoiceId" WHERE v."subscriptionId" = ?`,
      id,
    )[0]!.n,
  ).toBe(1);
  await staff.close();
  await expect.poll(() => latestEmailTo(email)?.subject).toMatch(/^Refund on its way/);

  // The only card cannot be removed while it pays a running subscription.
  await page.goto("/customer/payment-methods");
  await expect(page.getByTestId("saved-card")).toContainText("Visa •••• 4242");
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(/charged to this card/)).toBeVisible();

  // Cancel: visits already booked stay; nothing after.
  await page.goto(`/customer/subscription/${id}`);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByText("Tick the box to confirm you want to cancel.")).toBeVisible();
  await page.getByLabel("Yes, cancel this subscription").check();
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("subscription-status")).toHaveText(/Ends after current visit|Cancelled/);
  const [sub] = query<{ status: string }>('SELECT status FROM "Subscription" WHERE id = ?', id);
  expect(["cancelling", "cancelled"]).toContain(sub!.status);
  const runC = await runScheduler(page.request, email, sydneyMorning(addDays(firstVisit, 50)));
  expect(runC.runs[0]!.booked).toBe(0);
  await expect(page.getByTestId("changes")).toContainText("Cancelled");
});

test("a declined card: the visit stays booked, the customer gets the pay link, retries follow the schedule, then past due until paid", async ({
  page,
}, info) => {
  test.slow();
  const email = uniqueEmail(info, "declined");
  // 0341 pays the first visit on the provider's page but declines every later off-session charge (Stripe's test card).
  const { id, firstVisit } = await subscribeByCard(page, email, "4000000000000341");
  const second = addDays(firstVisit, 14);
  const bookedAt = addDays(second, -7);

  const first = await runScheduler(page.request, email, sydneyMorning(bookedAt));
  expect(first.runs[0]).toMatchObject({ booked: 1, declined: 1, charged: 0 });
  expect(visitsOf(id).find((v) => v.visitDate === second)).toMatchObject({ status: "booked", chargeStatus: "failed" });
  await expect.poll(() => latestEmailTo(email)?.subject).toMatch(/^Your card was declined/);
  const payLink = linkFromEmail(latestEmailTo(email)!.text, "/invoice/");

  // Retries after 1, 3 and 7 days; running early does nothing.
  expect((await runScheduler(page.request, email, `${bookedAt}T12:00:00+11:00`)).runs[0]!.declined).toBe(0);
  for (const day of [1, 3]) {
    expect((await runScheduler(page.request, email, sydneyMorning(addDays(bookedAt, day)))).runs[0]!.declined).toBe(1);
  }
  const last = await runScheduler(page.request, email, sydneyMorning(addDays(bookedAt, 7)));
  expect(last.runs[0]).toMatchObject({ declined: 1, pastDue: 1 });
  await expect.poll(() => latestEmailTo(email)?.subject).toMatch(/^Your subscription is on hold/);
  await page.goto(`/customer/subscription/${id}`);
  await expect(page.getByTestId("subscription-status")).toHaveText("Past due");
  // Past due books nothing new.
  expect((await runScheduler(page.request, email, sydneyMorning(addDays(second, 7)))).runs[0]!.booked).toBe(0);

  // Paid through the link (a different card at the provider's page): booking starts again.
  await page.goto(payLink.pathname);
  await page.getByRole("button", { name: /Pay .* by card/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/`));
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText(/paid/i).first()).toBeVisible();
  const back = await runScheduler(page.request, email, sydneyMorning(addDays(second, 7)));
  expect(back.runs[0]).toMatchObject({ reactivated: 1 });
  await page.goto(`/customer/subscription/${id}`);
  await expect(page.getByTestId("subscription-status")).toHaveText("Active");
});

test("a customer adds two cards at the provider's page, picks the default and removes one; staff see subscriptions with MRR", async ({
  page,
}, info) => {
  const email = uniqueEmail(info, "wallet");
  // From a service page, a visitor is asked to sign in before subscribing (no login wall on the page itself).
  await page.goto("/services/external-clean");
  await page.getByRole("link", { name: "Subscribe — regular visits" }).click();
  await expect(page).toHaveURL(/\/complete-subscription\?service=external_clean/);
  await expect(page.getByTestId("subscribe-sign-in")).toContainText("Sign in to subscribe");

  await signUp(page, email, "Sasha Cleat", "/customer/payment-methods");
  await expect(page.getByText("No saved cards")).toBeVisible();
  for (const card of ["5555555555554444", "4242424242424242"]) {
    await page.getByRole("button", { name: "Add a card" }).click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/cs_test_`));
    await page.getByLabel("Card number").selectOption(card);
    await page.getByRole("button", { name: "Save card" }).click();
    await expect(page).toHaveURL(/\/customer\/payment-methods$/);
  }
  await expect(page.getByTestId("saved-card")).toHaveCount(2);
  await expect(page.getByTestId("saved-card").first()).toContainText("Mastercard •••• 4444");
  await expect(page.getByTestId("saved-card").first()).toContainText("default");
  await page.getByTestId("saved-card").nth(1).getByRole("button", { name: "Make default" }).click();
  await expect(page.getByTestId("saved-card").first()).toContainText("Visa •••• 4242");
  await page.getByTestId("saved-card").nth(1).getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("saved-card")).toHaveCount(1);
  const customerRef = query<{ ref: string }>('SELECT paymentCustomerRef AS ref FROM "User" WHERE email = ?', email)[0]!
    .ref;
  const atProvider = await (await page.request.get(`${STRIPE_STAND_IN}/__test/customers/${customerRef}`)).json();
  expect(atProvider.payment_methods.map((p: { card: { last4: string } }) => p.card.last4)).toEqual(["4242"]);

  // Staff list: MRR and the subscriptions, past due first.
  await signIn(page, "admin@example.com", undefined, { redirectTo: "/admin/subscriptions" });
  await page.goto("/admin/subscriptions");
  await expect(page.getByTestId("mrr")).toHaveText(/\$/);
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
});
