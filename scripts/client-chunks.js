// After `remix build` (ADR 111): Remix's classic compiler lets esbuild split the browser build into one chunk per set
// of routes sharing a module, so a public page needed 27–29 script files on a phone link where each costs a round
// trip and its headers. This step bundles that output again with Rollup into a few chunks a page loads together:
//   vendor      — what entry.client, the root and the public site's layout reach (React, React DOM, Remix, the shell);
//                 it is also the root's module (no separate file for the root);
//   site, site-N — the public pages' shared code, grouped so that a public page loads at most 8 files (chunkGroups);
//   the rest as Rollup splits it (portal pages).
// Entries (entry.client, root and every route module) keep their exports (the root's, vendor, exports more); their files get new content hashes, and the
// Remix asset manifest (the browser's manifest file and the server build's copy) is rewritten to name them and their
// imports. Then every script and stylesheet is written next to a brotli and a gzip copy (server/static-assets.js).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { stop as stopEsbuild, transform } from "esbuild";
import { rollup } from "rollup";

const PUBLIC_PATH = "/build/";
// The sign-in pages (_auth+) are public pages too: grouped with the site's, or they import whichever site group holds
// the form code they use, with everything else in it (ADR 030 addendum 2026-11-27).
const SITE_PAGE = /^routes\/_(site|auth)\+\//;
/** Chunks a public page may load besides entry.client, vendor (which is also the root's module), the site layout and
 * its own module: 8 files in all. */
const SITE_CHUNKS = 4;
/** The most bytes (brotli) of code a public page does not use that merging groups may add to it, over all merges.
 * 16 KB until issue 21's shared form pieces (BerthFields, intentReply, PageHeader links…) spread modules over more
 * sets of pages: eight pages then needed 9–10 files; at 24 KB every public page is back within 100 KB in 8 files. */
const MAX_ADDED_BYTES = 24000;

const hashOf = (text) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 8).toUpperCase();

export function readManifest(clientDir) {
  const file = fs.readdirSync(clientDir).find((f) => /^manifest-[A-Z0-9]+\.js$/.test(f));
  const text = fs.readFileSync(path.join(clientDir, file), "utf8");
  return { file, manifest: JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) };
}

/**
 * Which chunk each module of the esbuild output goes to. `vendor`: what entry.client, the root or the public layout
 * reach. The public pages share the rest: modules are grouped by the set of public pages using them; then, while some
 * page would still need more than SITE_CHUNKS groups, the two groups needed together by such a page whose merging makes
 * the fewest bytes load on pages that do not use them are merged — never leaving a page with more than MAX_ADDED_BYTES
 * of code it does not use, over all the merges.
 * A module only one entry uses stays in that entry; anything else is left to Rollup (the portals).
 */
function chunkGroups(modules, entries, sizeOf) {
  const users = new Map();
  const walk = (id, entry, seen) => {
    if (seen.has(id)) return;
    seen.add(id);
    if (!users.has(id)) users.set(id, new Set());
    users.get(id).add(entry);
    for (const dep of modules.get(id)?.imports ?? []) walk(dep, entry, seen);
  };
  for (const [name, file] of entries) walk(file, name, new Set());
  const entryFiles = new Set(entries.values());
  const sitePages = [...entries.keys()].filter((e) => SITE_PAGE.test(e) && !e.endsWith("/_layout"));

  const group = new Map();
  const siteGroups = new Map();
  group.set(entries.get("root"), "vendor"); // the root's module is the vendor chunk itself: one request fewer
  for (const [id, by] of users) {
    if (entryFiles.has(id)) continue; // any other entry stays its own file
    if (by.has("entry.client") || by.has("root") || by.has("routes/_site+/_layout")) {
      group.set(id, "vendor");
      continue;
    }
    if (by.size < 2) continue;
    const pages = [...by].filter((e) => SITE_PAGE.test(e));
    if (!pages.length) continue;
    const key = [...new Set(pages)].sort().join(" ");
    if (!siteGroups.has(key)) siteGroups.set(key, { pages: new Set(pages), modules: [], size: 0 });
    const g = siteGroups.get(key);
    g.modules.push(id);
    g.size += sizeOf(id);
  }
  const all = [...siteGroups.values()];
  const groupOfModule = (id) => all.find((g) => g.modules.includes(id));
  // A page loads its groups and, through their imports, every group their modules import.
  const needs = (page) => {
    const seen = new Set(all.filter((g) => g.pages.has(page)));
    for (const g of seen)
      for (const id of g.modules)
        for (const dep of modules.get(id)?.imports ?? []) {
          const d = groupOfModule(dep);
          if (d) seen.add(d);
        }
    return [...seen];
  };
  // What merging a and b costs: the bytes it makes load on pages that did not load them (each group with what it
  // imports), or null when some page would then carry more than MAX_ADDED_BYTES of code it does not use, counting
  // the earlier merges: such a page keeps one more request instead.
  const added = new Map(sitePages.map((p) => [p, 0]));
  const waste = (a, b, loadsOf) => {
    const bytes = (g) => [...deps(g)].reduce((sum, d) => sum + d.size, 0);
    const toA = [...loadsOf.get(a)].filter((p) => !loadsOf.get(b).has(p));
    const toB = [...loadsOf.get(b)].filter((p) => !loadsOf.get(a).has(p));
    const [bytesA, bytesB] = [bytes(a), bytes(b)];
    if (toA.some((p) => added.get(p) + bytesB > MAX_ADDED_BYTES)) return null;
    if (toB.some((p) => added.get(p) + bytesA > MAX_ADDED_BYTES)) return null;
    return { w: bytesB * toA.length + bytesA * toB.length, toA, toB, bytesA, bytesB };
  };
  const deps = (g) => {
    const seen = new Set([g]);
    for (const x of seen)
      for (const id of x.modules)
        for (const dep of modules.get(id)?.imports ?? []) {
          const d = groupOfModule(dep);
          if (d) seen.add(d);
        }
    return seen;
  };
  for (;;) {
    const loadsOf = new Map(all.map((g) => [g, new Set()]));
    const over = [];
    for (const page of sitePages) {
      const groups = needs(page);
      for (const g of groups) loadsOf.get(g).add(page);
      if (groups.length > SITE_CHUNKS) over.push(groups);
    }
    let best = null;
    for (const groups of over)
      for (let i = 0; i < groups.length; i++)
        for (let j = i + 1; j < groups.length; j++) {
          const cost = waste(groups[i], groups[j], loadsOf);
          if (cost && (!best || cost.w < best.w)) best = { a: groups[i], b: groups[j], ...cost };
        }
    if (!best) break;
    for (const p of best.toA) added.set(p, added.get(p) + best.bytesB);
    for (const p of best.toB) added.set(p, added.get(p) + best.bytesA);
    best.a.modules.push(...best.b.modules);
    best.a.size += best.b.size;
    for (const p of best.b.pages) best.a.pages.add(p);
    all.splice(all.indexOf(best.b), 1);
  }
  all.sort((a, b) => b.pages.size - a.pages.size || b.size - a.size);
  all.forEach((g, i) => g.modules.forEach((id) => group.set(id, i === 0 ? "site" : `site-${i}`)));
  return group;
}

/** The static imports of each module in the esbuild output, by file path. */
function importGraph(clientDir, files) {
  const modules = new Map();
  const queue = [...files];
  while (queue.length) {
    const file = queue.pop();
    if (modules.has(file)) continue;
    const code = fs.readFileSync(file, "utf8");
    const imports = [...code.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["'](\/build\/[^"']+)["']/g)].map((m) =>
      path.join(clientDir, m[1].slice(PUBLIC_PATH.length)),
    );
    modules.set(file, { imports });
    queue.push(...imports);
  }
  return modules;
}

export async function rechunkClient({ buildDir }) {
  const serverFile = path.join(buildDir, "index.js");
  const clientDir = process.env.BUILD_DIR ? path.join(buildDir, "public/build") : path.resolve("public/build");
  const { file: manifestFile, manifest } = readManifest(clientDir);
  const fileOf = (url) => path.join(clientDir, url.slice(PUBLIC_PATH.length));
  const stripHash = (url) =>
    url
      .slice(PUBLIC_PATH.length)
      .replace(/\.js$/, "")
      .replace(/-[A-Z0-9]{8}$/, "");

  const entries = new Map([["entry.client", fileOf(manifest.entry.module)]]);
  for (const [id, route] of Object.entries(manifest.routes)) entries.set(id, fileOf(route.module));
  const modules = importGraph(clientDir, [...entries.values()]);
  const sizeOf = (file) =>
    zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
  const groups = chunkGroups(modules, entries, sizeOf);

  const input = {};
  for (const [id, file] of entries) {
    input[stripHash(id === "entry.client" ? manifest.entry.module : manifest.routes[id].module)] = file;
  }
  const bundle = await rollup({
    input,
    treeshake: false,
    // An entry's file exports what its module exports; the vendor chunk, the root's file, exports more (the shared
    // bindings other chunks import), which Remix ignores.
    preserveEntrySignatures: "allow-extension",
    onwarn: (warning, warn) => (warning.code === "CIRCULAR_DEPENDENCY" ? undefined : warn(warning)),
    plugins: [
      {
        name: "remix-client-build",
        resolveId: (source) => (source.startsWith(PUBLIC_PATH) ? fileOf(source) : null),
      },
    ],
  });
  const outDir = `${clientDir}.rechunked`;
  fs.rmSync(outDir, { recursive: true, force: true });
  const { output } = await bundle.write({
    dir: outDir,
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames: "_shared/[name]-[hash].js",
    hashCharacters: "base36",
    manualChunks: (id) => groups.get(id),
    compact: true,
  });
  await bundle.close();
  if (process.env.CHUNK_REPORT) {
    // Which esbuild output files each chunk holds (by their first source module), for measuring what a page loads.
    const meta = JSON.parse(fs.readFileSync(path.join(buildDir, "metafile.js.json"), "utf8"));
    const sources = (file) =>
      Object.entries(meta.outputs[path.relative(process.cwd(), file)]?.inputs ?? {})
        .filter(([, v]) => v.bytesInOutput > 0)
        .map(([k, v]) => `${k} ${v.bytesInOutput}`);
    const report = output
      .filter((c) => c.type === "chunk")
      .map((c) => ({ file: c.fileName, modules: Object.keys(c.modules).flatMap(sources) }));
    fs.writeFileSync(process.env.CHUNK_REPORT, JSON.stringify(report, null, 1));
  }

  // Minify what Rollup wrote around the already-minified code (import/export lists, renamed bindings).
  for (const chunk of output) {
    if (chunk.type !== "chunk") continue;
    const file = path.join(outDir, chunk.fileName);
    const { code } = await transform(fs.readFileSync(file, "utf8"), { minify: true, format: "esm", target: "es2019" });
    fs.writeFileSync(file, code);
  }
  await stopEsbuild();

  // Each entry's file and every chunk it loads before running (its static imports, transitively).
  const byFile = new Map(output.filter((c) => c.type === "chunk").map((c) => [c.fileName, c]));
  const entryChunk = new Map(output.filter((c) => c.type === "chunk" && c.isEntry).map((c) => [c.facadeModuleId, c]));
  const closure = (chunk) => {
    const seen = new Set();
    const visit = (c) => {
      for (const dep of c.imports) {
        if (seen.has(dep)) continue;
        seen.add(dep);
        visit(byFile.get(dep));
      }
    };
    visit(chunk);
    return [...seen].map((f) => `${PUBLIC_PATH}${f}`);
  };
  const rewrite = (id, record) => {
    const chunk = entryChunk.get(entries.get(id));
    const imports = closure(chunk);
    return { ...record, module: `${PUBLIC_PATH}${chunk.fileName}`, imports: imports.length ? imports : undefined };
  };
  const next = {
    ...manifest,
    entry: rewrite("entry.client", manifest.entry),
    routes: Object.fromEntries(Object.entries(manifest.routes).map(([id, r]) => [id, rewrite(id, r)])),
  };
  const version = hashOf(JSON.stringify({ ...next, url: undefined, version: undefined })).toLowerCase();
  next.version = version;
  next.url = `${PUBLIC_PATH}manifest-${version.toUpperCase()}.js`;
  fs.writeFileSync(
    path.join(outDir, `manifest-${version.toUpperCase()}.js`),
    `window.__remixManifest=${JSON.stringify(next)};`,
  );

  // Swap the scripts in: the old JS goes, CSS and other assets stay.
  for (const entry of fs.readdirSync(clientDir, { recursive: true })) {
    const file = path.join(clientDir, String(entry));
    if (/\.js(\.br|\.gz)?$/.test(file) && fs.statSync(file).isFile()) fs.rmSync(file);
  }
  fs.rmSync(path.join(clientDir, manifestFile), { force: true });
  fs.cpSync(outDir, clientDir, { recursive: true });
  fs.rmSync(outDir, { recursive: true, force: true });

  const server = fs.readFileSync(serverFile, "utf8");
  const line = /^var assets_manifest_default = \{.*\};$/m;
  if (!line.test(server)) throw new Error("the server build's asset manifest was not found");
  fs.writeFileSync(
    serverFile,
    server.replace(line, () => `var assets_manifest_default = ${JSON.stringify(next)};`),
  );
  return { chunks: byFile.size, manifest: next };
}

/** Writes file.br and file.gz next to every script and stylesheet of the client build, at the highest levels. */
export function precompress(clientDir) {
  for (const entry of fs.readdirSync(clientDir, { recursive: true })) {
    const file = path.join(clientDir, String(entry));
    if (!/\.(js|css|svg|json|webmanifest)$/.test(file) || !fs.statSync(file).isFile()) continue;
    const body = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
}
