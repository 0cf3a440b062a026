// Issue 10 through the real server, over HTTP (no browser needed): what one crafted request can do.
import { expect, test } from "@playwright/test";
import { isJsProject } from "./helpers.ts";

// One copy is enough: these requests do not depend on JavaScript in a browser.
test.beforeEach(({}, info) => test.skip(!isJsProject(info), "HTTP-only checks run once"));

test("a list index far beyond the form's maximum is refused at once with a short 400", async ({ request }) => {
  const response = await request.post("/contact", {
    form: { name: "Robin Keel", email: "robin@example.test", "services[100000]": "x" },
  });
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(body).toContain("a list has more than 20 entries");
  // The error page, not a 100,000-entry echo (which was megabytes before the fix).
  expect(body.length).toBeLessThan(50_000);
  // The same shape aimed at an admin builder is refused before any sign-in check would matter.
  const builder = await request.post("/admin/invoice-builder", {
    form: { "items[20000].name": "x" },
    maxRedirects: 0,
  });
  expect(builder.status()).toBeLessThan(500);
});

test("a body larger than a form may be is refused with 413 before it is parsed", async ({ request }) => {
  const response = await request.post("/contact", {
    form: { name: "Robin Keel", email: "robin@example.test", message: "x".repeat(2 * 1024 * 1024) },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("This request is too large");
  // A chunked body of the same size (no Content-Length) is cut off the same way.
  const chunked = await fetch(new URL("/contact", test.info().project.use.baseURL), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: test.info().project.use.baseURL! },
    body: new ReadableStream({
      start(controller) {
        for (let i = 0; i < 64; i++) controller.enqueue(new TextEncoder().encode(`message=${"y".repeat(32 * 1024)}&`));
        controller.close();
      },
    }),
    duplex: "half",
  } as RequestInit);
  expect(chunked.status).toBe(413);
});

test("requests that used to raise 500s get a 4xx with a message", async ({ request }) => {
  const json = await request.post("/auth", { data: { email: "a@b.c" } });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain("takes a form submission");
  const empty = await request.post("/auth", { headers: { "Content-Type": "" } });
  expect(empty.status()).toBeGreaterThanOrEqual(400);
  expect(empty.status()).toBeLessThan(500);

  // Line breaks in redirectTo: after a real sign-in, on the newsletter's anti-bot path, after adding to a cart.
  const signIn = await request.post("/auth", {
    form: { intent: "login", email: "customer@example.com", password: "demo-password", redirectTo: "/cart\r\nX: y" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBe(302);
  expect(signIn.headers()["location"]).toBe("/home");
  const newsletter = await request.post("/newsletter", {
    form: { email: "bot@example.test", company_website: "spam", redirectTo: "/\r\n/evil" },
    maxRedirects: 0,
  });
  expect(newsletter.status()).toBe(302);
  expect(newsletter.headers()["location"]).not.toContain("evil");
  const cart = await request.post("/cart", {
    form: { intent: "add", serviceType: "hull_inspection", vesselLength: "10", redirectTo: "/cart\r\n" },
    maxRedirects: 0,
  });
  expect(cart.status()).toBeLessThan(500);
});

for (const target of [
  "/%09/evil.example",
  "/\t/evil.example",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
]) {
  test(`sign-in never redirects off the site (${JSON.stringify(target)})`, async ({ request }) => {
    const response = await request.post("/auth", {
      form: { intent: "login", email: "customer@example.com", password: "demo-password", redirectTo: target },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const location = response.headers()["location"]!;
    expect(new URL(location, "http://localhost").host).toBe("localhost");
    expect(location).toBe("/home");
  });
}
