// The static half of the server (server.js), shared with the bench's static copy so that both serve files the same way.
import express from "express";

/** Mounts the build's assets, the fonts and public/ on an Express app. */
export function serveStaticAssets(app, { publicBuildDir }) {
  app.use("/build", express.static(publicBuildDir, { immutable: true, maxAge: "1y" }));
  app.use("/fonts", express.static("public/fonts", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
}
