// Prisma 6.19 config for PostgreSQL (issue 12): Migrate on the WASM schema engine through @prisma/adapter-pg,
// offline like the SQLite one (prisma.config.ts). The schema is derived from prisma/schema.prisma
// (scripts/derive-pg-schema.js); `npm start` and the tests choose this config when DATABASE_URL is postgresql://.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";
import { patchPgCatalogTypes, unrefLongTimers } from "./prisma/offline-workarounds.ts";

unrefLongTimers();
patchPgCatalogTypes();
process.env.DATABASE_URL ??= "postgresql://localhost:5432/bosun";

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/postgresql/schema.prisma",
  migrations: { path: "prisma/postgresql/migrations" },
  async adapter() {
    const factory = new PrismaPg({ connectionString: process.env.DATABASE_URL, allowExitOnIdle: true });
    // adapter-pg 6.19's own shadow database handling is broken (it replays migrations on the main database), so
    // a shadow database, when one is needed, is a dedicated pre-created one wiped before each use.
    const shadowUrl = process.env.SHADOW_DATABASE_URL;
    if (shadowUrl) {
      const shadow = new PrismaPg({ connectionString: shadowUrl, allowExitOnIdle: true });
      factory.connectToShadowDb = async () => {
        const conn = await shadow.connect();
        await conn.executeScript("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
        return conn;
      };
    }
    return factory;
  },
});
