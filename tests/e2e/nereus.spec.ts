// Nereus (issue 20, ADR 200), JavaScript on and off: a visitor asks a price and gets the catalogue's figure for the
// length asked, with its source, and puts the service in the cart from the answer; the conversation carries on in
// the same page; the demo owner asks what is due and gets their own boats' list.
import { expect, test } from "@playwright/test";
import { query, signIn } from "./helpers.ts";

function priceFor(type: string, length: number) {
  const [def] = query<{ basePriceCents: number; pricePerMetreCents: number }>(
    'SELECT basePriceCents, pricePerMetreCents FROM "ServiceDefinition" WHERE serviceType = ?',
    type,
  );
  const over = length > 8 ? Math.ceil(length - 8) : 0;
  const cents = def!.basePriceCents + over * def!.pricePerMetreCents;
  return `$${(cents / 100).toLocaleString("en-AU", { minimumFractionDigits: 2 })}`;
}

test("a visitor asks Nereus a price, gets the catalogue's figure with its source, and adds it to the cart", async ({
  page,
}) => {
  await page.goto("/nereus");
  await page.getByLabel("Your question").fill("How much is an external clean for my 12 m boat?");
  await page.getByRole("button", { name: "Ask Nereus" }).click();
  const answer = page.getByTestId("nereus-answer").last();
  await expect(answer).toContainText(`External Clean for a 12 m vessel: ${priceFor("external_clean", 12)}`);
  await expect(answer.getByRole("link", { name: /our price list/ })).toBeVisible();

  // The conversation goes on: the first question and answer stay on the page.
  await page.getByLabel("Your question").fill("What are your opening hours?");
  await page.getByRole("button", { name: "Ask Nereus" }).click();
  await expect(page.getByTestId("nereus-answer")).toHaveCount(2);
  await expect(page.getByTestId("nereus-answer").last()).toContainText("Mon–Fri");
  await expect(page.getByTestId("nereus-answer").first()).toContainText("External Clean");

  // An unanswerable question is not guessed at.
  await page.getByLabel("Your question").fill("How much for a rocket launch?");
  await page.getByRole("button", { name: "Ask Nereus" }).click();
  await expect(page.getByTestId("nereus-answer").last()).toContainText("will not guess a price");

  await page.getByLabel("Your question").fill("How much is an external clean for my 12 m boat?");
  await page.getByRole("button", { name: "Ask Nereus" }).click();
  await page.getByTestId("nereus-cart").getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart/);
  await expect(page.getByRole("heading", { level: 3, name: "External Clean" })).toBeVisible();
});

test("the demo owner asks what is due on their boat and gets their own boats' list", async ({ page }) => {
  await signIn(page, "owner@example.com");
  await page.goto("/nereus");
  await page.getByLabel("Your question").fill("What is due on my boat?");
  await page.getByRole("button", { name: "Ask Nereus" }).click();
  const answer = page.getByTestId("nereus-answer").last();
  await expect(answer).toContainText(/Southern Cross|Blue Wren/);
  await expect(answer.getByRole("link", { name: "Your vessels' maintenance" })).toBeVisible();
  // The server checks the question too (the browser already refuses one this short).
  const bad = await page.request.post("/nereus", { form: { intent: "ask", question: "hi" } });
  expect(bad.status()).toBe(400);
});
