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
  const psql = (url: string, args: string[]) =>
    execFileSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-q", ...args], { stdio: ["ignore", "ignore", "pipe"] });
  psql(admin, ["-c", `CREATE DATABASE ${name}`]);
  const url = admin.replace(/\/[^/?]+(\?.*)?$/, `/${name}$1`).replace(/undefined$/, "");
  for (const sql of migrationFiles(path.resolve("prisma/postgresql/migrations"))) psql(url, ["-f", sql]);
  process.env.DATABASE_URL = url;
  return {
    engine: "postgresql" as const,
    cleanup: () => psql(admin, ["-c", `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]),
  };
}
