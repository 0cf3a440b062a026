// The home gallery / portfolio images of /admin/portfolio (issue 18, ADR 181): what an uploaded file really is (from
// its bytes: JPEG, PNG or WebP — what every browser shows), its pixel size read from its header, and the caption
// form (alt text required). Pure: no I/O.
import { z } from "zod";
import { dateField } from "./form-fields.ts";
import { SERVICE_CATEGORIES, type ServiceCategory } from "./service-types.ts";

export const MAX_GALLERY_BYTES = 8 * 1024 * 1024;
export const GALLERY_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];

export const CATEGORY_LABELS: Record<ServiceCategory, string> = {
  cleaning: "Cleaning and detailing",
  maintenance: "Maintenance",
  inspection: "Inspection",
  delivery: "Delivery",
};

export const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The image type from the first bytes (never the name or the browser's claim); null when not an image we show. */
export function sniffGalleryImage(bytes: Uint8Array): GalleryType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => bytes[i] === v))
    return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  return null;
}

/** Width and height from the image's header, or null when the header cannot be read (a broken file). */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const type = sniffGalleryImage(bytes);
  const u16be = (i: number) => (bytes[i]! << 8) | bytes[i + 1]!;
  const u32be = (i: number) => ((bytes[i]! << 24) >>> 0) + (bytes[i + 1]! << 16) + (bytes[i + 2]! << 8) + bytes[i + 3]!;
  const u16le = (i: number) => bytes[i]! | (bytes[i + 1]! << 8);
  const u24le = (i: number) => bytes[i]! | (bytes[i + 1]! << 8) | (bytes[i + 2]! << 16);
  const ok = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : null);
  if (type === "image/png") {
    if (bytes.length < 24 || ascii(bytes, 12, 16) !== "IHDR") return null;
    return ok(u32be(16), u32be(20));
  }
  if (type === "image/jpeg") {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1]!;
      if (marker === 0xff) {
        i += 1;
        continue;
      }
      if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
        i += 2;
        continue;
      }
      const length = u16be(i + 2);
      // Start of frame (baseline, progressive …), not DHT (c4), JPG (c8) or DAC (cc).
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return ok(u16be(i + 7), u16be(i + 5));
      }
      if (length < 2) return null;
      i += 2 + length;
    }
    return null;
  }
  if (type === "image/webp") {
    if (bytes.length < 30) return null;
    const chunk = ascii(bytes, 12, 16);
    if (chunk === "VP8X") return ok(u24le(24) + 1, u24le(27) + 1);
    if (chunk === "VP8 ") return ok(u16le(26) & 0x3fff, u16le(28) & 0x3fff);
    if (chunk === "VP8L" && bytes[20] === 0x2f) {
      const b = (n: number) => bytes[21 + n]!;
      return ok(1 + (((b(1) & 0x3f) << 8) | b(0)), 1 + (((b(3) & 0xf) << 10) | (b(2) << 2) | ((b(1) & 0xc0) >> 6)));
    }
    return null;
  }
  return null;
}

/** Why an uploaded file is refused, or null. */
export function galleryFileProblem(file: { size: number; bytes: Uint8Array } | null): string | null {
  if (!file || file.size === 0) return "Choose an image to upload";
  if (file.size > MAX_GALLERY_BYTES) {
    return `That file is ${(file.size / 1024 / 1024).toFixed(1)} MB; the limit is ${MAX_GALLERY_BYTES / 1024 / 1024} MB`;
  }
  if (!sniffGalleryImage(file.bytes))
    return "Upload a JPEG, PNG or WebP image — this file is none of those, whatever its name";
  const size = imageDimensions(file.bytes);
  if (!size) return "This image could not be read (the file may be damaged)";
  if (size.width < 320 || size.height < 200)
    return `This image is ${size.width} × ${size.height} pixels; the gallery needs at least 320 × 200`;
  if (size.width > 12_000 || size.height > 12_000)
    return "This image is more than 12,000 pixels across; make it smaller";
  return null;
}

const text = (max: number, what: string) =>
  z
    .string({ required_error: `Write ${what}` })
    .trim()
    .min(1, `Write ${what}`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} can be at most ${max} characters`);

export const galleryImageSchema = z.object({
  title: text(80, "a caption"),
  description: z
    .string()
    .trim()
    .max(200, "The description can be at most 200 characters")
    .optional()
    .transform((v) => v ?? ""),
  altText: text(200, "the alt text (what the picture shows, for people who cannot see it)"),
  category: z
    .enum(["", ...SERVICE_CATEGORIES], { errorMap: () => ({ message: "Choose a category from the list" }) })
    .optional()
    .transform((v) => (v ? (v as ServiceCategory) : null)),
  published: z
    .string()
    .optional()
    .transform((v) => v === "on"),
});
export type GalleryImageInput = z.output<typeof galleryImageSchema>;

/** The edit form: the same fields, publishing has its own button. */
export const galleryEditSchema = galleryImageSchema.omit({ published: true }).extend({ id: z.string().min(1).max(40) });

/** At most this many highlights ("the result" bullets) and services per project. */
export const MAX_HIGHLIGHTS = 10;
export const MAX_PROJECT_SERVICES = 12;

const checked = z
  .string()
  .optional()
  .transform((v) => v === "on");

/**
 * Every field of a portfolio project the office edits (issue 18e, 18f): the story, the vessel, where and when, the
 * services (service page slugs, checked against the list by the model), highlights one per line, the slug of its
 * public page, and the image's alt text (required with an uploaded image: see projectImageProblem).
 */
export const projectFieldsSchema = z.object({
  title: text(120, "a title"),
  slug: z
    .string({ required_error: "Enter the slug of its page (e.g. riviera-48-full-detail)" })
    .trim()
    .toLowerCase()
    .min(3, "The slug is at least 3 characters")
    .max(80, "The slug can be at most 80 characters")
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens, e.g. riviera-48-detail"),
  summary: text(300, "a summary"),
  description: text(8000, "the description"),
  vesselName: text(80, "the vessel's name"),
  vesselType: text(80, "the vessel type (e.g. Riviera 48 flybridge)"),
  lengthMetres: z.coerce
    .number({ invalid_type_error: "Enter the length in metres, e.g. 14.6" })
    .min(3, "The length is at least 3 m")
    .max(100, "The length is at most 100 m")
    .optional()
    .transform((v) => (v === undefined ? null : Math.round(v * 10) / 10)),
  location: text(120, "where the work was done"),
  services: z
    .array(z.string().trim().min(1).max(80))
    .max(MAX_PROJECT_SERVICES, `Choose at most ${MAX_PROJECT_SERVICES} services`)
    .default([]),
  highlights: z
    .string()
    .max(3000, "The highlights can be at most 3,000 characters")
    .optional()
    .transform((v, ctx) => {
      const lines = (v ?? "")
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean);
      if (lines.length > MAX_HIGHLIGHTS)
        ctx.addIssue({ code: "custom", message: `Write at most ${MAX_HIGHLIGHTS} highlights, one per line` });
      if (lines.some((l) => l.length > 200))
        ctx.addIssue({ code: "custom", message: "Each highlight can be at most 200 characters" });
      return lines;
    }),
  durationText: text(60, "how long it took (e.g. 2 days)"),
  completedOn: dateField("Enter the date it was completed"),
  imageAlt: z
    .string()
    .trim()
    .max(200, "The alt text can be at most 200 characters")
    .optional()
    .transform((v) => v ?? ""),
  published: checked,
});
export type ProjectFieldsInput = z.output<typeof projectFieldsSchema>;

/** The project edit form at /admin/portfolio/projects: publishing and order also have buttons. */
export const projectEditSchema = projectFieldsSchema.extend({ id: z.string().min(1).max(40) });
export type ProjectEditInput = z.output<typeof projectEditSchema>;

/** A new project at /admin/portfolio/upload-project: the same fields, with its image (checked apart, by its bytes). */
export const projectCreateSchema = projectFieldsSchema;

const ALT_REQUIRED = "Write the image's alt text (what the picture shows, for people who cannot see it)";

/**
 * Replacing an existing project's image at /admin/portfolio/upload-project?replace={id} (ADR 181 addendum): the new
 * file is checked apart, by its bytes, like a new project's; the alt text is required (it describes the new picture).
 */
export const projectImageReplaceSchema = z.object({
  id: z.string().min(1).max(40),
  imageAlt: z
    .string({ required_error: ALT_REQUIRED })
    .trim()
    .min(1, ALT_REQUIRED)
    .max(200, "The alt text can be at most 200 characters"),
});
export type ProjectImageReplaceInput = z.output<typeof projectImageReplaceSchema>;

/** Why an uploaded project image (or its alt text) is refused: the gallery's file rules, and alt text required. */
export function projectImageProblem(
  file: { size: number; bytes: Uint8Array } | null,
  altText: string,
): { field: "file" | "imageAlt"; message: string } | null {
  const fileProblem = galleryFileProblem(file);
  if (fileProblem) return { field: "file", message: fileProblem };
  if (!altText.trim())
    return {
      field: "imageAlt",
      message: ALT_REQUIRED,
    };
  return null;
}

/** The stored date of a completed-on day (midnight UTC of that calendar date) and back. */
export const completedOnDate = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const completedOnDay = (date: Date | string) => new Date(date).toISOString().slice(0, 10);
