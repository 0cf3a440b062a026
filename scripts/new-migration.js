// npm run db:migration -- <name>: writes prisma/migrations/<timestamp>_<name>/migration.sql for the
// difference between the committed migrations and prisma/schema.prisma (offline, WASM engine).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(1);
}
const result = spawnSync(
  path.resolve("node_modules/.bin/prisma"),
  [
    "migrate",
    "diff",
    "--from-migrations",
    "prisma/migrations",
    "--to-schema-datamodel",
    "prisma/schema.prisma",
    "--script",
  ],
  { encoding: "utf8" },
);
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  process.exit(result.status ?? 1);
}
const sql = result.stdout.replace(/^Loaded Prisma config.*\n/m, "").trim();
if (!sql || sql.includes("This is an empty migration")) {
  console.log("Schema and migrations already agree: nothing to write.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join("prisma/migrations", `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
console.log(`Wrote ${dir}/migration.sql`);
