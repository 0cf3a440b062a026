// Postinstall (after patch-package): teach Prisma 6.19's Rust-free client to keep the query plans it compiles.
// The client compiles every query to a plan in WebAssembly — about a third of the CPU a signed-in page costs — and
// Prisma 6 keeps none, although a plan depends only on the query (its values are written into the plan; defaults such
// as cuid() and now() stay generator calls the executor evaluates on each run). So the same query (the signed-in
// user's session row, the business settings, a page's list) compiles once and then comes from a bounded LRU map,
// one per query compiler (so per engine and schema). PRISMA_PLAN_CACHE=0 turns it off (bench comparison).
// A diff of these one-line minified bundles would be a 200 KB patch nobody can review, so this script makes the two
// exact replacements itself, and fails the install if Prisma's code changed under it (ADR 111, addendum 2026-11-27b).
import fs from "node:fs";
import path from "node:path";

const DIR = path.resolve("node_modules/@prisma/client/runtime");
const MARK = "__bosunPlan";
const HELPER =
  'var __bosunPlanCaches=new WeakMap;var __bosunPlanCacheOn=process.env.PRISMA_PLAN_CACHE!=="0";' +
  "function __bosunPlan(s,k,make){if(!__bosunPlanCacheOn||k.length>16384)return make();" +
  "let c=__bosunPlanCaches.get(s);if(!c){c=new Map;__bosunPlanCaches.set(s,c)}" +
  "let p=c.get(k);if(p!==void 0){c.delete(k);c.set(k,p);return p}" +
  "p=make();if(c.size>=2000)c.delete(c.keys().next().value);c.set(k,p);return p}";
const REPLACEMENTS = [
  [
    "a=this.#u(()=>this.#m({queries:[t],execute:()=>s.compile(i)}))",
    "a=__bosunPlan(s,i,()=>this.#u(()=>this.#m({queries:[t],execute:()=>s.compile(i)})))",
  ],
  [
    "l=this.#u(()=>this.#m({queries:t,execute:()=>a.compileBatch(o)}))",
    "l=__bosunPlan(a,o,()=>this.#u(()=>this.#m({queries:t,execute:()=>a.compileBatch(o)})))",
  ],
];

for (const file of ["client.js", "client.mjs"]) {
  const target = path.join(DIR, file);
  let source = fs.readFileSync(target, "utf8");
  if (source.includes(MARK)) continue;
  for (const [from, to] of REPLACEMENTS) {
    if (source.split(from).length !== 2) {
      console.error(`✖ prisma-plan-cache: ${file} no longer has the code this script expects (${from.slice(0, 40)}…).`);
      console.error("  Prisma was upgraded: re-check scripts/prisma-plan-cache.js against the new client.");
      process.exit(1);
    }
    source = source.replace(from, to);
  }
  source = file.endsWith(".mjs")
    ? `${source}\n${HELPER}\n`
    : source.replace(/^"use strict";/, `"use strict";${HELPER}`);
  // A new file, not an in-place write: other checkouts may share this one through hard links.
  fs.writeFileSync(`${target}.tmp`, source);
  fs.renameSync(`${target}.tmp`, target);
}
