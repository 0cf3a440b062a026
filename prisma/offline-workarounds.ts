// Small, version-specific workarounds for Prisma 6.19.x `engine: "js"` (WASM schema engine).

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
