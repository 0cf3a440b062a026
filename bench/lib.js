// Shared by the page benchmarks (bench/owner-portal.js, bench/subscriptions.js): build, start a production server
// on its own database, sign in, and measure server time with autocannon. Prints numbers; asserts nothing.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";

export const BUILD_DIR = ".bench-build";

export function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

export async function waitFor(url, timeoutMs = 180_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds once and starts the server (demo accounts seeded) on a fresh database; returns a stop function. */
export async function startServer({ port, dbFile }) {
  const base = `http://localhost:${port}`;
  console.log(`▶ building into ${BUILD_DIR}`);
  run(path.resolve("node_modules/.bin/remix"), ["build"], { NODE_ENV: "production", BUILD_DIR });
  const server = spawn(process.execPath, ["scripts/start.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    // No NODE_ENV: start.js seeds the demo accounts as a local quick start does.
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "NODE_ENV")),
      PORT: String(port),
      APP_URL: base,
      DATABASE_URL: `file:./${dbFile}`,
      FRESH_DB: "1",
      SKIP_BUILD: "1",
      BUILD_DIR,
      SESSION_SECRET: "bench-only-session-secret",
      RATE_LIMIT_MULTIPLIER: "1000",
      LOG_FORMAT: "tiny",
      SUBSCRIPTIONS_RUN_EVERY_MINUTES: "0",
      TASK_WORKER_POLL_MS: "0",
    },
  });
  await waitFor(`${base}/healthcheck`);
  return () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
}

export async function signIn(base, email) {
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", email, password: "demo-password", redirectTo: "" }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (res.status !== 302 || !cookie) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  return cookie;
}

/** p50/p99 of `requests` sequential requests, or null when the page does not answer 200. */
export async function serverTime(url, cookie, requests) {
  // A kept-alive socket the server closed while the bench was busy (filling the database) fails once: retry.
  const probe = await fetch(url, { headers: { cookie } }).catch(() => fetch(url, { headers: { cookie } }));
  if (probe.status !== 200) return null;
  const result = await autocannon({
    url,
    connections: 1,
    amount: requests,
    headers: { cookie, "accept-encoding": "gzip" },
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

export const quantiles = (t) => (t ? `${t.p50} / ${t.p99} ms` : "not built");

/** A markdown table of small vs large database timings per page. */
export function printComparison(pages, small, large) {
  console.log("| page | small database p50 / p99 | large database p50 / p99 | ratio p50 / p99 |");
  console.log("| --- | --- | --- | --- |");
  for (const p of pages) {
    const a = small[p];
    const b = large[p];
    const ratio =
      a && b ? `${(b.p50 / Math.max(a.p50, 1)).toFixed(2)} / ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}` : "—";
    console.log(`| ${p} | ${quantiles(a)} | ${quantiles(b)} | ${ratio} |`);
  }
}
