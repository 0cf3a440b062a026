import { expect, type BrowserContext, type Page } from "@playwright/test";
import { latestEmailTo, linkFromEmail, query } from "./helpers.ts";

export const STRIPE_STAND_IN = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** A weekday (Mon–Fri) at least `daysAhead` days from today, as YYYY-MM-DD. */
export function futureWeekday(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The next Sunday at least `daysAhead` days away. */
export function futureSunday(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  while (d.getUTCDay() !== 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function dayAfter(dateKey: string): string {
  const d = new Date(`${dateKey}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  while (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Creates an account through /auth (works with and without JavaScript) and lands on `redirectTo`. */
export async function signUp(page: Page, email: string, fullName = "Jordan Mariner", redirectTo = "/cart") {
  await page.goto(`/auth?mode=both&tab=register&redirectTo=${encodeURIComponent(redirectTo)}`);
  await fillSignUp(page, email, fullName);
  await expect(page).toHaveURL(new RegExp(redirectTo.replace(/[?]/g, "\\?")));
}

/**
 * Fills the sign-up form, then does what a new customer does: opens the verification link from the e-mail
 * (which signs the account in) and continues to where they were going.
 */
export async function fillSignUp(page: Page, email: string, fullName = "Jordan Mariner") {
  await page.getByLabel("Full Name").fill(fullName);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a good long password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("registration-sent")).toContainText(email);
  await expect.poll(() => latestEmailTo(email)?.subject).toBe("Verify your Bosun account");
  const link = linkFromEmail(latestEmailTo(email)!.text, "/verify-email");
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
  await page.getByRole("link", { name: /Continue|Go to my dashboard/ }).click();
}

/** Adds a service with the cart page's "Add a service" form. */
export async function addService(
  page: Page,
  serviceType: string,
  opts: {
    date?: string;
    vessel?: string;
    newVessel?: { name: string; length: string };
    visitorVessel?: { name: string; length: string };
  } = {},
) {
  const form = page.locator("form#add-to-cart");
  await form.getByLabel("Service").selectOption(serviceType);
  if (opts.vessel) await form.getByLabel("Vessel", { exact: true }).selectOption({ label: opts.vessel });
  if (opts.newVessel) {
    await form.getByLabel("Vessel", { exact: true }).selectOption("new");
    await form.getByLabel("Vessel name (new vessel)").fill(opts.newVessel.name);
    await form.getByLabel("Length in metres (new vessel)").fill(opts.newVessel.length);
  }
  if (opts.visitorVessel) {
    await form.getByLabel("Vessel name").fill(opts.visitorVessel.name);
    await form.getByLabel("Length in metres").fill(opts.visitorVessel.length);
  }
  if (opts.date) await form.getByLabel("Preferred date (optional)").fill(opts.date);
  const before = await page.getByTestId("cart-item").count();
  await form.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByTestId("cart-item")).toHaveCount(before + 1);
}

/** The DB owner key of this browser's visitor cart, read from the signed cart cookie. */
export async function visitorOwnerKey(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === "__bosun_cart");
  if (!cookie) return null;
  const raw = decodeURIComponent(cookie.value);
  const encoded = raw.slice(0, raw.lastIndexOf("."));
  return `anon:${JSON.parse(Buffer.from(encoded, "base64").toString("utf8"))}`;
}

export function activeCartOf(ownerKey: string) {
  return query<{
    id: string;
    status: string;
    totalEstimatedCents: number;
    totalDepositCents: number;
    sharedCartId: string | null;
  }>(
    'SELECT id, status, totalEstimatedCents, totalDepositCents, sharedCartId FROM "Cart" WHERE ownerKey = ?',
    ownerKey,
  )[0];
}

export function userId(email: string) {
  return query<{ id: string }>('SELECT id FROM "User" WHERE email = ?', email)[0]!.id;
}

export function orderById(id: string) {
  return query<{
    id: string;
    number: number;
    status: string;
    paymentMethod: string;
    totalCents: number;
    dueNowCents: number;
    paidCents: number;
    taxCents: number;
    subtotalCents: number;
    sharedCartId: string | null;
    discountCents: number;
    bundleName: string | null;
  }>('SELECT * FROM "Order" WHERE id = ?', id)[0]!;
}

export function orderIdFromUrl(page: Page) {
  const id = new URL(page.url()).searchParams.get("order");
  if (!id) throw new Error(`No order in ${page.url()}`);
  return id;
}

/** Fills the checkout form's required fields (contact prefilled from the account). */
export async function fillCheckout(
  page: Page,
  opts: { method: "card" | "bank_transfer" | "cash"; marina?: string; address?: string },
) {
  const form = page.locator("form#checkout");
  await form.getByLabel("Mobile phone").fill("0412 345 678");
  if (opts.marina !== undefined) await form.getByLabel("Marina or yacht club").fill(opts.marina);
  await form.getByLabel("Street address").fill(opts.address ?? "1C New Beach Rd, Darling Point NSW 2027");
  const labels = { card: /Credit or debit card/, bank_transfer: /Bank transfer/, cash: /Cash to our crew/ } as const;
  await form.getByLabel(labels[opts.method]).check();
}
