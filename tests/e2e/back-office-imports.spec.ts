// Payment consoles and imports (issue 18, ADR 185), with JavaScript on and off: the payment integration page shows
// the Stripe mode and never a secret; a signed test webhook to our own endpoint is verified and a tampered one is
// refused and listed; a test checkout goes through the Stripe stand-in step by step and creates no order; a small
// WordPress export is previewed (a bad row reported with its reason), applied, and a second import creates nothing.
import { test, expect } from "@playwright/test";
import { smallWxr } from "../support/imports/wxr.ts";
import { query, signIn } from "./helpers.ts";

const SECRETS = ["sk_test_bosun_e2e", "whsec_bosun_e2e"];

test("the payment integration page shows the mode, never a secret, and the webhook self-test's result", async ({
  page,
}) => {
  await signIn(page, "admin@example.com");
  await page.goto("/admin/payment-integration");
  await expect(page.getByRole("heading", { name: "Payment integration" })).toBeVisible();
  await expect(page.getByTestId("stripe-mode")).toHaveText("Test mode");
  await expect(page.getByTestId("secret-key-state")).toHaveText("Set (hidden)");
  await expect(page.getByTestId("webhook-secret-state")).toHaveText("Set (hidden)");
  await expect(page.getByTestId("webhook-url")).toHaveText(/^http:\/\/localhost:\d+\/resources\/stripe-webhook$/);
  await expect(page.getByRole("link", { name: "Change them in Business settings" })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  for (const secret of SECRETS) expect(await page.content()).not.toContain(secret);

  await page.goto("/admin/payment-test");
  await page.getByRole("button", { name: "Send signed test webhook" }).click();
  const result = page.getByTestId("webhook-self-test");
  await expect(result).toContainText("Verified: the endpoint accepted the signed event.");
  await expect(result).toContainText("Verified — nothing to do");
  const eventId = (await result.locator("dd").first().textContent())!.trim();

  await page.getByRole("button", { name: "Send with a wrong signature" }).click();
  await expect(page.getByTestId("webhook-self-test")).toContainText("Refused, as it should be");
  await expect(page.getByTestId("webhook-self-test")).toContainText("400");

  await page.goto("/admin/payment-integration");
  const deliveries = page.getByTestId("webhook-delivery");
  await expect(deliveries.filter({ hasText: eventId })).toContainText("Verified");
  await expect(deliveries.filter({ hasText: "Signature did not verify" }).first()).toContainText("Failed");
  for (const secret of SECRETS) expect(await page.content()).not.toContain(secret);
});

test("a test checkout runs through the provider step by step and creates no order", async ({ page }) => {
  const orders = () => query<{ n: number }>('SELECT count(*) AS n FROM "Order"')[0]!.n;
  const before = orders();
  await signIn(page, "admin@example.com");
  await page.goto("/admin/payment-test");
  await page.getByLabel("Amount (AUD)").fill("1.37");
  await page.getByRole("button", { name: "Start test checkout" }).click();
  await expect(page.getByRole("heading", { name: "Pay $1.37" })).toBeVisible();
  await page.getByRole("button", { name: "Pay $1.37" }).click();
  await expect(page).toHaveURL(/\/admin\/payment-test\?run=/);
  await expect(page.getByTestId("test-run")).toContainText("Test payment of $1.37 — paid");
  await expect(page.getByTestId("test-step")).toHaveCount(4);
  for (const step of await page.getByTestId("test-step").all())
    await expect(step).toHaveAttribute("data-state", "done");
  const runId = new URL(page.url()).searchParams.get("run");
  expect(query('SELECT status FROM "Payment" WHERE kind = \'payment_test\' AND "referenceId" = ?', runId)).toEqual([
    { status: "succeeded" },
  ]);
  expect(orders()).toBe(before);

  // A bad amount is refused with what was typed kept.
  await page.goto("/admin/payment-test");
  await page.getByLabel("Amount (AUD)").fill("fifty");
  await page.getByRole("button", { name: "Start test checkout" }).click();
  await expect(page.getByText("Enter the test amount in dollars, e.g. 1.00")).toBeVisible();
  await expect(page.getByLabel("Amount (AUD)")).toHaveValue("fifty");
});

test("a WordPress export: dry run with a bad row reported, apply, and a second import creates nothing", async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}${Date.now().toString(36)}`;
  const file = { name: `export-${tag}.xml`, mimeType: "text/xml", buffer: Buffer.from(smallWxr(tag)) };
  const imported = () =>
    query<{ n: number }>('SELECT count(*) AS n FROM "User" WHERE email LIKE ?', `%.${tag}@wp-import.example`)[0]!.n;
  await signIn(page, "admin@example.com");

  await page.goto("/admin/migrate-wordpress");
  await page.getByLabel("1. Upload the WordPress export (.xml)").setInputFiles(file);
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByRole("heading", { name: `2. Dry run: export-${tag}.xml` })).toBeVisible();
  await expect(page.getByTestId("count-create")).toHaveText("4");
  await expect(page.getByTestId("count-skip")).toHaveText("4");
  const skipped = page.getByTestId("skipped-row");
  await expect(skipped.filter({ hasText: `Long Shot ${tag}` })).toContainText("Length is not a number");
  await expect(skipped.filter({ hasText: `User broken-${tag}` })).toContainText("E-mail is not an e-mail address");
  await expect(page.getByTestId("import-row").filter({ hasText: `Vessel Sea Breeze ${tag}` })).toContainText("Create");
  expect(imported()).toBe(0);

  await page.getByRole("button", { name: "3. Apply: create 4 records" }).click();
  await expect(page.getByText("Imported: 4 created, 0 unchanged, 4 skipped")).toBeVisible();
  await expect(page.getByRole("heading", { name: `2. Applied: export-${tag}.xml` })).toBeVisible();
  expect(imported()).toBe(3);

  // The same file again, through the {name}-migration spelling of the page: every row is unchanged.
  await page.goto("/admin/wordpress-migration");
  await page.getByLabel("1. Upload the WordPress export (.xml)").setInputFiles(file);
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByTestId("count-create")).toHaveText("0");
  await expect(page.getByTestId("count-unchanged")).toHaveText("4");
  await page.getByRole("button", { name: "3. Apply: create 0 records" }).click();
  await expect(page.getByText("Imported: 0 created, 4 unchanged, 4 skipped")).toBeVisible();
  expect(imported()).toBe(3);

  // Not an XML file: refused with the reason, nothing stored.
  await page.getByLabel("1. Upload the WordPress export (.xml)").setInputFiles({
    name: "customers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("email,name\na@b.example,A\n"),
  });
  await page.getByRole("button", { name: "Upload and preview" }).click();
  await expect(page.getByText("This is not an XML file")).toBeVisible();
});
