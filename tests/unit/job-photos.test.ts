// Job-card photos and the drawn signature (issue 16, ADR 161): what counts as a photo is read from the bytes; the
// drawn signature is a small PNG or nothing.
import { describe, expect, it } from "vitest";
import { decodeSignature, MAX_PHOTO_BYTES, photoProblem, sniffPhoto } from "~/domain/job-card.ts";

const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = new TextEncoder().encode("%PDF-1.7 not a photo");

describe("photos", () => {
  it("are JPEG, PNG or HEIC by their bytes — a PDF or text renamed .jpg is refused", () => {
    expect(sniffPhoto(PNG)).toBe("image/png");
    expect(sniffPhoto(JPEG)).toBe("image/jpeg");
    expect(sniffPhoto(PDF)).toBeNull();
    expect(photoProblem({ size: PDF.length, bytes: PDF })).toMatch(/not a JPEG, PNG or HEIC/);
    expect(photoProblem({ size: 5, bytes: new TextEncoder().encode("hello") })).toMatch(/not a JPEG/);
    expect(photoProblem({ size: JPEG.length, bytes: JPEG })).toBeNull();
  });
  it("refuses an empty or oversized file", () => {
    expect(photoProblem(null)).toBe("Choose a photo");
    expect(photoProblem({ size: 0, bytes: new Uint8Array() })).toBe("Choose a photo");
    expect(photoProblem({ size: MAX_PHOTO_BYTES + 1, bytes: JPEG })).toMatch(/limit is 12 MB/);
  });
});

describe("the drawn signature", () => {
  const dataUrl = (bytes: Uint8Array) => `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
  it("decodes a PNG data URL", () => {
    expect(decodeSignature(dataUrl(PNG))).toEqual(PNG);
  });
  it("is nothing when empty, not a PNG, not base64 or too large", () => {
    expect(decodeSignature("")).toBeNull();
    expect(decodeSignature(null)).toBeNull();
    expect(decodeSignature(dataUrl(JPEG))).toBeNull();
    expect(decodeSignature(`data:image/jpeg;base64,${btoa("x")}`)).toBeNull();
    expect(decodeSignature("data:image/png;base64,<script>")).toBeNull();
    expect(decodeSignature(`data:image/png;base64,${"A".repeat(100_000)}`)).toBeNull();
  });
});
