// The home gallery and portfolio images (issue 18, ADR 181): upload (bytes checked, pixel size read, stored through
// the file store), caption and category, order, publish/unpublish and delete — each audited. The public pages read
// the published ones through listGalleryImages (catalogue.server.ts) and /resources/gallery/{id}.
import { galleryFileProblem, imageDimensions, sniffGalleryImage, type GalleryImageInput } from "~/domain/portfolio.ts";
import { Refusal } from "~/domain/refusal.ts";
import { auditOf } from "~/utils/audit.server.ts";
import { findPage, prisma } from "~/utils/db.server.ts";
import { displayCopy } from "~/utils/images.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";

const auditImage = auditOf("gallery_image");

export class GalleryRefusal extends Refusal {}

/**
 * The resized display copy of an upload sits beside the original under the same id, in its own folder (no column):
 * gallery/… → gallery-display/…, portfolio/… → portfolio-display/….
 */
export function displayKeyOf(storageKey: string) {
  return storageKey.replace(/^([\w-]+?)\//, "$1-display/");
}

/**
 * Stores a checked image upload in `folder` with its display copy, at most DISPLAY_EDGE px on its longest side (the
 * job-card photos' helper); the original is kept. A file the resizer cannot decode keeps only its original, which
 * is then served. Returns the original's key.
 */
export async function storeUploadedImage(folder: string, bytes: Uint8Array) {
  const key = newStorageKey(folder);
  await fileStore().put(key, bytes, { contentType: sniffGalleryImage(bytes)! });
  const display = await displayCopy(bytes);
  if (display) await fileStore().put(displayKeyOf(key), display.bytes, { contentType: "image/jpeg" });
  return key;
}

export async function removeUploadedImage(key: string) {
  await fileStore().delete(key);
  await fileStore().delete(displayKeyOf(key));
}

/** An upload's display copy, or its original when asked (or when no copy could be made). */
export async function readUploadedImage(key: string, original = false) {
  const display = original ? null : await fileStore().get(displayKeyOf(key));
  const bytes = display ?? (await fileStore().get(key));
  return bytes ? { bytes, original: !display } : null;
}

const select = {
  id: true,
  src: true,
  title: true,
  description: true,
  altText: true,
  category: true,
  width: true,
  height: true,
  sortOrder: true,
  active: true,
  storageKey: true,
  updatedAt: true,
} as const;

export async function listAdminGallery(page: { skip: number; take: number }, filter: { published: boolean | null }) {
  const where = filter.published === null ? {} : { active: filter.published };
  const { total, rows: images } = await findPage(prisma.galleryImage, page, {
    where,
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    select,
  });
  return { total, images };
}

/** Stores an uploaded image and its caption; it goes first in the gallery. */
export async function addGalleryImage(
  file: { size: number; bytes: Uint8Array },
  input: GalleryImageInput,
  actorId: string | null,
) {
  const problem = galleryFileProblem(file);
  if (problem) throw new GalleryRefusal(problem, "file");
  const size = imageDimensions(file.bytes)!;
  const key = await storeUploadedImage("gallery", file.bytes);
  try {
    const first = await prisma.galleryImage.findFirst({ orderBy: { sortOrder: "asc" }, select: { sortOrder: true } });
    const id = key.split("/").pop()!;
    const image = await prisma.galleryImage.create({
      data: {
        id,
        key: `upload:${id}`,
        src: `/resources/gallery/${id}`,
        storageKey: key,
        title: input.title,
        description: input.description,
        altText: input.altText,
        category: input.category,
        width: size.width,
        height: size.height,
        sortOrder: (first?.sortOrder ?? 1) - 1,
        active: input.published,
      },
      select,
    });
    await auditImage("gallery.image_added", image.id, actorId, {
      title: image.title,
      published: image.active,
      width: size.width,
      height: size.height,
    });
    return image;
  } catch (error) {
    await removeUploadedImage(key);
    throw error;
  }
}

async function existing(id: string) {
  const image = await prisma.galleryImage.findUnique({ where: { id }, select });
  if (!image) throw new GalleryRefusal("That image is not in the gallery any more.");
  return image;
}

export async function updateGalleryImage(
  id: string,
  input: Omit<GalleryImageInput, "published">,
  actorId: string | null,
) {
  const before = await existing(id);
  const after = await prisma.galleryImage.update({
    where: { id },
    data: { title: input.title, description: input.description, altText: input.altText, category: input.category },
    select,
  });
  await auditImage("gallery.image_changed", id, actorId, {
    before: {
      title: before.title,
      description: before.description,
      altText: before.altText,
      category: before.category,
    },
    after: { title: after.title, description: after.description, altText: after.altText, category: after.category },
  });
  return after;
}

export async function setGalleryImagePublished(id: string, published: boolean, actorId: string | null) {
  const before = await existing(id);
  if (published && !(before.altText ?? "").trim())
    throw new GalleryRefusal("Write the image's alt text before publishing it.");
  if (before.active === published) return false;
  await prisma.galleryImage.update({ where: { id }, data: { active: published } });
  await auditImage(published ? "gallery.image_published" : "gallery.image_unpublished", id, actorId, {
    title: before.title,
  });
  return true;
}

/** Swaps the image with its neighbour above or below (the whole gallery's order, published or not). */
export async function moveGalleryImage(id: string, direction: "up" | "down", actorId: string | null) {
  const image = await existing(id);
  const neighbour = await prisma.galleryImage.findFirst({
    where: direction === "up" ? { sortOrder: { lt: image.sortOrder } } : { sortOrder: { gt: image.sortOrder } },
    orderBy: { sortOrder: direction === "up" ? "desc" : "asc" },
    select: { id: true, sortOrder: true },
  });
  if (!neighbour) return false;
  await prisma.$transaction([
    prisma.galleryImage.update({ where: { id: image.id }, data: { sortOrder: neighbour.sortOrder } }),
    prisma.galleryImage.update({ where: { id: neighbour.id }, data: { sortOrder: image.sortOrder } }),
  ]);
  await auditImage("gallery.image_moved", id, actorId, { direction, from: image.sortOrder, to: neighbour.sortOrder });
  return true;
}

export async function deleteGalleryImage(id: string, actorId: string | null) {
  const image = await existing(id);
  await prisma.galleryImage.delete({ where: { id } });
  if (image.storageKey) await removeUploadedImage(image.storageKey);
  await auditImage("gallery.image_deleted", id, actorId, { title: image.title, src: image.src });
}

/**
 * The stored bytes of an uploaded image, for whoever may see it: anyone when published, else admins only. The resized
 * display copy unless `original` is asked for (or no copy could be made).
 */
export async function galleryImageFile(id: string, opts: { admin: boolean; original?: boolean }) {
  const image = await prisma.galleryImage.findFirst({
    where: { id, storageKey: { not: null }, ...(opts.admin ? {} : { active: true }) },
    select: { storageKey: true, active: true },
  });
  if (!image?.storageKey) return null;
  const file = await readUploadedImage(image.storageKey, opts.original);
  return file ? { ...file, published: image.active } : null;
}

/** The published images for the public /portfolio page, in the gallery's order. */
export function listPublishedGallery(take = 24) {
  return prisma.galleryImage.findMany({
    where: { active: true },
    orderBy: [{ sortOrder: "asc" }, { createdAt: "asc" }],
    take,
    select: { id: true, src: true, title: true, description: true, altText: true, width: true, height: true },
  });
}
