// The copy of a photo a page shows (issue 16, ADR 161): the longest edge at most DISPLAY_EDGE, as JPEG, rotated as
// the camera held it, metadata (GPS) dropped. `sharp` (libvips, prebuilt per platform in the npm registry) is loaded
// when first needed. libvips' prebuilt build reads a HEIC's header but has no HEVC decoder, so a HEIC (an iPhone
// photo) is decoded to pixels first by `heic-decode` (libheif and libde265 compiled to WebAssembly: no native
// binary, ADR 161 addendum of 2026-11-27), which applies the photo's own rotation, then resized by sharp as the rest.
// null when the file cannot be decoded at all: the page then shows a labelled tile linking the original.
import { DISPLAY_EDGE } from "~/domain/job-card.ts";
import { sniffType } from "~/domain/documents.ts";

/** A phone photo is 12–48 Mpx; more than this is not a photo (a decompression bomb), and is not decoded. */
const MAX_PIXELS = 80_000_000;

async function heicPixels(bytes: Uint8Array) {
  const decode = (await import("heic-decode")).default;
  const images = await decode.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary || primary.width * primary.height > MAX_PIXELS) return null;
    const { width, height, data } = await primary.decode();
    return { width, height, data };
  } finally {
    images.dispose();
  }
}

export async function displayCopy(bytes: Uint8Array) {
  try {
    const sharp = (await import("sharp")).default;
    const resize = { width: DISPLAY_EDGE, height: DISPLAY_EDGE, fit: "inside", withoutEnlargement: true } as const;
    let pipeline;
    if (sniffType(bytes) === "image/heic") {
      const pixels = await heicPixels(bytes);
      if (!pixels) return null;
      const raw = { width: pixels.width, height: pixels.height, channels: 4 } as const;
      pipeline = sharp(Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), { raw });
    } else {
      pipeline = sharp(bytes, { failOn: "error", limitInputPixels: MAX_PIXELS }).rotate();
    }
    const { data, info } = await pipeline
      .resize(resize)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}
