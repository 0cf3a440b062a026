// The JSON API of spec §7 (issue 12) through the real server, every response checked against the OpenAPI
// description the server publishes (/api/openapi.json) — so the description cannot drift from the API.
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import Ajv2020 from "ajv/dist/2020.js";
import { DEMO_PASSWORD, isJsProject, latestEmailTo, uniqueEmail } from "./helpers.ts";

test.beforeEach(({}, info) => test.skip(!isJsProject(info), "HTTP-only: runs once"));

type Doc = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
};

async function loadContract(request: APIRequestContext) {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const doc = (await response.json()) as Doc;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ ...doc, $id: "https://bosun.invalid/openapi.json" });
  /** Asserts the response's status is documented for this call and its body matches the documented schema. */
  return async function conforms(response: APIResponse, method: "get" | "post", path: string) {
    const status = String(response.status());
    const documented = doc.paths[path]?.[method]?.responses[status];
    expect(documented, `${method.toUpperCase()} ${path} → ${status} is not in the OpenAPI description`).toBeDefined();
    expect(response.headers()["content-type"]).toContain("application/json");
    const body = await response.json();
    const pointer = `https://bosun.invalid/openapi.json#/paths/${path.replace(/\//g, "~1")}/${method}/responses/${status}/content/application~1json/schema`;
    const validate = ajv.getSchema(pointer) ?? ajv.compile({ $ref: pointer });
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    return body;
  };
}

async function signedIn(
  playwright: { request: { newContext: (o: { baseURL: string }) => Promise<APIRequestContext> } },
  baseURL: string,
  email: string,
) {
  const context = await playwright.request.newContext({ baseURL });
  const response = await context.post("/api/auth/signin", { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), `API sign-in as ${email}`).toBe(200);
  return context;
}

test("sign-up answers the same for a new and an existing address, and refuses weak passwords with field messages", async ({
  request,
}, info) => {
  const conforms = await loadContract(request);
  const fresh = uniqueEmail(info, "api-signup");
  const created = await conforms(
    await request.post("/api/auth/signup", {
      data: { email: fresh, password: "tide-chart-anchor", fullName: "Api Person" },
    }),
    "post",
    "/api/auth/signup",
  );
  const existing = await conforms(
    await request.post("/api/auth/signup", { data: { email: "customer@example.com", password: "tide-chart-anchor" } }),
    "post",
    "/api/auth/signup",
  );
  expect(created.message).toBe("Account created successfully! Please check your email to verify your account.");
  expect({ ...existing, user: null }).toEqual({ ...created, user: null });
  await expect.poll(() => latestEmailTo(fresh)?.subject).toBe("Verify your Bosun account");

  const weak = await conforms(
    await request.post("/api/auth/signup", { data: { email: uniqueEmail(info, "weak"), password: "password1" } }),
    "post",
    "/api/auth/signup",
  );
  expect(weak.error.code).toBe("invalid");
  expect(weak.error.fields.password[0]).toContain("most common");
  const form = await conforms(
    await request.post("/api/auth/signup", { form: { email: fresh, password: "x" } }),
    "post",
    "/api/auth/signup",
  );
  expect(form.error.code).toBe("unsupported_media_type");
  const broken = await request.post("/api/auth/signup", {
    headers: { "Content-Type": "application/json" },
    data: Buffer.from("{nope"),
  });
  expect((await conforms(broken, "post", "/api/auth/signup")).error.message).toBe("The body is not valid JSON.");
  const get = await request.get("/api/auth/signup");
  expect(get.status()).toBe(405);
  expect((await get.json()).error.code).toBe("method_not_allowed");
});

test("sign-in, the session, and sign-out use the website's cookie", async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const conforms = await loadContract(api);
  const wrong = await conforms(
    await api.post("/api/auth/signin", { data: { email: "staff@example.com", password: "not the password" } }),
    "post",
    "/api/auth/signin",
  );
  expect(wrong.error).toEqual({ code: "unauthorized", message: "Invalid email or password." });
  const none = await conforms(await api.get("/api/auth/session"), "get", "/api/auth/session");
  expect(none).toEqual({ user: null, session: null });

  const ok = await conforms(
    await api.post("/api/auth/signin", {
      data: { email: "Staff@Example.com", password: DEMO_PASSWORD, remember: true },
    }),
    "post",
    "/api/auth/signin",
  );
  expect(ok.user.email).toBe("staff@example.com");
  expect(ok.user.roles).toContain("staff");
  const session = await conforms(await api.get("/api/auth/session"), "get", "/api/auth/session");
  expect(session.user.id).toBe(ok.user.id);
  // The same cookie opens the website's staff portal.
  expect((await api.get("/staff/dashboard", { maxRedirects: 0 })).status()).toBe(200);

  await conforms(await api.post("/api/auth/signout"), "post", "/api/auth/signout");
  expect(await conforms(await api.get("/api/auth/session"), "get", "/api/auth/session")).toEqual({
    user: null,
    session: null,
  });
  await api.dispose();
});

test("GET /api/jobs: 401 anonymous, 403 customer; staff filter, sort and page through on the server", async ({
  playwright,
  baseURL,
  request,
}) => {
  const conforms = await loadContract(request);
  expect((await conforms(await request.get("/api/jobs"), "get", "/api/jobs")).error.code).toBe("unauthorized");
  const customer = await signedIn(playwright, baseURL!, "customer@example.com");
  expect((await conforms(await customer.get("/api/jobs"), "get", "/api/jobs")).error.code).toBe("forbidden");
  await customer.dispose();

  const staff = await signedIn(playwright, baseURL!, "staff@example.com");
  const all = await conforms(await staff.get("/api/jobs?limit=100&sort=number&order=asc"), "get", "/api/jobs");
  expect(all.jobs.length).toBeGreaterThan(3);
  const numbers = all.jobs.map((j: { number: number }) => j.number);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

  const status = all.jobs[0].status as string;
  const filtered = await conforms(await staff.get(`/api/jobs?status=${status}&limit=100`), "get", "/api/jobs");
  expect(filtered.jobs.length).toBeGreaterThan(0);
  expect(filtered.jobs.every((j: { status: string }) => j.status === status)).toBe(true);

  // Two pages of two, following nextCursor, are the first four of the same ordering, with no repeats.
  const first = await conforms(await staff.get("/api/jobs?limit=2&sort=number&order=asc"), "get", "/api/jobs");
  expect(first.jobs).toHaveLength(2);
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await conforms(
    await staff.get(`/api/jobs?limit=2&sort=number&order=asc&cursor=${encodeURIComponent(first.nextCursor)}`),
    "get",
    "/api/jobs",
  );
  expect([...first.jobs, ...second.jobs].map((j: { number: number }) => j.number)).toEqual(numbers.slice(0, 4));

  const bad = await conforms(await staff.get("/api/jobs?sort=password&limit=1000"), "get", "/api/jobs");
  expect(bad.error.code).toBe("invalid");
  expect(Object.keys(bad.error.fields).sort()).toEqual(["limit", "sort"]);
  const badCursor = await conforms(await staff.get("/api/jobs?cursor=abc"), "get", "/api/jobs");
  expect(badCursor.error.fields.cursor).toBeDefined();
  await staff.dispose();
});

test("GET /api/shared-carts lists shared carts for staff without their secret share tokens", async ({
  playwright,
  baseURL,
  request,
}) => {
  const conforms = await loadContract(request);
  expect((await conforms(await request.get("/api/shared-carts"), "get", "/api/shared-carts")).error.code).toBe(
    "unauthorized",
  );
  const admin = await signedIn(playwright, baseURL!, "admin@example.com");
  const response = await admin.get("/api/shared-carts?limit=5");
  const page = await conforms(response, "get", "/api/shared-carts");
  expect(page.sharedCarts.length).toBeGreaterThan(0);
  expect(JSON.stringify(page)).not.toContain("shareToken");
  const bad = await conforms(await admin.get("/api/shared-carts?status=nonsense"), "get", "/api/shared-carts");
  expect(bad.error.fields.status[0]).toContain("Unknown status");
  await admin.dispose();
});
