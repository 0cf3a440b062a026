// The layers of docs/architecture.md, enforced by reading every import in app/. A new edge that runs back up the
// layers fails here. The files that break a rule today are listed by name as known debt (issue 21): the list may
// only shrink — a listed file that no longer breaks its rule fails too, so whoever fixes it also removes it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const APP = path.resolve("app");

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : filesUnder(full);
    return /\.(ts|tsx)$/.test(e.name) ? [full] : [];
  });
}

type Edge = { from: string; to: string; typeOnly: boolean };

/** Every static and dynamic import of a file, resolved to an app-relative path (or left as a package name). */
export function importsOf(file: string, source = fs.readFileSync(file, "utf8")): Edge[] {
  const from = path.relative(APP, file);
  const edges: Edge[] = [];
  const statement = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?["']([^"']+)["']/gm;
  const dynamic = /import\(\s*["']([^"']+)["']\s*\)/g;
  const add = (spec: string, typeOnly: boolean) => {
    let to = spec;
    if (spec.startsWith("~/")) to = spec.slice(2);
    else if (spec.startsWith(".")) to = path.relative(APP, path.resolve(path.dirname(file), spec));
    edges.push({ from, to, typeOnly });
  };
  for (const m of source.matchAll(statement)) add(m[3]!, !!m[2]);
  for (const m of source.matchAll(dynamic)) add(m[1]!, false);
  return edges;
}

type Rule = { name: string; applies: (file: string) => boolean; breaks: (edge: Edge, source: string) => boolean };

const isServerModule = (to: string) => /\.server(\.tsx?)?$/.test(to) || to.startsWith("utils/db.server");

export const RULES: Rule[] = [
  {
    name: "domain is pure: it imports only domain modules and zod",
    applies: (f) => f.startsWith("domain/"),
    breaks: (e) => !e.typeOnly && !(e.to.startsWith("domain/") || e.to === "zod"),
  },
  {
    name: "components never import server modules or the database",
    applies: (f) => f.startsWith("components/"),
    breaks: (e) => !e.typeOnly && (isServerModule(e.to) || e.to.startsWith("@prisma") || e.to.startsWith("generated/")),
  },
  {
    name: "models know nothing of HTTP: no Remix, Conform, toasts or Request",
    applies: (f) => f.startsWith("models/"),
    breaks: (e, source) =>
      (!e.typeOnly &&
        (e.to.startsWith("@remix-run/") || e.to.startsWith("@conform-to/") || e.to === "utils/toast.server.ts")) ||
      /\(\s*request: Request\b|[,(]\s*request: Request\b/.test(source),
  },
  {
    name: "utils never import models",
    applies: (f) => f.startsWith("utils/"),
    breaks: (e) => !e.typeOnly && e.to.startsWith("models/"),
  },
  {
    name: "only routes and other screens use a screen",
    applies: (f) => !f.startsWith("routes/") && !f.startsWith("screens/"),
    breaks: (e) => !e.typeOnly && e.to.startsWith("screens/"),
  },
  {
    name: "nothing but an alias route imports a route module",
    applies: (f) => !f.startsWith("routes/"),
    breaks: (e) => !e.typeOnly && e.to.startsWith("routes/"),
  },
];

/** Known debt (issue 21): what still breaks a rule today, by file. */
export const KNOWN_DEBT: Record<string, string[]> = {};

export function violations(files: string[]) {
  const found: Record<string, Set<string>> = {};
  for (const file of files) {
    const rel = path.relative(APP, file);
    const source = fs.readFileSync(file, "utf8");
    for (const rule of RULES) {
      if (!rule.applies(rel)) continue;
      if (
        importsOf(file, source).some((e) => rule.breaks(e, source)) ||
        (rule.name.startsWith("models") && rule.breaks({ from: rel, to: "", typeOnly: true }, source))
      )
        (found[rule.name] ??= new Set()).add(rel);
    }
  }
  return found;
}

describe("layers (docs/architecture.md)", () => {
  const found = violations(filesUnder(APP));

  for (const rule of RULES) {
    it(rule.name, () => {
      const actual = [...(found[rule.name] ?? [])].sort();
      const debt = [...(KNOWN_DEBT[rule.name] ?? [])].sort();
      expect(
        actual.filter((f) => !debt.includes(f)),
        "new imports that break the rule",
      ).toEqual([]);
      expect(
        debt.filter((f) => !actual.includes(f)),
        "fixed: remove these from KNOWN_DEBT",
      ).toEqual([]);
    });
  }

  it("catches a model that imports Remix or takes a Request (the test tests itself)", () => {
    const rule = RULES.find((r) => r.name.startsWith("models"))!;
    const file = path.join(APP, "models/example.server.ts");
    const source = 'import { json } from "@remix-run/node";\nexport async function f() { return json({}); }\n';
    expect(importsOf(file, source).some((e) => rule.breaks(e, source))).toBe(true);
    const takesRequest = "export async function g(request: Request) { return request.url; }\n";
    expect(rule.breaks({ from: "models/x", to: "", typeOnly: true }, takesRequest)).toBe(true);
    const clean = 'import { prisma } from "~/utils/db.server.ts";\nexport const h = () => prisma;\n';
    expect(importsOf(file, clean).some((e) => rule.breaks(e, clean))).toBe(false);
  });
});
