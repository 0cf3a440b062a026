import { expect, test } from "@playwright/test";
import { signUp } from "./cart-helpers.ts";
import { isJsProject, query, signIn, uniqueEmail } from "./helpers.ts";

// Owner documents on a phone (issue 13), JavaScript on and off: real file types only, expiry flagged, and nobody
// else can fetch a file by its id.
test.use({ viewport: { width: 390, height: 844 } });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

function inDays(days: number) {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney" }).format(d);
}

test("an owner uploads a document expiring next week and sees it flagged; a renamed text file is refused by its bytes; another owner gets 404", async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail(info, "docs");
  await signUp(page, email, "Quinn Anchor", "/owner/upload-documents");

  // A text file called .pdf: refused, the other fields keep what was typed.
  await page
    .getByLabel(/^File/)
    .setInputFiles({ name: "insurance.pdf", mimeType: "application/pdf", buffer: Buffer.from("just text") });
  await page.getByLabel("Name").fill("Insurance certificate 2026");
  await page.getByLabel("Kind").selectOption("insurance");
  await page.getByLabel("Expires on (optional)").fill(inDays(7));
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText(/this file is none of those, whatever its name/)).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Insurance certificate 2026");
  await expect(page.getByLabel("Expires on (optional)")).toHaveValue(inDays(7));

  await page.getByLabel(/^File/).setInputFiles({ name: "insurance.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page).toHaveURL(/\/owner\/documents$/);
  const doc = page.getByTestId("document").first();
  await expect(doc).toContainText("Insurance certificate 2026");
  await expect(doc.getByTestId("expiry")).toHaveText("Due within 30 days");

  const [row] = query<{ id: string; contentType: string }>(
    'SELECT d.id, d.contentType FROM "VesselDocument" d JOIN "User" u ON u.id = d.ownerId WHERE u.email = ?',
    email,
  );
  expect(row!.contentType).toBe("application/pdf");
  const download = await page.request.get(`/resources/documents/${row!.id}/download`);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toBe('attachment; filename="insurance.pdf"');
  expect(download.headers()["x-content-type-options"]).toBe("nosniff");
  expect(Buffer.compare(await download.body(), PDF)).toBe(0);

  const other = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const otherPage = await other.newPage();
  await signIn(otherPage, "owner@example.com");
  expect((await otherPage.request.get(`/resources/documents/${row!.id}/download`)).status()).toBe(404);
  await otherPage.goto("/owner/documents");
  await expect(otherPage.getByText("Insurance certificate 2026")).toHaveCount(0);
  await other.close();

  // Staff see any owner's documents from the customer's page, and can open them.
  const staff = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const staffPage = await staff.newPage();
  await signIn(staffPage, "staff@example.com");
  const [owner] = query<{ id: string }>('SELECT id FROM "User" WHERE email = ?', email);
  await staffPage.goto(`/staff/customers/${owner!.id}`);
  await expect(staffPage.getByRole("region", { name: /Documents/ })).toContainText("Insurance certificate 2026");
  expect((await staffPage.request.get(`/resources/documents/${row!.id}/download`)).status()).toBe(200);
  await staff.close();
  expect(
    (
      await browser
        .newContext()
        .then((c) => c.request.get(`/resources/documents/${row!.id}/download`, { maxRedirects: 0 }))
    ).status(),
  ).toBe(302);
});

test("a standard owner sees what Ultra includes; once an admin sets Ultra, a share link opens the boat's documents without an account and dies when revoked", async ({
  page,
  browser,
}, info) => {
  const email = uniqueEmail(info, "ultra");
  await signUp(page, email, "Riley Cleat", "/owner/add-vessel");
  await page.getByLabel("Vessel name").fill("Osprey");
  await page.getByRole("button", { name: "Add vessel" }).click();
  await expect(page.getByRole("heading", { name: "Osprey", level: 1 })).toBeVisible();
  await page.goto("/owner/documents/ultra");
  await expect(page.getByText("Time-limited, revocable share links")).toBeVisible();
  await expect(page.getByRole("link", { name: "ask us" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create link" })).toHaveCount(0);

  const admin = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const adminPage = await admin.newPage();
  await signIn(adminPage, "admin@example.com");
  const [customer] = query<{ id: string }>('SELECT id FROM "User" WHERE email = ?', email);
  await adminPage.goto(`/staff/customers/${customer!.id}`);
  await adminPage.getByLabel("Documents tier").selectOption("ultra");
  await adminPage.getByRole("button", { name: "Set tier" }).click();
  await expect(adminPage.getByText("Documents tier set to Ultra")).toBeVisible();
  await admin.close();

  await page.goto("/owner/upload-documents");
  await page.getByLabel(/^File/).setInputFiles({ name: "survey.pdf", mimeType: "application/pdf", buffer: PDF });
  await page.getByLabel("Name").fill("Pre-purchase survey");
  await page.getByLabel("Kind").selectOption("survey");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByTestId("document").first()).toContainText("Pre-purchase survey");

  await page.goto("/owner/documents/ultra");
  await page.getByLabel("Who it is for").fill("Buyer's surveyor");
  await page.getByRole("button", { name: "Create link" }).click();
  const link = (await page.getByTestId("share-link").locator("p.font-mono").textContent())!;
  const { pathname } = new URL(link);

  const visitor = await browser.newContext({ javaScriptEnabled: isJsProject(info) });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(pathname);
  await expect(visitorPage.getByRole("heading", { name: "Osprey" })).toBeVisible();
  await expect(visitorPage.getByTestId("shared-document")).toContainText("Pre-purchase survey");
  const pdf = await visitorPage.request.get(
    `${pathname.replace("/shared-documents/", "/resources/shared-documents/")}/history.pdf`,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");

  await page.goto("/owner/documents/ultra");
  await page.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByText("Link revoked")).toBeVisible();
  await visitorPage.goto(pathname);
  await expect(visitorPage.getByRole("heading", { name: "This link no longer opens" })).toBeVisible();
  await visitor.close();
});
