// The JavaScript every public page loads, read from a production build rather than a browser: the entry, the root
// and each layout and route module on the way to the page, with the chunks they import, at their precompressed
// brotli size plus about 0.3 KB of response headers a file (what `npm run bench` measures in Chromium for its five
// pages agrees with this to within 0.5 KB). With lazy route discovery the full manifest file is not loaded.
// Prints every page of the public site and the sign-in pages, heaviest first, against issue 11's budget (100 KB in
// 8 requests). Asserts nothing.
//
//   node bench/js-budget.js [buildDir]   (default: the BUILD_DIR the bench uses, .bench-build; with no such build,
//                                          the default build's public/build, as `npm start` leaves it)
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readManifest } from "../scripts/client-chunks.js";

export const JS_BUDGET = { kb: 100, requests: 8 };
const HEADER_BYTES = 300;
const PUBLIC_LAYOUTS = ["routes/_site+/", "routes/_auth+/"];

/** Every public route's scripts: { id, kb, requests }, heaviest first. */
export function publicScriptWeights(buildDir) {
  // scripts/build.js writes the browser build under BUILD_DIR when one is set, else to ./public/build.
  const pub = fs.existsSync(path.join(buildDir, "public/build"))
    ? path.join(buildDir, "public")
    : path.resolve("public");
  const dir = path.join(pub, "build");
  const { manifest } = readManifest(dir);
  const wire = (url) => {
    const file = path.join(pub, url);
    return fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : fs.statSync(file).size;
  };
  const rows = [];
  for (const [id, route] of Object.entries(manifest.routes)) {
    if (!PUBLIC_LAYOUTS.some((prefix) => id.startsWith(prefix)) || id.endsWith("/_layout")) continue;
    if (route.hasComponent === false) continue;
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const chain = [];
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : null) chain.unshift(r);
    for (const r of chain) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    const bytes = [...files].reduce((sum, f) => sum + wire(f) + HEADER_BYTES, 0);
    rows.push({ id: id.replace(/^routes\//, ""), kb: bytes / 1024, requests: files.size });
  }
  return rows.sort((a, b) => b.kb - a.kb);
}

export function printScriptWeights(buildDir) {
  const rows = publicScriptWeights(buildDir);
  const over = rows.filter((r) => r.kb > JS_BUDGET.kb || r.requests > JS_BUDGET.requests);
  console.log(
    `\nJavaScript per public page, from the build (brotli + headers): ${rows.length} pages, ` +
      `${over.length} over ${JS_BUDGET.kb} KB or ${JS_BUDGET.requests} requests`,
  );
  const width = Math.max(...rows.map((r) => r.id.length));
  for (const r of rows) {
    const mark = r.kb > JS_BUDGET.kb || r.requests > JS_BUDGET.requests ? "✗" : "✓";
    console.log(`  ${mark} ${r.id.padEnd(width)}  ${r.kb.toFixed(1).padStart(6)} KB  (${r.requests})`);
  }
  return { rows, over };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  printScriptWeights(path.resolve(process.argv[2] ?? ".bench-build"));
}
