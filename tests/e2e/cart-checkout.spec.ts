import { test, expect } from "@playwright/test";
import { isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";
import {
  STRIPE_STAND_IN,
  activeCartOf,
  addService,
  dayAfter,
  fillCheckout,
  fillSignUp,
  futureWeekday,
  orderById,
  orderIdFromUrl,
  signUp,
  userId,
  visitorOwnerKey,
} from "./cart-helpers.ts";

test("three services show the totals, GST, the best single bundle and what is due now; the stored totals are Σ of the items", async ({
  page,
  context,
}) => {
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart" })).toBeVisible();
  await addService(page, "external_clean");
  await addService(page, "internal_clean");
  await addService(page, "engine_room_clean");

  await expect(page.getByTestId("cart-item")).toHaveCount(3);
  await expect(page.getByTestId("summary-list-total")).toHaveText("$1,050.00");
  await expect(page.getByTestId("summary-saving")).toHaveText("−$380.00");
  await expect(page.getByTestId("summary-total")).toHaveText("$670.00");
  await expect(page.getByTestId("summary-gst")).toHaveText("$60.91");
  await expect(page.getByTestId("summary-due-now")).toHaveText("$670.00");
  await expect(page.getByTestId("summary-later")).toHaveText("$0.00");
  await expect(page.getByTestId("bundle-applied")).toContainText("Free Engine Room Clean applied: you save $380.00");

  const cart = activeCartOf((await visitorOwnerKey(context))!);
  expect(cart).toMatchObject({ status: "active", totalEstimatedCents: 105_000, totalDepositCents: 105_000 });

  // Removing one recomputes the totals; the bundle no longer applies.
  await page.getByRole("button", { name: "Remove Engine Room Clean" }).click();
  await expect(page.getByTestId("cart-item")).toHaveCount(2);
  // External + internal (vessel, date and place not chosen yet): the Complete Clean Package, 15% off.
  await expect(page.getByTestId("summary-total")).toHaveText("$569.50");
  await expect(page.getByTestId("bundle-applied")).toContainText("Complete Clean Package");
  expect(activeCartOf((await visitorOwnerKey(context))!)).toMatchObject({
    totalEstimatedCents: 67_000,
    totalDepositCents: 67_000,
  });

  // Anonymous visitors see the cart but are asked to log in at checkout.
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await expect(page.getByTestId("checkout-sign-in")).toBeVisible();
});

test("an exterior clean and a polish on the same day refuse checkout with the reason until one moves", async ({
  page,
}) => {
  const day = futureWeekday(10);
  await page.goto("/cart");
  await addService(page, "external_clean", { date: day });
  await addService(page, "vessel_polish", { date: day });

  await expect(page.getByTestId("cart-problems")).toContainText(
    "External Clean and Vessel Polish are booked on the same day",
  );
  await expect(page.getByTestId("checkout-blocked")).toContainText("are booked on the same day");
  await expect(page.getByTestId("item-problem")).toHaveCount(2);
  await expect(page.getByTestId("item-problem").first()).toContainText(
    "Another exterior clean or polish is booked on the same day.",
  );
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toHaveCount(0);

  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-refused")).toContainText("are booked on the same day");
  await expect(page.locator("form#checkout")).toHaveCount(0);

  // Fix it: move the polish to the next day.
  await page.goto("/cart");
  const polish = page.locator('[data-testid="cart-item"][data-service="vessel_polish"]');
  await polish.getByText("Change vessel, date or area").click();
  await polish.getByLabel("Date").fill(dayAfter(day));
  await polish.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("cart-problems")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Proceed to checkout" })).toBeVisible();
  // Premium Detail Package (external + polish, same vessel and place, any dates): 10% off.
  await expect(page.getByTestId("bundle-applied")).toContainText("Premium Detail Package");
});

test("checkout refuses a cart changed in another tab (a second vessel) and says why; nothing is placed", async ({
  page,
}, info) => {
  test.slow(); // sign-up by e-mailed link, two tabs
  const email = uniqueEmail(info, "two-tabs");
  await signUp(page, email, "Robin Harbour");
  await addService(page, "external_clean", { newVessel: { name: "Sea Breeze", length: "9" } });
  await page.goto("/checkout");
  await fillCheckout(page, { method: "bank_transfer", marina: "d'Albora Marinas Rushcutters Bay" });

  // Meanwhile, in a second tab, a service for a second vessel joins the cart.
  const other = await page.context().newPage();
  await other.goto("/cart");
  await addService(other, "internal_clean", { newVessel: { name: "Second Wind", length: "7" } });
  await expect(other.getByTestId("cart-problems")).toContainText("2 different vessels");
  await other.close();

  await page
    .locator("form#checkout")
    .getByRole("button", { name: /Place order/ })
    .click();
  await expect(page.getByTestId("checkout-refused")).toContainText("2 different vessels");
  await expect(page.getByTestId("checkout-changed")).toContainText("Your cart changed in another tab");
  expect(query<{ n: number }>('SELECT COUNT(*) AS n FROM "Order" WHERE customerId = ?', userId(email))[0]!.n).toBe(0);
});

test("two vessels refuse checkout; one vessel for all fixes it; bank transfer leaves the order pending with instructions until staff record it", async ({
  page,
  browser,
}, info) => {
  test.slow(); // a whole journey (several pages, a second browser context)
  const email = uniqueEmail(info, "vessels");
  await signUp(page, email, "Robin Harbour");
  await addService(page, "external_clean", { newVessel: { name: "Sea Breeze", length: "9" } });
  await addService(page, "internal_clean", { newVessel: { name: "Second Wind", length: "7" } });
  await expect(page.getByTestId("cart-count").first()).toHaveText("2");

  await expect(page.getByTestId("cart-problems")).toContainText(
    "Your cart has services for 2 different vessels (Sea Breeze and Second Wind)",
  );
  await expect(page.getByTestId("item-problem")).toHaveCount(2);
  await page.goto("/checkout");
  await expect(page.getByTestId("checkout-refused")).toContainText("2 different vessels");

  await page.goto("/cart");
  await page.locator("#cart-vessel").selectOption({ label: "Sea Breeze (9 m)" });
  await page.getByRole("button", { name: "Use this vessel for all" }).click();
  await expect(page.getByTestId("cart-problems")).toHaveCount(0);
  // Priced for 9 m: $380 + $345; Complete Clean Package (same vessel, date not chosen yet, same place): 15% off.
  await expect(page.getByTestId("summary-list-total")).toHaveText("$725.00");
  await expect(page.getByTestId("bundle-applied")).toContainText("Complete Clean Package");
  await expect(page.getByTestId("summary-total")).toHaveText("$616.25");

  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  const form = page.locator("form#checkout");
  await expect(form.getByLabel("Full name")).toHaveValue("Robin Harbour");
  await expect(form.getByLabel("Email")).toHaveValue(email);
  await expect(form.getByLabel("Which vessel?")).toHaveValue(/.+/);
  await fillCheckout(page, { method: "bank_transfer", marina: "d'Albora Marinas Rushcutters Bay" });
  await form.getByRole("button", { name: /Place order/ }).click();

  await expect(page).toHaveURL(/\/payment\/pending\?order=/);
  await expect(page.getByRole("heading", { name: "Order placed — awaiting your bank transfer" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  const orderId = orderIdFromUrl(page);
  const order = orderById(orderId);
  await expect(page.getByTestId("bank-instructions")).toContainText(`BOS-${order.number}`);
  await expect(page.getByTestId("bank-instructions")).toContainText("$616.25");
  expect(order).toMatchObject({
    status: "pending",
    paymentMethod: "bank_transfer",
    totalCents: 61_625,
    dueNowCents: 61_625,
    paidCents: 0,
    taxCents: 5_602,
    subtotalCents: 56_023,
    bundleName: "Complete Clean Package",
  });
  const jobs = query<{ status: string; source: string; totalCents: number }>(
    'SELECT j.status, j.source, j.totalCents FROM "Booking" b JOIN "Job" j ON j.id = b.jobId WHERE b.orderId = ? ORDER BY j.number',
    orderId,
  );
  expect(jobs).toEqual([
    { status: "quote_accepted", source: "checkout", totalCents: 32_300 },
    { status: "quote_accepted", source: "checkout", totalCents: 29_325 },
  ]);
  await expect(page.getByTestId("cart-count").first()).toHaveText("0");

  // Staff record the transfer; the customer's page then shows it paid.
  const staff = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const staffPage = await staff.newPage();
  await signIn(staffPage, "staff@example.com");
  await staffPage.goto(`/staff/orders/${orderId}`);
  await staffPage.getByLabel("Bank reference or receipt no. (optional)").fill(`BOS-${order.number} CBA`);
  await staffPage.getByRole("button", { name: "Record payment" }).click();
  await expect(staffPage.getByTestId("order-paid")).toHaveText("$616.25");
  await staff.close();
  expect(orderById(orderId)).toMatchObject({ status: "paid", paidCents: 61_625 });

  await page.goto(`/payment/success?order=${orderId}`);
  await expect(page.getByRole("heading", { name: "Payment received — thank you" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
});

test(
  "card payment through the Stripe stand-in lands on the success page paid; replayed and forged webhooks change nothing; it can't be paid twice",
  { tag: "@pg" },
  async ({ page, request }, info) => {
    test.slow(); // a whole journey (several pages, a second browser context)
    const email = uniqueEmail(info, "card");
    const day = futureWeekday(12);
    await signUp(page, email, "Casey Keel");
    await addService(page, "vessel_polish", { newVessel: { name: "Tern", length: "8" }, date: day });
    await page.getByRole("link", { name: "Proceed to checkout" }).click();
    await fillCheckout(page, { method: "card", marina: "Middle Harbour Yacht Club" });
    await page
      .locator("form#checkout")
      .getByRole("button", { name: /Place order · \$375\.00 due now/ })
      .click();

    // Stripe's hosted page (the stand-in) shows the amount due now: 50 % of the polish.
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/cs_test_`));
    await expect(page.getByRole("heading", { name: "Pay $375.00" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $375.00" }).click();

    await expect(page).toHaveURL(/\/payment\/success\?order=/);
    await expect(page.getByRole("heading", { name: "Payment received — thank you" })).toBeVisible();
    await expect(page.getByTestId("order-status")).toHaveText("Deposit paid");
    const orderId = orderIdFromUrl(page);
    expect(orderById(orderId)).toMatchObject({
      status: "deposit_paid",
      paidCents: 37_500,
      dueNowCents: 37_500,
      totalCents: 75_000,
    });
    const [payment] = query<{ providerRef: string; status: string }>(
      'SELECT providerRef, status FROM "Payment" WHERE orderId = ?',
      orderId,
    );
    expect(payment!.status).toBe("succeeded");
    expect(
      query(
        'SELECT b.id FROM "Booking" b JOIN "Job" j ON j.id = b.jobId WHERE b.orderId = ? AND j.status = ?',
        orderId,
        "job_scheduled",
      ),
    ).toHaveLength(1);

    // The same event again: recognised, nothing changes.
    const session = await (await request.get(`${STRIPE_STAND_IN}/__test/sessions/${payment!.providerRef}`)).json();
    const replay = await (await request.post(`${STRIPE_STAND_IN}/__test/replay/${session.events[0]}`)).json();
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toMatchObject({ duplicate: true });
    // A forged event (wrong signing secret) is refused.
    const forged = await (await request.post(`${STRIPE_STAND_IN}/__test/bad-signature/${payment!.providerRef}`)).json();
    expect(forged.status).toBe(400);
    expect(orderById(orderId)).toMatchObject({ status: "deposit_paid", paidCents: 37_500 });
    expect(query('SELECT id FROM "Payment" WHERE orderId = ?', orderId)).toHaveLength(1);
    expect(
      query(
        'SELECT id FROM "PaymentWebhookEvent" WHERE paymentId = ?',
        query<{ id: string }>('SELECT id FROM "Payment" WHERE orderId = ?', orderId)[0]!.id,
      ),
    ).toHaveLength(1);

    // Back button / second tab: the paid order offers no payment, and a direct "pay" goes to the paid page.
    await page.goto(`/payment/pending?order=${orderId}`);
    await expect(page.getByRole("button", { name: /by card/ })).toHaveCount(0);
    const again = await page.request.post("/payment/pending", { form: { orderId, intent: "pay" }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(again.headers()["location"]).toContain(`/payment/success?order=${orderId}`);
    expect(query('SELECT id FROM "Payment" WHERE orderId = ?', orderId)).toHaveLength(1);
  },
);

test("cancelling at Stripe shows the failure page with the order unpaid; trying again reuses the same checkout", async ({
  page,
}, info) => {
  test.slow(); // a whole journey (several pages, a second browser context)
  const email = uniqueEmail(info, "retry");
  await signUp(page, email, "Sam Spinnaker");
  await addService(page, "hull_inspection", { newVessel: { name: "Petrel", length: "6" } });
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await fillCheckout(page, { method: "card", marina: "Cronulla Marina" });
  await page
    .locator("form#checkout")
    .getByRole("button", { name: /Place order/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/`));
  const firstCheckout = page.url();
  await page.getByRole("link", { name: "Cancel and return" }).click();

  await expect(page).toHaveURL(/\/payment\/failure\?order=/);
  await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible();
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  const orderId = orderIdFromUrl(page);

  await page.getByRole("button", { name: "Try again: $280.00 by card" }).click();
  await expect(page).toHaveURL(firstCheckout);
  await page.getByRole("button", { name: "Pay $280.00" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("Paid");
  expect(query('SELECT id FROM "Payment" WHERE orderId = ?', orderId)).toHaveLength(1);
  expect(orderById(orderId)).toMatchObject({ status: "paid", paidCents: 28_000 });
});

test("an expired cart is discarded after 24 hours and never comes back", async ({ page, context }) => {
  await page.goto("/cart");
  await addService(page, "engine_room_clean");
  const ownerKey = (await visitorOwnerKey(context))!;
  const cartId = activeCartOf(ownerKey)!.id;

  await context.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 24 * 3600_000 + 60_000).toISOString() });
  await page.goto("/cart");
  await expect(page.getByTestId("cart-expired")).toBeVisible();
  await expect(page.getByTestId("cart-item")).toHaveCount(0);
  expect(
    query<{ status: string; ownerKey: string | null }>('SELECT status, ownerKey FROM "Cart" WHERE id = ?', cartId)[0],
  ).toEqual({ status: "expired", ownerKey: null });

  // Back at the real time, the old cart is still gone.
  await context.setExtraHTTPHeaders({});
  await page.goto("/cart");
  await expect(page.getByTestId("cart-item")).toHaveCount(0);
  await expect(page.getByTestId("cart-expired")).toHaveCount(0);
  expect(activeCartOf(ownerKey)).toBeUndefined();
});

test("two tabs adding at the same moment never lose an item", async ({ page, context }, info) => {
  test.skip(!isJsProject(info), "HTTP-level concurrency test runs once");
  await page.goto("/cart");
  const services = [
    "external_clean",
    "internal_clean",
    "engine_room_clean",
    "hull_inspection",
    "vessel_polish",
    "antifoul_application",
  ];
  const responses = await Promise.all(
    services.map((serviceType) =>
      context.request.post("/cart", {
        form: { intent: "add", serviceType, vesselId: "none", location: "none" },
        maxRedirects: 0,
      }),
    ),
  );
  expect(responses.map((r) => r.status())).toEqual(services.map(() => 302));
  await page.goto("/cart");
  await expect(page.getByTestId("cart-item")).toHaveCount(6);
  const cart = activeCartOf((await visitorOwnerKey(context))!)!;
  expect(cart.totalEstimatedCents).toBe(35_000 + 32_000 + 38_000 + 28_000 + 75_000 + 180_000);
});

test("signing in merges the visitor's cart into the account's cart", async ({ page }, info) => {
  await page.goto("/cart");
  await addService(page, "hull_inspection");
  const email = uniqueEmail(info, "merge");
  await page.getByRole("link", { name: "Proceed to checkout" }).click();
  await page.getByRole("link", { name: "Create an account" }).click();
  await fillSignUp(page, email);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.locator("form#checkout")).toBeVisible();
  const cart = activeCartOf(`user:${userId(email)}`);
  expect(cart).toMatchObject({ status: "active", totalEstimatedCents: 28_000 });
  await expect(page.getByTestId("cart-count").first()).toHaveText("1");
});
