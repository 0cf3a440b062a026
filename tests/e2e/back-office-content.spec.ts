// Back-office content (issue 18, ADR 181), with JavaScript on and off: the admin edits the quote e-mail's wording —
// an unknown placeholder is refused with what was typed kept, the preview shows the new wording with sample data,
// the next quote e-mail the app sends uses it (seen in the outbox and the communication hub), and reset returns the
// default; an uploaded gallery image is refused when its bytes are not an image, and once published a signed-out
// visitor sees it on /portfolio and in /api/gallery/images. The quote template is one per business: the two
// projects take turns under a lock and put it back.
import fs from "node:fs";
import { test, expect, type Browser, type TestInfo } from "@playwright/test";
import { createAndSendQuote } from "./quotes-helpers.ts";
import { isJsProject, latestEmailTo, signIn, uniqueEmail } from "./helpers.ts";
import { solidPng } from "./images.ts";

async function withTemplateLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = "data/.e2e-quote-template.lock";
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

async function visitor(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
  return { page: await context.newPage(), close: () => context.close() };
}

test("the admin rewords the quote e-mail: preview, the next quote e-mail, the hub, and reset", async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, "admin@example.com");
  await withTemplateLock(async () => {
    await page.goto("/admin/email-templates");
    await expect(page.getByRole("heading", { name: "E-mail templates" })).toBeVisible();
    await page.getByRole("link", { name: "Quote sent" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Quote sent" })).toBeVisible();
    await expect(page.getByTestId("placeholders")).toContainText("{{quote_number}}");

    // An unknown placeholder is refused on its field, with the allowed ones named and what was typed kept.
    const subject = page.getByLabel("Subject");
    const body = page.getByLabel("Text", { exact: true });
    const original = await body.inputValue();
    await subject.fill(`Quote {{quote_number}} for {{boat}} ${tag}`);
    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText(/Unknown placeholder \{\{boat\}\} in the subject/)).toBeVisible();
    await expect(subject).toHaveValue(`Quote {{quote_number}} for {{boat}} ${tag}`);

    // The preview shows the typed wording with sample data, saving nothing.
    await subject.fill(`Quote {{quote_number}} is ready, {{name}} ${tag}`);
    await body.fill(`Ahoy {{name}}! (${tag})\n\n${original}`);
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByTestId("preview-subject")).toHaveText(`Quote Q-00042 is ready, Alex Harbour ${tag}`);
    await expect(page.getByTestId("preview-text")).toContainText(`Ahoy Alex Harbour! (${tag})`);
    await expect(page.getByTestId("template-state")).toHaveText("This e-mail uses the default wording.");

    await page.getByRole("button", { name: "Save template" }).click();
    await expect(page.getByText("Template saved")).toBeVisible();
    await expect(page.getByTestId("template-state")).toHaveText("This e-mail uses your own wording.");
    await expect(page.getByTestId("preview-subject")).toHaveText(`Quote Q-00042 is ready, Alex Harbour ${tag}`);

    try {
      // The next quote e-mail the app sends uses the new wording.
      const email = uniqueEmail(testInfo, "tpl");
      const quote = await createAndSendQuote(page, { title: "Hull check", customerName: "Morgan Reef", email });
      const mail = latestEmailTo(email.toLowerCase());
      expect(mail?.subject).toBe(`Quote Q-${quote.number} is ready, Morgan Reef ${tag}`);
      expect(mail?.text).toContain(`Ahoy Morgan Reef! (${tag})`);
      expect(mail?.text).toContain(`/quote/${quote.token}`);

      // … and it is in the communication hub, filtered by recipient and template.
      await page.goto(`/admin/communication-hub?to=${encodeURIComponent(email)}&template=quote.sent`);
      const outbox = page.getByTestId("outbox");
      await expect(outbox).toContainText(`Quote Q-${quote.number} is ready, Morgan Reef ${tag}`);
      await expect(outbox).toContainText("Quote sent");
      // The other view: what customers said (enquiries, cart messages, quote declines and change requests).
      await page.getByRole("link", { name: "Customer messages", exact: true }).click();
      await expect(page.getByRole("link", { name: "Customer messages", exact: true })).toHaveAttribute(
        "aria-current",
        "page",
      );
    } finally {
      // Reset: back to the default wording, recorded in the history.
      await page.goto("/admin/email-templates/quote.sent");
      await page.getByRole("button", { name: "Reset to the default" }).click();
      await expect(page.getByText("Back to the default wording")).toBeVisible();
    }
    await expect(page.getByTestId("template-state")).toHaveText("This e-mail uses the default wording.");
    await expect(page.getByLabel("Subject")).toHaveValue(
      "Your quote {{quote_number}} from {{business_name}}: {{quote_title}}",
    );
    await expect(page.getByTestId("template-history").getByRole("listitem").first()).toContainText(
      "reset to the default",
    );
  });
});

test("an uploaded gallery image is checked, and once published a visitor sees it on /portfolio", async ({
  page,
  browser,
}, testInfo) => {
  const caption = `Rose Bay detail ${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, "admin@example.com");
  await page.goto("/admin/portfolio/upload");
  await expect(page.getByRole("heading", { name: "Add a gallery image" })).toBeVisible();

  // A file that is not an image is refused, whatever its name; what was typed stays.
  await page
    .getByLabel("Image")
    .setInputFiles({ name: "boat.png", mimeType: "image/png", buffer: Buffer.from("not a picture") });
  await page.getByLabel("Caption").fill(caption);
  await page.getByLabel("Alt text").fill("A white cruiser at anchor, freshly polished");
  await page.getByLabel("Service category").selectOption("cleaning");
  await page.getByLabel("Publish now (visible to everyone)").uncheck();
  await page.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByText(/JPEG, PNG or WebP image — this file is none of those/)).toBeVisible();
  await expect(page.getByLabel("Caption")).toHaveValue(caption);

  await page
    .getByLabel("Image")
    .setInputFiles({ name: "rose-bay.png", mimeType: "image/png", buffer: solidPng(480, 320, [0, 63, 92]) });
  await page.getByRole("button", { name: "Add image" }).click();
  await expect(page.getByText("Image added (not published)")).toBeVisible();
  const card = page.getByTestId("gallery-item").filter({ hasText: caption });
  await expect(card).toContainText("Not published");
  await expect(card).toContainText("480 × 320");

  const v = await visitor(browser, testInfo);
  try {
    await v.page.goto("/portfolio");
    await expect(v.page.getByText(caption)).toHaveCount(0);

    await card.getByRole("button", { name: `Publish ${caption}` }).click();
    await expect(page.getByText("Published: visible to everyone")).toBeVisible();

    await v.page.goto("/portfolio");
    const figure = v.page.getByTestId("portfolio-gallery").getByRole("listitem").filter({ hasText: caption });
    const img = figure.getByRole("img", { name: "A white cruiser at anchor, freshly polished" });
    await expect(img).toBeVisible();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(480);
    const api = (await (await v.page.request.get("/api/gallery/images")).json()) as { title: string; src: string }[];
    expect(api.some((i) => i.title === caption && i.src.startsWith("/resources/gallery/"))).toBe(true);
  } finally {
    // Leave the public gallery as it was.
    await page.goto("/admin/portfolio");
    const mine = page.getByTestId("gallery-item").filter({ hasText: caption });
    await mine.getByText("Delete…").click();
    await mine.getByRole("button", { name: "Delete this image" }).click();
    await expect(page.getByText("Image deleted")).toBeVisible();
    await v.close();
  }
  await expect(page.getByTestId("gallery-item").filter({ hasText: caption })).toHaveCount(0);
});

test("the admin edits, reorders and unpublishes a portfolio project, and /portfolio follows", async ({
  page,
  browser,
}, testInfo) => {
  const newTitle = `Hull refit ${testInfo.project.name}-${Date.now().toString(36)}`;
  await signIn(page, "admin@example.com");
  await page.goto("/admin/portfolio/projects");
  await expect(page.getByRole("heading", { name: "Portfolio projects" })).toBeVisible();
  const first = page.getByTestId("project-item").first();
  const original = (await first.getByTestId("project-title").innerText()).trim();
  const slugText = (await first.getByTestId("project-slug").innerText()).trim();
  const card = page.getByTestId("project-item").filter({ has: page.getByText(slugText, { exact: true }) });

  // A blank title is refused with a message; what was typed elsewhere stays.
  await card.getByText(`Edit ${original}`).click();
  const originalSummary = await card.getByLabel("Summary").inputValue();
  await card.getByLabel("Title").fill("");
  await card.getByLabel("Summary").fill("A full hull refit, kept while the title is fixed");
  await card.getByRole("button", { name: "Save project" }).click();
  await expect(card.getByText("Write a title")).toBeVisible();
  await expect(card.getByLabel("Summary")).toHaveValue("A full hull refit, kept while the title is fixed");

  await card.getByLabel("Title").fill(newTitle);
  await card.getByRole("button", { name: "Save project" }).click();
  await expect(page.getByText("Project saved")).toBeVisible();
  await expect(card).toContainText(newTitle);

  // Order: it moves later, then back.
  await card.getByRole("button", { name: `Move ${newTitle} later` }).click();
  await expect(page.getByText("Order changed")).toBeVisible();
  await expect(page.getByTestId("project-item").nth(1)).toContainText(newTitle);
  await page.getByRole("button", { name: `Move ${newTitle} earlier` }).click();
  await expect(page.getByTestId("project-item").first()).toContainText(newTitle);

  const v = await visitor(browser, testInfo);
  try {
    await v.page.goto("/portfolio");
    await expect(v.page.getByText(newTitle).first()).toBeVisible();

    // With JavaScript the form is still open from the last save; without, the page reloaded with it closed.
    await card
      .locator("details")
      .first()
      .evaluate((el) => ((el as HTMLDetailsElement).open = true));
    await card.getByLabel("Published (shown on /portfolio)").uncheck();
    await card.getByRole("button", { name: "Save project" }).click();
    await expect(page.getByText("Project saved")).toBeVisible();
    await expect(card).toContainText("Not published");
    await v.page.goto("/portfolio");
    await expect(v.page.getByText(newTitle)).toHaveCount(0);
  } finally {
    // Leave the public portfolio as it was.
    await page.goto("/admin/portfolio/projects");
    const mine = page.getByTestId("project-item").filter({ has: page.getByText(slugText, { exact: true }) });
    await mine
      .locator("details")
      .first()
      .evaluate((el) => ((el as HTMLDetailsElement).open = true));
    await mine.getByLabel("Title").fill(original);
    await mine.getByLabel("Summary").fill(originalSummary);
    await mine.getByLabel("Published (shown on /portfolio)").check();
    await mine.getByRole("button", { name: "Save project" }).click();
    await expect(page.getByText("Project saved")).toBeVisible();
    await v.close();
  }
});
