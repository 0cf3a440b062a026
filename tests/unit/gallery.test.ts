import { describe, expect, it } from "vitest";
import { FALLBACK_TILES, shuffle } from "~/components/gallery-carousel.tsx";

describe("gallery carousel rules (spec §2, §7)", () => {
  it("shuffles a copy: same images, new order, input untouched", () => {
    const images = ["a", "b", "c", "d", "e"];
    let seed = 0.42;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const out = shuffle(images, random);
    expect([...out].sort()).toEqual(images);
    expect(out).not.toEqual(images);
    expect(images).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("falls back to the four built-in tiles of §7", () => {
    expect(FALLBACK_TILES.map((t) => t.title)).toEqual([
      "Marine Detailing",
      "Hull Services",
      "Electrical Systems",
      "Engine Services",
    ]);
  });
});
