// A closed set of values and the label of each, written once: the label table is the source, the list of values (for
// z.enum, selects and guards) is read from it in the table's order.

/**
 * The values of a label table, in the order they are written:
 * `export const SIZE_LABELS = { small: "Small", large: "Large" };` then `export const SIZES = labelledValues(SIZE_LABELS);`
 * and `export type Size = (typeof SIZES)[number];`. Keys must not look like array indexes ("1", "2"), which
 * JavaScript would put first.
 */
export function labelledValues<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as unknown as readonly [K, ...K[]];
}

/** Whether a value (a stored string, a query parameter, a role) is one of a closed set: `isIn(SIZES, row.size)`. */
export function isIn<K extends string>(values: readonly K[], value: unknown): value is K {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

/** A guard for a closed set of values, from its list: `export const isSize = isOneOf(SIZES);`. */
export function isOneOf<K extends string>(values: readonly K[]): (value: unknown) => value is K {
  return (value: unknown): value is K => isIn(values, value);
}

/**
 * The value when it is one of the set, else the fallback: how a filter or a stored string is read into the set
 * (`sort: oneOfOr(SORTS, params.get("sort"), "name")`), anything unknown ignored rather than refused.
 */
export function oneOfOr<K extends string, F>(values: readonly K[], value: unknown, fallback: F): K | F {
  return isIn(values, value) ? value : fallback;
}
