// Issue 18 (ADR 181 addendum of 2026-11-27), with JavaScript on and off: the admin creates a bundle offer — bad input
// is refused with what was typed kept — edits it (the change is in its history) and deactivates it; and adds a
// portfolio project with its own image (alt text required), which a signed-out visitor sees on /portfolio and its
// page, replaces its image (a non-image refused, the alt text kept) and sees the new one, then deletes it after the
// confirmation step. Price stability: a customer's open cart keeps the bundle discount
// it had when the admin changes the offer; a fresh cart gets the new one.
import { test, expect, type Page, type TestInfo } from "@playwright/test";
import { addService } from "./cart-helpers.ts";
import { isJsProject, signIn } from "./helpers.ts";
import { solidPng } from "./images.ts";

const tag = (testInfo: TestInfo) => `${testInfo.project.name}-${Date.now().toString(36)}`;

test("the admin creates, edits and deactivates a bundle offer", async ({ page }, testInfo) => {
  const t = tag(testInfo);
  const name = `Polish and engine ${t}`;
  await signIn(page, "admin@example.com");
  await page.goto("/admin/service-configurations");
  await page.getByRole("link", { name: "New bundle offer" }).click();
  const form = page.getByRole("form", { name: "New bundle offer" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Slug").fill(`polish-engine-${t}`);
  await form.getByLabel("Description (shown to customers)").fill("Polish plus the engine room");
  await form.getByLabel("Vessel polish").check();
  await form.getByLabel("Discount type").selectOption("fixed_amount");
  await form.getByLabel("Value (percent, or dollars for a fixed amount)").fill("0");
  await form.getByRole("button", { name: "Create bundle offer" }).click();
  // Only one service and no amount: both refused, what was typed stays.
  await expect(page.getByText("Choose at least 2 different services")).toBeVisible();
  await expect(page.getByText("Enter the amount off in dollars, more than zero, e.g. 200.00")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue(name);
  await expect(form.getByLabel("Vessel polish")).toBeChecked();

  await form.getByLabel("Engine room clean").check();
  await form.getByLabel("Value (percent, or dollars for a fixed amount)").fill("120");
  await form.getByLabel("Same vessel").check();
  await form.getByRole("button", { name: "Create bundle offer" }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();
  const row = page.getByTestId("bundle-offers").getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("$120.00 off");
  await expect(row).toContainText("same vessel");

  const edit = page.getByRole("form", { name: `Edit ${name}` });
  await edit.getByLabel("Discount type").selectOption("percentage");
  await edit.getByLabel("Value (percent, or dollars for a fixed amount)").fill("12");
  await edit.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  await expect(row).toContainText("12% off");
  await expect(page.getByTestId("bundle-offer-history")).toContainText("Discount value: $120.00 off → 12% off");

  // A slug another offer already uses is refused with a clear message.
  await edit.getByLabel("Slug").fill("complete-clean-package");
  await edit.getByRole("button", { name: `Save ${name}` }).click();
  await expect(page.getByText(/The slug "complete-clean-package" is already used by the offer/)).toBeVisible();

  await page.goto("/admin/service-configurations");
  await row.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(page.getByText("Bundle offer deactivated")).toBeVisible();
  await expect(row.getByRole("cell", { name: "No", exact: true })).toBeVisible();
});

test("an open cart keeps its bundle discount when the admin changes the offer; a fresh cart gets the new one", async ({
  page,
  browser,
}, testInfo) => {
  const t = tag(testInfo);
  const name = `Delivery bundle ${t}`;
  // Each project its own pair of services no seeded offer covers, so the two never price each other's carts.
  const [second, secondLabel] = isJsProject(testInfo)
    ? ["vessel_polish", "Vessel polish"]
    : ["hull_inspection", "Hull inspection"];
  await signIn(page, "admin@example.com");
  await page.goto("/admin/service-configurations?offer=new");
  const form = page.getByRole("form", { name: "New bundle offer" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Slug").fill(`delivery-bundle-${t}`);
  await form.getByLabel("Description (shown to customers)").fill("Delivery with a second service");
  await form.getByLabel("Delivery service").check();
  await form.getByLabel(secondLabel).check();
  await form.getByLabel("Discount type").selectOption("fixed_amount");
  await form.getByLabel("Value (percent, or dollars for a fixed amount)").fill("10");
  await form.getByRole("button", { name: "Create bundle offer" }).click();
  await expect(page.getByText(`${name} created`)).toBeVisible();

  const customer = async () => {
    const context = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
    const p = await context.newPage();
    await p.goto("/cart");
    await addService(p, "delivery_service");
    await addService(p, second);
    return { context, page: p };
  };
  const saving = (p: Page) => p.getByTestId("bundle-applied");
  const existing = await customer();
  try {
    await expect(saving(existing.page)).toContainText(`${name} applied: you save $10.00`);

    const edit = page.getByRole("form", { name: `Edit ${name}` });
    await edit.getByLabel("Value (percent, or dollars for a fixed amount)").fill("15");
    await edit.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByText(`${name} saved`)).toBeVisible();

    await existing.page.reload();
    await expect(saving(existing.page)).toContainText(`${name} applied: you save $10.00`);
    const fresh = await customer();
    try {
      await expect(saving(fresh.page)).toContainText(`${name} applied: you save $15.00`);
    } finally {
      await fresh.context.close();
    }
    // The existing cart changes (a service out and back in): it still prices with the offer it kept.
    await existing.page
      .getByRole("button", { name: /^Remove / })
      .last()
      .click();
    // The removal lands before the service is added again (with JavaScript it is a fetch the page waits for).
    await expect(existing.page.getByTestId("cart-item")).toHaveCount(1);
    await addService(existing.page, second);
    await expect(saving(existing.page)).toContainText(`${name} applied: you save $10.00`);
  } finally {
    await existing.context.close();
    await page.goto("/admin/service-configurations");
    await page.getByRole("button", { name: `Deactivate ${name}` }).click();
    await expect(page.getByText("Bundle offer deactivated")).toBeVisible();
  }
});

test("the admin adds a portfolio project with its image, a visitor sees it, the image is replaced, and it is deleted", async ({
  page,
  browser,
}, testInfo) => {
  const t = tag(testInfo);
  const title = `Teak deck restored ${t}`;
  const slug = `teak-deck-${t}`;
  await signIn(page, "admin@example.com");
  await page.goto("/admin/portfolio/projects");
  await page.getByRole("link", { name: "New project" }).click();
  await expect(page.getByRole("heading", { name: "New portfolio project" })).toBeVisible();
  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "deck.png",
    mimeType: "image/png",
    buffer: solidPng(480, 320, [120, 80, 40]),
  });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Slug (its page: /portfolio/slug)").fill(slug);
  await page.getByLabel("Summary").fill("Sanded and oiled teak on a 14 m cruiser");
  await page.getByLabel("Description (paragraphs separated by a blank line)").fill("The deck was grey.\n\nNow gold.");
  await page.getByLabel("Vessel name").fill("Sea Breeze");
  await page.getByLabel("Vessel type").fill("Riviera 45");
  await page.getByLabel("Length (m)").fill("14.2");
  await page.getByLabel("Location").fill("Rose Bay");
  await page.getByLabel("Time taken (e.g. 2 days)").fill("3 days");
  await page.getByLabel("Completed on").fill("2026-10-12");
  await page.getByLabel("Highlights (one per line)").fill("Teak sanded\nOiled twice");
  await page.getByRole("button", { name: "Add project" }).click();
  // No alt text: refused, and what was typed stays (the file is chosen again).
  await expect(page.getByText(/Write the image's alt text/)).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);

  await page.getByLabel("Image", { exact: true }).setInputFiles({
    name: "deck.png",
    mimeType: "image/png",
    buffer: solidPng(480, 320, [120, 80, 40]),
  });
  await page.getByLabel("Image alt text").fill("A golden teak deck after oiling");
  await page.getByRole("button", { name: "Add project" }).click();
  await expect(page.getByText("Project added and published")).toBeVisible();
  const card = page.getByTestId("project-item").filter({ hasText: title });
  await expect(card).toContainText(`/portfolio/${slug}`);

  const context = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
  const v = await context.newPage();
  try {
    await v.goto("/portfolio");
    await expect(v.getByTestId("portfolio-projects").getByText(title)).toBeVisible();
    await v.goto(`/portfolio/${slug}`);
    const img = v.getByRole("img", { name: "A golden teak deck after oiling" });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(480);
    await expect(v.getByText("Sea Breeze — Riviera 45, 14.2 m")).toBeVisible();
    await expect(v.getByText("Oiled twice")).toBeVisible();

    // Replace the image: a file that is not an image is refused with the alt text kept; a real one takes its place.
    await card.getByRole("link", { name: `Replace image of ${title}` }).click();
    await expect(page.getByRole("heading", { name: `Replace the image of ${title}` })).toBeVisible();
    const alt = page.getByLabel("Alt text of the new image");
    await expect(alt).toHaveValue("A golden teak deck after oiling");
    await alt.fill("The teak deck at dusk");
    await page.getByLabel("New image", { exact: true }).setInputFiles({
      name: "deck.png",
      mimeType: "image/png",
      buffer: Buffer.from("not really a picture"),
    });
    await page.getByRole("button", { name: "Replace image" }).click();
    await expect(page.getByText(/Upload a JPEG, PNG or WebP image/)).toBeVisible();
    await expect(alt).toHaveValue("The teak deck at dusk");
    await page.getByLabel("New image", { exact: true }).setInputFiles({
      name: "dusk.png",
      mimeType: "image/png",
      buffer: solidPng(640, 400, [30, 40, 90]),
    });
    await page.getByRole("button", { name: "Replace image" }).click();
    await expect(page.getByText(`Image replaced: ${title}`)).toBeVisible();

    await v.goto(`/portfolio/${slug}`);
    const replaced = v.getByRole("img", { name: "The teak deck at dusk" });
    await expect(replaced).toBeVisible();
    await expect.poll(() => replaced.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(640);
    await v.goto("/portfolio");
    const listed = v.getByTestId("portfolio-projects").getByRole("link").filter({ hasText: title }).locator("img");
    await expect(listed).toHaveAttribute("src", /\/resources\/portfolio-image\/[^?]+\?v=/);
    await expect.poll(() => listed.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(640);
  } finally {
    // Delete: without the confirmation box ticked, nothing is deleted and the step asks for it.
    await card.getByText("Delete…").click();
    await card.getByRole("button", { name: "Delete this project" }).click();
    await expect(page.getByText("Tick the box to confirm, then delete.")).toBeVisible();
    const again = page.getByTestId("project-item").filter({ hasText: title });
    await again.getByLabel(`Yes, delete ${title}`).check();
    await again.getByRole("button", { name: "Delete this project" }).click();
    await expect(page.getByText(`Project deleted: ${title}`)).toBeVisible();
    await context.close();
  }
  await expect(page.getByTestId("project-item").filter({ hasText: title })).toHaveCount(0);
  const gone = await page.request.get(`/portfolio/${slug}`);
  expect(gone.status()).toBe(404);
});
