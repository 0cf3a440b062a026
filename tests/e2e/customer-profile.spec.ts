import { expect, test } from "@playwright/test";
import { addService, signUp } from "./cart-helpers.ts";
import { latestEmailTo, linkFromEmail, query, uniqueEmail } from "./helpers.ts";

// /customer/profile (issue 14): details with marketing consent, and a new e-mail address that changes only once
// its owner opens the link sent to it.
test("a customer saves their details and consent, then moves their account to a new address by confirming it", async ({
  page,
}, info) => {
  const email = uniqueEmail(info, "profile");
  const next = uniqueEmail(info, "newaddr");
  await signUp(page, email, "Kit Mooring", "/customer/profile");

  await page.getByLabel("Mobile phone").fill("0411 222 333");
  await page.getByLabel(/seasonal tips and offers/).check();
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByLabel(/seasonal tips and offers/)).toBeChecked();
  await expect
    .poll(() => query<{ c: number | null }>('SELECT marketingConsentAt AS c FROM "User" WHERE email = ?', email)[0]!.c)
    .not.toBeNull();

  await page.getByLabel("New e-mail address").fill(next);
  await page.getByLabel("Current password").fill("not my password");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("That is not your current password")).toBeVisible();
  await expect(page.getByLabel("New e-mail address")).toHaveValue(next);

  await page.getByLabel("Current password").fill("a good long password");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByTestId("pending-email")).toContainText(next);
  // Nothing changes until the new inbox answers.
  expect(query<{ n: number }>('SELECT count(*) AS n FROM "User" WHERE email = ?', email)[0]!.n).toBe(1);

  await expect.poll(() => latestEmailTo(next)?.subject).toBe("Confirm your new Bosun e-mail address");
  const link = linkFromEmail(latestEmailTo(next)!.text, "/confirm-email-change");
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "E-mail address changed" })).toBeVisible();
  expect(query<{ n: number }>('SELECT count(*) AS n FROM "User" WHERE email = ?', next)[0]!.n).toBe(1);
  expect(latestEmailTo(email)?.subject).toBe("Your Bosun e-mail address was changed");

  // The link works once.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
});

test("a customer saves their home berth and checkout fills it in; a place without a marina is refused", async ({
  page,
}, info) => {
  const email = uniqueEmail(info, "places");
  await signUp(page, email, "Lee Fender", "/customer/addresses");
  await page.getByLabel("Name").fill("Home berth");
  await page.getByLabel("Street address").fill("1C New Beach Rd, Darling Point NSW 2027");
  await page.getByRole("button", { name: "Save place" }).click();
  await expect(page.getByText("Enter the marina, yacht club or mooring area")).toBeVisible();
  await expect(page.getByLabel("Name")).toHaveValue("Home berth");
  await page.getByLabel("Marina or yacht club").fill("d'Albora Rushcutters Bay");
  await page.getByLabel("Berth", { exact: true }).fill("C14");
  await page.getByRole("button", { name: "Save place" }).click();
  await expect(page.getByTestId("address")).toContainText("Service location · default");

  await page.goto("/cart");
  await addService(page, "external_clean", { newVessel: { name: "Puffin", length: "8" } });
  await page.goto("/checkout");
  const form = page.locator("form#checkout");
  await expect(form.getByLabel("Marina or yacht club")).toHaveValue("d'Albora Rushcutters Bay, berth C14");
  await expect(form.getByLabel("Street address")).toHaveValue("1C New Beach Rd, Darling Point NSW 2027");
  await expect(page.getByTestId("saved-locations")).toContainText("Home berth");

  await page.goto("/customer/addresses");
  await page.getByRole("button", { name: "Remove" }).click();
  await expect(page.getByTestId("address")).toHaveCount(0);
});
