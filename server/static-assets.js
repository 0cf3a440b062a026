// The static half of the server (server.js), shared with the bench's static copy so that both serve files the same way.
// Build assets are content-hashed and immutable; each has a brotli and a gzip copy made at build time (scripts/build.js),
// sent as they are, with no validators (an immutable file is never revalidated) and no page headers: on a phone every
// response's headers cost bytes on a slow link (ADR 111).
import fs from "node:fs";
import path from "node:path";
import express from "express";
import { pickEncoding } from "./page-cache.js";

const TYPES = { ".js": "application/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };

/** The files under a folder, as URL paths ("/a/b.js"), listed once at start-up. */
function listFiles(dir) {
  if (!fs.existsSync(dir)) return new Set();
  return new Set(
    fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .map((f) => `/${f.split(path.sep).join("/")}`),
  );
}

/** Mounts the build's assets, the fonts and public/ on an Express app. */
export function serveStaticAssets(app, { publicBuildDir }) {
  app.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  const built = listFiles(publicBuildDir);
  const immutable = { immutable: true, maxAge: "1y", etag: false, lastModified: false };
  app.use("/build", (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    const suffix = encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : null;
    const type = TYPES[path.extname(req.path)];
    if (!suffix || !type || !built.has(`${req.path}${suffix}`)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(`${req.path}${suffix}`, { root: publicBuildDir, ...immutable });
  });
  app.use("/build", express.static(publicBuildDir, immutable));
  app.use("/fonts", express.static("public/fonts", immutable));
  // public/ is small and fixed: look a path up in its listing instead of asking the disk on every page request.
  const files = listFiles("public");
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (files.has(req.path) ? publicFiles(req, res, next) : next()));
}
