// Issue 11's JavaScript budget (ADR 111, addendum 2026-11-27): what the browser loads for the shell of every page
// (entry.client, the root, the public layout) and for the five pages the bench measures must not reach Zod or Conform.
// A module the browser build includes runs its top-level code, so a domain module with a Zod schema imported for a
// loader alone still ships Zod (27 KB on the wire) to every page: loader-only helpers come through a .server module.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");
const HEAVY = [/^zod(\/|$)/, /^@conform-to\//];

/** The app modules and packages a file reaches through value imports, skipping server modules (not in the browser). */
function browserReach(start: string) {
  const seen = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [path.join(APP, start)];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(/^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm)) {
      const [, , typeOnly, spec] = m;
      if (typeOnly || /\.server(\.tsx?)?$/.test(spec!) || spec!.endsWith(".css")) continue;
      if (spec!.startsWith("~/") || spec!.startsWith(".")) {
        const target = spec!.startsWith("~/")
          ? path.join(APP, spec!.slice(2))
          : path.resolve(path.dirname(file), spec!);
        if (fs.existsSync(target)) queue.push(target);
      } else if (!packages.has(spec!)) packages.set(spec!, path.relative(APP, file));
    }
  }
  return packages;
}

describe("the browser's public scripts stay light", () => {
  it.each([
    "entry.client.tsx",
    "root.tsx",
    "routes/_site+/_layout.tsx",
    "routes/_site+/_index.tsx",
    "routes/_site+/services.$slug.tsx",
    "routes/_site+/contact.tsx",
    "routes/_site+/quote.$token.tsx",
    "routes/_site+/invoice.$token.tsx",
  ])("%s reaches neither Zod nor Conform", (start) => {
    const heavy = [...browserReach(start)].filter(([pkg]) => HEAVY.some((re) => re.test(pkg)));
    expect(heavy.map(([pkg, by]) => `${pkg} (imported by ${by})`)).toEqual([]);
  });
});
