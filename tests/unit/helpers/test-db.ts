// A throw-away database with every committed migration applied, for unit tests of DB-backed functions. Call
// before anything imports app/utils/db.server.ts (import app modules dynamically).
// SQLite by default (a temp file); PostgreSQL when TEST_PG_ADMIN_URL names a server (npm test starts a throwaway
// cluster and runs the DB-backed tests again on it): a fresh database per test file, dropped afterwards.
import Database from "better-sqlite3";
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function migrationFiles(root: string) {
  return fs
    .readdirSync(root)
    .filter((d) => /^\d/.test(d))
    .sort()
    .map((name) => path.join(root, name, "migration.sql"));
}

export function createTestDatabase() {
  delete process.env.SMTP_URL;
  const admin = process.env.TEST_PG_ADMIN_URL;
  if (admin) return createPgDatabase(admin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-unit-"));
  const file = path.join(dir, "test.db");
  const db = new Database(file);
  for (const sql of migrationFiles(path.resolve("prisma/migrations"))) db.exec(fs.readFileSync(sql, "utf8"));
  db.close();
  process.env.DATABASE_URL = `file:${file}`;
  return { engine: "sqlite" as const, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function createPgDatabase(admin: string) {
  const name = `bosun_unit_${crypto.randomBytes(6).toString("hex")}`;
  const template = pgTemplate(admin);
  psqlRun(admin, ["-c", `CREATE DATABASE ${name} TEMPLATE ${template}`]);
  process.env.DATABASE_URL = dbUrl(admin, name);
  return {
    engine: "postgresql" as const,
    cleanup: () => psqlRun(admin, ["-c", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}

const psqlRun = (url: string, args: string[]) =>
  execFileSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-q", ...args], { stdio: ["ignore", "pipe", "pipe"] })
    .toString()
    .trim();
const dbUrl = (admin: string, name: string) =>
  admin.replace(/\/[^/?]+(\?.*)?$/, `/${name}$1`).replace(/undefined$/, "");

// The migrations are applied once per set of migration files, into a template database named by their hash; every
// test file then copies it (CREATE DATABASE … TEMPLATE), which is much quicker than replaying the migrations each time.
// Two workers that both find no template build one each; the first rename wins and the other drops its copy.
function pgTemplate(admin: string) {
  const files = migrationFiles(path.resolve("prisma/postgresql/migrations"));
  const hash = crypto.createHash("sha256");
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  const template = `bosun_unit_template_${hash.digest("hex").slice(0, 12)}`;
  const exists = () => psqlRun(admin, ["-At", "-c", `SELECT 1 FROM pg_database WHERE datname = '${template}'`]) === "1";
  if (exists()) return template;
  const building = `bosun_unit_building_${crypto.randomBytes(6).toString("hex")}`;
  psqlRun(admin, ["-c", `CREATE DATABASE ${building}`]);
  psqlRun(
    dbUrl(admin, building),
    files.flatMap((file) => ["-f", file]),
  );
  try {
    psqlRun(admin, ["-c", `ALTER DATABASE ${building} RENAME TO ${template}`]);
  } catch (error) {
    psqlRun(admin, ["-c", `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`]);
    if (!exists()) throw error;
  }
  return template;
}
