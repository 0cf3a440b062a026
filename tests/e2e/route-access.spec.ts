import { test, expect, type APIRequestContext } from "@playwright/test";
import { ROUTE_MANIFEST, urlFor, type Access, type RouteEntry } from "../../app/route-manifest.ts";
import { DEMO_PASSWORD } from "./helpers.ts";

// One project is enough: this test speaks HTTP, no browser behaviour is involved.
test.beforeEach(({}, info) => {
  test.skip(info.project.name !== "js", "HTTP-level test runs once");
});

type Visitor = "anonymous" | "customer" | "admin";

async function signedInContext(request: APIRequestContext, email: string) {
  const res = await request.post("/auth", {
    form: { intent: "login", email, password: DEMO_PASSWORD, redirectTo: "" },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-in as ${email}`).toBe(302);
}

const PORTAL_PREFIXES = ["/owner/", "/customer/", "/staff/", "/fieldstaff/", "/crew/", "/admin/", "/new_admin"];

function permitted(access: Access, visitor: Visitor) {
  if (access === "public") return true;
  if (visitor === "anonymous") return false;
  if (visitor === "admin") return true;
  return access === "login" || access === "owner" || access === "customer";
}

function expected(entry: RouteEntry, visitor: Visitor): { status: number; location?: RegExp } {
  if (permitted(entry.access, visitor)) {
    if (visitor !== "anonymous" && entry.signedInRedirect)
      return { status: 302, location: new RegExp(`^${entry.signedInRedirect}`) };
    return { status: entry.permittedStatus ?? 200 };
  }
  if (entry.api) return { status: visitor === "anonymous" ? 401 : 403 };
  if (visitor === "anonymous") return { status: 302, location: /^\/auth\?/ };
  return { status: 403 };
}

for (const visitor of ["anonymous", "customer", "admin"] as const) {
  test(`every built route answers ${visitor} as the manifest says`, async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    if (visitor !== "anonymous") await signedInContext(request, `${visitor}@example.com`);
    const failures: string[] = [];
    for (const entry of ROUTE_MANIFEST.filter((e) => e.built)) {
      const res = await request.get(urlFor(entry), { maxRedirects: 0 });
      const want = expected(entry, visitor);
      let status = res.status();
      const location = res.headers()["location"] ?? "";
      // /dashboard and /professional/dashboard redirect signed-in users to their portal by design.
      if (visitor !== "anonymous" && ["/dashboard", "/professional/dashboard"].includes(entry.path) && status === 302)
        status = 200;
      if (status !== want.status || (want.location && !want.location.test(location))) {
        failures.push(`${entry.path}: got ${res.status()} ${location}, want ${want.status} ${want.location ?? ""}`);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
    await request.dispose();
  });

  test(`routes not built yet never show a page to ${visitor}, and portals still guard them`, async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    if (visitor !== "anonymous") await signedInContext(request, `${visitor}@example.com`);
    const failures: string[] = [];
    for (const entry of ROUTE_MANIFEST.filter((e) => !e.built)) {
      const url = urlFor(entry);
      const res = await request.get(url, { maxRedirects: 0 });
      const status = res.status();
      const guarded = PORTAL_PREFIXES.some((p) => url.startsWith(p));
      if (status === 200 || status >= 500) failures.push(`${url}: unexpected ${status}`);
      else if (guarded && !permitted(entry.access, visitor)) {
        const want = expected(entry, visitor);
        if (status !== want.status) failures.push(`${url}: got ${status}, want guard ${want.status}`);
      } else if (guarded && status !== 404) failures.push(`${url}: got ${status}, want 404 for a permitted visitor`);
    }
    expect(failures, failures.join("\n")).toEqual([]);
    await request.dispose();
  });
}
