// `npm run build` and every server start that builds (scripts/start.js, the benches, the e2e server): Remix's build,
// then its browser scripts re-chunked and every asset precompressed (scripts/client-chunks.js, ADR 111).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { precompress, rechunkClient } from "./client-chunks.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = process.env.BUILD_DIR ? path.join(buildDir, "public/build") : path.resolve("public/build");
const remix = spawnSync(path.resolve("node_modules/.bin/remix"), ["build"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" },
});
if (remix.status !== 0) process.exit(remix.status ?? 1);
const { chunks } = await rechunkClient({ buildDir });
precompress(clientDir);
console.log(`[info] browser build re-chunked into ${chunks} files and precompressed (brotli, gzip)`);
