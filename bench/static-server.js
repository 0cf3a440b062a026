// The bench's static copy: a page's HTML saved as a file (STATIC_DIR) served next to the build's CSS, JS and fonts
// by the same static stack as server.js, on its own port. Started by bench/run.js.
import path from "node:path";
import compression from "compression";
import express from "express";
import { serveStaticAssets } from "../server/static-assets.js";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/__static", express.static(path.resolve(process.env.STATIC_DIR), { maxAge: 0 }));
serveStaticAssets(app, { publicBuildDir: path.join(buildDir, "public/build") });
app.get("/healthcheck", (_req, res) => res.send("OK"));
app.listen(Number(process.env.PORT), () => console.log(`static copy on :${process.env.PORT}`));
