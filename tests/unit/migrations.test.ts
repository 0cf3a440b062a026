// Issue 12: one schema source, two engines. The derived PostgreSQL schema is current, and every SQLite migration
// made after the PostgreSQL baseline has a PostgreSQL twin of the same name (and no twin lacks its SQLite one).
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { derivePgSchema } from "../../scripts/derive-pg-schema.js";

const names = (root: string) =>
  fs
    .readdirSync(root)
    .filter((d) => /^\d{14}_/.test(d))
    .sort();

describe("PostgreSQL schema and migrations", () => {
  it("the derived schema is what the script makes from prisma/schema.prisma", () => {
    const derived = (derivePgSchema as (s: string) => string)(fs.readFileSync("prisma/schema.prisma", "utf8"));
    expect(fs.readFileSync("prisma/postgresql/schema.prisma", "utf8")).toBe(derived);
    expect(derived).toContain('provider = "postgresql"');
  });

  it("has a baseline, then a twin for every later SQLite migration", () => {
    const pg = names("prisma/postgresql/migrations");
    const sqlite = names("prisma/migrations");
    const baseline = pg.find((n) => n.endsWith("_baseline"));
    expect(baseline).toBeDefined();
    const stamp = baseline!.slice(0, 14);
    const later = sqlite.filter((n) => n.slice(0, 14) > stamp);
    expect(pg.filter((n) => n !== baseline)).toEqual(later);
    expect(sqlite.some((n) => n.slice(0, 14) === stamp)).toBe(true);
  });
});
