// npm run db:migration -- <name>: writes the migration for the difference between the committed migrations and
// prisma/schema.prisma, for both engines (issue 12), offline on the WASM engine:
//   prisma/migrations/<timestamp>_<name>/migration.sql             (SQLite)
//   prisma/postgresql/migrations/<timestamp>_<name>/migration.sql  (PostgreSQL, same name)
// and regenerates prisma/postgresql/schema.prisma. The PostgreSQL diff needs a server: a throwaway cluster is
// started from Debian's packages (scripts/pg-cluster.js) unless MIGRATION_PG_URL names one.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { derivePgSchema, SOURCE, TARGET } from "./derive-pg-schema.js";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]/gi, "_").toLowerCase();
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(1);
}
fs.mkdirSync("data", { recursive: true });
const prisma = path.resolve("node_modules/.bin/prisma");

function diff(args, env = {}) {
  const result = spawnSync(prisma, ["migrate", "diff", ...args, "--script"], {
    encoding: "utf8",
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    console.error(result.stderr || result.stdout);
    process.exit(result.status ?? 1);
  }
  return result.stdout.replace(/^Loaded Prisma config.*\n/m, "").trim();
}
const isEmpty = (sql) => !sql || sql.includes("This is an empty migration") || !sql.replace(/^--.*$/gm, "").trim();
// The text-search tables (FTS5, written by hand in the text_search_indexes migration, ADR 171) are not in the schema:
// Prisma would drop them (and their FTS5 shadow tables) in every later SQLite diff, so those drops are left out.
const SEARCH_TABLE_DROP =
  /-- DropTable\nPRAGMA foreign_keys=off;\nDROP TABLE "\w+Search(_(config|content|data|docsize|idx))?";\nPRAGMA foreign_keys=on;\n*/g;

const sqlite = diff(["--from-migrations", "prisma/migrations", "--to-schema-datamodel", SOURCE])
  .replace(SEARCH_TABLE_DROP, "")
  .trim();
const nextPg = derivePgSchema(fs.readFileSync(SOURCE, "utf8"));
if (isEmpty(sqlite)) {
  console.log("Schema and migrations already agree: nothing to write.");
  if (!fs.existsSync(TARGET) || fs.readFileSync(TARGET, "utf8") !== nextPg) fs.writeFileSync(TARGET, nextPg);
  process.exit(0);
}

let pgUrl = process.env.MIGRATION_PG_URL;
if (!pgUrl) {
  const { startCluster } = await import("./pg-cluster.js");
  const admin = startCluster();
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = 'bosun_migrate'");
  if (!exists.rowCount) await client.query("CREATE DATABASE bosun_migrate");
  await client.end();
  pgUrl = admin.replace(/\/postgres$/, "/bosun_migrate");
}
const nextFile = path.join(path.dirname(TARGET), ".next.schema.prisma");
fs.writeFileSync(nextFile, nextPg);
let postgres;
try {
  postgres = diff(
    ["--config", "prisma.config.pg.ts", "--from-schema-datamodel", TARGET, "--to-schema-datamodel", nextFile],
    { DATABASE_URL: pgUrl },
  );
} finally {
  fs.rmSync(nextFile, { force: true });
}

const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
for (const [root, sql] of [
  ["prisma/migrations", sqlite],
  ["prisma/postgresql/migrations", postgres],
]) {
  const dir = path.join(root, `${stamp}_${name}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
  console.log(`Wrote ${dir}/migration.sql`);
}
fs.writeFileSync(TARGET, nextPg);
console.log(`Wrote ${TARGET}`);
