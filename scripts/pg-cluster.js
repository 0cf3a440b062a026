// A throwaway PostgreSQL cluster for tests and local trials (issue 12), from Debian's packages
// (`apt-get install -y postgresql`). Runs as a normal user: when started as root it runs as `postgres`.
//   node scripts/pg-cluster.js start   → prints the admin URL (postgresql://bosun@localhost:<port>/postgres)
//   node scripts/pg-cluster.js stop
// PG_TEST_PORT picks the port (54329). The cluster lives in $TMPDIR/bosun-pg-<port>, fsync off: test data only.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const PG_TEST_PORT = Number(process.env.PG_TEST_PORT ?? 54329);
export const PG_ADMIN_URL = `postgresql://bosun@localhost:${PG_TEST_PORT}/postgres`;
const dir = path.join(os.tmpdir(), `bosun-pg-${PG_TEST_PORT}`);

export function pgBinDir() {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin/initdb")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], "bin") : null;
}

function asUser(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, full] = isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];
  const result = spawnSync(cmd, full, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed:\n${result.stderr || result.stdout}`);
  return result.stdout;
}

export function startCluster() {
  const bin = pgBinDir();
  if (!bin) throw new Error("PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql");
  const isRoot = process.getuid?.() === 0;
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (isRoot) execFileSync("chown", ["postgres:postgres", dir]);
    asUser(path.join(bin, "initdb"), [
      "-D",
      dir,
      "-A",
      "trust",
      "-U",
      "bosun",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C",
    ]);
  }
  const status = spawnSync(
    isRoot ? "runuser" : path.join(bin, "pg_ctl"),
    isRoot ? ["-u", "postgres", "--", path.join(bin, "pg_ctl"), "-D", dir, "status"] : ["-D", dir, "status"],
  );
  if (status.status !== 0) {
    asUser(path.join(bin, "pg_ctl"), [
      "-D",
      dir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      `-p ${PG_TEST_PORT} -k ${dir} -c listen_addresses=localhost -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      "start",
    ]);
  }
  return PG_ADMIN_URL;
}

export function stopCluster() {
  const bin = pgBinDir();
  if (!bin || !fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  try {
    asUser(path.join(bin, "pg_ctl"), ["-D", dir, "-m", "fast", "-w", "stop"]);
  } catch {
    // already stopped
  }
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) {
  const command = process.argv[2] ?? "start";
  if (command === "start") console.log(startCluster());
  else if (command === "stop") stopCluster();
  else {
    console.error("Usage: node scripts/pg-cluster.js start|stop");
    process.exit(1);
  }
}
