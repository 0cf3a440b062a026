// The portfolio projects of the public /portfolio pages, edited at /admin/portfolio/projects (issue 18, ADR 181
// addendum of 2026-11-27): title, summary, description, published and order — each change audited. The public pages
// read the published ones through catalogue.server.ts.
import type { ProjectEditInput } from "~/domain/portfolio.ts";
import { Refusal } from "~/domain/refusal.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";

export class ProjectRefusal extends Refusal {}

const select = {
  id: true,
  slug: true,
  title: true,
  summary: true,
  description: true,
  published: true,
  sortOrder: true,
  completedOn: true,
} as const;

const order = [{ sortOrder: "asc" }, { completedOn: "desc" }, { id: "asc" }] as const;

export async function listAdminProjects(page: { skip: number; take: number }) {
  const [total, projects] = await Promise.all([
    prisma.portfolioProject.count(),
    prisma.portfolioProject.findMany({ orderBy: [...order], skip: page.skip, take: page.take, select }),
  ]);
  return { total, projects };
}

async function existing(id: string) {
  const project = await prisma.portfolioProject.findUnique({ where: { id }, select });
  if (!project) throw new ProjectRefusal("That project is not in the portfolio any more.");
  return project;
}

export async function updateProject(input: ProjectEditInput, actorId: string | null) {
  const before = await existing(input.id);
  const after = await prisma.portfolioProject.update({
    where: { id: input.id },
    data: { title: input.title, summary: input.summary, description: input.description, published: input.published },
    select,
  });
  const pick = (p: typeof before) => ({
    title: p.title,
    summary: p.summary,
    description: p.description,
    published: p.published,
  });
  await recordAudit(null, {
    action: "portfolio.project_changed",
    actorId,
    entityType: "portfolio_project",
    entityId: input.id,
    details: { slug: before.slug, before: pick(before), after: pick(after) },
  });
  return after;
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
  await recordAudit(null, {
    action: "portfolio.project_moved",
    actorId,
    entityType: "portfolio_project",
    entityId: id,
    details: { direction, from: at, to },
  });
  return true;
}
