// Back-office settings and theme (issue 18), with JavaScript on and off: the admin changes the business phone and a
// signed-out visitor sees it on /contact and in the LocalBusiness data, a bad ABN is refused with what was typed kept,
// and the change is undone from the history; a theme colour pair failing WCAG AA is refused with its measured ratio,
// an accessible colour is applied to the public home page for a signed-out visitor, and reset returns the defaults;
// a service price change breaking no rule reaches the public price table and the definition's history.
// Closed dates: a bad line is refused, a closed date is refused on /book, and undo opens it again.
// Settings and theme are one per business: the tests take turns under a lock and put everything back.
import fs from "node:fs";
import { test, expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { futureWeekday } from "./cart-helpers.ts";
import { isJsProject, signIn } from "./helpers.ts";

async function withSettingsLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = "data/.e2e-business-settings.lock";
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

/** A signed-out visitor with the same JavaScript setting as the project. */
async function visitor(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
  return { page: await context.newPage(), close: () => context.close() };
}

async function localBusiness(page: Page) {
  const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (b) => JSON.parse(b) as { "@type": string; telephone?: string },
  );
  return blocks.find((b) => b["@type"] === "LocalBusiness");
}

test("the admin changes the business phone, a visitor sees it on the contact page, and the change is undone", async ({
  page,
  browser,
}, testInfo) => {
  const phone = `02 9${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`.replace(/(\d{4})(\d{3})$/, "$1 $2");
  await signIn(page, "admin@example.com");
  await withSettingsLock(async () => {
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { name: "Business settings" })).toBeVisible();

    // A bad ABN is refused on its field; what was typed stays.
    await page.getByLabel("Phone", { exact: true }).fill(phone);
    await page.getByLabel("ABN").fill("83 601 234 519");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText(/fails the ATO checksum/)).toBeVisible();
    await expect(page.getByLabel("ABN")).toHaveValue("83 601 234 519");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(phone);

    await page.getByLabel("ABN").fill("83 601 234 518");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    const change = page.getByTestId("settings-history").getByRole("listitem").first();
    await expect(change).toContainText(`Phone: 1300 267 862 → ${phone}`);

    const v = await visitor(browser, testInfo);
    try {
      await v.page.goto("/contact");
      await expect(v.page.getByRole("complementary", { name: "Contact details" })).toContainText(phone);
      await v.page.goto("/");
      expect((await localBusiness(v.page))?.telephone).toBe(phone);

      // Undo: the phone goes back, for the visitor too.
      await change.getByRole("button", { name: "Undo this change" }).click();
      await expect(page.getByText("Change undone")).toBeVisible();
      await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("1300 267 862");
      await v.page.goto("/contact");
      await expect(v.page.getByRole("complementary", { name: "Contact details" })).toContainText("1300 267 862");
    } finally {
      await v.close();
    }
  });
});

test("the admin closes a date: a bad line is refused with the text kept, /book refuses the date, and undo reopens it", async ({
  page,
}) => {
  test.slow(); // settings, then a booking form, then the undo
  const closed = futureWeekday(300); // far ahead: no other journey books it
  await signIn(page, "admin@example.com");
  await withSettingsLock(async () => {
    await page.goto("/admin/settings");
    const dates = page.getByLabel(/Closed dates/);
    await dates.fill("Christmas");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText('Line 1: "Christmas" does not start with a date like 2026-12-25')).toBeVisible();
    await expect(dates).toHaveValue("Christmas");

    await dates.fill(`${closed} Staff training day`);
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();
    const change = page.getByTestId("settings-history").getByRole("listitem").first();
    await expect(change).toContainText(`Closed dates: none → ${closed}`);

    const book = async () => {
      await page.goto("/book");
      await expect(page.getByText(/Our crews work Mon/)).toBeVisible();
      await page.getByRole("radio", { name: /External Clean/ }).check();
      await page.getByLabel("Vessel name (another vessel)").fill("Kestrel");
      await page.getByLabel("Length in metres (another vessel)").fill("10");
      await page.getByLabel("Marina, yacht club or mooring").fill("Woolwich Dock, Woolwich NSW");
      await page.getByLabel("Date", { exact: true }).fill(closed);
      await page.getByLabel("From", { exact: true }).fill("09:00");
      await page.getByLabel("To", { exact: true }).fill("12:00");
      await page.getByRole("button", { name: "Review booking" }).click();
    };
    await book();
    await expect(page.getByText(/We are closed on .+ — choose another day/)).toBeVisible();
    await expect(page.getByLabel("Vessel name (another vessel)")).toHaveValue("Kestrel");

    // Undo: the date is open again.
    await page.goto("/admin/settings");
    await page
      .getByTestId("settings-history")
      .getByRole("listitem")
      .first()
      .getByRole("button", { name: "Undo this change" })
      .click();
    await expect(page.getByText("Change undone")).toBeVisible();
    await expect(page.getByLabel(/Closed dates/)).toHaveValue("");
    await book();
    await expect(page.getByText(/We are closed on/)).toHaveCount(0);
  });
});

test("a theme colour failing WCAG AA is refused with its ratio; an accessible one reaches a signed-out visitor; reset", async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, "admin@example.com");
  await withSettingsLock(async () => {
    await page.goto("/admin/theme");
    await expect(page.getByRole("heading", { name: "Site theme" })).toBeVisible();

    await page.getByLabel("Text", { exact: true }).fill("#AAAAAA");
    if (isJsProject(testInfo)) {
      // The live preview beside the form measures the typed pair (typed again until the page has hydrated).
      await expect(async () => {
        await page.getByLabel("Text", { exact: true }).fill("#AAAAAB");
        await page.getByLabel("Text", { exact: true }).fill("#AAAAAA");
        await expect(page.getByTestId("contrast-table")).toContainText("2.11:1 fails AA", { timeout: 1000 });
      }).toPass();
    } else {
      // The plain preview page (the form sent by GET) shows the sample, the failing pair and its ratio.
      await page.getByRole("button", { name: "Preview" }).click();
      await expect(page).toHaveURL(/\/admin\/theme\/preview\?/);
      await expect(page.getByRole("alert")).toContainText("has a contrast of 2.11:1");
      await expect(page.getByTestId("contrast-table")).toContainText("fails AA");
    }

    // Saving it is refused, with the measured ratio and the typed value kept.
    await page.goto("/admin/theme");
    await page.getByLabel("Text", { exact: true }).fill("#AAAAAA");
    await page.getByRole("button", { name: "Save theme" }).click();
    await expect(
      page.getByText(/Text colour #AAAAAA on background colour #F4F4F6 has a contrast of 2\.11:1/),
    ).toBeVisible();
    await expect(page.getByLabel("Text", { exact: true })).toHaveValue("#AAAAAA");

    // An accessible primary colour is saved and reaches a signed-out visitor's home page.
    await page.getByLabel("Text", { exact: true }).fill("#4A4A4A");
    await page.getByLabel("Primary", { exact: true }).fill("#7A1F3D");
    if (isJsProject(testInfo)) {
      // The live preview follows the form as it is typed (the page has hydrated by now).
      await expect(page.getByTestId("theme-sample").locator(".btn-primary")).toHaveCSS(
        "background-color",
        "rgb(122, 31, 61)",
      );
    }
    await page.getByRole("button", { name: "Save theme" }).click();
    await expect(page.getByText("Theme saved")).toBeVisible();

    const v = await visitor(browser, testInfo);
    try {
      await v.page.goto("/");
      await expect(v.page.locator("style#site-theme")).toHaveCount(1);
      expect(await v.page.locator("style#site-theme").textContent()).toContain("--color-primary:122 31 61");
      if (isJsProject(testInfo)) {
        await expect(v.page.getByRole("link", { name: "Skip to content" })).toHaveCSS("color", "rgb(122, 31, 61)");
      }

      // Reset: the defaults again, for the visitor too.
      await page.getByRole("button", { name: "Reset to defaults" }).click();
      await expect(page.getByText("Theme reset to the defaults")).toBeVisible();
      await expect(page.getByLabel("Primary", { exact: true })).toHaveValue("#003F5C");
      await v.page.goto("/");
      await expect(v.page.locator("style#site-theme")).toHaveCount(0);
    } finally {
      await v.close();
    }
  });
});

test("the admin changes a service's price: a broken rule is refused, the new price is public and in the history", async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, "admin@example.com");
  await withSettingsLock(async () => {
    await page.goto("/admin/service-configurations");
    await page.getByRole("link", { name: "Edit Vessel Delivery" }).click();
    const form = page.getByRole("form", { name: "Edit Vessel Delivery" });
    await expect(form.getByLabel("Price up to 8 m (AUD)")).toHaveValue("1200.00");

    // min ≤ estimated ≤ max is kept; what was typed stays.
    await form.getByLabel("Price up to 8 m (AUD)").fill("1,250");
    await form.getByLabel("Minimum hours").fill("90");
    await form.getByRole("button", { name: "Save Vessel Delivery" }).click();
    await expect(page.getByText("The estimated hours cannot be less than the minimum")).toBeVisible();
    await expect(form.getByLabel("Price up to 8 m (AUD)")).toHaveValue("1,250");

    await form.getByLabel("Minimum hours").fill("4");
    await form.getByRole("button", { name: "Save Vessel Delivery" }).click();
    await expect(page.getByText("Vessel Delivery saved")).toBeVisible();
    await expect(page.getByTestId("definition-history").getByRole("listitem").first()).toContainText(
      "Price up to 8 m: $1,200.00 → $1,250.00",
    );

    const v = await visitor(browser, testInfo);
    try {
      await v.page.goto("/service-details");
      await expect(
        v.page.getByTestId("service-details-table").getByRole("row", { name: /Vessel Delivery/ }),
      ).toContainText("$1,250");
    } finally {
      await v.close();
    }

    // Put the price back for the other journeys.
    await form.getByLabel("Price up to 8 m (AUD)").fill("1200.00");
    await form.getByRole("button", { name: "Save Vessel Delivery" }).click();
    await expect(page.getByTestId("definition-history").getByRole("listitem").first()).toContainText(
      "Price up to 8 m: $1,250.00 → $1,200.00",
    );
  });
});

test("the admin sends a test e-mail to themselves and sees the transport's answer; the connection check", async ({
  page,
}) => {
  await signIn(page, "admin@example.com");
  await page.goto("/admin/communication-test");
  await expect(page.getByTestId("transport")).toHaveText("Outbox (stored, not sent)");
  await expect(page.getByLabel("To")).toHaveValue("admin@example.com");

  await page.getByLabel("To").fill("not an address");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  await expect(page.getByText("Enter an e-mail address like you@example.com")).toBeVisible();
  await expect(page.getByLabel("To")).toHaveValue("not an address");

  await page.getByLabel("To").fill("admin@example.com");
  await page.getByLabel("Note in the e-mail (optional)").fill("Checking the outbox from the back office.");
  await page.getByRole("button", { name: "Send test e-mail" }).click();
  const answer = page.getByTestId("transport-answer");
  await expect(answer).toContainText("The transport took the e-mail");
  await expect(answer).toContainText("outbox");
  await expect(answer).toContainText("stored");
  await answer.getByRole("link", { name: "Open the stored message" }).click();
  await expect(page.getByTestId("email-text")).toContainText("Checking the outbox from the back office.");

  await page.goto("/admin/communication-test");
  await page.getByRole("button", { name: "Check the connection" }).click();
  await expect(page.getByRole("status").filter({ hasText: "No SMTP server is configured" })).toBeVisible();
});

test("the sample quote and tax invoice use the current settings, the invoice also as a PDF", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.goto("/admin/test-quote-invoice");
  await expect(page.getByTestId("sample-quote")).toContainText("Sample quote from Bosun Marine Services");
  await expect(page.getByTestId("sample-quote")).toContainText("1300 267 862");
  await expect(page.getByRole("heading", { name: /Tax Invoice/ })).toBeVisible();
  await expect(page.getByText("83 601 234 518")).toBeVisible();
  const pdf = await page.request.get("/admin/test-quote-invoice/pdf");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
