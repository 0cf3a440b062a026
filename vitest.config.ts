import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  test: {
    include: ["tests/unit/**/*.test.ts", "app/**/*.test.ts"],
    environment: "node",
    setupFiles: ["tests/unit/setup.ts"],
    pool: "forks",
    // Database-backed tests do real work (scrypt, migrations, PostgreSQL round trips); a loaded 2-core CI needs room.
    testTimeout: 20_000,
    // A beforeAll that imports the app and seeds its database waited past 10 s when the machine was busy.
    hookTimeout: 60_000,
  },
});
