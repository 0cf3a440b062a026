/**
 * What a server value looks like after the loader's JSON: dates become strings, arrays and objects keep their shape.
 * For components typed from a model's return type rather than from `typeof loader`.
 */
export type Serialized<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T;
