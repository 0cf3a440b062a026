// Money and insight (issue 19), with JavaScript on and off: the GST figures of a period on each basis as an invoice is
// issued, paid and partly refunded, drilled to the invoice and downloaded; a reminder from aged receivables; a job's
// margin from its time and materials as overheads change the hourly rate; TPAR and the Xero export as CSV.
// Each test works in its own past day (JavaScript on: 2017–2020, off: 2021–2024), so the shared database's other
// records never move its figures; the reporting basis is one business setting, changed under a lock between workers.
import fs from "node:fs";
import { test, expect, type Page, type TestInfo } from "@playwright/test";
import { isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";

const DAY = 86_400_000;

/** A random past day only this project and this journey (its lane) use (Sydney calendar date). */
function pastDay(testInfo: TestInfo, lane: 0 | 1 | 2 | 3): string {
  const [start, end] = isJsProject(testInfo)
    ? [Date.UTC(2017, 6, 1), Date.UTC(2021, 5, 1)]
    : [Date.UTC(2021, 6, 1), Date.UTC(2025, 5, 1)];
  // Each journey has its own quarter of the range, so two journeys' invoices never fall on the same day.
  const days = Math.floor((end - start) / DAY / 4);
  const from = start + lane * days * DAY;
  return new Date(from + Math.floor(Math.random() * days) * DAY).toISOString().slice(0, 10);
}

/** The financial year (by its end) a day falls in. */
const fyOf = (day: string) => (Number(day.slice(5, 7)) >= 7 ? Number(day.slice(0, 4)) + 1 : Number(day.slice(0, 4)));

/** A completed job (and optionally its issued invoice) dated at noon on `day` in Sydney. */
async function fixture(page: Page, day: string, form: Record<string, string>) {
  const res = await page.request.post("/resources/e2e/invoice-fixtures", {
    form,
    headers: { "x-test-now": `${day}T02:00:00Z` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { jobId: string; jobNumber: number; invoiceId?: string; invoiceNumber?: number };
}

/** The reporting basis is one setting for the business: workers take turns changing it. */
async function withBasisLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = "data/.e2e-report-basis.lock";
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

async function setBasis(page: Page, basis: "Cash" | "Accrual") {
  const form = page.getByRole("form", { name: "Reporting basis" });
  await form.getByLabel(new RegExp(`^${basis} basis`)).check();
  await form.getByRole("button", { name: "Save basis" }).click();
  await expect(page.getByTestId("report-basis")).toHaveText(new RegExp(`^${basis} basis`));
}

async function download(page: Page, link: string) {
  const waiting = page.waitForEvent("download");
  await page.getByRole("link", { name: link }).first().click();
  const file = await waiting;
  return fs.readFileSync((await file.path())!, "utf8");
}

/** A valid ABN no other run uses: random digits with the two leading digits chosen to pass the checksum. */
function randomAbn(): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  for (;;) {
    const rest = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    for (let lead = 10; lead <= 99; lead++) {
      const digits = [Math.floor(lead / 10), lead % 10, ...rest];
      const sum = digits.reduce((a, d, i) => a + (i === 0 ? d - 1 : d) * weights[i]!, 0);
      if (sum % 89 === 0) return digits.join("");
    }
  }
}

test("GST for the BAS: the basis changes the figures; a payment and a refund land in their period; drill to the invoice; CSVs", async ({
  page,
}, testInfo) => {
  test.slow();
  const day = pastDay(testInfo, 0);
  const email = uniqueEmail(testInfo, "gst");
  const job = await fixture(page, day, {
    customerEmail: email,
    customerName: "Reese Harbour",
    priceCents: "132000",
    invoice: "issued",
  });
  await signIn(page, "admin@example.com");
  const report = `/admin/reports?view=gst&from=${day}&to=${day}`;
  const invoiceLabel = `INV-${job.invoiceNumber}`;

  await withBasisLock(async () => {
    await page.goto(report);
    await setBasis(page, "Accrual");
    await expect(page.getByTestId("gst-g1")).toHaveText("$1,320.00");
    await expect(page.getByTestId("gst-1a")).toHaveText("$120.00");

    // Nothing has been paid: on the cash basis the day has no sales.
    await setBasis(page, "Cash");
    await expect(page.getByTestId("gst-g1")).toHaveText("$0.00");

    // The office records the bank transfer that arrived that day…
    await page.goto(`/admin/invoices/${job.invoiceId}`);
    const pay = page.locator("form#record-payment");
    await pay.getByLabel("Amount received (AUD)").fill("1320");
    await pay.getByLabel("Method").selectOption("bank_transfer");
    await pay.getByLabel("Date received").fill(day);
    await pay.getByRole("button", { name: "Record payment" }).click();
    await expect(page.getByRole("article").getByText("Paid", { exact: true })).toBeVisible();

    // …and $110 given back the same day (the refund form refuses more than was paid first).
    await page.getByText("Record a refund").click();
    const refund = page.locator("form#refund");
    await refund.getByLabel("Amount refunded, incl. GST (AUD)").fill("1400");
    await refund.getByLabel("Date").fill(day);
    await refund.getByLabel("Reason").fill("One coat not applied");
    await refund.getByRole("button", { name: "Record refund" }).click();
    await expect(page.locator("form#refund")).toContainText("At most $1,320.00");
    await expect(page.locator("form#refund").getByLabel("Reason")).toHaveValue("One coat not applied");
    await page.locator("form#refund").getByLabel("Amount refunded, incl. GST (AUD)").fill("110");
    await page.locator("form#refund").getByLabel("Date").fill(day);
    await page.locator("form#refund").getByRole("button", { name: "Record refund" }).click();
    await expect(page.getByTestId("adjustments")).toContainText("One coat not applied");

    await page.goto(report);
    await expect(page.getByTestId("report-basis")).toHaveText(/^Cash basis/);
    await expect(page.getByTestId("gst-g1")).toHaveText("$1,210.00");
    await expect(page.getByTestId("gst-1a")).toHaveText("$110.00");

    await setBasis(page, "Accrual");
    await expect(page.getByTestId("gst-g1")).toHaveText("$1,210.00");
    await expect(page.getByTestId("gst-1a")).toHaveText("$110.00");

    // The CSV of the ledger adds up to the same figures.
    const csv = await download(page, "Download CSV");
    expect(csv).toContain(invoiceLabel);
    expect(csv).toContain(',"total (G1, 1A)",,,1210.00,110.00,accrual basis');
  });

  // Drill from 1A to the records behind it, then to the invoice.
  await page.getByRole("link", { name: "See the invoices behind this figure" }).click();
  const rows = page.getByTestId("ledger-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Refund" })).toContainText("-$110.00");
  await rows.filter({ hasText: "Invoice" }).getByRole("link", { name: invoiceLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(invoiceLabel);

  // The accounting export for the day: Xero's columns, the invoice's lines with GST on Income.
  await page.goto(`/admin/reports?view=export&from=${day}&to=${day}`);
  const xero = await download(page, "Download invoices CSV");
  expect(xero.split("\r\n")[0]).toMatch(/^\*ContactName,EmailAddress,/);
  expect(xero).toContain(`Reese Harbour,${email}`);
  expect(xero).toContain("GST on Income");
  const statement = await download(page, "Download payments CSV");
  expect(statement).toContain("1320.00");
  expect(statement).toContain("-110.00");
});

test("aged receivables: an old unpaid invoice sits in 90+ days and a reminder goes out from the report", async ({
  page,
}, testInfo) => {
  const day = pastDay(testInfo, 1);
  const email = uniqueEmail(testInfo, "aged");
  await fixture(page, day, {
    customerEmail: email,
    customerName: "Dana Overdue",
    priceCents: "55000",
    invoice: "issued",
  });
  await signIn(page, "admin@example.com");
  await page.goto("/admin/reports?view=receivables");
  const row = page.getByTestId("aged-row").filter({ hasText: email });
  await expect(row).toBeVisible();
  // columns: customer, current, 1–30, 31–60, 61–90, 90+, total
  await expect(row.locator("td").nth(5)).toHaveText("$550.00");
  await expect(row.locator("td").nth(1)).toHaveText("—");
  await row.getByRole("button", { name: "Send reminder" }).click();
  await expect(page.getByTestId("toast")).toContainText("Reminder sent");
  const mails = query<{ subject: string }>(
    `SELECT subject FROM "EmailMessage" WHERE "to" = ? AND subject LIKE 'Reminder:%'`,
    email,
  );
  expect(mails).toHaveLength(1);

  const csv = await download(page, "Download CSV");
  expect(csv).toMatch(
    new RegExp(`Dana Overdue,${email.replace(/[.+]/g, "\\$&")},0\\.00,0\\.00,0\\.00,0\\.00,550\\.00,550\\.00`),
  );
});

test("profitability: a job's margin from its time and materials; overheads change the hourly rate and the margin", async ({
  page,
}, testInfo) => {
  test.slow();
  const day = pastDay(testInfo, 2);
  const month = day.slice(0, 7);
  const job = await fixture(page, day, {
    customerEmail: uniqueEmail(testInfo, "margin"),
    customerName: "Kai Margin",
    priceCents: "132000",
  });
  await signIn(page, "admin@example.com");
  await page.goto("/admin/profitability-intelligence");
  await page.getByLabel("Cost a job").fill(String(job.jobNumber));
  await page.getByRole("button", { name: "Open" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Costing for #${job.jobNumber}`);
  // Not invoiced yet: revenue is the job's price ex GST.
  await expect(page.getByTestId("job-revenue")).toHaveText("$1,200.00");

  const labour = page.locator("form#cost-labour");
  await labour.getByLabel("Hours").fill("2");
  await labour.getByLabel("Cost per hour (AUD)").fill("55.00");
  await labour.getByLabel("Date worked").fill(day);
  await labour.getByRole("button", { name: "Add labour" }).click();
  await expect(page.getByTestId("job-costs")).toHaveText("$110.00");

  await page.getByText("Add materials or a haul-out").click();
  const materials = page.locator("form#cost-materials");
  await materials.getByLabel("Amount ex GST (AUD)").fill("abc");
  await materials.getByLabel("Description").fill("Antifoul, 2 L");
  await materials.getByLabel("Date").fill(day);
  await materials.getByRole("button", { name: "Add cost" }).click();
  await expect(page.locator("form#cost-materials")).toContainText("Enter the amount ex GST in dollars");
  await expect(page.locator("form#cost-materials").getByLabel("Description")).toHaveValue("Antifoul, 2 L");
  await page.locator("form#cost-materials").getByLabel("Amount ex GST (AUD)").fill("30");
  await page.locator("form#cost-materials").getByLabel("Date").fill(day);
  await page.locator("form#cost-materials").getByRole("button", { name: "Add cost" }).click();
  await expect(page.getByTestId("job-costs")).toHaveText("$140.00");
  await expect(page.getByTestId("job-margin")).toHaveText("$1,060.00");
  await expect(page.getByTestId("job-margin-pct")).toHaveText("88.3 %");

  // $200 of rent that month over the 2 hours worked: $100 an hour.
  await page.goto(`/admin/company-overheads?fy=${fyOf(day)}`);
  const add = async (description: string, amount: string) => {
    const form = page.locator("form#overhead");
    await form.getByLabel("Month").fill(month);
    await form.getByLabel("Category").selectOption("Rent");
    await form.getByLabel("Description").fill(description);
    await form.getByLabel("Amount ex GST (AUD)").fill(amount);
    await form.getByRole("button", { name: "Add overhead" }).click();
    await expect(page.getByTestId("toast")).toContainText("Overhead added");
  };
  await add("Workshop rent", "200");
  const rate = page.getByTestId(`month-${month}`).getByTestId("month-rate");
  await expect(rate).toHaveText("$100.00 / h");
  await add("Storage shed", "100");
  await expect(rate).toHaveText("$150.00 / h");

  await page.goto(`/admin/profitability-intelligence?job=${job.jobId}`);
  await expect(page.getByTestId("job-overhead")).toHaveText("$300.00");
  await expect(page.getByTestId("job-margin")).toHaveText("$760.00");

  // The job shows in the period's roll-up.
  await page.goto(`/admin/profitability-intelligence?from=${day}&to=${day}`);
  await expect(page.getByTestId("profit-job").filter({ hasText: `#${job.jobNumber}` })).toContainText("$760.00");
});

test("TPAR: a subcontractor's bills paid in a financial year, with their ABN, as CSV", async ({ page }, testInfo) => {
  const day = pastDay(testInfo, 3);
  const job = await fixture(page, day, {
    customerEmail: uniqueEmail(testInfo, "tpar"),
    customerName: "Sam Slipway",
    priceCents: "99000",
  });
  const name = `Deep Blue Divers ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const abn = randomAbn();
  await signIn(page, "admin@example.com");
  await page.goto(`/admin/profitability-intelligence?job=${job.jobId}`);
  await page.getByText("New subcontractor").click();
  const sub = page.locator("form#subcontractor");
  await sub.getByLabel("Business name").fill(name);
  await sub.getByLabel("ABN").fill("12 345 678 901");
  await sub.getByLabel("Address").fill("1 Wharf Street, Rose Bay NSW 2029");
  await sub.getByRole("button", { name: "Add subcontractor" }).click();
  await expect(page.locator("form#subcontractor")).toContainText("ABN checksum");
  await page.locator("form#subcontractor").getByLabel("ABN").fill(abn);
  await page.locator("form#subcontractor").getByRole("button", { name: "Add subcontractor" }).click();
  await expect(page.getByTestId("toast")).toContainText("Subcontractor added");

  await page.getByText("Add a subcontractor's bill").click();
  const bill = page.locator("form#cost-subcontractor");
  await bill.getByLabel("Subcontractor").selectOption({ label: name });
  await bill.getByLabel("Date of the work").fill(day);
  await bill.getByLabel("Their bill ex GST (AUD)").fill("500");
  await bill.getByLabel("GST on their bill (AUD)").fill("50");
  await bill.getByLabel("Paid on (for the TPAR)").fill(day);
  await bill.getByLabel("Description").fill("Hull dive and clean");
  await bill.getByRole("button", { name: "Add subcontractor cost" }).click();
  await expect(page.getByTestId("job-costs")).toHaveText("$500.00");

  await page.goto(`/admin/reports?view=tpar&fy=${fyOf(day)}`);
  const row = page.getByTestId("tpar-table").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(abn);
  await expect(row).toContainText("$550.00");
  const csv = await download(page, "Download CSV");
  expect(csv.split("\r\n")[0]).toBe("Payee name,ABN,Address,Gross amount paid (incl GST),GST,Number of payments");
  expect(csv).toContain(`${name},${abn},"1 Wharf Street, Rose Bay NSW 2029",550.00,50.00,1`);
});
