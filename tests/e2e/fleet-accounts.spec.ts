// Fleet accounts, consolidated statements and the hub (issue 17, ADR 171), with JavaScript on and off: an admin
// creates a fleet account (a bad ABN is refused with what was typed kept), links two owners' vessels to it, sees the
// month's consolidated statement add up both vessels' invoices (page, CSV and PDF), and finds one of those invoices by
// its number from the header search; a member added as skipper sees the fleet's vessels in the owner portal but no
// invoices.
import { test, expect, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, isJsProject, query, signIn, signOut, uniqueEmail } from "./helpers.ts";

function randomHin() {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return `AUS${Array.from({ length: 9 }, () => chars[Math.floor(Math.random() * chars.length)]).join("")}`;
}

function label(testInfo: TestInfo, what: string) {
  return `${what} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
}

/** An owner with one vessel, and an issued invoice for work on that vessel. */
async function vesselWithInvoice(page: Page, testInfo: TestInfo, vesselName: string, hin: string, priceCents: number) {
  const email = uniqueEmail(testInfo, "fleet-owner");
  const owner = await page.request.post("/resources/e2e/customer-fixtures", {
    form: { email, fullName: label(testInfo, "Owner"), vesselName, hin },
  });
  expect(owner.status(), await owner.text()).toBe(200);
  const { vesselId } = (await owner.json()) as { vesselId: string };
  const invoice = await page.request.post("/resources/e2e/invoice-fixtures", {
    form: { customerEmail: email, customerName: "Owner", invoice: "issued", priceCents: String(priceCents), vesselId },
  });
  expect(invoice.status(), await invoice.text()).toBe(200);
  return (await invoice.json()) as { invoiceId: string; invoiceNumber: number };
}

test("an admin creates a fleet account, links two vessels, gets the consolidated statement and finds an invoice from the hub", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // one long journey on a shared machine
  await signIn(page, "admin@example.com");
  const boatA = label(testInfo, "Charter Cat");
  const boatB = label(testInfo, "Charter Sloop");
  const hinA = randomHin();
  const invA = await vesselWithInvoice(page, testInfo, boatA, hinA, 99_000);
  const invB = await vesselWithInvoice(page, testInfo, boatB, randomHin(), 33_000);
  const fleetName = label(testInfo, "Harbour Charters");
  const billingEmail = uniqueEmail(testInfo, "fleet-billing");

  // Create: a bad ABN is refused next to its field, with everything typed kept.
  await page.goto("/admin/tenant-management");
  await page.getByRole("link", { name: "New fleet account" }).click();
  await expect(page).toHaveURL("/admin/tenant-management/new");
  await page.getByLabel("Organisation name").fill(fleetName);
  await page.getByLabel("Kind").selectOption("charter_fleet");
  await page.getByLabel("ABN").fill("51 824 753 557");
  await page.getByLabel("Billing contact").fill("Accounts Team");
  await page.getByLabel("Billing e-mail").fill(billingEmail);
  await page.getByLabel("Days to pay a statement").fill("30");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("That ABN fails the ABN checksum")).toBeVisible();
  await expect(page.getByLabel("Organisation name")).toHaveValue(fleetName);
  await expect(page.getByLabel("Billing e-mail")).toHaveValue(billingEmail);
  await page.getByLabel("ABN").fill("51 824 753 556");
  await page.getByLabel("ABN").blur();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("toast").getByText("Fleet account created")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: fleetName })).toBeVisible();
  const fleetUrl = page.url();
  const fleetId = fleetUrl.split("/").pop()!;

  // Link the two vessels: one found by its HIN typed with a dash, one by name.
  const vessels = page.getByRole("region", { name: "Vessels", exact: true });
  await page.getByLabel("Find a vessel to link").fill(`${hinA.slice(0, 3).toLowerCase()}-${hinA.slice(3)}`);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Link ${boatA}`, exact: true }).click();
  await expect(page.getByTestId("toast").getByText(`${boatA} linked`)).toBeVisible();
  await page.getByLabel("Find a vessel to link").fill(boatB);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Link ${boatB}`, exact: true }).click();
  await expect(page.getByTestId("toast").getByText(`${boatB} linked`)).toBeVisible();
  await expect(vessels.getByRole("link", { name: boatA })).toBeVisible();
  await expect(vessels.getByRole("link", { name: boatB })).toBeVisible();
  // A skipper: an existing account added by e-mail.
  const skipperEmail = uniqueEmail(testInfo, "fleet-skipper");
  const skipperFixture = await page.request.post("/resources/e2e/customer-fixtures", {
    form: { email: skipperEmail, fullName: label(testInfo, "Sam Skipper"), password: DEMO_PASSWORD },
  });
  expect(skipperFixture.status()).toBe(200);
  await page.getByLabel("Member e-mail").fill(skipperEmail);
  await page.getByLabel("Role in the organisation").selectOption("skipper");
  await page.getByRole("button", { name: "Add member" }).click();
  await expect(page.getByTestId("toast").getByText("Member added")).toBeVisible();
  await expect(page.getByRole("region", { name: "Members", exact: true })).toContainText(skipperEmail);

  const audit = query<{ action: string }>(
    `SELECT action FROM "AuditEvent" WHERE "entityType" = 'fleet_account' AND "entityId" = ? ORDER BY "createdAt"`,
    fleetId,
  ).map((r) => r.action);
  expect(audit).toEqual(["fleet.created", "fleet.vessel_linked", "fleet.vessel_linked", "fleet.member_added"]);

  // The list finds the account by one of its vessels.
  await page.goto(`/admin/tenant-management?q=${encodeURIComponent(boatB)}`);
  await expect(page.getByTestId("fleets-table").getByRole("link", { name: fleetName })).toBeVisible();

  // The consolidated statement: both invoices, $990.00 + $330.00.
  await page.goto(fleetUrl);
  await page.getByRole("link", { name: "Consolidated statement" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fleetName);
  await expect(page.getByTestId("closing-balance")).toHaveText("$1,320.00");
  const lines = page.getByTestId("statement-lines");
  await expect(lines).toContainText(`INV-${invA.invoiceNumber}`);
  await expect(lines).toContainText(`INV-${invB.invoiceNumber}`);
  const csvHref = await page.getByRole("link", { name: "CSV" }).getAttribute("href");
  const csv = await page.request.get(csvHref!);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const rows = (await csv.text()).trim().split("\r\n");
  expect(rows[0]).toBe("Date,Type,Invoice,Vessel,Details,Charges,Credits,Balance");
  expect(rows.find((r) => r.includes("Closing balance"))).toMatch(/,1320\.00$/);
  const pdf = await page.request.get((await page.getByRole("link", { name: "PDF" }).getAttribute("href"))!);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // E-mailed to the billing contact through the outbox, with the PDF attached.
  await page.getByRole("button", { name: "E-mail to Accounts Team" }).click();
  await expect(page.getByTestId("toast").getByText("Statement e-mailed")).toBeVisible();
  const mail = query<{ attachments: string }>(`SELECT attachments FROM "EmailMessage" WHERE "to" = ?`, billingEmail);
  expect(mail).toHaveLength(1);
  expect(mail[0]!.attachments).toContain("application/pdf");

  // The header search (Ctrl-K with JavaScript) finds the invoice by number; the result is a link.
  const quick = page.getByRole("searchbox", { name: "Find any record" });
  if (isJsProject(testInfo)) {
    await page.keyboard.press("Control+k");
    await expect(quick).toBeFocused();
  }
  await quick.fill(`INV-${invB.invoiceNumber}`);
  await quick.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/admin/hub\\?q=INV-${invB.invoiceNumber}`));
  const invoices = page.getByRole("region", { name: "Invoices", exact: true });
  await expect(invoices.getByRole("link", { name: `INV-${invB.invoiceNumber}` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Customers" })).toHaveCount(0);
  await invoices.getByRole("link", { name: `INV-${invB.invoiceNumber}` }).click();
  await expect(page).toHaveURL(`/admin/invoices/${invB.invoiceId}`);
  // One letter searches nothing: the hub asks for more instead of saying nothing matches.
  await page.goto("/admin/hub?q=s");
  await expect(page.getByRole("status").filter({ hasText: "Type at least two letters" })).toBeVisible();
  await expect(page.getByText("Nothing matches")).toHaveCount(0);

  // The skipper sees both fleet vessels in the owner portal; a vessel's page lets them ask for work, shows no invoices.
  await signOut(page);
  await signIn(page, skipperEmail);
  await page.goto("/owner/vessels");
  const fleetVessels = page.getByRole("region", { name: "Your organisations' vessels" });
  await expect(fleetVessels.getByRole("link")).toHaveCount(2);
  await fleetVessels.getByRole("link", { name: new RegExp(boatB) }).click();
  await expect(page.getByRole("heading", { level: 1, name: boatB })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ask for work" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Invoices" })).toHaveCount(0);
  await expect(page.getByText(`INV-${invB.invoiceNumber}`)).toHaveCount(0);
});
