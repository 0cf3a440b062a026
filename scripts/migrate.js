// `npm run db:migrate`: apply the migrations of the engine DATABASE_URL names (SQLite by default).
import { spawnSync } from "node:child_process";
import path from "node:path";

const url = process.env.DATABASE_URL ?? "file:./data/bosun.db";
const pg = /^postgres(ql)?:\/\//i.test(url);
const result = spawnSync(
  path.resolve("node_modules/.bin/prisma"),
  ["migrate", "deploy", ...(pg ? ["--config", "prisma.config.pg.ts"] : [])],
  { stdio: "inherit" },
);
process.exit(result.status ?? 1);
