// `node scripts/check-pg-migrations.js` (npm test, when PostgreSQL is installed): the PostgreSQL migrations, applied to
// a fresh database, must give exactly the derived schema. Catches a twin migration that lost its statements when a
// branch regenerated it (SQLite's own check is the migrations test). Needs TEST_PG_ADMIN_URL or starts the cluster.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { startCluster, stopCluster } from "./pg-cluster.js";

const prisma = path.resolve("node_modules/.bin/prisma");
const ownCluster = !process.env.TEST_PG_ADMIN_URL;
const admin = process.env.TEST_PG_ADMIN_URL ?? startCluster();
const base = admin.replace(/\/postgres$/, "");
const psql = (...sql) =>
  spawnSync("psql", [admin, "-q", ...sql.flatMap((s) => ["-c", s])], { encoding: "utf8", stdio: "pipe" });
psql(
  "DROP DATABASE IF EXISTS bosun_migration_check WITH (FORCE)",
  "CREATE DATABASE bosun_migration_check",
  "DROP DATABASE IF EXISTS bosun_migration_shadow WITH (FORCE)",
  "CREATE DATABASE bosun_migration_shadow",
);
const run = (args, url) =>
  spawnSync(prisma, [...args, "--config", "prisma.config.pg.ts"], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: url },
  });
let failed = false;
const deploy = run(["migrate", "deploy"], `${base}/bosun_migration_check`);
if (deploy.status !== 0) {
  console.error(`✖ the PostgreSQL migrations do not apply:\n${deploy.stderr || deploy.stdout}`);
  failed = true;
} else {
  const diff = run(
    [
      "migrate",
      "diff",
      "--from-migrations",
      "prisma/postgresql/migrations",
      "--to-schema-datamodel",
      "prisma/postgresql/schema.prisma",
      "--script",
    ],
    `${base}/bosun_migration_shadow`,
  );
  const sql = diff.stdout.replace(/^Loaded Prisma config.*\n/m, "").trim();
  if (diff.status !== 0 || !sql.includes("This is an empty migration")) {
    console.error(
      `✖ the PostgreSQL migrations do not give prisma/postgresql/schema.prisma; missing:\n${sql || diff.stderr}`,
    );
    failed = true;
  } else console.log("✔ the PostgreSQL migrations give exactly the derived schema");
}
psql(
  "DROP DATABASE IF EXISTS bosun_migration_check WITH (FORCE)",
  "DROP DATABASE IF EXISTS bosun_migration_shadow WITH (FORCE)",
);
if (ownCluster) stopCluster();
process.exit(failed ? 1 : 0);
