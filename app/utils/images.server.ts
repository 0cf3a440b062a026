// The copy of a photo a page shows (issue 16, ADR 161): the longest edge at most DISPLAY_EDGE, as JPEG, rotated as
// the camera held it, metadata (GPS) dropped. `sharp` (libvips, prebuilt per platform in the npm registry) is loaded
// when first needed; null when it cannot decode the file (HEIC: libvips' prebuilt binaries carry no HEVC decoder).
import { DISPLAY_EDGE } from "~/domain/job-card.ts";

export async function displayCopy(bytes: Uint8Array) {
  try {
    const sharp = (await import("sharp")).default;
    const { data, info } = await sharp(bytes, { failOn: "error", limitInputPixels: 80_000_000 })
      .rotate()
      .resize({ width: DISPLAY_EDGE, height: DISPLAY_EDGE, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    return null;
  }
}
