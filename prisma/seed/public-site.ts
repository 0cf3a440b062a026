// Issue 3 reference data: service pages, portfolio projects and gallery images. Idempotent: rows are
// created when missing and never overwritten, so an admin's later edits survive re-seeding.
import type { PrismaClient } from "../../app/generated/prisma/client.ts";
import { SERVICE_PAGES } from "./service-pages.ts";
import { GALLERY_IMAGES, PORTFOLIO_PROJECTS } from "./showcase.ts";

export async function seedPublicSite(prisma: PrismaClient) {
  for (const [index, p] of SERVICE_PAGES.entries()) {
    const data = {
      title: p.title,
      shortName: p.shortName,
      kind: p.kind,
      category: p.category,
      summary: p.summary,
      description: p.description.join("\n\n"),
      included: JSON.stringify(p.included),
      serviceTypes: JSON.stringify(p.serviceTypes),
      priceFromCents: p.priceFromCents ?? null,
      priceToCents: p.priceToCents ?? null,
      durationText: p.durationText,
      image: p.image,
      sortOrder: index,
    };
    await prisma.servicePage.upsert({ where: { slug: p.slug }, update: {}, create: { slug: p.slug, ...data } });
  }
  for (const [index, p] of PORTFOLIO_PROJECTS.entries()) {
    const data = {
      title: p.title,
      summary: p.summary,
      description: p.description.join("\n\n"),
      vesselName: p.vesselName,
      vesselType: p.vesselType,
      lengthMetres: p.lengthMetres,
      location: p.location,
      services: JSON.stringify(p.services),
      highlights: JSON.stringify(p.highlights),
      durationText: p.durationText,
      completedOn: new Date(`${p.completedOn}T00:00:00Z`),
      image: p.image,
      sortOrder: index,
    };
    await prisma.portfolioProject.upsert({ where: { slug: p.slug }, update: {}, create: { slug: p.slug, ...data } });
  }
  for (const [index, g] of GALLERY_IMAGES.entries()) {
    const { key, ...data } = g;
    await prisma.galleryImage.upsert({ where: { key }, update: {}, create: { key, ...data, sortOrder: index } });
  }
}
