import { describe, expect, it } from "vitest";
import { COUNT_CAP, cappedTotal, getPagination, pageCount } from "~/utils/pagination.ts";

describe("pagination", () => {
  it("reads ?page= safely", () => {
    expect(getPagination(new URL("http://x/?page=3"), 20)).toEqual({ page: 3, pageSize: 20, skip: 40, take: 20 });
    for (const bad of ["0", "-2", "abc", ""]) expect(getPagination(new URL(`http://x/?page=${bad}`)).page).toBe(1);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(51, 25)).toBe(3);
  });

  it("shows an exact total up to the cap and a floor beyond it", () => {
    expect(cappedTotal(0)).toEqual({ total: 0, capped: false });
    expect(cappedTotal(COUNT_CAP)).toEqual({ total: COUNT_CAP, capped: false });
    // A model counts COUNT_CAP + 1 at most: one more than the cap means "more than the cap".
    expect(cappedTotal(COUNT_CAP + 1)).toEqual({ total: COUNT_CAP, capped: true });
  });
});
