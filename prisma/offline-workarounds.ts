// Small, version-specific workarounds for Prisma 6.19.x `engine: "js"` (WASM schema engine).
import Result from "pg/lib/result.js";

/**
 * The WASM schema engine leaves long timeout timers pending (10 s after `migrate deploy` on
 * PostgreSQL, 60 s after `migrate dev`), which keep the CLI process alive after it has finished.
 * Unref long timers created from inside the wasm module (CLI process only).
 */
export function unrefLongTimers(): void {
  const original = globalThis.setTimeout;
  globalThis.setTimeout = ((fn: (...a: any[]) => void, ms?: number, ...args: any[]) => {
    const t = original(fn, ms, ...args);
    if ((ms ?? 0) >= 5_000 && new Error().stack?.includes("wasm://")) t.unref?.();
    return t;
  }) as typeof setTimeout;
}

/**
 * prisma/orm#27403: introspection queries return catalog-only PG types that @prisma/adapter-pg
 * cannot map ("Column type 'name' / 'char' could not be deserialized from the database").
 * Report them to the adapter as text / text[] (CLI process only; not needed at app runtime).
 */
export function patchPgCatalogTypes(): void {
  const AS_TEXT = new Set([
    18 /* "char" */, 19 /* name */, 22 /* int2vector */, 30 /* oidvector */, 194 /* pg_node_tree */,
    2205 /* regclass */,
  ]);
  const AS_TEXT_ARRAY = new Set([1002 /* "char"[] */, 1003 /* name[] */]);
  const proto = (Result as any).prototype;
  if (proto.__prismaCatalogPatch) return;
  const addFields = proto.addFields;
  proto.addFields = function (fields: { dataTypeID: number }[]) {
    for (const f of fields) {
      if (AS_TEXT.has(f.dataTypeID)) f.dataTypeID = 25;
      else if (AS_TEXT_ARRAY.has(f.dataTypeID)) f.dataTypeID = 1009;
    }
    return addFields.call(this, fields);
  };
  proto.__prismaCatalogPatch = true;
}
