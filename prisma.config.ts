// Prisma 6.19 config: Migrate runs on the WASM schema engine through a driver adapter,
// so no Rust engine binary is ever downloaded (see docs/decisions/002-prisma-offline.md).
import { defineConfig } from "prisma/config";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { unrefLongTimers } from "./prisma/offline-workarounds.ts";

unrefLongTimers();
process.env.DATABASE_URL ??= "file:./data/bosun.db";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx prisma/seed.ts" },
  async adapter() {
    const factory = new PrismaBetterSQLite3({ url: process.env.DATABASE_URL! });
    // The WASM engine replays each migration.sql on the shadow DB with executeRaw(), which
    // better-sqlite3 limits to one statement (P3006); route argument-free scripts to executeScript().
    const connectToShadowDb = factory.connectToShadowDb.bind(factory);
    factory.connectToShadowDb = async () => {
      const shadow = await connectToShadowDb();
      const executeRaw = shadow.executeRaw.bind(shadow);
      shadow.executeRaw = async (q) => {
        if (q.args.length === 0) {
          await shadow.executeScript(q.sql);
          return 0;
        }
        return executeRaw(q);
      };
      return shadow;
    };
    return factory;
  },
});
