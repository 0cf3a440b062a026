// The portfolio projects of the public /portfolio pages, edited at /admin/portfolio/projects and created with their
// image at /admin/portfolio/upload-project (issue 18, ADR 181 addenda of 2026-11-27): every field, order, publish,
// delete — each change audited. An uploaded image goes through the file store with a resized display copy (the
// gallery's helpers) and is served by /resources/portfolio-image/{id}. The public pages read the published projects
// through catalogue.server.ts.
import {
  completedOnDate,
  completedOnDay,
  projectImageProblem,
  type ProjectEditInput,
  type ProjectFieldsInput,
} from "~/domain/portfolio.ts";
import { parseStringList } from "~/domain/catalogue.ts";
import { Refusal } from "~/domain/refusal.ts";
import { auditOf } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { portfolioProjectPageSelect } from "./catalogue.server.ts";
import { readUploadedImage, removeUploadedImage, storeUploadedImage } from "./gallery.server.ts";

const auditProject = auditOf("portfolio_project");

export class ProjectRefusal extends Refusal {}

const select = {
  id: true,
  ...portfolioProjectPageSelect,
  imageKey: true,
  published: true,
  sortOrder: true,
} as const;

const order = [{ sortOrder: "asc" }, { completedOn: "desc" }, { id: "asc" }] as const;

/** The project's own image address: the display copy of its upload. */
export const projectImageSrc = (id: string) => `/resources/portfolio-image/${id}`;

export async function listAdminProjects(page: { skip: number; take: number }) {
  const [total, rows] = await Promise.all([
    prisma.portfolioProject.count(),
    prisma.portfolioProject.findMany({ orderBy: [...order], skip: page.skip, take: page.take, select }),
  ]);
  const projects = rows.map((p) => ({
    ...p,
    services: parseStringList(p.services),
    highlights: parseStringList(p.highlights),
    completedOn: completedOnDay(p.completedOn),
  }));
  return { total, projects };
}

async function existing(id: string) {
  const project = await prisma.portfolioProject.findUnique({ where: { id }, select });
  if (!project) throw new ProjectRefusal("That project is not in the portfolio any more.");
  return project;
}

/** The slug is free and every service is a service page; the refusal names the field. */
async function checkFields(input: ProjectFieldsInput, id: string | null) {
  const clash = await prisma.portfolioProject.findUnique({
    where: { slug: input.slug },
    select: { id: true, title: true },
  });
  if (clash && clash.id !== id)
    throw new ProjectRefusal(
      `The slug "${input.slug}" is already the page of "${clash.title}": choose another`,
      "slug",
    );
  if (input.services.length) {
    const pages = await prisma.servicePage.findMany({
      where: { slug: { in: input.services } },
      select: { slug: true },
    });
    const unknown = input.services.filter((s) => !pages.some((p) => p.slug === s));
    if (unknown.length) throw new ProjectRefusal(`Not a service page: ${unknown.join(", ")}`, "services");
  }
}

const dataOf = (input: ProjectFieldsInput) => ({
  slug: input.slug,
  title: input.title,
  summary: input.summary,
  description: input.description,
  vesselName: input.vesselName,
  vesselType: input.vesselType,
  lengthMetres: input.lengthMetres,
  location: input.location,
  services: JSON.stringify(input.services),
  highlights: JSON.stringify(input.highlights),
  durationText: input.durationText,
  completedOn: completedOnDate(input.completedOn),
  imageAlt: input.imageAlt,
  published: input.published,
});

type Stored = Awaited<ReturnType<typeof existing>>;
const auditView = ({ image: _i, imageKey: _k, sortOrder: _s, id: _id, ...p }: Stored) => ({
  ...p,
  completedOn: completedOnDay(p.completedOn),
});

/** A new project with its uploaded image (required, with alt text); it goes first in the list. */
export async function createProject(
  file: { size: number; bytes: Uint8Array } | null,
  input: ProjectFieldsInput,
  actorId: string | null,
) {
  const problem = projectImageProblem(file, input.imageAlt);
  if (problem) throw new ProjectRefusal(problem.message, problem.field);
  await checkFields(input, null);
  const key = await storeUploadedImage("portfolio", file!.bytes);
  try {
    const first = await prisma.portfolioProject.findFirst({ orderBy: [...order], select: { sortOrder: true } });
    const id = key.split("/").pop()!;
    const project = await prisma.portfolioProject.create({
      data: {
        id,
        ...dataOf(input),
        image: projectImageSrc(id),
        imageKey: key,
        sortOrder: (first?.sortOrder ?? 1) - 1,
      },
      select,
    });
    await auditProject("portfolio.project_created", project.id, actorId, { after: auditView(project) });
    return project;
  } catch (error) {
    await removeUploadedImage(key);
    throw error;
  }
}

export async function updateProject(input: ProjectEditInput, actorId: string | null) {
  const before = await existing(input.id);
  if (before.imageKey && !input.imageAlt.trim())
    throw new ProjectRefusal("Write the image's alt text (what the picture shows)", "imageAlt");
  await checkFields(input, input.id);
  const after = await prisma.portfolioProject.update({ where: { id: input.id }, data: dataOf(input), select });
  await auditProject("portfolio.project_changed", input.id, actorId, {
    slug: before.slug,
    before: auditView(before),
    after: auditView(after),
  });
  return after;
}

/** A project whose image the admin is about to replace (the replace page), or null. */
export function projectForImage(id: string) {
  return prisma.portfolioProject.findUnique({
    where: { id },
    select: { id: true, title: true, slug: true, image: true, imageAlt: true, imageKey: true },
  });
}

/**
 * Replaces a project's image (ADR 181 addendum "replacing a portfolio project's image"): the new file is checked and
 * stored like a new project's (bytes sniffed, resized display copy, alt text required), the row points at it — with
 * a new address, `?v=` the new key, so no browser or cache shows the old picture — and only then are the old upload
 * and its display copy deleted. A seeded project's static image is simply no longer named. Two replacements at once:
 * the row changes only if it still names the image read first; the loser's new files are removed and it is refused.
 */
export async function replaceProjectImage(
  id: string,
  file: { size: number; bytes: Uint8Array } | null,
  imageAlt: string,
  actorId: string | null,
) {
  const before = await existing(id);
  const problem = projectImageProblem(file, imageAlt);
  if (problem) throw new ProjectRefusal(problem.message, problem.field);
  const key = await storeUploadedImage("portfolio", file!.bytes);
  const image = `${projectImageSrc(id)}?v=${key.split("/").pop()}`;
  try {
    const { count } = await prisma.portfolioProject.updateMany({
      where: { id, imageKey: before.imageKey, image: before.image },
      data: { image, imageKey: key, imageAlt: imageAlt.trim() },
    });
    if (count !== 1)
      throw new ProjectRefusal("The project changed while the image was uploading: open it again and retry.");
  } catch (error) {
    await removeUploadedImage(key);
    throw error;
  }
  if (before.imageKey) {
    // The row no longer names the old files; failing to delete them leaves an orphan, never a broken page.
    await removeUploadedImage(before.imageKey).catch((error) =>
      console.error(`portfolio: could not remove the replaced image ${before.imageKey}`, error),
    );
  }
  await auditProject("portfolio.project_image_replaced", id, actorId, {
    slug: before.slug,
    before: { image: before.image, imageAlt: before.imageAlt },
    after: { image, imageAlt: imageAlt.trim() },
  });
  return { id, title: before.title, slug: before.slug, image };
}

/** Removes the project and its uploaded files; what it was is kept in the audit log. */
export async function deleteProject(id: string, actorId: string | null) {
  const project = await existing(id);
  await prisma.portfolioProject.delete({ where: { id } });
  if (project.imageKey) await removeUploadedImage(project.imageKey);
  await auditProject("portfolio.project_deleted", id, actorId, { before: auditView(project) });
  return project;
}

/**
 * Moves the project one place earlier or later in the whole list's order. Seeded projects may share a sortOrder, so
 * the list is renumbered 0..n-1 in its current order first and the two neighbours swapped (a handful of rows).
 */
export async function moveProject(id: string, direction: "up" | "down", actorId: string | null) {
  await existing(id);
  const all = await prisma.portfolioProject.findMany({ orderBy: [...order], select: { id: true } });
  const at = all.findIndex((p) => p.id === id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= all.length) return false;
  [all[at], all[to]] = [all[to]!, all[at]!];
  await prisma.$transaction(
    all.map((p, i) => prisma.portfolioProject.update({ where: { id: p.id }, data: { sortOrder: i } })),
  );
  await auditProject("portfolio.project_moved", id, actorId, { direction, from: at, to });
  return true;
}

/** An uploaded project image: anyone may fetch a published project's, an admin any (the back-office preview). */
export async function projectImageFile(id: string, opts: { admin: boolean; original?: boolean }) {
  const project = await prisma.portfolioProject.findFirst({
    where: { id, imageKey: { not: null }, ...(opts.admin ? {} : { published: true }) },
    select: { imageKey: true, published: true },
  });
  if (!project?.imageKey) return null;
  const file = await readUploadedImage(project.imageKey, opts.original);
  return file ? { ...file, published: project.published } : null;
}
