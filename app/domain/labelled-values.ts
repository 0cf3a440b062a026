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

/** A guard for a closed set of values, from its list: `export const isSize = isOneOf(SIZES);`. */
export function isOneOf<K extends string>(values: readonly K[]): (value: unknown) => value is K {
  return (value: unknown): value is K => typeof value === "string" && (values as readonly string[]).includes(value);
}
