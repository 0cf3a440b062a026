import { describe, expect, it } from "vitest";
import {
  cartSuffixFromSearch,
  cartsInList,
  jobNumberFromSearch,
  mergeRuns,
  mergedPageStart,
  parseJobListQuery,
} from "~/domain/job-list.ts";

describe("job list query", () => {
  it("parses filters and falls back on bad input", () => {
    expect(
      parseJobListQuery(
        new URLSearchParams("status=in_progress&priority=urgent&sort=number&q=%20Blue%20Wren%20&kind=jobs&mine=1"),
      ),
    ).toEqual({
      q: "Blue Wren",
      status: "in_progress",
      priority: "urgent",
      sort: "number",
      kind: "jobs",
      mine: true,
      staffId: null,
    });
    expect(parseJobListQuery(new URLSearchParams("status=nope&priority=meh&sort=drop%20table&kind=x"))).toMatchObject({
      status: null,
      priority: null,
      sort: "updated",
      kind: "all",
      mine: false,
    });
  });
  it("reads job numbers and cart numbers typed into search", () => {
    expect(jobNumberFromSearch("#1234")).toBe(1234);
    expect(jobNumberFromSearch("1234")).toBe(1234);
    expect(jobNumberFromSearch("Job 77")).toBe(77);
    expect(jobNumberFromSearch("Blue Wren 2")).toBeNull();
    expect(cartSuffixFromSearch("CART-AbCd1234")).toBe("abcd1234");
    expect(cartSuffixFromSearch("cart")).toBeNull();
  });
  it("leaves shared carts out when the list is filtered to a staff member", () => {
    expect(cartsInList(parseJobListQuery(new URLSearchParams("mine=1")))).toBe(false);
    expect(cartsInList(parseJobListQuery(new URLSearchParams("kind=jobs")))).toBe(false);
    expect(cartsInList(parseJobListQuery(new URLSearchParams("")))).toBe(true);
  });
});

/** Reference: merge everything in memory, then slice. */
function naive(jobs: number[], carts: number[], direction: "asc" | "desc") {
  const all = [...jobs.map((k) => ({ kind: "job" as const, k })), ...carts.map((k) => ({ kind: "cart" as const, k }))];
  return all.sort((a, b) =>
    a.k === b.k ? (a.kind === b.kind ? 0 : a.kind === "job" ? -1 : 1) : direction === "desc" ? b.k - a.k : a.k - b.k,
  );
}

describe("merged pagination of jobs and shared carts", () => {
  const cases: { jobs: number[]; carts: number[]; direction: "asc" | "desc" }[] = [
    { jobs: [100, 90, 80, 70, 60, 50, 40, 30, 20, 10], carts: [95, 55, 55, 5], direction: "desc" },
    { jobs: [10, 20, 30, 30, 40, 50, 60, 70], carts: [1, 30, 65, 99, 100], direction: "asc" },
    { jobs: [], carts: [3, 2, 1], direction: "desc" },
    { jobs: [5, 4, 3, 2, 1], carts: [], direction: "desc" },
  ];
  for (const [index, c] of cases.entries()) {
    it(`pages match an in-memory merge (case ${index + 1})`, async () => {
      const expected = naive(c.jobs, c.carts, c.direction);
      const pageSize = 3;
      for (let skip = 0; skip < expected.length + pageSize; skip += pageSize) {
        let counts = 0;
        // The job at index `skip` of the jobs alone; only carts sorting before it can precede position `skip`.
        const pivot = c.jobs[skip];
        const cartsBeforePivot =
          pivot === undefined
            ? undefined
            : c.carts.filter((k) => (c.direction === "desc" ? k > pivot : k < pivot)).length;
        const { jobSkip, cartSkip } = await mergedPageStart({
          skip,
          cartCount: c.carts.length,
          cartsBeforePivot: index % 2 === 0 ? cartsBeforePivot : undefined,
          countJobsBefore: async (i) => {
            counts += 1;
            const key = c.carts[i]!;
            return c.jobs.filter((j) => (c.direction === "desc" ? j >= key : j <= key)).length;
          },
        });
        expect(counts).toBeLessThanOrEqual(Math.ceil(Math.log2(c.carts.length + 1)) + 1);
        const page = mergeRuns(
          c.jobs.slice(jobSkip, jobSkip + pageSize),
          c.carts.slice(cartSkip, cartSkip + pageSize),
          pageSize,
          {
            mode: "key",
            direction: c.direction,
            jobKey: (j) => j,
            cartKey: (k) => k,
          },
        );
        expect(page.map((p) => ({ kind: p.kind, k: p.row }))).toEqual(expected.slice(skip, skip + pageSize));
      }
    });
  }

  it("'after' mode puts every cart after all jobs", async () => {
    const jobs = [7, 3, 9];
    const carts = [1, 2];
    const start = await mergedPageStart({ skip: 2, cartCount: 2, countJobsBefore: async () => jobs.length });
    expect(start).toEqual({ jobSkip: 2, cartSkip: 0 });
    const page = mergeRuns(jobs.slice(2), carts, 3, { mode: "after" });
    expect(page.map((p) => p.kind)).toEqual(["job", "cart", "cart"]);
    expect(await mergedPageStart({ skip: 4, cartCount: 2, countJobsBefore: async () => jobs.length })).toEqual({
      jobSkip: 3,
      cartSkip: 1,
    });
  });
});
