import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import { expect, type Page, type TestInfo } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";
const port = Number(process.env.E2E_PORT ?? 3100);
export const DB_FILE = `data/e2e-${port}.db`;

/** Read-only access to the e2e server's database, to check what was stored (and read the outbox). */
export function db() {
  return new Database(DB_FILE, { readonly: true, fileMustExist: true });
}

/**
 * The e2e server's database, when the PostgreSQL subset runs (scripts/test.js sets E2E_DATABASE_URL; tests tagged
 * @pg). The tests' SQL is written for SQLite; `toPgSql` makes the same text run on PostgreSQL.
 */
export const E2E_PG_URL = process.env.E2E_DATABASE_URL?.startsWith("postgres") ? process.env.E2E_DATABASE_URL : null;

/**
 * SQLite-flavoured test SQL → PostgreSQL: camelCase identifiers quoted (PostgreSQL folds unquoted names to lower
 * case), `?` placeholders → psql variables (quoted as literals by psql itself). String literals are left alone.
 */
export function toPgSql(sql: string): string {
  let n = 0;
  return sql
    .split(/('(?:[^']|'')*')/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/(?<!["\w])([a-z]+[A-Z][A-Za-z0-9]*)(?!["\w])/g, '"$1"').replace(/\?/g, () => `:'p${++n}'`),
    )
    .join("");
}

function pgQuery<T>(url: string, sql: string, params: unknown[]): T[] {
  const vars = params.flatMap((p, i) => ["-v", `p${i + 1}=${p === null ? "" : String(p)}`]);
  const out = execFileSync("psql", [url, "-XAtq", "-v", "ON_ERROR_STOP=1", ...vars], {
    input: `SELECT coalesce(json_agg(t), '[]'::json) FROM (${toPgSql(sql)}) t;\n`,
    encoding: "utf8",
  });
  // SQLite answers booleans as 1/0; so does this, so one assertion serves both engines.
  return JSON.parse(out.trim() || "[]", (_key, value) => (typeof value === "boolean" ? Number(value) : value)) as T[];
}

export function query<T>(sql: string, ...params: unknown[]): T[] {
  if (E2E_PG_URL) return pgQuery<T>(E2E_PG_URL, sql, params);
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
