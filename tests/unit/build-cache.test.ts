// scripts/build-cache.js: a build is skipped only when its folder holds a build of exactly these sources.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { buildPlace, forgetBuild, markBuilt, reuseBuild, sourceHash } from "../../scripts/build-cache.js";

const dirs: string[] = [];
function tree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-build-cache-"));
  dirs.push(root);
  fs.mkdirSync(path.join(root, "app/routes"), { recursive: true });
  fs.writeFileSync(path.join(root, "app/root.tsx"), "export default 1;\n");
  fs.writeFileSync(path.join(root, "app/routes/a.tsx"), "export default 2;\n");
  fs.mkdirSync(path.join(root, "public/build"), { recursive: true });
  fs.writeFileSync(path.join(root, "public/favicon.ico"), "ico");
  return root;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("sourceHash", () => {
  it("changes when a source file changes, and not when the browser build output does", () => {
    const root = tree();
    const before = sourceHash(root);
    fs.writeFileSync(path.join(root, "public/build/entry-ABC.js"), "built");
    expect(sourceHash(root)).toBe(before);
    fs.writeFileSync(path.join(root, "app/routes/a.tsx"), "export default 3;\n");
    expect(sourceHash(root)).not.toBe(before);
  });

  it("changes when a file is added or renamed", () => {
    const root = tree();
    const before = sourceHash(root);
    fs.renameSync(path.join(root, "app/routes/a.tsx"), path.join(root, "app/routes/b.tsx"));
    const renamed = sourceHash(root);
    expect(renamed).not.toBe(before);
    fs.writeFileSync(path.join(root, "app/routes/c.tsx"), "");
    expect(sourceHash(root)).not.toBe(renamed);
  });
});

describe("reuseBuild", () => {
  it("keeps a folder whose stamp matches, and builds again once the stamp is forgotten or differs", () => {
    const root = tree();
    const place = buildPlace(path.join(root, "out"), false);
    fs.mkdirSync(place.client, { recursive: true });
    fs.writeFileSync(path.join(place.server, "index.js"), "server build");
    const hash = sourceHash(root);
    expect(reuseBuild(place, hash)).toBeNull();
    markBuilt(place, hash);
    expect(reuseBuild(place, hash)).toBe("up to date");
    expect(reuseBuild(place, `${hash}0`)).toBeNull();
    forgetBuild(place);
    expect(reuseBuild(place, hash)).toBeNull();
  });
});
