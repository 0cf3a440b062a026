// `npm run bench`: builds, starts the production server on its own port and database, and prints the table of
// issue 11 for the public pages (/, a service page, /contact) and the two e-mailed links (a real quote and a real
// invoice made in the bench database by bench/links.ts):
//   - HTML, CSS, JS (requests) and fonts on the wire, headers included, as Chromium loads the page cold;
//   - first contentful paint on a slow phone (360 px, 400 ms RTT, 400 kbit/s, 4× CPU slow-down), median of
//     BENCH_RUNS loads, next to the same HTML served as a static file (bench/static-server.js, its own port, the same
//     static stack as server.js) and the physical limit (round trips for TCP, the HTML and the CSS plus their bytes
//     over the link);
//   - requests per second at 50 connections (autocannon, anonymous), app and static copy;
// then fills the database (10k jobs, 5k invoices) and prints the portal pages' latency at 20 connections, signed in.
// Last, the scripts of every public page read from the same build (bench/js-budget.js).
// Prints numbers and which targets they meet; asserts nothing.
//
//   BENCH_PORT (default 3390; the static copy takes BENCH_STATIC_PORT, default BENCH_PORT + 1)
//   BENCH_RUNS (slow-phone loads per page and copy, default 5)  BENCH_SECONDS (per throughput run, default 8)
//   BENCH_PAGES (only these public pages, by name, comma-separated: "/contact,/")  BENCH_PORTAL=0 (skip the portal)
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { chromium } from "@playwright/test";
import { printScriptWeights } from "./js-budget.js";
import {
  BUILD_DIR,
  SLOW,
  addInvoicedJobs,
  addOpenJobs,
  signIn,
  startServer,
  throttleToSlowPhone,
  waitFor,
} from "./lib.js";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? PORT + 1);
const BASE = `http://localhost:${PORT}`;
const STATIC_BASE = `http://localhost:${STATIC_PORT}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const ONLY_PAGES = process.env.BENCH_PAGES?.split(",").map((name) => name.trim());
const WITH_PORTAL = process.env.BENCH_PORTAL !== "0";
const DB_FILE = `data/bench-${PORT}.db`;
const STATIC_DIR = `.bench-static-${PORT}`;
const TARGETS = { fcpRatio: 1.1, jsKb: 100, jsRequests: 8, fontKbBeforePaint: 40, rpsShare: 0.5, portalP99Ms: 100 };
const PORTAL = [
  { name: "owner dashboard", path: "/owner/dashboard", email: "owner@example.com" },
  { name: "staff job list", path: "/staff/jobs", email: "staff@example.com" },
  { name: "admin invoice list", path: "/admin/invoices", email: "admin@example.com" },
];
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
// What a browser sends: compressed answers are what a phone receives.
const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (v) => `${Math.round(v)} ms`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");

/** The quote and invoice links, made through the models (bench/links.ts) in the bench database. */
function makeLinks() {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["bench/links.ts"], {
    encoding: "utf8",
    env: {
      ...process.env,
      DATABASE_URL: `file:./${DB_FILE}`,
      APP_URL: BASE,
      SESSION_SECRET: "bench-only-session-secret",
    },
  });
  if (result.status !== 0) throw new Error(`bench/links.ts failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

function startStaticCopy() {
  const server = spawn(process.execPath, ["bench/static-server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
    env: { ...process.env, NODE_ENV: "production", PORT: String(STATIC_PORT), BUILD_DIR, STATIC_DIR },
  });
  return () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
}

/**
 * One cold load in Chromium: every response's bytes on the wire (headers included) by kind, when each was requested,
 * and the first contentful paint. Throttled loads stop at first paint; unthrottled ones wait for the network to idle.
 */
async function loadPage(browser, url, throttle) {
  const context = await browser.newContext({ viewport: SLOW.viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", (e) =>
    requests.set(e.requestId, { url: e.request.url, type: e.type, startedAt: e.timestamp, bytes: 0 }),
  );
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (throttle) await throttleToSlowPhone(cdp);
  await page.goto(url, { waitUntil: "commit", timeout: 120_000 });
  const fcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().find((e) => e.name === "first-contentful-paint");
          if (entry) resolve(entry.startTime);
        }).observe({ type: "paint", buffered: true });
      }),
  );
  if (!throttle) await page.waitForLoadState("networkidle", { timeout: 120_000 }).catch(() => {});
  const all = [...requests.values()];
  const navigationStart = Math.min(...all.map((r) => r.startedAt));
  const kind = (type) => all.filter((r) => r.type === type);
  const sum = (list) => list.reduce((a, r) => a + r.bytes, 0);
  const beforePaint = (list) => list.filter((r) => (r.startedAt - navigationStart) * 1000 < fcp);
  await context.close();
  return {
    fcp,
    html: sum(kind("Document")),
    css: sum(kind("Stylesheet")),
    js: sum(kind("Script")),
    jsRequests: kind("Script").length,
    fonts: sum(kind("Font")),
    fontRequests: kind("Font").length,
    fontsBeforePaint: sum(beforePaint(kind("Font"))),
  };
}

/** Requests per second (and latency) of one URL at `connections` concurrent connections for SECONDS. */
async function throughput(url, connections, headers = {}) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { ...BROWSER_HEADERS, ...headers },
  });
  if (result.non2xx) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** What the HTML promises before any script runs: the stylesheet ahead of every preload, a form that posts. */
function htmlChecks(html) {
  const links = [...html.matchAll(/<link [^>]*rel="(stylesheet|preload|modulepreload)"/g)].map((m) => m[1]);
  const form = /<form\b[^>]*>[\s\S]*?<\/form>/.exec(html)?.[0];
  const submit = form ? /<button\b[^>]*>/.exec(form)?.[0] : null;
  return {
    stylesheetFirst: links[0] === "stylesheet",
    formWithoutScript: !!form && /method="(post|get)"/i.test(form) && !!submit && !/\sdisabled/.test(submit),
  };
}

async function measurePage(browser, page) {
  const url = `${BASE}${page.path}`;
  const html = await (await fetch(url)).text();
  const file = `${page.name.replace(/\W+/g, "-")}.html`;
  fs.writeFileSync(path.join(STATIC_DIR, file), html);
  const staticUrl = `${STATIC_BASE}/__static/${file}`;

  const full = await loadPage(browser, url, false);
  const fcps = [];
  const staticFcps = [];
  const fontsBeforePaint = [];
  for (let i = 0; i < RUNS; i++) {
    const app = await loadPage(browser, url, true);
    fcps.push(app.fcp);
    fontsBeforePaint.push(app.fontsBeforePaint);
    staticFcps.push((await loadPage(browser, staticUrl, true)).fcp);
  }
  const linkSeconds = (bytes) => (bytes * 8) / (SLOW.kbitPerSecond * 1000);
  const physical = 3 * SLOW.rttMs + linkSeconds(full.html + full.css) * 1000;
  const app = await throughput(url, 50);
  const copy = await throughput(staticUrl, 50);
  return {
    ...page,
    ...full,
    ...htmlChecks(html),
    fontsBeforePaint: Math.max(...fontsBeforePaint),
    fcp: median(fcps),
    staticFcp: median(staticFcps),
    fcps,
    staticFcps,
    physical,
    rps: app.rps,
    staticRps: copy.rps,
    p50: app.p50,
  };
}

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  console.log(`${line(head)}\n|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const r of rows) console.log(line(r));
}

function printPages(rows) {
  console.log(
    "\nPublic pages (KB on the wire, headers included; first paint at 360 px on slow 3G with a 4× slower CPU)\n",
  );
  table(
    [
      "page",
      "HTML",
      "CSS",
      "JS (requests)",
      "fonts (requests); before first paint",
      "first paint: app / static / physical limit",
      "app / static",
      "requests/s at 50 connections: app / static",
      "app / static",
    ],
    rows.map((r) => [
      r.name,
      kb(r.html),
      kb(r.css),
      `${kb(r.js)} (${r.jsRequests})`,
      `${kb(r.fonts)} (${r.fontRequests}); ${kb(r.fontsBeforePaint)}`,
      `${Math.round(r.fcp)} / ${Math.round(r.staticFcp)} / ${Math.round(r.physical)} ms`,
      `${(r.fcp / r.staticFcp).toFixed(2)}×`,
      `${Math.round(r.rps)} / ${Math.round(r.staticRps)}`,
      `${((100 * r.rps) / r.staticRps).toFixed(0)} %`,
    ]),
  );
}

function printPortal(rows, counts) {
  console.log(
    `\nPortal pages, signed in, ${counts.jobs} jobs and ${counts.invoices} invoices in the database; 20 connections for ${SECONDS} s\n`,
  );
  table(
    ["page", "p50", "p99", "requests/s"],
    rows.map((r) => [`${r.name} (${r.path})`, ms(r.p50), ms(r.p99), String(Math.round(r.rps))]),
  );
}

function printTargets(pages, portal) {
  const marketing = pages.filter((p) => p.anonymous);
  const checks = [
    ...pages.map((r) => [
      `${r.name}: first paint ≤ ${TARGETS.fcpRatio}× static`,
      r.fcp <= r.staticFcp * TARGETS.fcpRatio,
      `${(r.fcp / r.staticFcp).toFixed(2)}×`,
    ]),
    ...pages.map((r) => [
      `${r.name}: JS ≤ ${TARGETS.jsKb} KB in ≤ ${TARGETS.jsRequests} requests`,
      r.js <= TARGETS.jsKb * 1024 && r.jsRequests <= TARGETS.jsRequests,
      `${kb(r.js)} in ${r.jsRequests}`,
    ]),
    ...pages.map((r) => [
      `${r.name}: fonts ≤ ${TARGETS.fontKbBeforePaint} KB before first paint`,
      r.fontsBeforePaint <= TARGETS.fontKbBeforePaint * 1024,
      kb(r.fontsBeforePaint),
    ]),
    ...pages.map((r) => [`${r.name}: stylesheet linked before any preload`, r.stylesheetFirst, ""]),
    ...pages.map((r) => [`${r.name}: first form works before scripts`, r.formWithoutScript, ""]),
    ...marketing.map((r) => [
      `${r.name}: ≥ ${TARGETS.rpsShare * 100} % of the static copy's requests/s`,
      r.rps >= r.staticRps * TARGETS.rpsShare,
      `${((100 * r.rps) / r.staticRps).toFixed(0)} %`,
    ]),
    ...portal.map((r) => [
      `${r.name}: p99 < ${TARGETS.portalP99Ms} ms at 20 connections`,
      r.p99 < TARGETS.portalP99Ms,
      ms(r.p99),
    ]),
  ];
  console.log("\nFirst paint of every slow-phone load, ms (app | static copy):");
  for (const r of pages)
    console.log(`  ${r.name}: ${r.fcps.map(Math.round).join(", ")} | ${r.staticFcps.map(Math.round).join(", ")}`);
  console.log("\nTargets:");
  for (const [label, ok, value] of checks) console.log(`  ${ok ? "✓" : "✗"} ${label}${value ? `: ${value}` : ""}`);
}

/** 10k jobs and 5k invoices: 5k invoiced (two thirds paid) and 5k open across the stages; 1 in 50 the owner's. */
function fillDatabase() {
  console.log("▶ filling the database: 10,000 jobs and 5,000 invoices");
  const db = new Database(DB_FILE);
  const now = Date.now();
  const owner = db.prepare(`SELECT id, fullName name, email FROM "User" WHERE email = 'owner@example.com'`).get();
  const staffIds = db
    .prepare(`SELECT u.id FROM "User" u JOIN "UserRole" r ON r.userId = u.id WHERE r.role IN ('staff', 'manager')`)
    .all()
    .map((r) => r.id);
  const customerFor = (i) => (i % 50 === 0 ? owner : null);
  addInvoicedJobs(db, 5_000, 6_000_000, now, customerFor);
  addOpenJobs(db, 5_000, 7_000_000, now, { staffIds, customerFor });
  db.exec("ANALYZE");
  const counts = db
    .prepare(`SELECT (SELECT count(*) FROM "Job") jobs, (SELECT count(*) FROM "Invoice") invoices`)
    .get();
  db.close();
  return counts;
}

async function main() {
  console.log(`▶ load average at the start: ${load()}`);
  fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  fs.mkdirSync(STATIC_DIR, { recursive: true });
  const stop = await startServer({ port: PORT, dbFile: DB_FILE });
  const stopStatic = startStaticCopy();
  let browser;
  try {
    await waitFor(`${STATIC_BASE}/healthcheck`);
    const links = makeLinks();
    const pages = [
      { name: "/", path: "/", anonymous: true },
      { name: "/services/external-clean", path: "/services/external-clean", anonymous: true },
      { name: "/contact", path: "/contact", anonymous: true },
      { name: "quote link", path: links.quote },
      { name: "invoice link", path: links.invoice },
    ].filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.name));
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    for (const p of pages) await fetch(`${BASE}${p.path}`); // first renders compile templates, open the database
    const rows = [];
    for (const p of pages) {
      console.log(`▶ measuring ${p.name}`);
      rows.push(await measurePage(browser, p));
    }
    const loadAfterPages = load();

    const counts = WITH_PORTAL ? fillDatabase() : { jobs: 0, invoices: 0 };
    const portal = [];
    for (const p of WITH_PORTAL ? PORTAL : []) {
      const cookie = await signIn(BASE, p.email);
      const url = `${BASE}${p.path}`;
      const probe = await fetch(url, { headers: { cookie } });
      if (probe.status !== 200) throw new Error(`${p.path} answered ${probe.status}`);
      console.log(`▶ measuring ${p.path}`);
      portal.push({ ...p, ...(await throughput(url, 20, { cookie })) });
    }

    printPages(rows);
    if (WITH_PORTAL) printPortal(portal, counts);
    printTargets(rows, portal);
    // The five pages above load in Chromium; every other public page is read from the same build.
    printScriptWeights(BUILD_DIR);
    console.log(
      `\nLoad average (1 / 5 / 15 min) after the public pages: ${loadAfterPages}; at the end: ${load()} (${os.cpus().length} cores).`,
    );
    console.log(`First paint: median of ${RUNS} cold loads each, app and static copy alternating.`);
  } finally {
    await browser?.close();
    stopStatic();
    stop();
    fs.rmSync(STATIC_DIR, { recursive: true, force: true });
  }
}

await main();
