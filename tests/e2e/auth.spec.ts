import { test, expect } from "@playwright/test";
import {
  DEMO_PASSWORD,
  isJsProject,
  latestEmailTo,
  linkFromEmail,
  query,
  signInWithForm,
  uniqueEmail,
} from "./helpers.ts";

test(
  "sign-up creates a customer account with the chosen profile type and sends a verification e-mail",
  { tag: "@pg" },
  async ({ page }, info) => {
    const email = uniqueEmail(info, "signup");
    await page.goto("/auth");
    // mode=signup is the default: only the create-account form, no tabs.
    await expect(page.getByRole("tablist")).toHaveCount(0);
    await page.getByLabel("Full Name").fill("Jamie Harbour");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("a good long password");
    await page.getByLabel("I am a...").selectOption("vessel_owner");
    await page.getByRole("button", { name: "Create account" }).click();

    // Sign-up does not sign in (it answers the same for an address that already has an account): it asks
    // the visitor to open the link it e-mailed.
    await expect(page.getByTestId("registration-sent")).toContainText(email.toLowerCase());
    if (isJsProject(info))
      await expect(page.getByTestId("toast")).toContainText(
        "Account created successfully! Please check your email to verify your account.",
      );
    const [user] = query<{ id: string; email: string; profileType: string }>(
      'SELECT id, email, profileType FROM "User" WHERE email = ?',
      email,
    );
    expect(user?.profileType).toBe("vessel_owner");
    const roles = query<{ role: string }>('SELECT role FROM "UserRole" WHERE userId = ?', user!.id).map((r) => r.role);
    expect(roles).toEqual(["customer"]);
    const mail = latestEmailTo(email);
    expect(mail?.subject).toBe("Verify your Bosun account");

    // The verification link confirms the address once, and signs the new account in.
    const link = linkFromEmail(mail!.text, "/verify-email");
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Email verified" })).toBeVisible();
    await expect(page.getByText("your email address is confirmed and you are signed in")).toBeVisible();
    await page.getByRole("link", { name: "Go to my dashboard" }).click();
    await expect(page).toHaveURL(/\/owner\/dashboard-cards$/);
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
    const [verified] = query<{ emailVerifiedAt: string | null }>(
      'SELECT emailVerifiedAt FROM "User" WHERE id = ?',
      user!.id,
    );
    expect(verified?.emailVerifiedAt).not.toBeNull();
  },
);

test("signing up with an e-mail that has an account answers as for a new one and e-mails the owner", async ({
  page,
}, info) => {
  const before = query<{ n: number }>(
    'SELECT COUNT(*) AS n FROM "EmailMessage" WHERE "to" = ?',
    "customer@example.com",
  )[0]!.n;
  const answers: string[] = [];
  for (const email of ["Customer@Example.com", uniqueEmail(info, "fresh")]) {
    await page.goto("/auth?mode=both&tab=register");
    await page.getByLabel("Full Name").fill("Someone Else");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("whatever-123");
    await page.getByRole("button", { name: "Create account" }).click();
    const sent = page.getByTestId("registration-sent");
    await expect(sent).toBeVisible();
    answers.push((await sent.innerText()).replace(email.toLowerCase(), "<email>"));
  }
  expect(answers[0]).toBe(answers[1]);
  await expect
    .poll(
      () =>
        query<{ n: number }>('SELECT COUNT(*) AS n FROM "EmailMessage" WHERE "to" = ?', "customer@example.com")[0]!.n,
    )
    .toBe(before + 1);
  expect(latestEmailTo("customer@example.com")?.subject).toBe("You already have a Bosun account");
  // The existing account keeps its password: the demo password still signs in.
  await signInWithForm(page, "customer@example.com");
  await page.goto("/customer/account");
  await expect(page).toHaveURL(/\/customer\/account$/);
});

test("a new password must have 8 characters and not be a common one", async ({ page }, info) => {
  await page.goto("/auth?mode=both&tab=register");
  await page.getByLabel("Full Name").fill("Short Pass");
  await page.getByLabel("Email").fill(uniqueEmail(info, "weak"));
  await page.getByLabel("Password", { exact: true }).fill("abc");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Use at least 8 characters").first()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("password123");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("This password is one of the most common").first()).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue("Short Pass");
});

const LANDINGS: [string, RegExp][] = [
  ["admin@example.com", /\/admin\/dashboard$/],
  ["manager@example.com", /\/staff\/dashboard$/],
  ["staff@example.com", /\/staff\/dashboard$/],
  ["field@example.com", /\/fieldstaff\/dashboard$/],
  ["crew@example.com", /\/crew\/dashboard$/],
  ["provider@example.com", /\/staff\/dashboard$/],
  ["owner@example.com", /\/owner\/dashboard-cards$/],
  ["customer@example.com", /\/owner\/dashboard-cards$/],
];

for (const [email, landing] of LANDINGS) {
  test(`${email} signs in, lands on /home with a toast, and /dashboard sends it to its portal`, async ({ page }) => {
    await signInWithForm(page, email);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId("toast")).toContainText("Logged in successfully!");
    await page.goto("/dashboard");
    await expect(page, `${email} lands on its portal`).toHaveURL(landing);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
}

test("a wrong password shows the server's message and keeps the e-mail", async ({ page }) => {
  await page.goto("/auth?mode=both&tab=login");
  const form = page.locator("form#login");
  await form.getByLabel("Email").fill("owner@example.com");
  await form.getByLabel("Password", { exact: true }).fill("not-the-password");
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(form.getByText("Invalid email or password.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue("owner@example.com");
  await expect(page).toHaveURL(/\/auth/);
});

test("an unauthenticated visitor is sent to /auth and, after signing in, back where they were going", async ({
  page,
}) => {
  await page.goto("/owner/dashboard");
  await expect(page).toHaveURL(/\/auth\?.*redirectTo=%2Fowner%2Fdashboard/);
  const form = page.locator("form#login");
  await form.getByLabel("Email").fill("owner@example.com");
  await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByText("Southern Cross").first()).toBeVisible();
});

test("a signed-in visitor opening /auth is sent to /home", async ({ page }) => {
  await signInWithForm(page, "customer@example.com");
  await page.goto("/auth");
  await expect(page).toHaveURL(/\/home$/);
});

test("sign-out is a POST from the account menu and ends the session", async ({ page }) => {
  await signInWithForm(page, "customer@example.com");
  await page.goto("/customer/account");
  // The account menu opens on click (a <details>, so also without JavaScript).
  const menu = page.getByTestId("user-menu");
  await menu.locator("summary").click();
  await menu.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/customer/account");
  await expect(page).toHaveURL(/\/auth/);
  // A GET to /logout never signs anyone out.
  await signInWithForm(page, "customer@example.com");
  await page.goto("/logout");
  await page.goto("/customer/account");
  await expect(page).toHaveURL(/\/customer\/account$/);
});

test("'Keep me signed in' makes the cookie outlive the browser; without it the cookie is a browser session", async ({
  browser,
}) => {
  for (const remember of [true, false]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto("/auth?mode=both&tab=login");
    const form = page.locator("form#login");
    await form.getByLabel("Email").fill("owner@example.com");
    await form.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    if (remember) await form.getByLabel("Keep me signed in").check();
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(page).toHaveURL(/\/home$/);
    const cookie = (await context.cookies()).find((c) => c.name === "__bosun_session");
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    if (remember) expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    else expect(cookie!.expires).toBe(-1);
    await context.close();
  }
});

test(
  "password reset works end to end by e-mailed link, and the link works only once",
  { tag: "@pg" },
  async ({ page }, info) => {
    const email = uniqueEmail(info, "reset");
    await page.goto("/auth");
    await page.getByLabel("Full Name").fill("Reset Tester");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("first-password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByTestId("registration-sent")).toBeVisible();
    await page.context().clearCookies();

    await page.goto("/auth?mode=both&tab=login");
    await page.getByRole("link", { name: "Forgotten password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();

    const mail = latestEmailTo(email);
    expect(mail?.subject).toBe("Reset your Bosun password");
    const link = linkFromEmail(mail!.text, "/reset-password");
    await page.goto(link.pathname + link.search);
    await page.getByLabel("New password", { exact: true }).fill("second-password");
    await page.getByLabel("Confirm new password").fill("second-password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page).toHaveURL(/\/auth\?mode=both&tab=login/);

    await signInWithForm(page, email, "second-password");
    await expect(page).toHaveURL(/\/home$/);

    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
  },
);

test("the home page card refuses mismatched passwords with 'Password Mismatch'", async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/?tab=register");
  const card = page.getByTestId("auth-card");
  await expect(card).toBeVisible();
  await card.getByLabel("First name").fill("Robin");
  await card.getByLabel("Last name").fill("Keel");
  await card.getByLabel("Email").fill(uniqueEmail(info, "card"));
  await card.getByLabel("Password", { exact: true }).fill("one-password");
  await card.getByLabel("Confirm password").fill("another-password");
  await card.getByLabel(/I agree to the/).check();
  await card.getByRole("button", { name: "Create Account" }).click();
  await expect(card.getByText("Passwords do not match. Please verify your entries.")).toBeVisible();
  if (isJsProject(info)) await expect(page.getByTestId("toast")).toContainText("Password Mismatch");
  await expect(card.getByLabel("First name")).toHaveValue("Robin");
});

test("the home page card registers an account whose full name is first and last name", async ({ page }, info) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail(info, "card-ok");
  await page.goto("/?tab=register");
  const card = page.getByTestId("auth-card");
  if (isJsProject(info)) await expect(card.getByRole("button", { name: "Create Account" })).toBeDisabled();
  await card.getByLabel("First name").fill("Robin");
  await card.getByLabel("Last name").fill("Keel");
  await card.getByLabel("Email").fill(email);
  await card.getByLabel("Password", { exact: true }).fill("same-password");
  await card.getByLabel("Confirm password").fill("same-password");
  await card.getByLabel(/I agree to the/).check();
  await card.getByRole("button", { name: "Create Account" }).click();
  await expect(card.getByTestId("registration-sent")).toContainText(email);
  if (isJsProject(info))
    await expect(page.getByTestId("toast")).toContainText("Your maritime account has been created successfully");
  const [user] = query<{ fullName: string }>('SELECT fullName FROM "User" WHERE email = ?', email);
  expect(user?.fullName).toBe("Robin Keel");
});

test("the home page card is only on large screens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/");
  await expect(page.getByTestId("auth-card")).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByTestId("auth-card")).toBeVisible();
});

test("a customer opening an admin page gets 'Admin Access Required' (403)", async ({ page }) => {
  await signInWithForm(page, "customer@example.com");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
});

test("a customer cannot open the staff portal", async ({ page }) => {
  await signInWithForm(page, "customer@example.com");
  const response = await page.goto("/staff/dashboard");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
