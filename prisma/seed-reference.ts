// Reference data every environment needs (production included), upserted so re-runs change nothing
// that an admin has not changed: only missing rows are created.
import type { PrismaClient } from "../app/generated/prisma/client.ts";
import { BUNDLE_OFFER_DEFINITIONS } from "../app/domain/bundles.ts";
import { SERVICE_TYPE_DEFINITIONS } from "../app/domain/service-types.ts";
import { seedPublicSite } from "./seed/public-site.ts";

export async function seedReference(prisma: PrismaClient) {
  for (const [index, d] of SERVICE_TYPE_DEFINITIONS.entries()) {
    const data = {
      serviceName: d.serviceName,
      icon: d.icon,
      category: d.category,
      paymentTerms: d.paymentTerms,
      weatherDependent: d.weatherDependent,
      supportsSubscription: d.supportsSubscription,
      supportsOneOff: d.supportsOneOff,
      requiresVesselAccess: true,
      minimumDurationHours: d.minimumDurationHours,
      maximumDurationHours: d.maximumDurationHours,
      estimatedDurationHours: d.estimatedDurationHours,
      supportsBulkPricing: d.category === "cleaning",
      canBundleWith: JSON.stringify(d.canBundleWith),
      bundleDiscountPercentage: d.bundleDiscountPercentage,
      requiresWeatherWindow: d.weatherDependent,
      requiresVesselOutOfWater: d.requiresVesselOutOfWater,
      basePriceCents: d.basePriceCents,
      pricePerMetreCents: d.pricePerMetreCents,
      depositPercent: d.depositPercent,
      sortOrder: index,
    };
    await prisma.serviceDefinition.upsert({
      where: { serviceType: d.serviceType },
      update: {},
      create: { serviceType: d.serviceType, ...data },
    });
  }
  for (const b of BUNDLE_OFFER_DEFINITIONS) {
    const data = {
      name: b.name,
      description: b.description ?? "",
      serviceTypes: JSON.stringify(b.serviceTypes),
      discountType: b.discountType,
      discountValue: b.discountValue,
      freeServiceType: b.freeServiceType ?? null,
      minimumItems: b.minimumItems ?? null,
      sameVessel: b.sameVessel,
      sameDate: b.sameDate,
      sameLocation: b.sameLocation,
    };
    await prisma.bundleOffer.upsert({ where: { slug: b.slug }, update: {}, create: { slug: b.slug, ...data } });
  }
  await seedPublicSite(prisma);
}
