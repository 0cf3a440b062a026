// The catalogue as the server prices it (issue 4): ServiceDefinition and BundleOffer rows (seeded from spec §9).
// Every price in a cart, order or shared cart comes from here, never from a form.
import { parseBundleOfferSnapshot, type BundleOfferRule, type DiscountType } from "~/domain/bundles.ts";
import { dueNowForTerms, paymentTermsText, type LineTerms } from "~/domain/cart.ts";
import { estimatePriceCents, isServiceType, type PaymentTerms, type ServiceType } from "~/domain/service-types.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";
import { servicesOnSale } from "./catalogue.server.ts";

type Db = Prisma.TransactionClient | typeof prisma;

export interface CatalogueService {
  serviceType: ServiceType;
  serviceName: string;
  category: string;
  paymentTerms: PaymentTerms;
  depositPercent: number | null;
  basePriceCents: number;
  pricePerMetreCents: number;
  estimatedDurationHours: number;
  minimumDurationHours: number;
  weatherDependent: boolean;
  requiresVesselOutOfWater: boolean;
  supportsSubscription: boolean;
}

export interface Catalogue {
  services: CatalogueService[];
  offers: BundleOfferRule[];
  service(type: string): CatalogueService | null;
  terms(type: string): LineTerms;
  serviceName(type: string): string;
  /** Price and deposit for a vessel of this length (unknown length: the up-to-8 m price). */
  price(type: string, lengthMetres?: number | null): { estimatedPriceCents: number; depositCents: number } | null;
}

function parseList(json: string): string[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}

/** The bundle offers active now, oldest first: what a new cart keeps (and the catalogue prices with). */
export async function activeBundleOffers(db: Db = prisma): Promise<BundleOfferRule[]> {
  const rows = await db.bundleOffer.findMany({ where: { active: true }, orderBy: { createdAt: "asc" } });
  return rows.map((o) => ({
    id: o.id,
    slug: o.slug,
    name: o.name,
    description: o.description,
    serviceTypes: parseList(o.serviceTypes),
    discountType: o.discountType as DiscountType,
    discountValue: o.discountValue,
    freeServiceType: o.freeServiceType,
    minimumItems: o.minimumItems,
    sameVessel: o.sameVessel,
    sameDate: o.sameDate,
    sameLocation: o.sameLocation,
  }));
}

/**
 * The catalogue as an open cart prices: the bundle offers it kept when it opened (ADR 181 addendum), else — a cart
 * opened before snapshots — the offers active now. Services and their prices are the catalogue's.
 */
export function catalogueForCart(catalogue: Catalogue, cart: { bundleOffers: string | null } | null): Catalogue {
  const kept = parseBundleOfferSnapshot(cart?.bundleOffers);
  return kept ? { ...catalogue, offers: kept } : catalogue;
}

export async function loadCatalogue(db: Db = prisma): Promise<Catalogue> {
  const [rows, offers] = await Promise.all([
    db.serviceDefinition.findMany({
      ...servicesOnSale,
      select: {
        serviceType: true,
        serviceName: true,
        category: true,
        paymentTerms: true,
        depositPercent: true,
        basePriceCents: true,
        pricePerMetreCents: true,
        estimatedDurationHours: true,
        minimumDurationHours: true,
        weatherDependent: true,
        requiresVesselOutOfWater: true,
        supportsSubscription: true,
      },
    }),
    activeBundleOffers(db),
  ]);
  const services = rows.filter((r) => isServiceType(r.serviceType)) as CatalogueService[];
  const byType = new Map(services.map((s) => [s.serviceType as string, s]));
  const service = (type: string) => byType.get(type) ?? null;
  return {
    services,
    offers,
    service,
    terms: (type) => {
      const s = service(type);
      return s
        ? { paymentTerms: s.paymentTerms, depositPercent: s.depositPercent }
        : { paymentTerms: "full_upfront", depositPercent: null };
    },
    serviceName: (type) => service(type)?.serviceName ?? type,
    price: (type, lengthMetres) => {
      const s = service(type);
      if (!s) return null;
      const estimatedPriceCents = estimatePriceCents(s, lengthMetres);
      return { estimatedPriceCents, depositCents: dueNowForTerms(s, estimatedPriceCents) };
    },
  };
}

/** What the service pickers show: name, "from" price and payment terms. */
export function servicePickerOptions(catalogue: Catalogue) {
  return catalogue.services.map((s) => ({
    serviceType: s.serviceType,
    serviceName: s.serviceName,
    fromPriceCents: s.basePriceCents,
    pricePerMetreCents: s.pricePerMetreCents,
    termsText: paymentTermsText(s),
    weatherDependent: s.weatherDependent,
    requiresVesselOutOfWater: s.requiresVesselOutOfWater,
    estimatedDurationHours: s.estimatedDurationHours,
    minimumDurationHours: s.minimumDurationHours,
  }));
}
export type ServicePickerOption = ReturnType<typeof servicePickerOptions>[number];
