// A build is a function of its sources: scripts/build.js skips the work when the target already holds a build of the
// same sources, and copies one from another build folder of this checkout when one matches. `npm test` builds for
// the two-process test, the e2e server and the PostgreSQL e2e server; each of those builds took 20–30 s on CI's two
// cores and gave the same files.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const STAMP = ".source-hash";

// Everything the Remix build and the re-chunking read. app/generated (the Prisma clients) is generated from
// prisma/*.prisma by `prisma generate`, which `npm run build` runs first; its files are hashed like the rest.
const INPUTS = [
  "app",
  "public",
  "patches",
  "remix.config.js",
  "tailwind.config.js",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
  "scripts/build.js",
  "scripts/build-cache.js",
  "scripts/client-chunks.js",
];
const SKIP = new Set([path.join("public", "build")]);

function filesUnder(root, rel, out) {
  const full = path.join(root, rel);
  if (SKIP.has(rel) || !fs.existsSync(full)) return;
  const stat = fs.statSync(full);
  if (stat.isFile()) return void out.push(rel);
  for (const name of fs.readdirSync(full).sort()) filesUnder(root, path.join(rel, name), out);
}

/** The hash of every build input, the working directory (the server build names it) and NODE_ENV (production unless set). */
export function sourceHash(root = process.cwd()) {
  const files = [];
  for (const input of INPUTS) filesUnder(root, input, files);
  const hash = crypto.createHash("sha256");
  hash.update(`${root}\0${process.env.NODE_ENV ?? "production"}\0`);
  for (const file of files)
    hash
      .update(file)
      .update("\0")
      .update(fs.readFileSync(path.join(root, file)))
      .update("\0");
  return hash.digest("hex");
}

/** Where a build's two halves live: the server build, and the browser files (inside it when BUILD_DIR is set). */
export function buildPlace(buildDir, isDefault) {
  return {
    server: buildDir,
    client: isDefault ? path.resolve("public/build") : path.join(buildDir, "public/build"),
    stamp: path.join(buildDir, STAMP),
  };
}

const stampOf = (place) => (fs.existsSync(place.stamp) ? fs.readFileSync(place.stamp, "utf8").trim() : null);

function otherPlaces(target) {
  const places = [buildPlace(path.resolve("build"), true)];
  for (const dir of [".scale-build", ".bench-build"]) places.push(buildPlace(path.resolve(dir), false));
  const e2e = path.resolve(".e2e-build");
  if (fs.existsSync(e2e)) for (const name of fs.readdirSync(e2e)) places.push(buildPlace(path.join(e2e, name), false));
  return places.filter((p) => p.server !== target.server);
}

/** Whether a build folder holds a whole build of these sources: its stamp, its server build and its browser files. */
const holdsBuild = (place, hash) =>
  stampOf(place) === hash && fs.existsSync(path.join(place.server, "index.js")) && fs.existsSync(place.client);

/** Reuses a build of the same sources: "up to date", "copied" (from another folder), or null (build it). */
export function reuseBuild(target, hash) {
  if (holdsBuild(target, hash)) return "up to date";
  const source = otherPlaces(target).find((p) => holdsBuild(p, hash));
  if (!source) return null;
  forgetBuild(target);
  fs.rmSync(target.client, { recursive: true, force: true });
  fs.mkdirSync(target.server, { recursive: true });
  for (const name of fs.readdirSync(source.server)) {
    if (["public", ".cache", STAMP].includes(name)) continue;
    fs.cpSync(path.join(source.server, name), path.join(target.server, name), { recursive: true });
  }
  fs.cpSync(source.client, target.client, { recursive: true });
  markBuilt(target, hash);
  return "copied";
}

export function markBuilt(target, hash) {
  fs.writeFileSync(target.stamp, hash);
}

/** Forget the stamp before building, so a build that fails half-way is never taken for a good one. */
export function forgetBuild(target) {
  fs.rmSync(target.stamp, { force: true });
}
