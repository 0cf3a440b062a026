// One schema source, two providers (issue 12). prisma/schema.prisma (SQLite) is the file people edit; this
// derives prisma/postgresql/schema.prisma from it by rewriting only the datasource and the client's output.
// `node scripts/derive-pg-schema.js --check` exits 1 when the derived file is out of date (run in npm test).
import fs from "node:fs";
import path from "node:path";

export const SOURCE = "prisma/schema.prisma";
export const TARGET = "prisma/postgresql/schema.prisma";

export function derivePgSchema(source) {
  const header =
    "// GENERATED from prisma/schema.prisma by scripts/derive-pg-schema.js: do not edit (edit the source, then run\n" +
    "// `npm run db:migration -- <name>`, which regenerates this file and writes both migrations).\n";
  let out = source
    .replace(/provider\s*=\s*"sqlite"/, 'provider = "postgresql"')
    .replace(/url\s*=\s*"file:[^"]*"/, 'url      = "postgresql://localhost/bosun"')
    .replace(/output\s*=\s*"\.\.\/app\/generated\/prisma"/, 'output       = "../../app/generated/prisma-pg"');
  if (out === source || !out.includes('provider = "postgresql"') || !out.includes("app/generated/prisma-pg")) {
    throw new Error("derive-pg-schema: the datasource or generator block of prisma/schema.prisma changed shape");
  }
  return header + out;
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? "")}`) {
  const derived = derivePgSchema(fs.readFileSync(SOURCE, "utf8"));
  const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, "utf8") : null;
  if (process.argv.includes("--check")) {
    if (current !== derived) {
      console.error(`✖ ${TARGET} is out of date: run \`node scripts/derive-pg-schema.js\` (or npm run db:migration).`);
      process.exit(1);
    }
    console.log(`✔ ${TARGET} matches ${SOURCE}`);
  } else if (current !== derived) {
    fs.mkdirSync(path.dirname(TARGET), { recursive: true });
    fs.writeFileSync(TARGET, derived);
    console.log(`Wrote ${TARGET}`);
  }
}
