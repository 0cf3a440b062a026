import { expect, type Browser, type Page, type TestInfo } from "@playwright/test";
import { latestEmailTo, linkFromEmail, query, signIn, signOut } from "./helpers.ts";

export interface QuoteInput {
  title: string;
  customerName: string;
  email: string;
  vessel?: string;
  /** YYYY-MM-DD (Sydney); default: the builder's 30 days. */
  validUntil?: string;
  depositPercent?: number;
  optionalLine?: { name: string; price: string };
  catalogue?: string;
}

/** Builds a quote in the staff builder (JS on or off) and sends it; returns its id, token and number. */
export async function createAndSendQuote(page: Page, q: QuoteInput, builderPath = "/staff/create-quote") {
  await page.goto(builderPath);
  await page.getByLabel("Quote title").fill(q.title);
  await page.getByLabel("Customer name").fill(q.customerName);
  await page.getByLabel("Customer email").fill(q.email);
  if (q.vessel) await page.getByLabel("Vessel (optional)").fill(q.vessel);

  // A catalogue line comes back from the server priced, with everything typed so far kept.
  await page.getByLabel("Service from the catalogue").selectOption(q.catalogue ?? "hull_inspection");
  await page.getByRole("button", { name: "Add from catalogue" }).click();
  const lines = page.getByTestId("quote-line");
  await expect(lines).toHaveCount(1);
  await expect(page.getByLabel("Customer email")).toHaveValue(q.email);

  if (q.optionalLine) {
    await page.getByRole("button", { name: "Add a custom line" }).click();
    await expect(lines).toHaveCount(2);
    const line = lines.nth(1);
    await line.getByLabel("Line 2 name").fill(q.optionalLine.name);
    await line.getByLabel("Unit price ($)").fill(q.optionalLine.price);
    await line.getByLabel("Optional — the customer may tick it").check();
  }
  if (q.validUntil) await page.getByLabel("Valid until").fill(q.validUntil);
  if (q.depositPercent) {
    await page.getByLabel("Deposit", { exact: true }).selectOption("percent");
    await page.getByLabel("Deposit value").fill(String(q.depositPercent));
  }
  await page.getByRole("button", { name: "Save and send to customer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Quote Q-\d+$/ })).toBeVisible();
  await expect(page.getByText("Sent", { exact: true }).first()).toBeVisible();

  const [row] = query<{ id: string; token: string; number: number; status: string }>(
    'SELECT id, token, number, status FROM "Quote" WHERE contactEmail = ? ORDER BY createdAt DESC LIMIT 1',
    q.email.toLowerCase(),
  );
  expect(row?.status).toBe("sent");
  const mail = latestEmailTo(q.email.toLowerCase());
  expect(mail?.subject).toContain(`Q-${row!.number}`);
  const link = linkFromEmail(mail!.text, "/quote/");
  expect(link.pathname).toBe(`/quote/${row!.token}`);
  return { ...row!, path: link.pathname };
}

/** A logged-out phone-sized browser for the customer, honouring the project's JavaScript setting. */
export async function customerPhone(browser: Browser, testInfo: TestInfo, headers?: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
    extraHTTPHeaders: headers,
  });
  return { context, page: await context.newPage() };
}

/** The Sydney calendar date `days` from now. */
export function sydneyDate(days: number, from = new Date()) {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Sydney",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date(from.getTime() + days * 86_400_000));
}

/** Signs the page's browser out and in as someone else (a signed-in visit to /auth goes to /home). */
export async function switchUser(page: Page, email: string) {
  await signOut(page);
  await signIn(page, email);
}
