// `node scripts/subset-fonts.js`: writes public/fonts/<face>-basic-<weight>.woff2, each brand face cut down to the
// characters Bosun's pages use (ASCII and a few typographic marks, BASIC_RANGE), from the full Latin files beside them
// (ADR 112). The Latin files stay as the fallback faces for any other character (app/styles/tailwind.css).
// Run it again after adding a face or a character to the range; commit the files it writes.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";

/** Keep in step with the unicode-range of the basic faces in app/styles/tailwind.css. */
const BASIC_RANGE = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2190, 0x2190],
  [0x2192, 0x2192],
];
/** The logo face sets only the business name: letters, spaces, '&', apostrophes, hyphens and full stops. */
const LOGO_RANGE = [
  [0x20, 0x20],
  [0x26, 0x27],
  [0x2d, 0x2e],
  [0x41, 0x5a],
  [0x61, 0x7a],
];
const RANGES = { "zilla-slab": LOGO_RANGE };

const dir = path.resolve("public/fonts");
for (const file of fs.readdirSync(dir).filter((f) => f.includes("-latin-") && f.endsWith(".woff2"))) {
  const range = RANGES[file.slice(0, file.indexOf("-latin-"))] ?? BASIC_RANGE;
  const text = range
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join("");
  const out = file.replace("-latin-", "-basic-");
  const subset = await subsetFont(fs.readFileSync(path.join(dir, file)), text, {
    targetFormat: "woff2",
    noHinting: true,
  });
  fs.writeFileSync(path.join(dir, out), subset);
  console.log(`${out}: ${subset.length} bytes (from ${fs.statSync(path.join(dir, file)).size})`);
}
