// Back-office settings and theme (issue 18), with JavaScript on and off: the admin changes the business phone and a
// signed-out visitor sees it on /contact and in the LocalBusiness data, a bad ABN is refused with what was typed kept,
// and the change is undone from the history; a theme colour pair failing WCAG AA is refused with its measured ratio,
// an accessible colour is applied to the public home page for a signed-out visitor, and reset returns the defaults.
// Settings and theme are one per business: the tests take turns under a lock and put everything back.
import fs from "node:fs";
import { test, expect, type Browser, type Page, type TestInfo } from "@playwright/test";
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
