// Disabling an account (issue 17), with JavaScript on and off: an admin disables a customer who is signed in in another
// browser; that browser's next page load lands on sign-in and signing in is refused; the list shows and filters the
// state; the admin re-enables them and they sign in again; "Sign out everywhere" ends their session without disabling;
// a stale form refused by the server keeps the reason typed. Every change is audited with its reason.
import { test, expect, type Page } from "@playwright/test";
import { isJsProject, query, signIn, signInWithForm, uniqueEmail } from "./helpers.ts";
import { signUp } from "./cart-helpers.ts";

const PASSWORD = "a good long password"; // the one cart-helpers' signUp chooses
const DISABLED = "This account is disabled. Please contact Bosun if you think this is a mistake.";

function auditOf(email: string, action: string) {
  return query<{ details: string }>(
    'SELECT a.details FROM "AuditEvent" a JOIN "User" u ON u.id = a."subjectUserId" WHERE u.email = ? AND a.action = ?',
    email,
    action,
  ).map((r) => JSON.parse(r.details) as { reason: string | null });
}

async function openAccount(page: Page, email: string, fullName: string) {
  await page.goto(`/admin/user-management?q=${encodeURIComponent(email)}`);
  await page.getByRole("link", { name: `Manage ${fullName}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: fullName })).toBeVisible();
}

test("an admin disables a signed-in customer, who is signed out and refused, then re-enables them; sign out everywhere; a stale form keeps its reason", async ({
  page,
  browser,
}, testInfo) => {
  test.slow(); // a whole journey: sign-up by e-mailed link, two browsers, three changes
  const email = uniqueEmail(testInfo, "disable");
  const fullName = `Dora Disabled ${testInfo.project.name} ${Math.random().toString(36).slice(2, 7)}`;
  const context = await browser.newContext({ javaScriptEnabled: isJsProject(testInfo) });
  const customer = await context.newPage();
  try {
    await signUp(customer, email, fullName, "/customer/account");

    await signIn(page, "admin@example.com");
    await openAccount(page, email, fullName);
    await expect(page.getByTestId("account-state")).toHaveText("Active");
    await page.getByLabel("Why disable? (optional, kept in the audit log)").fill("Card dispute");
    await page.getByRole("button", { name: "Disable account and sign out everywhere" }).click();
    await expect(page.getByTestId("toast").getByText("Account disabled")).toBeVisible();
    await expect(page.getByTestId("account-state")).toHaveText("Disabled");
    await expect(page.getByText("Reason: Card dispute")).toBeVisible();
    expect(auditOf(email, "user.disabled")).toEqual([expect.objectContaining({ reason: "Card dispute" })]);

    // The list shows the state and filters by it.
    await page.goto("/admin/user-management");
    await page.getByLabel("Name or e-mail").fill(email);
    await page.getByLabel("State", { exact: true }).selectOption("disabled");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/state=disabled/);
    const row = page.getByTestId("accounts-table").getByRole("row", { name: new RegExp(fullName) });
    await expect(row).toContainText("Disabled");
    await expect(row).not.toContainText("Never"); // the last sign-in outlives the sessions that were ended
    await page.goto(`/admin/user-management?q=${encodeURIComponent(email)}&state=active`);
    await expect(page.getByText("No accounts match")).toBeVisible();

    // The customer's cookie from before no longer opens anything; signing in is refused, what was typed is kept.
    await customer.reload();
    await expect(customer).toHaveURL(/\/auth/);
    const form = customer.locator("form#login");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await form.getByRole("button", { name: "Log In" }).click();
    await expect(form.getByText(DISABLED)).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await customer.goto("/customer/account");
    await expect(customer).toHaveURL(/\/auth/);

    // Re-enabled, they sign in again.
    await openAccount(page, email, fullName);
    await page.getByLabel("Why re-enable? (optional, kept in the audit log)").fill("Dispute settled");
    await page.getByRole("button", { name: "Re-enable account" }).click();
    await expect(page.getByTestId("toast").getByText("Account re-enabled")).toBeVisible();
    await expect(page.getByTestId("account-state")).toHaveText("Active");
    expect(auditOf(email, "user.enabled")).toEqual([expect.objectContaining({ reason: "Dispute settled" })]);
    await signInWithForm(customer, email, PASSWORD, { redirectTo: "/customer/account" });
    await expect(customer).toHaveURL(/\/customer\/account/);

    // A lost phone: sign out everywhere ends the session, the account stays active.
    await page.reload();
    await page.getByLabel("Why sign out everywhere? (optional, e.g. a lost phone)").fill("Lost phone");
    await page.getByRole("button", { name: "Sign out everywhere", exact: true }).click();
    await expect(page.getByTestId("toast").getByText("Signed out everywhere")).toBeVisible();
    await expect(page.getByText("Not signed in anywhere.")).toBeVisible();
    await expect(page.getByTestId("account-state")).toHaveText("Active");
    expect(auditOf(email, "user.sessions_revoked")).toEqual([expect.objectContaining({ reason: "Lost phone" })]);
    await customer.reload();
    await expect(customer).toHaveURL(/\/auth/);

    // Another admin disables the account while this page is open: the stale form is refused, the reason kept.
    const url = new URL(page.url()).pathname;
    const other = await page.request.post(url, { form: { intent: "disable", reason: "Other admin" } });
    expect(other.ok()).toBe(true);
    await page.getByLabel("Why disable? (optional, kept in the audit log)").fill("Second thoughts");
    await page.getByRole("button", { name: "Disable account and sign out everywhere" }).click();
    await expect(page.getByText("This account is already disabled.")).toBeVisible();
    await expect(page.getByLabel("Why disable? (optional, kept in the audit log)")).toHaveValue("Second thoughts");
    await expect(page.getByTestId("account-state")).toHaveText("Disabled");
  } finally {
    await context.close();
  }
});
