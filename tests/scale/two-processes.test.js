// Issue 12: two app processes on one PostgreSQL database behind a real reverse proxy (Debian's nginx), nothing else
// shared. Proves, with the processes told apart by their X-Bosun-Instance header: a session made on one is valid on
// the other; sign-in failures are counted across both; a job moved through one reaches a live-update listener on the
// other; each scheduled task runs once per period although both processes tick. Run by `npm test` when PostgreSQL
// and nginx are installed (CI installs both): `node --test tests/scale/two-processes.test.js`.
import assert from "node:assert/strict";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import pg from "pg";
import { startCluster, stopCluster } from "../../scripts/pg-cluster.js";

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
const BUILD_DIR = ".scale-build";
const SESSION_SECRET = "two-process-test-secret";

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

async function waitFor(check, what, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < until) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${what}${lastError ? `: ${lastError.message}` : ""}`);
}

const children = [];
let tmp;
let db;
let dbUrl;
let proxy;
const backends = {};

function startProcess(name, script, port, extraEnv = {}) {
  const log = fs.openSync(path.join(tmp, `${name}.log`), "w");
  const child = spawn(process.execPath, [script], {
    stdio: ["ignore", log, log],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: dbUrl,
      BUILD_DIR,
      SESSION_SECRET,
      APP_URL: `http://localhost:${proxy.port}`,
      INSTANCE_NAME: name,
      TRUST_PROXY: "1",
      TASK_WORKER_POLL_MS: "200",
      SUBSCRIPTIONS_RUN_EVERY_MINUTES: "60",
      REMINDERS_RUN_EVERY_MINUTES: "60",
      LIVE_POLL_MS: "60000", // only NOTIFY can deliver an event in time
      LOG_FORMAT: "tiny",
      ...extraEnv,
    },
  });
  children.push(child);
  return child;
}

const healthy = (port) => () =>
  fetch(`http://localhost:${port}/healthcheck`)
    .then((r) => r.ok)
    .catch(() => false);

function logsOf(name) {
  try {
    return fs.readFileSync(path.join(tmp, `${name}.log`), "utf8").slice(-3000);
  } catch {
    return "";
  }
}

before(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-scale-"));
  fs.chmodSync(tmp, 0o777);
  const admin = startCluster();
  spawnSync("psql", [
    admin,
    "-q",
    "-c",
    "DROP DATABASE IF EXISTS bosun_scale WITH (FORCE)",
    "-c",
    "CREATE DATABASE bosun_scale",
  ]);
  dbUrl = admin.replace(/\/postgres$/, "/bosun_scale");
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();

  const [a, b, p] = await Promise.all([freePort(), freePort(), freePort()]);
  backends.a = a;
  backends.b = b;
  proxy = { port: p };
  // nginx: round-robin over both processes; no buffering, so live-update streams pass straight through.
  const conf = path.join(tmp, "nginx.conf");
  fs.writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${tmp}/nginx.pid;
error_log ${tmp}/nginx-error.log;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${tmp}/body; proxy_temp_path ${tmp}/proxy; fastcgi_temp_path ${tmp}/fcgi;
  uwsgi_temp_path ${tmp}/uwsgi; scgi_temp_path ${tmp}/scgi;
  upstream bosun { server 127.0.0.1:${a}; server 127.0.0.1:${b}; }
  server {
    listen 127.0.0.1:${p};
    location / {
      proxy_pass http://bosun;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 3600s;
    }
  }
}
`,
  );
  const nginx = spawn(NGINX, ["-c", conf, "-p", tmp], { stdio: ["ignore", "ignore", "pipe"] });
  nginx.stderr.on("data", (d) => fs.appendFileSync(path.join(tmp, "nginx-stderr.log"), d));
  children.push(nginx);

  // Process A builds, migrates and seeds (npm start); process B only serves the same build.
  startProcess("A", "scripts/start.js", a, { FRESH_DB: "1", SEED_DEMO: "1" });
  await waitFor(healthy(a), `process A (log:\n${logsOf("A")})`, 400_000);
  startProcess("B", "server.js", b);
  await waitFor(healthy(b), `process B (log:\n${logsOf("B")})`);
  await waitFor(healthy(p), "nginx");
});

after(async () => {
  for (const child of children.reverse()) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  await db?.end().catch(() => {});
  stopCluster();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function signIn(base, email, password = "demo-password", headers = {}) {
  return fetch(`${base}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ intent: "login", email, password, redirectTo: "" }),
  });
}
const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

test("the proxy spreads requests over both processes", async () => {
  const seen = new Set();
  for (let i = 0; i < 6; i++) {
    const res = await fetch(`http://localhost:${proxy.port}/healthcheck`);
    seen.add(res.headers.get("x-bosun-instance"));
  }
  assert.deepEqual([...seen].sort(), ["A", "B"]);
});

test("a session made on one process is valid on the other", async () => {
  const res = await signIn(`http://localhost:${proxy.port}`, "admin@example.com");
  assert.equal(res.status, 302, "sign-in through the proxy");
  const cookie = cookieOf(res);
  for (const port of [backends.a, backends.b]) {
    const page = await fetch(`http://localhost:${port}/admin/dashboard`, { headers: { cookie }, redirect: "manual" });
    assert.equal(page.status, 200, `admin dashboard on ${page.headers.get("x-bosun-instance")}`);
  }
  // Signing out on one ends it on the other.
  const out = await fetch(`http://localhost:${backends.a}/logout`, {
    method: "POST",
    headers: { cookie, origin: `http://localhost:${backends.a}` },
    redirect: "manual",
  });
  assert.ok(out.status < 400, `sign-out answered ${out.status}`);
  const after = await fetch(`http://localhost:${backends.b}/admin/dashboard`, {
    headers: { cookie },
    redirect: "manual",
  });
  assert.equal(after.status, 302, "B no longer accepts the ended session");
});

test("sign-in failures are counted across both processes", async () => {
  // The same person at the same address, alternating between the processes: five free failures, then a wait.
  const headers = { "x-forwarded-for": "203.0.113.77" };
  const answers = [];
  for (let i = 0; i < 6; i++) {
    const port = i % 2 === 0 ? backends.a : backends.b;
    const res = await signIn(`http://localhost:${port}`, "staff@example.com", `wrong-${i}`, headers);
    answers.push(await res.text());
  }
  assert.ok(
    answers.slice(0, 5).every((t) => !t.includes("Too many attempts")),
    "the first five failures are not delayed",
  );
  assert.match(answers[5], /Too many attempts\. Please wait \d+ seconds? and try again\./);
  // Even the right password waits now, on either process.
  const right = await signIn(`http://localhost:${backends.a}`, "staff@example.com", "demo-password", headers);
  assert.notEqual(right.status, 302);
  // Someone else behind another address is not affected.
  const other = await signIn(`http://localhost:${backends.b}`, "staff@example.com", "demo-password", {
    "x-forwarded-for": "198.51.100.9",
  });
  assert.equal(other.status, 302);
});

test("a job moved through one process reaches a live-update listener on the other", async () => {
  const cookie = cookieOf(await signIn(`http://localhost:${backends.a}`, "admin@example.com"));
  const controller = new AbortController();
  const stream = await fetch(`http://localhost:${backends.a}/resources/live`, {
    headers: { cookie, accept: "text/event-stream" },
    signal: controller.signal,
  });
  assert.equal(stream.status, 200);
  const reader = stream.body.getReader();
  const decoder = new TextDecoder();
  let received = "";
  const readUntil = async (needle) => {
    const deadline = Date.now() + 15_000;
    while (!received.includes(needle) && Date.now() < deadline) {
      const chunk = await Promise.race([reader.read(), new Promise((r) => setTimeout(() => r(null), 1000))]);
      if (chunk?.value) received += decoder.decode(chunk.value, { stream: true });
      if (chunk?.done) break;
    }
    return received.includes(needle);
  };
  assert.ok(await readUntil("event: ready"), "the stream opened");

  const {
    rows: [job],
  } = await db.query(`SELECT id, status FROM "Job" WHERE status = 'quote_accepted' ORDER BY number LIMIT 1`);
  assert.ok(job, "the seed has an accepted job");
  const move = await fetch(`http://localhost:${backends.b}/admin/kanban-boards`, {
    method: "POST",
    redirect: "manual",
    headers: {
      cookie,
      origin: `http://localhost:${backends.b}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      jobId: job.id,
      from: job.status,
      to: "job_scheduled",
      returnTo: "/admin/kanban-boards",
    }),
  });
  assert.equal(move.headers.get("x-bosun-instance"), "B");
  assert.ok(move.status < 400, `move answered ${move.status}`);
  const {
    rows: [moved],
  } = await db.query(`SELECT status FROM "Job" WHERE id = $1`, [job.id]);
  assert.equal(moved.status, "job_scheduled");
  // A polls only once a minute here: the event can only arrive in time through LISTEN/NOTIFY.
  assert.ok(await readUntil(`"subjectId":"${job.id}"`), `A's stream heard the move (got: ${received.slice(-500)})`);
  assert.match(received, /event: change\nid: \d+|id: \d+\nevent: change/);
  controller.abort();
});

test("each scheduled task runs once per period although both processes tick", async () => {
  // Every schedule the app defines (the four below at least; new ones join without editing this test).
  let names = ["subscriptions", "invoice-reminders", "maintenance-reminders", "document-reminders"];
  let waiting = [];
  await waitFor(async () => {
    const { rows } = await db.query(`SELECT name, "lastStatus", "lastError" FROM "TaskSchedule"`);
    names = [...new Set([...names, ...rows.map((r) => r.name)])];
    waiting = names
      .filter((n) => !rows.some((r) => r.name === n && r.lastStatus === "done"))
      .map((n) => {
        const row = rows.find((r) => r.name === n);
        return `${n}: ${row ? `${row.lastStatus ?? "not run"}${row.lastError ? ` (${row.lastError})` : ""}` : "no row"}`;
      });
    return waiting.length === 0;
  }, "every schedule's first run to finish").catch((error) => {
    throw new Error(`${error.message}; still waiting: ${waiting.join("; ")}\nA: ${logsOf("A")}\nB: ${logsOf("B")}`);
  });
  // Let both workers tick many more times within the period.
  await new Promise((r) => setTimeout(r, 3000));
  const { rows } = await db.query(
    `SELECT name, COUNT(*)::int AS n, COUNT(DISTINCT "dedupeKey")::int AS periods, MIN(status) AS status FROM "QueuedTask" WHERE name LIKE 'schedule:%' GROUP BY name ORDER BY name`,
  );
  assert.deepEqual(
    rows.map((r) => [r.name, r.n, r.periods, r.status]),
    names.map((n) => [`schedule:${n}`, 1, 1, "done"]).sort(),
  );
});
