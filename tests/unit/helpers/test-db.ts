// A throw-away SQLite database with every committed migration applied, for unit tests of DB-backed
// functions. Call before anything imports app/utils/db.server.ts (import app modules dynamically).
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function createTestDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-unit-"));
  const file = path.join(dir, "test.db");
  const db = new Database(file);
  const root = path.resolve("prisma/migrations");
  for (const name of fs
    .readdirSync(root)
    .filter((d) => /^\d/.test(d))
    .sort()) {
    db.exec(fs.readFileSync(path.join(root, name, "migration.sql"), "utf8"));
  }
  db.close();
  process.env.DATABASE_URL = `file:${file}`;
  delete process.env.SMTP_URL;
  return { file, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
