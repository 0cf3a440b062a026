// A closed set of values written once (domain/labelled-values.ts): the values read from the label table in order, the
// guard, and reading an untrusted string into the set with a fallback.
import { describe, expect, it } from "vitest";
import { isIn, isOneOf, labelledValues, oneOfOr } from "~/domain/labelled-values.ts";

const SIZE_LABELS = { small: "Small", large: "Large" };
const SIZES = labelledValues(SIZE_LABELS);

describe("labelled values", () => {
  it("lists the values in the order the labels are written", () => {
    expect(SIZES).toEqual(["small", "large"]);
  });

  it("says whether a value is one of the set, for strings only and with the exact case", () => {
    expect(isIn(SIZES, "small")).toBe(true);
    for (const v of ["Small", "medium", "", null, undefined, 1, ["small"]]) expect(isIn(SIZES, v)).toBe(false);
    const isSize = isOneOf(SIZES);
    expect(["large", "huge", null].filter(isSize)).toEqual(["large"]);
  });

  it("reads a value into the set, or gives the fallback for anything else", () => {
    expect(oneOfOr(SIZES, "large", "small")).toBe("large");
    expect(oneOfOr(SIZES, "huge", "small")).toBe("small");
    expect(oneOfOr(SIZES, null, null)).toBeNull();
    expect(oneOfOr(SIZES, undefined, "all")).toBe("all");
  });
});
