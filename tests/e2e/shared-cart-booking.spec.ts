import { test, expect } from "@playwright/test";
import { isJsProject, latestEmailTo, linkFromEmail, query, signIn, uniqueEmail } from "./helpers.ts";
import {
  fillCheckout,
  fillSignUp,
  futureSunday,
  futureWeekday,
  orderById,
  orderIdFromUrl,
  signUp,
} from "./cart-helpers.ts";

test("staff share a cart; the customer opens the link logged out, replies, accepts and checks out", async ({
  page,
  browser,
}, info) => {
  test.slow(); // a whole journey (several pages, a second browser context)
  const customerEmail = uniqueEmail(info, "shared");
  const day = futureWeekday(14);

  // A staff member builds and shares the cart.
  const staffContext = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const staff = await staffContext.newPage();
  await signIn(staff, "staff@example.com");
  await staff.goto("/staff/shared-carts");
  await staff.getByRole("link", { name: "New shared cart" }).click();
  await staff.getByLabel("Customer name").fill("Alex Waters");
  await staff.getByLabel("Customer email").fill(customerEmail);
  await staff.getByRole("checkbox", { name: /^External Clean/ }).check();
  await staff.getByLabel("Date for External Clean").fill(day);
  await staff.getByRole("checkbox", { name: /^Internal Clean/ }).check();
  await staff.getByLabel("Date for Internal Clean").fill(day);
  await staff.getByLabel("Vessel name").fill("Harbour Light");
  await staff.getByLabel("Length (m)").fill("12");
  await staff.getByLabel("Marina or yacht club").fill("Cruising Yacht Club of Australia");
  await staff.getByLabel("Area").selectOption("sydney_harbour");
  await staff
    .getByLabel("Message to the customer (optional)")
    .fill("As promised on the phone: the full spring clean before the Boxing Day race.");
  await staff.getByLabel("Priority").selectOption("high");
  await staff.getByRole("button", { name: "Share cart by email" }).click();
  await expect(staff).toHaveURL(/\/staff\/shared-carts\/[a-z0-9]+$/);
  await expect(staff.getByTestId("shared-cart-status")).toHaveText("Shared");
  const sharedId = new URL(staff.url()).pathname.split("/").pop()!;

  const mail = latestEmailTo(customerEmail);
  expect(mail?.subject).toBe("Your Bosun cart for Harbour Light");
  const link = linkFromEmail(mail!.text, "/shared-cart/");
  const token = link.pathname.split("/").pop()!;
  expect(token.length).toBeGreaterThanOrEqual(32);

  // The customer opens it without logging in: it is marked viewed.
  await page.goto(link.pathname);
  await expect(page.getByRole("heading", { name: "Your services for Harbour Light" })).toBeVisible();
  await expect(page.getByTestId("shared-cart-item")).toHaveCount(2);
  // 12 m: $470 + $420, Complete Clean Package 15 % off (same vessel, day and area).
  await expect(page.getByTestId("summary-saving")).toHaveText("−$133.50");
  await expect(page.getByTestId("summary-total")).toHaveText("$756.50");
  await expect(page.getByTestId("shared-cart-status")).toHaveText("Viewed");
  expect(query<{ status: string }>('SELECT status FROM "SharedCart" WHERE id = ?', sharedId)[0]!.status).toBe("viewed");
  // The spec's other address for the same cart.
  await page.goto(`/cart/shared/${token}`);
  await expect(page.getByRole("heading", { name: "Your services for Harbour Light" })).toBeVisible();

  // They reply: in discussion, stored, and e-mailed to the staff member.
  await page.getByLabel("Message").fill("Could you also polish the stainless rails?");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("shared-cart-message")).toContainText("Could you also polish the stainless rails?");
  await expect(page.getByTestId("shared-cart-status")).toHaveText("In discussion");
  expect(
    query<{ authorType: string; body: string }>(
      'SELECT authorType, body FROM "SharedCartMessage" WHERE sharedCartId = ?',
      sharedId,
    ),
  ).toEqual([{ authorType: "customer", body: "Could you also polish the stainless rails?" }]);
  expect(latestEmailTo("staff@example.com")?.subject).toBe("Alex Waters replied about their shared cart");

  // They accept into checkout, create an account there (the cart comes along) and pay by bank transfer.
  await page.getByRole("button", { name: "Accept and check out" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  expect(query<{ status: string }>('SELECT status FROM "SharedCart" WHERE id = ?', sharedId)[0]!.status).toBe(
    "checkout_started",
  );
  await page.getByRole("link", { name: "Create an account" }).click();
  await fillSignUp(page, customerEmail, "Alex Waters");
  await expect(page).toHaveURL(/\/checkout$/);
  const form = page.locator("form#checkout");
  await expect(form.getByLabel("Vessel name")).toHaveValue("Harbour Light");
  await expect(form.getByLabel("Marina or yacht club")).toHaveValue("Cruising Yacht Club of Australia");
  await fillCheckout(page, { method: "bank_transfer", address: "New Beach Rd, Darling Point NSW 2027" });
  await form.getByRole("button", { name: /Place order · \$756\.50 due now/ }).click();
  await expect(page).toHaveURL(/\/payment\/pending\?order=/);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  const orderId = orderIdFromUrl(page);
  expect(orderById(orderId)).toMatchObject({
    sharedCartId: sharedId,
    totalCents: 75_650,
    bundleName: "Complete Clean Package",
  });
  expect(query<{ status: string }>('SELECT status FROM "SharedCart" WHERE id = ?', sharedId)[0]!.status).toBe(
    "converted_to_jobs",
  );
  expect(
    query<{ status: string; priority: string }>(
      'SELECT j.status, j.priority FROM "Booking" b JOIN "Job" j ON j.id = b.jobId WHERE b.orderId = ?',
      orderId,
    ),
  ).toEqual([
    { status: "job_scheduled", priority: "high" },
    { status: "job_scheduled", priority: "high" },
  ]);

  // Staff record the payment: the shared cart is paid.
  await staff.goto(`/staff/orders/${orderId}`);
  await staff.getByRole("button", { name: "Record payment" }).click();
  await expect(staff.getByTestId("order-paid")).toHaveText("$756.50");
  await staff.goto(`/staff/shared-carts/${sharedId}`);
  await expect(staff.getByTestId("shared-cart-status")).toHaveText("Paid");
  await staffContext.close();

  // The link now says the cart is closed.
  await page.goto(link.pathname);
  await expect(page.getByTestId("shared-cart-closed")).toContainText("ordered and paid");
  await expect(page.getByRole("button", { name: "Accept and check out" })).toHaveCount(0);
});

test("a cancelled shared cart says so and can't be accepted", async ({ page, browser }, info) => {
  test.slow(); // a whole journey (several pages, a second browser context)
  const staffContext = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const staff = await staffContext.newPage();
  await signIn(staff, "staff@example.com");
  await staff.goto("/staff/shared-carts/new");
  const email = uniqueEmail(info, "cancelled");
  await staff.getByLabel("Customer name").fill("Lee Mooring");
  await staff.getByLabel("Customer email").fill(email);
  await staff.getByRole("checkbox", { name: /^Hull Inspection/ }).check();
  await staff.getByLabel("Vessel name").fill("Curlew");
  await staff.getByLabel("Length (m)").fill("7.5");
  await staff.getByLabel("Marina or yacht club").fill("Pittwater RSL Marina");
  await staff.getByRole("button", { name: "Share cart by email" }).click();
  await expect(staff.getByTestId("shared-cart-status")).toHaveText("Shared");
  await staff.getByRole("button", { name: "Cancel cart" }).click();
  await expect(staff.getByTestId("shared-cart-status")).toHaveText("Cancelled");
  await staffContext.close();

  const link = linkFromEmail(latestEmailTo(email)!.text, "/shared-cart/");
  await page.goto(link.pathname);
  await expect(page.getByTestId("shared-cart-closed")).toContainText("cancelled by our team");
  await expect(page.getByRole("button", { name: "Accept and check out" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send message" })).toHaveCount(0);
});

test("staff can't share a cart the customer couldn't check out (exterior clean and polish on one day)", async ({
  page,
}, info) => {
  await signIn(page, "staff@example.com");
  await page.goto("/staff/shared-carts/new");
  const day = futureWeekday(9);
  await page.getByLabel("Customer name").fill("Jo Bowline");
  await page.getByLabel("Customer email").fill(uniqueEmail(info, "conflict"));
  await page.getByRole("checkbox", { name: /^External Clean/ }).check();
  await page.getByLabel("Date for External Clean").fill(day);
  await page.getByRole("checkbox", { name: /^Vessel Polish/ }).check();
  await page.getByLabel("Date for Vessel Polish").fill(day);
  await page.getByLabel("Vessel name").fill("Osprey");
  await page.getByLabel("Length (m)").fill("10");
  await page.getByLabel("Marina or yacht club").fill("Rose Bay Marina");
  await page.getByRole("button", { name: "Share cart by email" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "are booked on the same day" })).toBeVisible();
  await expect(page.getByLabel("Vessel name")).toHaveValue("Osprey");
});

test("booking one service: business hours and the haul-out note are enforced, then review, confirm and the success page", async ({
  page,
}, info) => {
  test.slow(); // a whole journey (several pages, a second browser context)
  const email = uniqueEmail(info, "book");
  await signUp(page, email, "Morgan Slipway", "/book");
  await page.getByRole("radio", { name: /Antifoul Application/ }).check();
  await expect(page.getByLabel("Which vessel?")).toHaveValue("new");
  await page.getByLabel("Vessel name (another vessel)").fill("Kestrel");
  await page.getByLabel("Length in metres (another vessel)").fill("10");
  await page.getByLabel("Marina, yacht club or mooring").fill("Woolwich Dock, Woolwich NSW");
  await page.getByLabel("Date", { exact: true }).fill(futureSunday(8));
  await page.getByLabel("From", { exact: true }).fill("09:00");
  await page.getByLabel("To", { exact: true }).fill("12:00");
  await page.getByRole("button", { name: "Review booking" }).click();
  await expect(page.getByText("We don't work on Sundays — choose Monday to Saturday")).toBeVisible();
  await expect(page.getByText(/tell us where and when the vessel will be hauled out/)).toBeVisible();
  await expect(page.getByLabel("Vessel name (another vessel)")).toHaveValue("Kestrel");

  const day = futureWeekday(8);
  await page.getByLabel("Date", { exact: true }).fill(day);
  await page.getByLabel("From", { exact: true }).fill("07:00");
  await page.getByLabel("To", { exact: true }).fill("12:00");
  await page.getByLabel(/Haul-out details/).fill("Hardstand booked at Woolwich Dock, lifted at 7 am");
  await page.getByRole("button", { name: "Review booking" }).click();
  await expect(page.getByText("This service takes at least 6 hours: allow a longer window")).toBeVisible();
  await page.getByLabel("To", { exact: true }).fill("14:00");
  await page.getByRole("button", { name: "Review booking" }).click();

  await expect(page).toHaveURL(/\/booking-confirmation\?/);
  const review = page.getByTestId("booking-review");
  await expect(review).toContainText("Antifoul Application");
  await expect(review).toContainText("Kestrel (10 m)");
  await expect(review).toContainText("07:00–14:00");
  await expect(review).toContainText("Weather dependent");
  // 10 m: $1,800 + 2 × $180; a 30 % deposit now.
  await expect(page.getByTestId("summary-total")).toHaveText("$2,160.00");
  await expect(page.getByTestId("summary-due-now")).toHaveText("$648.00");
  await page.getByLabel("Mobile phone for the crew").fill("0498 765 432");
  await page.getByLabel(/Bank transfer/).check();
  await page.getByRole("button", { name: "Confirm booking" }).click();

  await expect(page).toHaveURL(/\/booking-success\?order=/);
  await expect(page.getByRole("heading", { name: "Booking received" })).toBeVisible();
  await expect(page.getByTestId("booking-details")).toContainText("Kestrel");
  await expect(page.getByTestId("bank-instructions")).toContainText("$648.00");
  const orderId = orderIdFromUrl(page);
  expect(orderById(orderId)).toMatchObject({ status: "pending", totalCents: 216_000, dueNowCents: 64_800 });
  expect(
    query(
      'SELECT b.windowStart, b.windowEnd, b.scheduledDate, b.status, b.haulOutNote, j.status AS jobStatus FROM "Booking" b JOIN "Job" j ON j.id = b.jobId WHERE b.orderId = ?',
      orderId,
    ),
  ).toEqual([
    {
      windowStart: "07:00",
      windowEnd: "14:00",
      scheduledDate: day,
      status: "scheduled",
      haulOutNote: "Hardstand booked at Woolwich Dock, lifted at 7 am",
      jobStatus: "job_scheduled",
    },
  ]);
});

test("paying for one service directly places the order and shows what is due", async ({ page }, info) => {
  await signUp(page, uniqueEmail(info, "direct"), "Pat Gunwale", "/services/payment/external-clean");
  await expect(page.getByRole("heading", { name: "Pay for External Clean" })).toBeVisible();
  await page.getByLabel("Vessel name (another vessel)").fill("Gull");
  await page.getByLabel("Length in metres (another vessel)").fill("8");
  await page.getByLabel("Marina, yacht club or mooring").fill("Sydney Flying Squadron, Milsons Point");
  await page.getByLabel("Mobile phone").fill("0400 111 222");
  await page.getByLabel(/Bank transfer/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/payment\/pending\?order=/);
  await expect(page.getByTestId("order-status")).toHaveText("Awaiting payment");
  await expect(page.getByTestId("order-total")).toHaveText("$350.00");
  expect(orderById(orderIdFromUrl(page))).toMatchObject({ totalCents: 35_000, dueNowCents: 35_000 });

  const missing = await page.request.get("/services/payment/no-such-service");
  expect(missing.status()).toBe(404);
});
