// A fleet manager's invoices in the owner portal (issue 17, ADR 171 addendum 2026-11-27), with JavaScript on and off:
// an admin sets up a fleet account (through its own forms, posted over HTTP) with one owner's vessel and a manager; the
// manager finds that vessel's invoice in /owner/invoices (billed to the owner), opens it from the list and from the
// vessel page, downloads its PDF, and gets a 404 for an invoice of a vessel outside the fleet.
import { test, expect, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PASSWORD, signIn, signOut, uniqueEmail } from "./helpers.ts";

function label(testInfo: TestInfo, what: string) {
  return `${what} ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
}

function randomHin() {
  const chars = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
  return `AUS${Array.from({ length: 9 }, () => chars[Math.floor(Math.random() * chars.length)]).join("")}`;
}

/** An owner with one vessel and an issued invoice for work on it (the e2e fixtures; the page is signed in as admin). */
async function vesselWithInvoice(page: Page, testInfo: TestInfo, vesselName: string, priceCents: number) {
  const email = uniqueEmail(testInfo, "fm-owner");
  const ownerName = label(testInfo, "Owner");
  const owner = await page.request.post("/resources/e2e/customer-fixtures", {
    form: { email, fullName: ownerName, vesselName, hin: randomHin() },
  });
  expect(owner.status(), await owner.text()).toBe(200);
  const { vesselId } = (await owner.json()) as { vesselId: string };
  const invoice = await page.request.post("/resources/e2e/invoice-fixtures", {
    form: {
      customerEmail: email,
      customerName: ownerName,
      invoice: "issued",
      priceCents: String(priceCents),
      vesselId,
    },
  });
  expect(invoice.status(), await invoice.text()).toBe(200);
  return { ownerName, vesselId, ...((await invoice.json()) as { invoiceId: string; invoiceNumber: number }) };
}

test("a fleet manager lists and opens the invoices of the fleet's vessels, and no one else's", async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000); // one journey on a shared machine
  await signIn(page, "admin@example.com");
  const boat = label(testInfo, "Fleet Ketch");
  const inFleet = await vesselWithInvoice(page, testInfo, boat, 77_000);
  const outside = await vesselWithInvoice(page, testInfo, label(testInfo, "Lone Dinghy"), 22_000);

  const created = await page.request.post("/admin/tenant-management/new", {
    form: {
      intent: "create",
      name: label(testInfo, "Bay Charters"),
      kind: "charter_fleet",
      billingName: "Accounts",
      billingEmail: uniqueEmail(testInfo, "fm-billing"),
      paymentTermsDays: "14",
    },
  });
  expect(created.status()).toBe(200);
  const fleetUrl = new URL(created.url()).pathname;
  expect(fleetUrl).toMatch(/^\/admin\/tenant-management\/[^/]+$/);
  const managerEmail = uniqueEmail(testInfo, "fm-manager");
  const manager = await page.request.post("/resources/e2e/customer-fixtures", {
    form: { email: managerEmail, fullName: label(testInfo, "Morgan Manager"), password: DEMO_PASSWORD },
  });
  expect(manager.status()).toBe(200);
  const forms: Record<string, string>[] = [
    { intent: "vessel_link", targetId: inFleet.vesselId },
    { intent: "member_add", email: managerEmail, role: "manager" },
  ];
  for (const form of forms) {
    const res = await page.request.post(fleetUrl, { form });
    expect(res.status()).toBe(200);
  }
  await page.goto(fleetUrl);
  await expect(page.getByRole("region", { name: "Members", exact: true })).toContainText(managerEmail);
  await expect(
    page.getByRole("region", { name: "Vessels", exact: true }).getByRole("link", { name: boat }),
  ).toBeVisible();

  // The manager: the fleet's invoice is in their list, billed to the boat's owner; the outsider's is not.
  await signOut(page);
  await signIn(page, managerEmail);
  await page.goto("/owner/invoices");
  const number = `INV-${inFleet.invoiceNumber}`;
  await expect(page.getByRole("link", { name: number })).toBeVisible();
  await expect(page.getByText(`billed to ${inFleet.ownerName}`)).toBeVisible();
  await expect(page.getByRole("link", { name: `INV-${outside.invoiceNumber}` })).toHaveCount(0);
  await page.getByRole("link", { name: number }).click();
  await expect(page).toHaveURL(`/owner/invoices/${inFleet.invoiceId}`);
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();
  const pdfHref = await page.getByRole("link", { name: /PDF/ }).first().getAttribute("href");
  const pdf = await page.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The same invoice from the vessel's page (the link that used to end in a 404).
  await page.goto(`/owner/vessels/${inFleet.vesselId}`);
  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1, name: number })).toBeVisible();

  // Not the fleet's: a 404, for the page and the PDF alike.
  const other = await page.goto(`/owner/invoices/${outside.invoiceId}`);
  expect(other?.status()).toBe(404);
  const otherPdf = await page.request.get(`/resources/invoices/${outside.invoiceId}/pdf`);
  expect(otherPdf.status()).toBe(404);
});
