// Issue 11 / ADR 110: anonymous public pages are shared-cacheable with ETag and 304; anything a visitor with a cookie
// sees, and any page with a person's data, is private. Checked over HTTP against the real server, and in the browser.
import { expect, test } from "@playwright/test";
import { isJsProject, signIn } from "./helpers.ts";

const PUBLIC_PAGES = ["/", "/services/external-clean", "/contact", "/about-us"];

test("an anonymous visitor gets public pages with a short shared lifetime, an ETag, Vary: Cookie and a 304 on revalidation", async ({
  request,
}) => {
  for (const path of PUBLIC_PAGES) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const headers = first.headers();
    expect(headers["cache-control"], path).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
    expect(headers.vary, path).toMatch(/Cookie/);
    expect(headers.etag, path).toMatch(/^"[\w-]+"$/);
    // The page is the same for everyone, so its inline scripts are allowed by hash, not by a per-response nonce.
    expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    expect(await first.text(), path).not.toContain(' nonce="');

    const again = await request.get(path, { headers: { "If-None-Match": headers.etag } });
    expect(again.status(), path).toBe(304);
    expect(again.headers().etag, path).toBe(headers.etag);
  }
});

test("a visitor with a cookie, and the quote and invoice links, are never given a shareable page", async ({
  page,
  request,
}) => {
  // A toast, a cart or a session cookie: the page may carry the visitor's own state.
  const withCookie = await request.get("/", { headers: { Cookie: "__bosun_cart=anything" } });
  expect(withCookie.status()).toBe(200);
  expect(withCookie.headers()["cache-control"]).toBe("private, no-store");
  expect(withCookie.headers().etag).toBeUndefined();
  expect(withCookie.headers()["content-security-policy"]).toMatch(/'nonce-/);

  await signIn(page, "owner@example.com");
  const signedIn = await page.request.get("/services/external-clean");
  expect(signedIn.headers()["cache-control"]).toBe("private, no-store");
  await page.goto("/");
  await expect(page.getByTestId("user-menu")).toBeVisible();

  // A link with a person's data stays private even for an anonymous visitor.
  const unknownQuote = await request.get("/quote/not-a-real-token-0000000000");
  expect(unknownQuote.headers()["cache-control"] ?? "").not.toMatch(/public/);
});

test("the page's scripts are fetched only after its stylesheet has arrived, and the page still hydrates", async ({
  page,
}, info) => {
  // As served: every script and module preload is inside the inert template, so none competes with the stylesheet.
  const html = await (await page.request.get("/contact")).text();
  const outside = html.replace(/<template[\s\S]*?<\/template>/g, "");
  expect(outside).not.toMatch(/rel="modulepreload"|<script[^>]*\bsrc=|<script type="module"/);
  expect(html).toMatch(/<template id="remix-scripts">[\s\S]*rel="modulepreload"[\s\S]*<\/template>/);
  test.skip(!isJsProject(info), "the order of downloads and hydration needs JavaScript");

  const events: string[] = [];
  page.on("request", (r) => r.url().endsWith(".js") && events.push("script requested"));
  page.on("requestfinished", (r) => r.url().endsWith(".css") && events.push("stylesheet loaded"));
  await page.goto("/contact");
  await page.waitForFunction(
    () => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  );
  expect(events[0]).toBe("stylesheet loaded");
  expect(events).toContain("script requested");
  await expect(page.locator("#remix-scripts")).toHaveCount(0);
});

test("a cached public page hydrates under its hash-based CSP with no console error", async ({ page }, info) => {
  test.skip(!isJsProject(info), "hydration needs JavaScript");
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  page.on("pageerror", (e) => errors.push(e.message));
  await page.request.get("/contact"); // fills the cache
  await page.goto("/contact");
  await page.waitForFunction(
    () => (window as { __remixRouter?: { state: { initialized: boolean } } }).__remixRouter?.state.initialized,
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/about-us/);
  expect(errors).toEqual([]);
});
