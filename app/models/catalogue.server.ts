// Reads of the public catalogue: service definitions and bundle offers (issue 2's tables), service pages,
// portfolio projects and gallery images. Narrow selects; everything here is public data.
import type { BuilderConfig } from "~/domain/builders.ts";
import type { BundleOfferRule, DiscountType } from "~/domain/bundles.ts";
import {
  bundleConditionText,
  estimatePackage,
  parseLengthMetres,
  parseStringList,
  serviceTypePriceRange,
  type CatalogueDefinition,
} from "~/domain/catalogue.ts";
import type { PaymentTerms, ServiceType } from "~/domain/service-types.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";

/** The services on sale, in the catalogue's order. */
export const servicesOnSale = {
  where: { active: true },
  orderBy: { sortOrder: "asc" },
} satisfies Prisma.ServiceDefinitionFindManyArgs;

export async function getServiceDefinitions(): Promise<CatalogueDefinition[]> {
  const rows = await prisma.serviceDefinition.findMany({
    ...servicesOnSale,
    select: {
      serviceType: true,
      serviceName: true,
      paymentTerms: true,
      minimumDurationHours: true,
      maximumDurationHours: true,
      estimatedDurationHours: true,
      bundleDiscountPercentage: true,
      weatherDependent: true,
      requiresVesselOutOfWater: true,
      supportsSubscription: true,
      supportsOneOff: true,
      basePriceCents: true,
      pricePerMetreCents: true,
      depositPercent: true,
    },
  });
  return rows.map((r) => ({ ...r, paymentTerms: r.paymentTerms as PaymentTerms }));
}

/** The columns of a bundle offer that pricing reads (the admin editor adds `active`). */
export const bundleOfferRuleSelect = {
  id: true,
  slug: true,
  name: true,
  description: true,
  serviceTypes: true,
  discountType: true,
  discountValue: true,
  freeServiceType: true,
  minimumItems: true,
  sameVessel: true,
  sameDate: true,
  sameLocation: true,
} as const;

export async function getBundleOffers(): Promise<BundleOfferRule[]> {
  const rows = await prisma.bundleOffer.findMany({
    where: { active: true },
    orderBy: { createdAt: "asc" },
    select: bundleOfferRuleSelect,
  });
  return rows.map((r) => ({
    ...r,
    serviceTypes: parseStringList(r.serviceTypes),
    discountType: r.discountType as DiscountType,
  }));
}

export async function getCatalogue() {
  const [definitions, offers] = await Promise.all([getServiceDefinitions(), getBundleOffers()]);
  return { definitions, offers };
}

const pageListSelect = {
  slug: true,
  title: true,
  shortName: true,
  kind: true,
  category: true,
  summary: true,
  serviceTypes: true,
  priceFromCents: true,
  priceToCents: true,
  image: true,
} as const;

export function listServicePages() {
  return prisma.servicePage.findMany({
    where: { active: true },
    orderBy: { sortOrder: "asc" },
    select: pageListSelect,
  });
}

export function getServicePage(slug: string) {
  return prisma.servicePage.findFirst({
    where: { slug, active: true },
    select: { ...pageListSelect, description: true, included: true, durationText: true, updatedAt: true },
  });
}

export function listPortfolioProjects() {
  return prisma.portfolioProject.findMany({
    where: { published: true },
    orderBy: [{ sortOrder: "asc" }, { completedOn: "desc" }],
    select: {
      slug: true,
      title: true,
      summary: true,
      vesselType: true,
      location: true,
      completedOn: true,
      image: true,
      services: true,
    },
  });
}

/** What a public project page shows; the admin editor reads these and its own columns. */
export const portfolioProjectPageSelect = {
  slug: true,
  title: true,
  summary: true,
  description: true,
  vesselName: true,
  vesselType: true,
  lengthMetres: true,
  location: true,
  services: true,
  highlights: true,
  durationText: true,
  completedOn: true,
  image: true,
  imageAlt: true,
} as const;

export function getPortfolioProject(slug: string) {
  return prisma.portfolioProject.findFirst({
    where: { slug, published: true },
    select: portfolioProjectPageSelect,
  });
}

export interface GalleryImageDto {
  id: string;
  src: string;
  title: string;
  description: string;
}

/** Gallery images in their display order (the carousel shuffles them in the browser). */
export function listGalleryImages(take = 24): Promise<(GalleryImageDto & { width: number; height: number })[]> {
  return prisma.galleryImage.findMany({
    where: { active: true },
    orderBy: { sortOrder: "asc" },
    take,
    select: { id: true, src: true, title: true, description: true, width: true, height: true },
  });
}

/** Everything /sitemap.xml lists besides the static pages. */
export async function sitemapEntries() {
  const [pages, projects] = await Promise.all([
    prisma.servicePage.findMany({
      where: { active: true },
      orderBy: { sortOrder: "asc" },
      select: { slug: true, updatedAt: true },
    }),
    prisma.portfolioProject.findMany({
      where: { published: true },
      orderBy: { sortOrder: "asc" },
      select: { slug: true, updatedAt: true },
    }),
  ]);
  return { pages, projects };
}

/** A service builder's options and the estimate for what the visitor ticked (GET parameters). */
export async function builderEstimate(builder: BuilderConfig, params: URLSearchParams) {
  const [{ definitions, offers }, pages] = await Promise.all([getCatalogue(), listServicePages()]);
  const offered = builder.serviceTypes
    .map((type) => definitions.find((d) => d.serviceType === type))
    .filter((d): d is CatalogueDefinition => !!d);
  const selected = params.getAll("service").filter((t) => offered.some((d) => d.serviceType === t));
  const lengthText = params.get("length") ?? "";
  const lengthMetres = parseLengthMetres(lengthText);
  const estimate = estimatePackage({ serviceTypes: selected, lengthMetres, definitions: offered, offers });
  const pageFor = (type: string) =>
    pages.find((p) => {
      const types = parseStringList(p.serviceTypes);
      return p.kind === "service" && types.length === 1 && types[0] === type;
    });
  const bundleOffer = estimate.bundle ? offers.find((o) => o.slug === estimate.bundle!.slug) : null;
  return {
    options: offered.map((d) => {
      const page = pageFor(d.serviceType);
      return {
        serviceType: d.serviceType,
        serviceName: d.serviceName,
        summary: page?.summary ?? "",
        pageSlug: page?.slug ?? null,
        range: serviceTypePriceRange(d),
        hours: `${d.minimumDurationHours}–${d.maximumDurationHours} h`,
        weatherDependent: d.weatherDependent,
        outOfWater: d.requiresVesselOutOfWater,
      };
    }),
    offers: offers
      .filter((o) => o.serviceTypes.every((t) => builder.serviceTypes.includes(t as ServiceType)))
      .map((o) => ({ slug: o.slug, name: o.name, description: o.description ?? "" })),
    selected,
    lengthText: lengthMetres ? String(lengthMetres) : lengthText.slice(0, 10),
    lengthInvalid: lengthText.trim() !== "" && lengthMetres === null,
    estimate,
    bundleConditions:
      bundleOffer &&
      (bundleOffer.sameVessel || bundleOffer.sameDate || bundleOffer.sameLocation || bundleOffer.minimumItems)
        ? bundleConditionText(bundleOffer)
        : null,
  };
}
