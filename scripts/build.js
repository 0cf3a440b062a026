// `npm run build` and every server start that builds (scripts/start.js, the benches, the e2e server): Remix's build,
// then its browser scripts re-chunked and every asset precompressed (scripts/client-chunks.js, ADR 111).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildPlace, forgetBuild, markBuilt, reuseBuild, sourceHash } from "./build-cache.js";
import { precompress, rechunkClient } from "./client-chunks.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const place = buildPlace(buildDir, !process.env.BUILD_DIR);
const clientDir = place.client;
// The same sources give the same build: skip it, or copy a matching one (scripts/build-cache.js). FORCE_BUILD=1 builds.
const hash = sourceHash();
const reused = process.env.FORCE_BUILD === "1" ? null : reuseBuild(place, hash);
if (reused) {
  console.log(`[info] build ${reused}: ${path.relative(process.cwd(), buildDir)} holds a build of these sources`);
  process.exit(0);
}
forgetBuild(place);
const remix = spawnSync(path.resolve("node_modules/.bin/remix"), ["build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
if (remix.status !== 0) process.exit(remix.status ?? 1);
const { chunks } = await rechunkClient({ buildDir });
precompress(clientDir);
markBuilt(place, hash);
console.log(`[info] browser build re-chunked into ${chunks} files and precompressed (brotli, gzip)`);
