import Database from "better-sqlite3";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";
const port = Number(process.env.E2E_PORT ?? 3100);
export const DB_FILE = `data/e2e-${port}.db`;

/** Read-only access to the e2e server's database, to check what was stored (and read the outbox). */
export function db() {
  return new Database(DB_FILE, { readonly: true, fileMustExist: true });
}

export function query<T>(sql: string, ...params: unknown[]): T[] {
  const conn = db();
  try {
    return conn.prepare(sql).all(...params) as T[];
  } finally {
    conn.close();
  }
}

/** A unique e-mail per test and project, so parallel tests never collide. */
export function uniqueEmail(testInfo: TestInfo, label = "user") {
  const slug = `${label}-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  return `${slug}@example.test`.toLowerCase();
}

export function isJsProject(testInfo: TestInfo) {
  return testInfo.project.name === "js";
}

/**
 * The session fixture: signs in by posting the sign-in form over HTTP in the page's own browser context (the
 * cookie lands in the browser), then opens where the server sends the user. The sign-in form itself is tested
 * in auth.spec.ts with signInWithForm.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, opts: { redirectTo?: string } = {}) {
  const response = await page.request.post("/auth", {
    form: { intent: "login", email, password, redirectTo: opts.redirectTo ?? "" },
    maxRedirects: 0,
  });
  expect(response.status(), `signing in as ${email}`).toBe(302);
  await page.goto(response.headers()["location"]!);
}

/** Signs in through the /auth screen as a person does (works with and without JavaScript). */
export async function signInWithForm(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  opts: { redirectTo?: string } = {},
) {
  const qs = new URLSearchParams({ mode: "both", tab: "login" });
  if (opts.redirectTo) qs.set("redirectTo", opts.redirectTo);
  await page.goto(`/auth?${qs}`);
  const form = page.locator("form#login");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await form.getByRole("button", { name: "Log In" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

export async function signOut(page: Page) {
  await page.request.post("/logout").catch(() => null);
}

/** The latest e-mail sent to an address (the development outbox). */
export function latestEmailTo(email: string) {
  const rows = query<{ subject: string; text: string }>(
    'SELECT subject, text FROM "EmailMessage" WHERE "to" = ? ORDER BY "createdAt" DESC LIMIT 1',
    email,
  );
  return rows[0] ?? null;
}

export function linkFromEmail(text: string, path: string) {
  const match = text.match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, (c) => `\\${c}`)}[^\\s]*`));
  if (!match) throw new Error(`No ${path} link in e-mail:\n${text}`);
  return new URL(match[0]);
}
