// `npm start`: build, migrate the database (embedded SQLite, or PostgreSQL when DATABASE_URL is postgresql://),
// seed it, then serve.
// Idempotent: migrations apply only once, demo data is written only into an empty database.
import { spawnSync, spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const quickStart = !process.env.NODE_ENV; // nobody chose an environment: local quick start
const seedEnv = process.env.NODE_ENV ?? "development";
process.env.DATABASE_URL ??= "file:./data/bosun.db";
process.env.PORT ??= "3000";
process.env.APP_URL ??= `http://localhost:${process.env.PORT}`;

const dbUrl = process.env.DATABASE_URL;
if (dbUrl.startsWith("file:")) {
  const file = path.resolve(dbUrl.slice("file:".length));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (process.env.FRESH_DB === "1") {
    for (const f of [file, `${file}-journal`, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  }
  console.log(`Database: ${file}`);
}
const isPostgres = /^postgres(ql)?:\/\//i.test(dbUrl);
if (isPostgres) {
  const safe = dbUrl.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
  if (process.env.FRESH_DB === "1") {
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;");
    await client.end();
  }
  console.log(`Database: PostgreSQL ${safe}`);
}

if (quickStart && !process.env.SESSION_SECRET) {
  // A generated development secret, kept beside the database so sessions survive restarts.
  const secretFile = path.resolve("data/.session-secret");
  fs.mkdirSync(path.dirname(secretFile), { recursive: true });
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
  process.env.SESSION_SECRET = fs.readFileSync(secretFile, "utf8").trim();
}

// Likewise the key that seals stored webhook secrets and the inbound webhooks' shared secrets (ADR 201).
if (quickStart) {
  for (const [name, file] of [
    ["AUTOMATION_SECRET_KEY", "data/.automation-secret-key"],
    ["INBOUND_EMAIL_SECRET", "data/.inbound-email-secret"],
    ["TELEPHONY_WEBHOOK_SECRET", "data/.telephony-webhook-secret"],
  ]) {
    if (process.env[name]) continue;
    const keyFile = path.resolve(file);
    if (!fs.existsSync(keyFile)) fs.writeFileSync(keyFile, crypto.randomBytes(32).toString("hex"), { mode: 0o600 });
    process.env[name] = fs.readFileSync(keyFile, "utf8").trim();
  }
}

function run(cmd, args, env = {}) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${cmd} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const bin = (name) => path.resolve("node_modules/.bin", name);

if (process.env.SKIP_BUILD !== "1") run(process.execPath, ["scripts/build.js"], { NODE_ENV: "production" });
run(bin("prisma"), ["migrate", "deploy", ...(isPostgres ? ["--config", "prisma.config.pg.ts"] : [])]);
run(bin("tsx"), ["prisma/seed.ts"], { NODE_ENV: seedEnv });

const server = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
