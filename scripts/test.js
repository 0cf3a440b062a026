// `npm test`: typecheck, unit tests, then the Playwright end-to-end tests in Debian's Chromium.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(
    `✖ Chromium was not found at ${chromium}.\n` +
      "  The browser tests use Debian's Chromium (Playwright cannot download its own here).\n" +
      "  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      "  or point CHROMIUM_PATH at an existing Chromium binary.",
  );
  process.exit(1);
}

const bin = (name) => path.resolve("node_modules/.bin", name);
const steps = [
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["unit tests", bin("vitest"), ["run"]],
  ["end-to-end tests", bin("playwright"), ["test", ...process.argv.slice(2)]],
];
for (const [label, cmd, args] of steps) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, args, { stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed.`);
    process.exit(result.status ?? 1);
  }
}
console.log("\n✔ all tests passed");
