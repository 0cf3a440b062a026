// `npm run bench`: builds, starts the production server on its own port and database, and prints for a few
// public pages: HTML bytes (raw and gzip), CSS and JS gzip bytes the page loads, server time per request
// (p50/p99 with autocannon), and first contentful paint in Chromium under slow 3G (400 kbit/s, 400 ms RTT)
// with a 4× CPU slow-down — side by side with the same page's bytes served as a static file by the same
// Node process (the limit). Prints numbers; asserts nothing.
//
//   BENCH_PORT (default 3390)  BENCH_REQUESTS (default 300)  BENCH_RUNS (FCP runs per page, default 3)
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const BASE = `http://localhost:${PORT}`;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUILD_DIR = ".bench-build";
const DB_FILE = `data/bench-${PORT}.db`;
const STATIC_DIR = "public/__bench";
const PAGES = [
  { name: "home", path: "/" },
  { name: "service page", path: "/services/external-clean" },
  { name: "contact", path: "/contact" },
];
const TARGETS = { homeHtmlCssGzip: 40 * 1024, jsGzip: 110 * 1024, fcpRatio: 1.3 };
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const gzipSize = (text) => zlib.gzipSync(text).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function run(cmd, args, env) {
  const result = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed`);
}

async function waitFor(url, timeoutMs = 120_000) {
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

function startServer() {
  console.log(`▶ building into ${BUILD_DIR} and starting the production server on :${PORT} (${DB_FILE})`);
  run(path.resolve("node_modules/.bin/remix"), ["build"], { NODE_ENV: "production", BUILD_DIR });
  const server = spawn(process.execPath, ["scripts/start.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      APP_URL: BASE,
      DATABASE_URL: `file:./${DB_FILE}`,
      FRESH_DB: "1",
      SKIP_BUILD: "1",
      BUILD_DIR,
      SESSION_SECRET: process.env.SESSION_SECRET ?? "bench-only-session-secret",
      LOG_FORMAT: "tiny",
    },
  });
  return server;
}

/** What autocannon measures for one URL: latency percentiles of sequential requests (one connection). */
async function serverTime(url) {
  const result = await autocannon({ url, connections: 1, amount: REQUESTS, headers: { "accept-encoding": "gzip" } });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { p50: result.latency.p50, p99: result.latency.p99 };
}

/** Loads a URL in Chromium under slow 3G and a 4× slower CPU; returns FCP and the JS the page loaded. */
async function loadInChromium(browser, url, viewport, throttle) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      scripts.set(response.url(), gzipSize(await response.body()));
    } catch {
      /* aborted */
    }
  });
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 400,
      downloadThroughput: (400 * 1000) / 8,
      uploadThroughput: (400 * 1000) / 8,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  }
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const entry = performance.getEntriesByName("first-contentful-paint")[0];
        if (entry) return resolve(entry.startTime);
        new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({
          type: "paint",
          buffered: true,
        });
      }),
  );
  await page.waitForLoadState("networkidle", { timeout: 120_000 }).catch(() => {});
  const jsGzip = [...scripts.values()].reduce((a, b) => a + b, 0);
  await context.close();
  return { fcp, jsGzip, scripts: scripts.size };
}

async function measurePage(browser, page) {
  const url = `${BASE}${page.path}`;
  const html = await (await fetch(url, { headers: { "accept-encoding": "identity" } })).text();
  const cssHrefs = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  let cssGzip = 0;
  for (const href of cssHrefs) cssGzip += gzipSize(await (await fetch(`${BASE}${href}`)).text());

  // The same bytes as a static file from the same process (express.static over public/).
  const file = `${page.name.replace(/\W+/g, "-")}.html`;
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  fs.writeFileSync(path.join(STATIC_DIR, file), html);
  const staticUrl = `${BASE}/__bench/${file}`;

  const phone = { width: 390, height: 844 };
  const desktop = { width: 1280, height: 900 };
  const jsPhone = (await loadInChromium(browser, url, phone, false)).jsGzip;
  const jsDesktop = (await loadInChromium(browser, url, desktop, false)).jsGzip;
  const fcps = [];
  const staticFcps = [];
  for (let i = 0; i < RUNS; i++) {
    fcps.push((await loadInChromium(browser, url, phone, true)).fcp);
    staticFcps.push((await loadInChromium(browser, staticUrl, phone, true)).fcp);
  }
  const dynamicTime = await serverTime(url);
  const staticTime = await serverTime(staticUrl);
  return {
    name: page.name,
    path: page.path,
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    cssGzip,
    jsPhone,
    jsDesktop,
    p50: dynamicTime.p50,
    p99: dynamicTime.p99,
    staticP50: staticTime.p50,
    staticP99: staticTime.p99,
    fcp: median(fcps),
    staticFcp: median(staticFcps),
  };
}

function printTable(rows) {
  const head = [
    "page",
    "HTML",
    "HTML gz",
    "CSS gz",
    "JS gz phone",
    "JS gz desktop",
    "server p50/p99",
    "static p50/p99",
    "FCP slow 3G",
    "static FCP",
    "FCP ratio",
  ];
  const body = rows.map((r) => [
    `${r.name} (${r.path})`,
    kb(r.htmlBytes),
    kb(r.htmlGzip),
    kb(r.cssGzip),
    kb(r.jsPhone),
    kb(r.jsDesktop),
    `${ms(r.p50)} / ${ms(r.p99)}`,
    `${ms(r.staticP50)} / ${ms(r.staticP99)}`,
    ms(r.fcp),
    ms(r.staticFcp),
    `${(r.fcp / r.staticFcp).toFixed(2)}×`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(`\n${line(head)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const b of body) console.log(line(b));

  const home = rows.find((r) => r.path === "/");
  const checks = [
    [
      `home HTML+CSS gzip ≤ ${kb(TARGETS.homeHtmlCssGzip)}`,
      home.htmlGzip + home.cssGzip <= TARGETS.homeHtmlCssGzip,
      kb(home.htmlGzip + home.cssGzip),
    ],
    ...rows.map((r) => [
      `${r.name}: JS gzip ≤ ${kb(TARGETS.jsGzip)} (phone / desktop)`,
      Math.max(r.jsPhone, r.jsDesktop) <= TARGETS.jsGzip,
      `${kb(r.jsPhone)} / ${kb(r.jsDesktop)}`,
    ]),
    ...rows.map((r) => [
      `${r.name}: FCP ≤ ${TARGETS.fcpRatio}× static`,
      r.fcp <= r.staticFcp * TARGETS.fcpRatio,
      `${(r.fcp / r.staticFcp).toFixed(2)}×`,
    ]),
  ];
  console.log("\nTargets:");
  for (const [label, ok, value] of checks) console.log(`  ${ok ? "✓" : "✗"} ${label}: ${value}`);
  console.log(
    `\n(${REQUESTS} sequential requests per URL for p50/p99; FCP is the median of ${RUNS} cold loads at 390 px.)`,
  );
}

const server = startServer();
let browser;
try {
  await waitFor(`${BASE}/healthcheck`);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  // Warm the server (first renders compile templates, open the DB) before measuring.
  for (const p of PAGES) await fetch(`${BASE}${p.path}`);
  const rows = [];
  for (const p of PAGES) {
    console.log(`▶ measuring ${p.path}`);
    rows.push(await measurePage(browser, p));
  }
  printTable(rows);
} finally {
  await browser?.close();
  fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
}
