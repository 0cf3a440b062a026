// Gallery images against a real database and the local file store (issue 18, ADR 181): an upload is stored and
// listed first, published ones reach the public list, order moves, and delete removes the row and the file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "./helpers/test-db.ts";
import { png } from "./helpers/images.ts";

const testDb = createTestDatabase();
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), "bosun-gallery-"));
process.env.UPLOAD_DIR = uploads;

type Mods = {
  prisma: typeof import("~/utils/db.server.ts").prisma;
  gallery: typeof import("~/models/gallery.server.ts");
};
let m: Mods;

beforeAll(async () => {
  m = { prisma: (await import("~/utils/db.server.ts")).prisma, gallery: await import("~/models/gallery.server.ts") };
  await m.prisma.galleryImage.create({
    data: {
      key: "seed-1",
      src: "/img/seed.jpg",
      title: "Seeded",
      description: "",
      width: 800,
      height: 600,
      sortOrder: 0,
    },
  });
});

afterAll(async () => {
  await m?.prisma.$disconnect();
  testDb.cleanup();
  fs.rmSync(uploads, { recursive: true, force: true });
});

const input = {
  title: "Teak restored",
  description: "",
  altText: "Sanded teak deck",
  category: "maintenance" as const,
};

describe("gallery images", () => {
  it("uploads, publishes, orders and deletes, with the file and the audit trail", async () => {
    const bytes = png(1200, 800);
    const hidden = await m.gallery.addGalleryImage({ size: bytes.length, bytes }, { ...input, published: false }, null);
    expect(hidden).toMatchObject({ width: 1200, height: 800, active: false, src: `/resources/gallery/${hidden.id}` });
    expect((await m.gallery.listPublishedGallery()).map((g) => g.title)).toEqual(["Seeded"]);
    expect(await m.gallery.galleryImageFile(hidden.id, { admin: false })).toBeNull();
    // A header-only PNG cannot be decoded, so no display copy: the original is served.
    expect(await m.gallery.galleryImageFile(hidden.id, { admin: true })).toMatchObject({ original: true });
    expect((await m.gallery.galleryImageFile(hidden.id, { admin: true }))?.bytes.length).toBe(bytes.length);

    await m.gallery.setGalleryImagePublished(hidden.id, true, null);
    expect((await m.gallery.listPublishedGallery()).map((g) => g.title)).toEqual(["Teak restored", "Seeded"]);
    expect((await m.gallery.galleryImageFile(hidden.id, { admin: false }))?.published).toBe(true);

    expect(await m.gallery.moveGalleryImage(hidden.id, "down", null)).toBe(true);
    expect((await m.gallery.listPublishedGallery()).map((g) => g.title)).toEqual(["Seeded", "Teak restored"]);
    expect(await m.gallery.moveGalleryImage(hidden.id, "down", null)).toBe(false);

    await m.gallery.updateGalleryImage(hidden.id, { ...input, title: "Teak deck, Pittwater" }, null);
    const stored = await m.prisma.galleryImage.findUniqueOrThrow({ where: { id: hidden.id } });
    expect(stored.title).toBe("Teak deck, Pittwater");
    const file = path.join(uploads, stored.storageKey!);
    expect(fs.existsSync(file)).toBe(true);

    await m.gallery.deleteGalleryImage(hidden.id, null);
    expect(fs.existsSync(file)).toBe(false);
    expect(await m.prisma.galleryImage.count({ where: { id: hidden.id } })).toBe(0);
    const actions = await m.prisma.auditEvent.findMany({ where: { entityId: hidden.id }, select: { action: true } });
    expect(actions.map((a) => a.action).sort()).toEqual([
      "gallery.image_added",
      "gallery.image_changed",
      "gallery.image_deleted",
      "gallery.image_moved",
      "gallery.image_published",
    ]);
  });

  it("keeps the original of a large upload and serves a resized display copy no wider than the limit", async () => {
    const sharp = (await import("sharp")).default;
    const { DISPLAY_EDGE } = await import("~/domain/job-card.ts");
    const bytes = new Uint8Array(
      await sharp({ create: { width: 3000, height: 1500, channels: 3, background: "#3366aa" } })
        .png()
        .toBuffer(),
    );
    const image = await m.gallery.addGalleryImage({ size: bytes.length, bytes }, { ...input, published: true }, null);
    expect(image).toMatchObject({ width: 3000, height: 1500 });

    const shown = (await m.gallery.galleryImageFile(image.id, { admin: false }))!;
    expect(shown.original).toBe(false);
    const meta = await sharp(shown.bytes).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.width).toBe(DISPLAY_EDGE);
    expect(meta.height).toBe(DISPLAY_EDGE / 2);

    const original = (await m.gallery.galleryImageFile(image.id, { admin: false, original: true }))!;
    expect(original.original).toBe(true);
    expect(Buffer.compare(original.bytes, Buffer.from(bytes))).toBe(0);

    const stored = await m.prisma.galleryImage.findUniqueOrThrow({ where: { id: image.id } });
    const copy = path.join(uploads, m.gallery.displayKeyOf(stored.storageKey!));
    expect(fs.existsSync(copy)).toBe(true);
    await m.gallery.deleteGalleryImage(image.id, null);
    expect(fs.existsSync(copy)).toBe(false);
  });

  it("refuses a file that is not an image", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.7 not a picture");
    await expect(
      m.gallery.addGalleryImage({ size: bytes.length, bytes }, { ...input, published: true }, null),
    ).rejects.toThrow(/JPEG, PNG or WebP/);
  });
});

describe("portfolio projects", () => {
  it("edits, unpublishes and reorders projects, audited, and the public list follows", async () => {
    const projects = await import("~/models/portfolio-projects.server.ts");
    const catalogue = await import("~/models/catalogue.server.ts");
    const base = {
      summary: "S",
      description: "D",
      vesselName: "V",
      vesselType: "Yacht",
      location: "Sydney",
      durationText: "2 days",
      completedOn: new Date("2026-01-01"),
      image: "/img/p.jpg",
      sortOrder: 0,
    };
    const a = await m.prisma.portfolioProject.create({ data: { ...base, slug: "pa", title: "Project A" } });
    const b = await m.prisma.portfolioProject.create({ data: { ...base, slug: "pb", title: "Project B" } });
    const titles = async () => (await catalogue.listPortfolioProjects()).map((p) => p.title);

    expect(await projects.moveProject(b.id, "up", null)).toBe(true);
    const order = await titles();
    expect(order.indexOf("Project B")).toBeLessThan(order.indexOf("Project A"));
    const firstId = (await projects.listAdminProjects({ skip: 0, take: 1 })).projects[0]!.id;
    expect(await projects.moveProject(firstId, "up", null)).toBe(false);

    const edit = {
      id: a.id,
      slug: "pa",
      title: "Project A, renamed",
      summary: "New",
      description: "Para",
      vesselName: "V",
      vesselType: "Yacht",
      lengthMetres: 12.5,
      location: "Sydney",
      services: [] as string[],
      highlights: ["Shiny"],
      durationText: "2 days",
      completedOn: "2026-01-01",
      imageAlt: "",
      published: false,
    };
    await projects.updateProject(edit, null);
    expect(await titles()).not.toContain("Project A, renamed");
    expect(await titles()).not.toContain("Project A");
    await expect(projects.updateProject({ ...edit, slug: "pb" }, null)).rejects.toMatchObject({ field: "slug" });
    await expect(projects.updateProject({ ...edit, services: ["no-such-page"] }, null)).rejects.toMatchObject({
      field: "services",
    });
    await projects.updateProject({ ...edit, published: true }, null);
    expect(await titles()).toContain("Project A, renamed");
    const { total } = await projects.listAdminProjects({ skip: 0, take: 10 });
    expect(total).toBeGreaterThanOrEqual(2);
    const actions = await m.prisma.auditEvent.findMany({ where: { entityId: a.id }, select: { action: true } });
    expect(actions.map((x) => x.action)).toEqual(["portfolio.project_changed", "portfolio.project_changed"]);
    await expect(projects.moveProject("nope", "up", null)).rejects.toThrow(/not in the portfolio/);

    // A new project with its own uploaded image (alt text required), served as a display copy, then deleted.
    const fields = { ...edit, slug: "new-project", title: "New project", published: true };
    const bytes = png(1200, 800);
    await expect(projects.createProject({ size: bytes.length, bytes }, fields, null)).rejects.toMatchObject({
      field: "imageAlt",
    });
    await expect(projects.createProject(null, { ...fields, imageAlt: "Deck" }, null)).rejects.toMatchObject({
      field: "file",
    });
    await expect(
      projects.createProject({ size: bytes.length, bytes }, { ...fields, slug: "pb", imageAlt: "Deck" }, null),
    ).rejects.toMatchObject({ field: "slug" });
    const created = await projects.createProject({ size: bytes.length, bytes }, { ...fields, imageAlt: "Deck" }, null);
    expect(created.image).toBe(`/resources/portfolio-image/${created.id}`);
    expect((await catalogue.getPortfolioProject("new-project"))?.imageAlt).toBe("Deck");
    expect((await projects.projectImageFile(created.id, { admin: false }))?.bytes.length).toBe(bytes.length);
    expect((await titles())[0]).toBe("New project");
    await expect(projects.updateProject({ ...fields, id: created.id, imageAlt: " " }, null)).rejects.toMatchObject({
      field: "imageAlt",
    });
    const file = path.join(uploads, created.imageKey!);
    expect(fs.existsSync(file)).toBe(true);
    await projects.deleteProject(created.id, null);
    expect(fs.existsSync(file)).toBe(false);
    expect(await catalogue.getPortfolioProject("new-project")).toBeNull();
    const deleted = await m.prisma.auditEvent.findFirst({
      where: { entityId: created.id, action: "portfolio.project_deleted" },
    });
    expect(deleted).not.toBeNull();
  });

  it("replaces a project's image: checked like a new one, a new address, the old upload deleted, audited", async () => {
    const projects = await import("~/models/portfolio-projects.server.ts");
    const catalogue = await import("~/models/catalogue.server.ts");
    const fields = {
      slug: "replace-me",
      title: "Replace me",
      summary: "S",
      description: "D",
      vesselName: "V",
      vesselType: "Yacht",
      lengthMetres: null,
      location: "Sydney",
      services: [],
      highlights: [],
      durationText: "1 day",
      completedOn: "2026-02-01",
      imageAlt: "The old deck",
      published: true,
    };
    const first = png(1200, 800);
    const created = await projects.createProject({ size: first.length, bytes: first }, fields, null);
    const oldFile = path.join(uploads, created.imageKey!);
    expect(fs.existsSync(oldFile)).toBe(true);

    const next = png(960, 640);
    const upload = { size: next.length, bytes: next };
    await expect(projects.replaceProjectImage(created.id, null, "New deck", null)).rejects.toMatchObject({
      field: "file",
    });
    await expect(projects.replaceProjectImage(created.id, upload, "  ", null)).rejects.toMatchObject({
      field: "imageAlt",
    });
    const text = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>");
    await expect(
      projects.replaceProjectImage(created.id, { size: text.length, bytes: text }, "New deck", null),
    ).rejects.toMatchObject({ field: "file" });
    await expect(projects.replaceProjectImage("no-such-project", upload, "New deck", null)).rejects.toThrow(
      /not in the portfolio/,
    );
    // Nothing was stored by the refused attempts: the project still shows the first image.
    expect((await catalogue.getPortfolioProject("replace-me"))?.image).toBe(created.image);

    const replaced = await projects.replaceProjectImage(created.id, upload, " The new deck ", null);
    const row = await m.prisma.portfolioProject.findUniqueOrThrow({ where: { id: created.id } });
    expect(replaced.image).toBe(`/resources/portfolio-image/${created.id}?v=${row.imageKey!.split("/").pop()}`);
    expect(row.imageKey).not.toBe(created.imageKey);
    const publicPage = await catalogue.getPortfolioProject("replace-me");
    expect(publicPage).toMatchObject({ image: replaced.image, imageAlt: "The new deck" });
    const served = await projects.projectImageFile(created.id, { admin: false, original: true });
    expect(Buffer.from(served!.bytes).equals(Buffer.from(next))).toBe(true);
    expect(fs.existsSync(oldFile)).toBe(false);
    expect(fs.existsSync(path.join(uploads, row.imageKey!))).toBe(true);
    const audit = await m.prisma.auditEvent.findFirstOrThrow({
      where: { entityId: created.id, action: "portfolio.project_image_replaced" },
    });
    expect(JSON.parse(audit.details!)).toMatchObject({
      before: { image: created.image, imageAlt: "The old deck" },
      after: { image: replaced.image, imageAlt: "The new deck" },
    });

    // A seeded project with a built-in picture gets an uploaded one.
    const seeded = await m.prisma.portfolioProject.create({
      data: {
        ...fields,
        slug: "seeded-pic",
        title: "Seeded",
        image: "/img/seeded.jpg",
        services: "[]",
        highlights: "[]",
        completedOn: new Date("2026-01-01"),
        sortOrder: 5,
      },
    });
    const up = await projects.replaceProjectImage(seeded.id, upload, "A hull", null);
    expect(up.image).toMatch(new RegExp(`^/resources/portfolio-image/${seeded.id}\\?v=`));
    expect((await projects.projectImageFile(seeded.id, { admin: false }))?.bytes.length).toBe(next.length);
    await projects.deleteProject(created.id, null);
    await projects.deleteProject(seeded.id, null);
  });
});
