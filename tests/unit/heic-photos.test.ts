// HEIC photos (issue 16, ADR 161 addendum of 2026-11-27): a real HEIC (tests/support/photo-1600x800.heic, made with
// libheif's heif-enc and the x265 encoder from a 1600 × 800 PNG of one colour, rgb(20, 120, 200)) is recognised by
// its bytes and gets a resized JPEG copy, although sharp's prebuilt libvips has no HEVC decoder.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sniffPhoto } from "~/domain/job-card.ts";
import { displayCopy } from "~/utils/images.server.ts";

const HEIC = new Uint8Array(fs.readFileSync(path.resolve("tests/support/photo-1600x800.heic")));

describe("a HEIC photo", () => {
  it("is a HEIC by its ftyp box, not its name", () => {
    expect(String.fromCharCode(...HEIC.subarray(4, 12))).toBe("ftypheic");
    expect(sniffPhoto(HEIC)).toBe("image/heic");
  });

  it("gets a JPEG copy at most 1280 px with the photo's colours", async () => {
    const copy = await displayCopy(HEIC);
    expect(copy).toMatchObject({ width: 1280, height: 640 });
    expect(sniffPhoto(copy!.bytes)).toBe("image/jpeg");
    const sharp = (await import("sharp")).default;
    const { data } = await sharp(copy!.bytes).raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(Math.abs(r - 20)).toBeLessThan(12);
    expect(Math.abs(g - 120)).toBeLessThan(12);
    expect(Math.abs(b - 200)).toBeLessThan(12);
  });

  it("gets no copy when the file is cut short (the page links the original instead)", async () => {
    expect(await displayCopy(HEIC.subarray(0, 200))).toBeNull();
  });
});
