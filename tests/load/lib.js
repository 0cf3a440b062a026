// Shared by the load test and the fault test (issue 12): a tiny form-driving HTTP client (cookies, redirects, the
// page's own forms filled from their defaults — what a browser without JavaScript sends), per-step statistics, and
// starting the app (production build) and the Stripe stand-in on localhost. Nothing here talks to another host.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { parse } from "node-html-parser";
import { run, waitFor } from "../../bench/lib.js";
import { pgBinDir, startCluster } from "../../scripts/pg-cluster.js";

export { waitFor };

export const BUILD_DIR = ".load-build";

// ───────────────────────────── statistics ─────────────────────────────

export class Stats {
  constructor() {
    this.steps = new Map();
    this.errors = [];
  }
  step(name) {
    let s = this.steps.get(name);
    if (!s) this.steps.set(name, (s = { name, ms: [], errors: 0 }));
    return s;
  }
  record(name, ms, ok, detail) {
    const s = this.step(name);
    s.ms.push(ms);
    if (!ok) {
      s.errors++;
      if (this.errors.length < 50) this.errors.push(`${name}: ${detail}`);
    }
  }
  get requests() {
    return [...this.steps.values()].reduce((a, s) => a + s.ms.length, 0);
  }
  get errorCount() {
    return [...this.steps.values()].reduce((a, s) => a + s.errors, 0);
  }
  table(seconds) {
    const q = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0);
    const lines = [
      "| step | requests | per second | p50 ms | p95 ms | p99 ms | errors |",
      "| --- | --- | --- | --- | --- | --- | --- |",
    ];
    for (const s of [...this.steps.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      const sorted = [...s.ms].sort((a, b) => a - b);
      lines.push(
        `| ${s.name} | ${s.ms.length} | ${(s.ms.length / seconds).toFixed(1)} | ${q(sorted, 0.5)} | ${q(sorted, 0.95)} | ${q(sorted, 0.99)} | ${s.errors} |`,
      );
    }
    lines.push(`| **all** | ${this.requests} | ${(this.requests / seconds).toFixed(1)} | | | | ${this.errorCount} |`);
    return lines.join("\n");
  }
}

// ───────────────────────────── the client ─────────────────────────────

/** One simulated visitor: its own cookies, following redirects, recording each request under a step name. */
export class Visitor {
  constructor(base, stats, { timeoutMs = 60_000 } = {}) {
    this.base = base;
    this.stats = stats;
    this.cookies = new Map();
    this.timeoutMs = timeoutMs;
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keepCookies(res) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /**
   * One request and its redirects (each hop recorded under `step`). Returns { status, url, html }.
   * `ok(status)` decides what counts as an error (default: < 400).
   */
  async go(step, url, { method = "GET", form, ok = (s) => s < 400 } = {}) {
    let target = new URL(url, this.base);
    let body = form ? new URLSearchParams(form).toString() : undefined;
    for (let hop = 0; hop < 10; hop++) {
      const sameOrigin = target.origin === new URL(this.base).origin;
      const started = performance.now();
      let res;
      try {
        res = await fetch(target, {
          method,
          redirect: "manual",
          headers: {
            ...(sameOrigin && this.cookies.size ? { cookie: this.cookieHeader() } : {}),
            ...(body ? { "content-type": "application/x-www-form-urlencoded", origin: target.origin } : {}),
            accept: "text/html",
            "accept-encoding": "gzip",
          },
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
      } catch (error) {
        this.stats.record(
          step,
          Math.round(performance.now() - started),
          false,
          `${target.pathname}: ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ""}`,
        );
        return { status: 0, url: target.href, html: "" };
      }
      if (sameOrigin) this.keepCookies(res);
      const text = await res.text().catch(() => "");
      const ms = Math.round(performance.now() - started);
      const location = res.headers.get("location");
      if (res.status >= 300 && res.status < 400 && location) {
        this.stats.record(step, ms, true);
        target = new URL(location, target);
        method = "GET";
        body = undefined;
        continue;
      }
      const good = ok(res.status);
      this.stats.record(step, ms, good, `${method} ${target.pathname} → ${res.status}`);
      return { status: res.status, url: target.href, html: text };
    }
    this.stats.record(step, 0, false, `too many redirects at ${target.pathname}`);
    return { status: 0, url: target.href, html: "" };
  }

  /** Fills `form` (from `forms()`) with its defaults and `values`, presses `button` (name=value) and follows. */
  async submit(step, page, form, values = {}, opts = {}) {
    const data = new URLSearchParams();
    for (const [k, v] of form.defaults) if (!(k in values)) data.append(k, v);
    for (const [k, v] of Object.entries(values)) data.append(k, v);
    if (form.button) data.append(form.button.name, form.button.value);
    return this.go(step, new URL(form.action || page.url, page.url).href, { method: "POST", form: data, ...opts });
  }
}

/**
 * The forms of a page as a browser without JavaScript would submit them: action, the default values (hidden and
 * filled inputs, checked boxes and radios, the selected option or the first), and the first named submit button.
 */
export function forms(html, { buttonValue } = {}) {
  const root = parse(html);
  return root.querySelectorAll("form").map((f) => {
    const defaults = [];
    for (const el of f.querySelectorAll("input, select, textarea")) {
      const name = el.getAttribute("name");
      if (!name || el.hasAttribute("disabled")) continue;
      const tag = el.tagName.toLowerCase();
      const type = (el.getAttribute("type") ?? "text").toLowerCase();
      if (tag === "select") {
        const options = el.querySelectorAll("option");
        const chosen = options.find((o) => o.hasAttribute("selected")) ?? options[0];
        if (chosen) defaults.push([name, chosen.getAttribute("value") ?? chosen.text]);
      } else if (tag === "textarea") defaults.push([name, el.text]);
      else if (type === "checkbox" || type === "radio") {
        if (el.hasAttribute("checked")) defaults.push([name, el.getAttribute("value") ?? "on"]);
      } else if (!["submit", "button", "file", "image", "reset"].includes(type))
        defaults.push([name, el.getAttribute("value") ?? ""]);
    }
    const buttons = f
      .querySelectorAll("button, input[type=submit]")
      .filter((b) => (b.getAttribute("type") ?? "submit") === "submit")
      .map((b) => ({ name: b.getAttribute("name"), value: b.getAttribute("value") ?? "", text: b.text.trim() }));
    const pressed = (buttonValue && buttons.find((b) => b.value === buttonValue)) || buttons[0];
    return {
      id: f.getAttribute("id") ?? null,
      action: f.getAttribute("action") ?? "",
      defaults,
      buttons,
      button: pressed?.name ? { name: pressed.name, value: pressed.value } : null,
      hasButton: (value) => buttons.some((b) => b.value === value),
    };
  });
}

export const links = (html, pattern) =>
  parse(html)
    .querySelectorAll("a[href]")
    .map((a) => a.getAttribute("href"))
    .filter((h) => pattern.test(h));

// ───────────────────────────── processes ─────────────────────────────

export const STRIPE_SECRET_KEY = "sk_test_bosun_load";
export const STRIPE_WEBHOOK_SECRET = "whsec_bosun_load";

/** The environment of an app process: production, this database, the stand-in as Stripe, limits raised (one IP). */
export function appEnv({ port, databaseUrl, stripePort }) {
  return {
    ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "NODE_ENV")),
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    DATABASE_URL: databaseUrl,
    BUILD_DIR,
    SKIP_BUILD: "1",
    SESSION_SECRET: "load-test-session-secret",
    // Every simulated visitor comes from 127.0.0.1: the per-IP limits would refuse them as one office's shared IP.
    RATE_LIMIT_MULTIPLIER: "1000",
    LOG_FORMAT: "tiny",
    SUBSCRIPTIONS_RUN_EVERY_MINUTES: "0",
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://localhost:${stripePort}`,
    CSP_FORM_ACTION_EXTRA: `http://localhost:${stripePort}`,
  };
}

/** Builds once into BUILD_DIR (skipped when LOAD_SKIP_BUILD=1 and a build is there). */
export function buildOnce() {
  if (process.env.LOAD_SKIP_BUILD === "1" && fs.existsSync(path.join(BUILD_DIR, "index.js"))) return;
  console.log(`▶ building into ${BUILD_DIR}`);
  run(process.execPath, ["scripts/build.js"], { NODE_ENV: "production", BUILD_DIR });
}

/**
 * A fresh, empty database for one engine's run: a file in `dir` for SQLite, or `name` on the throwaway PostgreSQL
 * cluster (started here; the caller stops it). Null when PostgreSQL is not installed.
 */
export function freshDatabase(engine, name, dir) {
  if (engine !== "pg") {
    const file = path.join(dir, `${name}.db`);
    fs.rmSync(file, { force: true });
    return `file:${file}`;
  }
  if (!pgBinDir()) {
    console.log("PostgreSQL is not installed: the PostgreSQL run is skipped (sudo apt-get install -y postgresql).");
    return null;
  }
  const admin = startCluster();
  spawnSync("psql", [
    admin,
    "-q",
    "-c",
    `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`,
    "-c",
    `CREATE DATABASE ${name}`,
  ]);
  return admin.replace(/\/postgres$/, `/${name}`);
}

/** Migrates and seeds (demo accounts) a fresh database, as `npm start` does. */
export function prepareDatabase(env) {
  const prisma = path.resolve("node_modules/.bin/prisma");
  const isPg = env.DATABASE_URL.startsWith("postgres");
  run(prisma, ["migrate", "deploy", ...(isPg ? ["--config", "prisma.config.pg.ts"] : [])], env);
  run(path.resolve("node_modules/.bin/tsx"), ["prisma/seed.ts"], { ...env, NODE_ENV: "development" });
}

/** Starts `node server.js` in its own process group; `kill9()` kills it at once, as a crash would. */
export async function startApp(env, logFile) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", log, log],
    detached: true,
    env: { ...env, NODE_ENV: "production" },
  });
  await waitFor(`${env.APP_URL}/healthcheck`);
  return {
    child,
    kill9: () => {
      try {
        process.kill(child.pid, "SIGKILL");
      } catch {
        /* gone */
      }
    },
    stop: () => {
      try {
        process.kill(child.pid, "SIGTERM");
      } catch {
        /* gone */
      }
    },
  };
}

export async function startStandIn(stripePort, appPort, logFile) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(process.execPath, ["tests/support/stripe-stand-in.js"], {
    stdio: ["ignore", log, log],
    detached: true,
    env: {
      ...process.env,
      STAND_IN_PORT: String(stripePort),
      STAND_IN_SECRET_KEY: STRIPE_SECRET_KEY,
      STAND_IN_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
      STAND_IN_WEBHOOK_URL: `http://localhost:${appPort}/resources/stripe-webhook`,
    },
  });
  await waitFor(`http://localhost:${stripePort}/health`);
  return () => {
    try {
      process.kill(child.pid, "SIGTERM");
    } catch {
      /* gone */
    }
  };
}

/** Test data made through the models (tests/load/setup.ts): customers, sent quotes, scheduled jobs. */
export function makeTestData(env, counts) {
  const result = spawnSync(path.resolve("node_modules/.bin/tsx"), ["tests/load/setup.ts", JSON.stringify(counts)], {
    encoding: "utf8",
    env: { ...env, NODE_ENV: "development" },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`load test data failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").at(-1));
}

/** A Mon–Fri date `days` ahead (YYYY-MM-DD). */
export function weekdayAhead(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

// ───────────────────────────── journeys ─────────────────────────────

export async function signIn(v, email, step = "sign-in") {
  const page = await v.go(`${step}: form`, "/auth");
  const res = await v.go(step, "/auth", {
    method: "POST",
    form: { intent: "login", email, password: "demo-password", redirectTo: "/customer/dashboard" },
  });
  return res.status === 200 && page.status === 200;
}

export async function signOut(v) {
  await v.go("sign-out", "/logout", { method: "POST", form: {} });
  v.cookies.clear();
}

/** Removes every item from the visitor's cart (a journey a kill cut short leaves its item behind). */
export async function emptyCart(v) {
  for (let i = 0; i < 20; i++) {
    const cart = await v.go("cart: empty", "/cart");
    if (cart.status !== 200) return false;
    const remove = forms(cart.html, { buttonValue: "remove" }).find((f) => f.hasButton("remove"));
    if (!remove) return true;
    await v.submit("cart: empty", cart, remove, {}, {});
  }
  return false;
}

/**
 * Cart → checkout → card at the stand-in → back on the success page. Returns the order id (or null and an error
 * recorded). `onPlacing` runs just before the order is placed and `onPaying` between the provider's page and paying
 * (the fault test kills the app there).
 */
export async function buyByCard(v, stats, { service = "external_clean", vessel, date, onPlacing, onPaying } = {}) {
  const cart = await v.go("cart", "/cart");
  if (cart.status !== 200) return null; // each failed request is recorded once, as its own step's error
  const add = forms(cart.html).find((f) => f.id === "add-to-cart");
  if (!add) {
    stats.record("cart: add", 0, false, "no add-to-cart form");
    return null;
  }
  const added = await v.submit("cart: add", cart, add, {
    serviceType: service,
    vesselId: "new",
    vesselName: vessel,
    vesselLength: "9",
    scheduledDate: date,
  });
  if (added.status !== 200) return null;
  if (!/data-testid="cart-item"/.test(added.html)) {
    stats.record("cart: add", 0, false, "the item is not in the cart");
    return null;
  }
  const checkout = await v.go("checkout: form", "/checkout");
  if (checkout.status !== 200) return null;
  const form = forms(checkout.html).find((f) => f.id === "checkout");
  if (!form) {
    stats.record("checkout: place order", 0, false, "no checkout form");
    return null;
  }
  const values = Object.fromEntries(form.defaults);
  await onPlacing?.();
  const placed = await v.submit("checkout: place order", checkout, form, {
    contactPhone: "0400 000 000",
    vesselId: values.vesselId && values.vesselId !== "new" ? values.vesselId : "new",
    ...(values.vesselId === "new" || !values.vesselId ? { vesselName: vessel, vesselLength: "9" } : {}),
    accessType: "marina",
    marina: "Middle Harbour Yacht Club",
    address: "1 Spit Rd, Mosman NSW 2088",
    paymentMethod: "card",
  });
  if (placed.status !== 200) return null;
  if (!/\/pay\/cs_test_/.test(placed.url)) {
    stats.record("checkout: place order", 0, false, `not sent to the provider (ended at ${placed.url})`);
    return null;
  }
  await onPaying?.();
  const pay = forms(placed.html)[0];
  const paid = await v.submit("provider: pay", placed, pay, { card: "4242424242424242" }, { ok: (s) => s < 500 });
  if (paid.status === 0) return null;
  const order = new URL(paid.url).searchParams.get("order");
  if (paid.status !== 200 || !/\/payment\/success/.test(paid.url) || !order) {
    stats.record("provider: pay", 0, false, `did not return to the success page (${paid.url})`);
    return null;
  }
  return order;
}
