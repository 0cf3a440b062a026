import { test, expect, type Page, type TestInfo } from "@playwright/test";
import { STRIPE_STAND_IN } from "./cart-helpers.ts";
import { linkFromEmail, query, signIn, signOut, uniqueEmail } from "./helpers.ts";

interface Fixture {
  jobId: string;
  jobNumber: number;
  invoiceId?: string;
  invoiceNumber?: number;
}

/** A completed job made through createJob (test hook), optionally with its invoice issued. */
async function completedJob(page: Page, form: Record<string, string>): Promise<Fixture> {
  const res = await page.request.post("/resources/e2e/invoice-fixtures", { form });
  expect(res.status(), await res.text()).toBe(200);
  return res.json();
}

function invoiceEmailTo(email: string) {
  return query<{ subject: string; text: string; attachments: string | null }>(
    `SELECT subject, text, attachments FROM "EmailMessage" WHERE "to" = ? AND subject LIKE 'Tax Invoice %' ORDER BY "createdAt" DESC LIMIT 1`,
    email,
  )[0];
}

const jobStatus = (id: string) => query<{ status: string }>('SELECT status FROM "Job" WHERE id = ?', id)[0]?.status;
const revenueCents = () =>
  query<{ cents: number | null }>(`SELECT SUM("totalCents") AS cents FROM "Job" WHERE status = 'paid'`)[0]?.cents ?? 0;
const dollars = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100);
const DAY = 86_400_000;
/** The Sydney calendar date (YYYY-MM-DD) some days from the real now. */
const sydneyDay = (daysFromNow: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(new Date(Date.now() + daysFromNow * DAY));

function customerName(testInfo: TestInfo, label: string) {
  return `${label} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
}

test(
  "a completed job is invoiced; the owner opens the e-mailed link logged out and pays by card: the job shows Paid and revenue rises",
  { tag: "@pg" },
  async ({ page }, testInfo) => {
    test.slow(); // a whole journey: admin, e-mail link, the Stripe stand-in, admin again
    const email = uniqueEmail(testInfo, "invoice-link");
    const name = customerName(testInfo, "Morgan Bayliss");
    const job = await completedJob(page, { customerEmail: email, customerName: name, priceCents: "132000" });

    await signIn(page, "admin@example.com");
    await page.goto(`/admin/invoices/create?q=${job.jobNumber}`);
    await page.getByRole("link", { name: `Invoice job #${job.jobNumber}` }).click();
    await expect(page.getByRole("heading", { name: new RegExp(`Job #${job.jobNumber}`) })).toBeVisible();
    await page.getByRole("button", { name: "Create and e-mail invoice" }).click();

    await expect(page).toHaveURL(/\/admin\/invoices\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^INV-\d+$/);
    const number = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect(page.getByRole("region", { name: `Job #${job.jobNumber}` })).toContainText("Invoiced");
    expect(jobStatus(job.jobId)).toBe("invoiced");

    const mail = invoiceEmailTo(email);
    expect(mail?.subject).toContain(`Tax Invoice ${number} from Bosun Marine Services`);
    expect(JSON.parse(mail!.attachments!)).toEqual([
      expect.objectContaining({ filename: `${number}.pdf`, contentType: "application/pdf" }),
    ]);
    const link = linkFromEmail(mail!.text, "/invoice/");

    await signOut(page);
    await page.goto(link.pathname);
    await expect(page).toHaveURL(link.pathname); // no login wall
    await expect(page.getByRole("heading", { level: 1, name: "Tax Invoice" })).toBeVisible();
    const invoice = page.getByRole("article");
    await expect(invoice).toContainText("ABN 83 601 234 518");
    await expect(invoice).toContainText(name);
    await expect(invoice).toContainText("GST (10%)$120.00");
    await expect(invoice).toContainText("Total (incl. GST)$1,320.00");
    const bank = page.getByRole("region", { name: "How to pay: bank transfer" });
    await expect(bank).toContainText("BSB062-000");
    await expect(bank).toContainText(`Reference${number}`);

    const pdfHref = await page.getByRole("link", { name: "Download PDF" }).getAttribute("href");
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    // Still logged out: pay the whole invoice by card at Stripe (the stand-in), and come back to the same link.
    const revenueBefore = revenueCents();
    const invoiceId = query<{ id: string }>('SELECT id FROM "Invoice" WHERE "jobId" = ?', job.jobId)[0]!.id;
    await page
      .getByRole("region", { name: "Pay online by card" })
      .getByRole("button", { name: "Pay $1,320.00 by card" })
      .click();
    await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/cs_test_`));
    await expect(page.getByRole("heading", { name: "Pay $1,320.00" })).toBeVisible();
    await page.getByRole("button", { name: "Pay $1,320.00" }).click();

    await expect(page).toHaveURL(`${link.pathname}?payment=success`);
    await expect(page.getByRole("status")).toContainText("Payment received — thank you.");
    await expect(invoice.getByText("Paid", { exact: true })).toBeVisible();
    await expect(invoice).toContainText("Amount due (AUD)$0.00");
    await expect(page.getByRole("region", { name: "Pay online by card" })).toHaveCount(0);
    await expect(bank).toHaveCount(0);
    expect(query('SELECT "amountCents", method FROM "InvoicePayment" WHERE "invoiceId" = ?', invoiceId)).toEqual([
      { amountCents: 132_000, method: "card" },
    ]);
    expect(query('SELECT status FROM "Payment" WHERE kind = ? AND "referenceId" = ?', "invoice", invoiceId)).toEqual([
      { status: "succeeded" },
    ]);
    expect(jobStatus(job.jobId)).toBe("paid");
    expect(revenueCents()).toBeGreaterThanOrEqual(revenueBefore + 132_000);
    await expect
      .poll(
        () =>
          query('SELECT id FROM "EmailMessage" WHERE "to" = ? AND subject = ?', email, `Payment received — ${number}`)
            .length,
      )
      .toBe(1);

    // Paying again (back button, a second tab) starts nothing: the invoice page says it is paid.
    const again = await page.request.post(link.pathname, { form: { intent: "pay-card" }, maxRedirects: 0 });
    expect(again.status()).toBe(302);
    expect(again.headers()["location"]).toBe(`${link.pathname}?payment=success`);
    expect(query('SELECT id FROM "Payment" WHERE "referenceId" = ?', invoiceId)).toHaveLength(1);

    // Staff see the job paid and the revenue.
    await signIn(page, "admin@example.com");
    await page.goto(`/admin/invoices/${invoiceId}`);
    await expect(page.getByRole("region", { name: `Job #${job.jobNumber}` })).toContainText("Paid");
    await page.goto("/admin/invoices");
    const revenueText = await page.getByText("Revenue (paid jobs)").locator("..").locator("p").nth(1).textContent();
    expect(dollars(revenueText!)).toBeGreaterThanOrEqual(revenueBefore + 132_000);
  },
);

test("a card payment cancelled at Stripe leaves the invoice owing; the owner pays from their portal instead", async ({
  page,
}, testInfo) => {
  const job = await completedJob(page, {
    customerEmail: "owner@example.com",
    customerName: customerName(testInfo, "Olivia Owner"),
    priceCents: "55000",
    invoice: "issued",
  });
  const number = `INV-${job.invoiceNumber}`;
  await signIn(page, "owner@example.com");
  await page.goto(`/owner/invoices/${job.invoiceId}`);
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  await page.getByRole("button", { name: "Pay $550.00 by card" }).click();
  await expect(page).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/`));
  const checkout = page.url();
  await page.getByRole("link", { name: "Cancel and return" }).click();

  await expect(page).toHaveURL(/\/invoice\/[^/?]+\?payment=cancelled$/);
  await expect(page.getByRole("status")).toContainText("Payment not completed.");
  await expect(page.getByRole("article")).toContainText("Amount due (AUD)$550.00");
  expect(jobStatus(job.jobId)).toBe("invoiced");

  // Trying again reuses the same open checkout; paying it settles the invoice once.
  await page.getByRole("button", { name: "Pay $550.00 by card" }).click();
  await expect(page).toHaveURL(checkout);
  await page.getByRole("button", { name: "Pay $550.00" }).click();
  await expect(page.getByRole("status")).toContainText("Payment received — thank you.");
  expect(query('SELECT id FROM "Payment" WHERE "referenceId" = ?', job.invoiceId)).toHaveLength(1);
  expect(jobStatus(job.jobId)).toBe("paid");
  await page.goto(`/owner/invoices/${job.invoiceId}`);
  await expect(page.getByRole("button", { name: /by card/ })).toHaveCount(0);
});

test("cash recorded while the customer is at the card checkout: the card payment is not recorded but listed for a refund, and an admin marks it refunded", async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "refund");
  const job = await completedJob(page, {
    customerEmail: email,
    customerName: customerName(testInfo, "Quinn Rigger"),
    priceCents: "48000",
    invoice: "issued",
  });
  const token = query<{ publicToken: string }>('SELECT "publicToken" FROM "Invoice" WHERE id = ?', job.invoiceId)[0]!
    .publicToken;

  // The customer opens the card checkout (logged out, their own browser)…
  const customer = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false });
  const phone = await customer.newPage();
  await phone.goto(`/invoice/${token}`);
  await phone.getByRole("button", { name: "Pay $480.00 by card" }).click();
  await expect(phone).toHaveURL(new RegExp(`^${STRIPE_STAND_IN}/pay/`));

  // …while the office takes the whole amount in cash.
  await signIn(page, "staff@example.com");
  await page.goto(`/staff/invoices/${job.invoiceId}`);
  const form = page.locator("form#record-payment");
  await form.getByLabel("Amount received (AUD)").fill("480");
  await form.getByLabel("Method").selectOption("cash");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("article").getByText("Paid", { exact: true })).toBeVisible();

  // The card payment completes anyway: the invoice is not paid twice.
  await phone.getByRole("button", { name: "Pay $480.00" }).click();
  await expect(phone.getByRole("status")).toContainText("Payment received — thank you.");
  await customer.close();
  expect(query('SELECT method, "amountCents" FROM "InvoicePayment" WHERE "invoiceId" = ?', job.invoiceId)).toEqual([
    { method: "cash", amountCents: 48_000 },
  ]);
  expect(query('SELECT status FROM "Payment" WHERE "referenceId" = ?', job.invoiceId)).toEqual([
    { status: "duplicate" },
  ]);

  await signOut(page);
  await signIn(page, "admin@example.com");
  await page.goto("/admin/invoice-management");
  const refunds = page.getByRole("region", { name: "Card payments to refund" });
  const row = refunds.getByRole("listitem").filter({ hasText: `INV-${job.invoiceNumber}` });
  await expect(row).toContainText("$480.00");
  await row.getByRole("button", { name: "Mark $480.00 refunded" }).click();
  await expect(page.getByText("Marked as refunded")).toBeVisible();
  await expect(refunds.getByRole("listitem").filter({ hasText: `INV-${job.invoiceNumber}` })).toHaveCount(0);
  expect(query('SELECT status FROM "Payment" WHERE "referenceId" = ?', job.invoiceId)).toEqual([
    { status: "refunded" },
  ]);
});

test("staff record a second invoice in two cash instalments; an overpayment is refused; the job shows Paid and revenue rises", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "instalments");
  const job = await completedJob(page, {
    customerEmail: email,
    customerName: customerName(testInfo, "Jordan Keel"),
    priceCents: "132000",
    invoice: "issued",
  });
  const number = `INV-${job.invoiceNumber}`;
  const revenueBefore = revenueCents();

  await signIn(page, "staff@example.com");
  await page.goto(`/staff/invoices?q=${number}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(number);

  const form = page.locator("form#record-payment");
  await form.getByLabel("Amount received (AUD)").fill("500");
  await form.getByLabel("Method").selectOption("cash");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("article").getByText("Part paid")).toBeVisible();
  await expect(form).toContainText("$820.00 still owing");

  await form.getByLabel("Amount received (AUD)").fill("900");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(
    form.getByText(`$900.00 is more than the $820.00 still owing on ${number}. Record at most $820.00.`),
  ).toBeVisible();
  await expect(form.getByLabel("Amount received (AUD)")).toHaveValue("900");
  expect(query('SELECT id FROM "InvoicePayment" WHERE "invoiceId" = ?', job.invoiceId)).toHaveLength(1);

  await form.getByLabel("Amount received (AUD)").fill("820");
  await form.getByLabel("Reference (optional)").fill("Cash at the marina office");
  await form.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByRole("article").getByText("Paid", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: `Job #${job.jobNumber}` })).toContainText("Paid");
  await expect(page.locator("form#record-payment")).toHaveCount(0);

  const payments = query<{ amountCents: number; method: string; email: string }>(
    `SELECT p."amountCents", p.method, u.email FROM "InvoicePayment" p JOIN "User" u ON u.id = p."recordedById" WHERE p."invoiceId" = ? ORDER BY p."createdAt"`,
    job.invoiceId,
  );
  expect(payments).toEqual([
    { amountCents: 50_000, method: "cash", email: "staff@example.com" },
    { amountCents: 82_000, method: "cash", email: "staff@example.com" },
  ]);
  expect(jobStatus(job.jobId)).toBe("paid");
  expect(revenueCents()).toBeGreaterThanOrEqual(revenueBefore + 132_000);

  await signOut(page);
  await signIn(page, "admin@example.com");
  await page.goto("/admin/invoices");
  const revenueText = await page.getByText("Revenue (paid jobs)").locator("..").locator("p").nth(1).textContent();
  expect(dollars(revenueText!)).toBeGreaterThanOrEqual(revenueBefore + 132_000);
});

test("voiding needs a reason and keeps the record; the job can be invoiced again", async ({ page }, testInfo) => {
  const job = await completedJob(page, {
    customerEmail: uniqueEmail(testInfo, "void"),
    customerName: customerName(testInfo, "Riley Mast"),
    invoice: "issued",
  });
  const number = `INV-${job.invoiceNumber}`;
  await signIn(page, "admin@example.com");
  await page.goto(`/admin/invoices/${job.invoiceId}`);
  const form = page.locator("form#void");
  await expect(form.getByLabel("Reason for voiding")).toHaveAttribute("required", "");
  await form.getByLabel("Reason for voiding").fill("Issued with the wrong vessel name");
  await form.getByRole("button", { name: "Void invoice" }).click();

  await expect(page.getByRole("article")).toContainText("This invoice was voided");
  await expect(page.getByRole("article")).toContainText("Reason: Issued with the wrong vessel name");
  const row = query<{ status: string; voidReason: string; totalCents: number }>(
    'SELECT status, "voidReason", "totalCents" FROM "Invoice" WHERE id = ?',
    job.invoiceId,
  )[0];
  expect(row).toEqual({ status: "void", voidReason: "Issued with the wrong vessel name", totalCents: 132_000 });

  await page.goto(`/admin/invoices?status=void&q=${number}`);
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await page.goto(`/admin/invoices/create?q=${job.jobNumber}`);
  await expect(page.getByRole("link", { name: `Invoice job #${job.jobNumber}` })).toBeVisible();
  expect(jobStatus(job.jobId)).toBe("invoiced");
});

test("owners and customers see only their own invoices and payments", async ({ page }, testInfo) => {
  const other = await completedJob(page, {
    customerEmail: uniqueEmail(testInfo, "someone-else"),
    customerName: "Someone Else",
    invoice: "issued",
  });
  await signIn(page, "owner@example.com");
  await page.goto("/owner/invoices");
  const links = page.getByRole("main").getByRole("link", { name: /^INV-\d+$/ });
  await expect(links.first()).toBeVisible();
  const own = query<{ number: number }>(
    `SELECT i.number FROM "Invoice" i JOIN "User" u ON u.id = i."customerId" WHERE u.email = 'owner@example.com' AND i.status <> 'draft'`,
  ).map((r) => `INV-${r.number}`);
  expect((await links.allTextContents()).sort()).toEqual(own.sort());

  await links.first().click();
  await expect(page.getByRole("heading", { name: "Tax Invoice" })).toBeVisible();
  for (const url of [`/owner/invoices/${other.invoiceId}`, `/invoices/${other.invoiceId}`]) {
    const res = await page.goto(url);
    expect(res?.status(), url).toBe(404);
  }
  const pdf = await page.request.get(`/resources/invoices/${other.invoiceId}/pdf`);
  expect(pdf.status()).toBe(404);

  await page.goto("/customer/payments");
  await expect(page.getByRole("table")).toContainText("$2,260.00");
  await expect(page.getByRole("table")).toContainText("Bank transfer");
});

test("the invoice builder adds and removes lines and deductions, saves a draft, edits it and issues it", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "builder");
  await signIn(page, "admin@example.com");
  await page.goto("/admin/invoice-builder");
  await page.getByLabel("Name (person or business)").fill("Harbour Lights Charters");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Buyer's ABN (optional)").fill("51 824 753 557");
  const line = (n: number) => page.getByRole("group", { name: `Line ${n}` });
  await line(1).getByLabel("Description").fill("Teak deck clean and seal");
  await line(1).getByLabel("Unit price (AUD)").fill("850");

  await page.getByRole("button", { name: "+ Add line" }).click();
  await expect(line(2)).toBeVisible();
  await expect(line(1).getByLabel("Description")).toHaveValue("Teak deck clean and seal");
  await line(2).getByLabel("Description").fill("Stainless polish (hours)");
  await line(2).getByLabel("Quantity").fill("2.5");
  await line(2).getByLabel("Unit price (AUD)").fill("60");
  await page.getByRole("button", { name: "+ Add line" }).click();
  await expect(line(3)).toBeVisible();
  await page.getByRole("button", { name: "Remove line 3" }).click();
  await expect(line(3)).toHaveCount(0);
  await page.getByRole("button", { name: "+ Add deduction" }).click();
  const deduction = page.getByRole("group", { name: "Deduction 1" });
  await deduction.getByLabel("What was paid").fill("Deposit paid by bank transfer");
  await deduction.getByLabel("Amount (AUD)").fill("200");

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("That ABN fails the ABN checksum: check the 11 digits")).toBeVisible();
  await expect(line(2).getByLabel("Quantity")).toHaveValue("2.5");
  await page.getByLabel("Buyer's ABN (optional)").fill("51 824 753 556");
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page).toHaveURL(/\/admin\/invoices\/[^/]+$/);
  const article = page.getByRole("article");
  await expect(article.getByText("Draft", { exact: true })).toBeVisible();
  await expect(article).toContainText("ABN 51 824 753 556");
  await expect(article).toContainText("Total (incl. GST)$1,000.00");
  await expect(article).toContainText("GST (10%)$90.91");
  await expect(article).toContainText("Less: Deposit paid by bank transfer-$200.00");
  await expect(article).toContainText("Amount due (AUD)$800.00");

  await page.getByRole("link", { name: "Edit draft" }).click();
  await line(1).getByLabel("Unit price (AUD)").fill("900");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("article")).toContainText("Amount due (AUD)$850.00");

  await page.getByRole("button", { name: "Issue and e-mail invoice" }).click();
  await expect(page.getByRole("article").getByText("Sent", { exact: true })).toBeVisible();
  const mail = invoiceEmailTo(email);
  expect(mail?.subject).toMatch(/^Tax Invoice INV-\d+ from Bosun Marine Services — \$850\.00 due /);
  const stored = query<{ status: string; lines: number; credits: number }>(
    `SELECT i.status, (SELECT COUNT(*) FROM "InvoiceItem" WHERE "invoiceId" = i.id) AS lines, (SELECT COUNT(*) FROM "InvoiceCredit" WHERE "invoiceId" = i.id) AS credits FROM "Invoice" i WHERE i."customerEmail" = ?`,
    email,
  );
  expect(stored).toEqual([{ status: "sent", lines: 2, credits: 1 }]);
});

test("admins filter invoices by status, customer and date, see the outstanding and overdue totals, and export CSV", async ({
  page,
}, testInfo) => {
  const name = customerName(testInfo, "Casey Filter");
  const job = await completedJob(page, {
    customerEmail: uniqueEmail(testInfo, "filter"),
    customerName: name,
    invoice: "issued",
    priceCents: "132000",
  });
  const number = `INV-${job.invoiceNumber}`;
  // Two months on, the 14-day terms have long passed: the invoice is overdue.
  const later = { "x-test-now": new Date(Date.now() + 60 * DAY).toISOString() };
  await page.setExtraHTTPHeaders(later);
  await signIn(page, "admin@example.com");
  await page.goto("/admin/invoices");
  await page.getByLabel("Status").selectOption("overdue");
  await page.getByLabel("Customer or number").fill(name);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=overdue/);
  await expect(page.getByRole("row", { name: new RegExp(number) })).toContainText("Overdue");
  const overdueCard = page.getByText("1 past the due date").locator("..");
  await expect(overdueCard).toContainText("$1,320.00");

  await page.goto(`/admin/invoices?status=paid&q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No invoices match")).toBeVisible();
  await page.goto(`/admin/invoices?from=${sydneyDay(30)}&q=${encodeURIComponent(name)}`);
  await expect(page.getByText("No invoices match")).toBeVisible();
  await page.goto(`/admin/invoices?from=${sydneyDay(-1)}&to=${sydneyDay(1)}&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("link", { name: number })).toBeVisible();

  const csv = await page.request.get(`/admin/invoices/export?q=${encodeURIComponent(name)}`, { headers: later });
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines[0]).toBe(
    "Invoice,Status,Issued,Due,Customer,Email,Buyer ABN,Job,Subtotal ex GST,GST,Total inc GST,Deductions,Paid,Outstanding",
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${number},Overdue,`);
  expect(lines[1]).toContain(",1200.00,120.00,1320.00,0.00,0.00,1320.00");
});

test("overdue reminders from the admin button: one e-mail per invoice, a second run sends nothing new", async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, "reminder");
  const job = await completedJob(page, {
    customerEmail: email,
    customerName: customerName(testInfo, "Ash Tiller"),
    invoice: "issued",
  });
  const reminders = () =>
    query<{ n: number }>('SELECT COUNT(*) AS n FROM "InvoiceReminder" WHERE "invoiceId" = ?', job.invoiceId)[0]!.n;
  const reminderMails = () =>
    query(`SELECT id FROM "EmailMessage" WHERE "to" = ? AND subject LIKE 'Reminder:%'`, email).length;

  await page.setExtraHTTPHeaders({ "x-test-now": new Date(Date.now() + 80 * DAY).toISOString() });
  await signIn(page, "admin@example.com");
  // The overview lists only the 15 longest overdue, which other journeys' invoices may fill: this invoice's reminders
  // are checked in the database.
  await page.goto("/admin/invoice-management");
  await page.getByRole("button", { name: "Send due reminders now" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  expect(reminders()).toBe(1);
  expect(reminderMails()).toBe(1);

  await page.getByRole("button", { name: "Send due reminders now" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  expect(reminders()).toBe(1);
  expect(reminderMails()).toBe(1);
});
