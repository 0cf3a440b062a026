import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { memoInRequest, runInRequestScope } from "~/utils/request-scope.server.ts";

// The server loads the router's CommonJS build (its package "main"), which is the file the patch changes.
const { matchPath, matchRoutes } = createRequire(import.meta.url)(
  "@remix-run/router",
) as typeof import("@remix-run/router");

describe("the read request scope", () => {
  it("makes a memoised value once per scope, and again in another scope", async () => {
    let made = 0;
    const make = () => Promise.resolve(++made);
    const [a, b] = await runInRequestScope(() => Promise.all([memoInRequest("k", make), memoInRequest("k", make)]));
    expect([a, b, made]).toEqual([1, 1, 1]);
    // Another key, or another request, makes its own.
    expect(await runInRequestScope(() => memoInRequest("other", make))).toBe(2);
    expect(await runInRequestScope(() => memoInRequest("k", make))).toBe(3);
  });

  it("keeps the scope across awaits, as a loader's work does", async () => {
    let made = 0;
    const values = await runInRequestScope(async () => {
      const first = await memoInRequest("user", async () => ++made);
      await new Promise((r) => setTimeout(r, 1));
      const second = await memoInRequest("user", async () => ++made);
      return [first, second];
    });
    expect(values).toEqual([1, 1]);
  });

  it("memoises nothing outside a scope (writes, tests, background tasks read fresh)", () => {
    let made = 0;
    memoInRequest("k", () => ++made);
    memoInRequest("k", () => ++made);
    expect(made).toBe(2);
  });
});

// The route-table patch (patches/@remix-run+router+1.23.3.patch) keeps ranked branches and compiled patterns: the
// answers must be those of the unpatched router, however often and in whatever order it is asked.
describe("route matching with the kept route table", () => {
  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        {
          id: "jobs",
          path: "jobs",
          children: [
            { id: "job", path: ":jobId" },
            { id: "jobs-index", index: true },
          ],
        },
        { id: "vessel", path: "vessels/:vesselId/edit" },
        { id: "splat", path: "*" },
      ],
    },
  ];
  const ids = (path: string) => matchRoutes(routes, path)?.map((m) => m.route.id);

  it("matches the same routes on every call", () => {
    for (let i = 0; i < 3; i++) {
      expect(ids("/jobs/J-1004")).toEqual(["root", "jobs", "job"]);
      expect(ids("/jobs")).toEqual(["root", "jobs", "jobs-index"]);
      expect(ids("/vessels/v1/edit")).toEqual(["root", "vessel"]);
      expect(ids("/nothing/here")).toEqual(["root", "splat"]);
    }
    expect(matchRoutes(routes, "/jobs/J-7")?.at(-1)?.params).toEqual({ jobId: "J-7" });
  });

  it("keeps case sensitivity and end apart for the same pattern", () => {
    expect(matchPath({ path: "/Jobs/:id", caseSensitive: true }, "/jobs/1")).toBeNull();
    expect(matchPath({ path: "/Jobs/:id" }, "/jobs/1")?.params).toEqual({ id: "1" });
    expect(matchPath({ path: "/jobs", end: false }, "/jobs/1")?.pathnameBase).toBe("/jobs");
    expect(matchPath({ path: "/jobs" }, "/jobs/1")).toBeNull();
  });

  it("gives every caller its own copy of a pathname's kept matches", () => {
    const first = matchRoutes(routes, "/jobs/J-9");
    (first![2].params as Record<string, string>).jobId = "changed";
    first!.pop();
    const again = matchRoutes(routes, "/jobs/J-9");
    expect(again?.map((m) => m.route.id)).toEqual(["root", "jobs", "job"]);
    expect(again?.at(-1)?.params).toEqual({ jobId: "J-9" });
    expect(again?.at(-1)?.pathname).toBe("/jobs/J-9");
    expect(again?.at(-1)?.route).toBe(routes[0].children![0].children![0]);
    expect(matchRoutes(routes, "/jobs/J-9%20A")?.at(-1)?.params).toEqual({ jobId: "J-9 A" });
  });

  it("sees a new routes array as a new table", () => {
    const other = [{ id: "only", path: "/jobs/:x" }];
    expect(matchRoutes(other, "/jobs/1")?.map((m) => m.route.id)).toEqual(["only"]);
    expect(ids("/jobs/1")).toEqual(["root", "jobs", "job"]);
  });
});
