// Gallery images (issue 18, ADR 181): the type from the bytes, the pixel size from the header, the upload rules and
// the caption form.
import { describe, expect, it } from "vitest";
import { galleryFileProblem, galleryImageSchema, imageDimensions, sniffGalleryImage } from "~/domain/portfolio.ts";
import { png } from "./helpers/images.ts";

function jpeg(width: number, height: number) {
  // SOI, an APP0 segment of 16 bytes, then SOF0 with height and width.
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const sof = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    3,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
  ];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

function webpVp8x(width: number, height: number) {
  const b = new Uint8Array(30);
  b.set([...Buffer.from("RIFF"), 0, 0, 0, 0, ...Buffer.from("WEBPVP8X")]);
  const w = width - 1;
  const h = height - 1;
  b.set([w & 255, (w >> 8) & 255, (w >> 16) & 255, h & 255, (h >> 8) & 255, (h >> 16) & 255], 24);
  return b;
}

describe("what an uploaded file is", () => {
  it("reads JPEG, PNG and WebP from their bytes, and refuses anything else", () => {
    expect(sniffGalleryImage(png(800, 600))).toBe("image/png");
    expect(sniffGalleryImage(jpeg(800, 600))).toBe("image/jpeg");
    expect(sniffGalleryImage(webpVp8x(800, 600))).toBe("image/webp");
    expect(sniffGalleryImage(new TextEncoder().encode("%PDF-1.7 …"))).toBeNull();
    expect(sniffGalleryImage(new TextEncoder().encode("<svg onload=alert(1)>"))).toBeNull();
  });

  it("reads the pixel size from the header", () => {
    expect(imageDimensions(png(1600, 1200))).toEqual({ width: 1600, height: 1200 });
    expect(imageDimensions(jpeg(1024, 683))).toEqual({ width: 1024, height: 683 });
    expect(imageDimensions(webpVp8x(2000, 1500))).toEqual({ width: 2000, height: 1500 });
    expect(imageDimensions(png(800, 600).subarray(0, 20))).toBeNull();
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]))).toBeNull();
  });

  it("refuses empty, too large, unreadable, too small and non-image files with a reason", () => {
    const ok = png(800, 600);
    expect(galleryFileProblem({ size: ok.length, bytes: ok })).toBeNull();
    expect(galleryFileProblem(null)).toMatch(/Choose an image/);
    expect(galleryFileProblem({ size: 9 * 1024 * 1024, bytes: ok })).toMatch(/limit is 8 MB/);
    expect(galleryFileProblem({ size: 10, bytes: new TextEncoder().encode("not an image") })).toMatch(
      /JPEG, PNG or WebP/,
    );
    expect(galleryFileProblem({ size: 33, bytes: png(100, 80) })).toMatch(/100 × 80 pixels/);
  });
});

describe("the caption form", () => {
  it("needs a caption and alt text; the category is from the list", () => {
    const good = galleryImageSchema.safeParse({
      title: "Rose Bay detail",
      altText: "A white cruiser",
      category: "cleaning",
      published: "on",
    });
    expect(good.success && good.data).toEqual({
      title: "Rose Bay detail",
      description: "",
      altText: "A white cruiser",
      category: "cleaning",
      published: true,
    });
    const bad = galleryImageSchema.safeParse({ title: " ", category: "boats" });
    expect(bad.success).toBe(false);
    expect(bad.success ? [] : bad.error.issues.map((i) => i.path[0])).toEqual(["title", "altText", "category"]);
    expect(galleryImageSchema.parse({ title: "x", altText: "y", category: "" }).category).toBeNull();
  });
});
