// The bookable service types of spec §9 — the single source the seed writes into ServiceDefinition.
import { isOneOf } from "./labelled-values.ts";

export const SERVICE_TYPES = [
  "external_clean",
  "internal_clean",
  "vessel_polish",
  "engine_room_clean",
  "antifoul_application",
  "hull_inspection",
  "delivery_service",
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PAYMENT_TERMS = ["full_upfront", "split_payment", "deposit_balance"] as const;
export type PaymentTerms = (typeof PAYMENT_TERMS)[number];

export const SERVICE_CATEGORIES = ["cleaning", "maintenance", "inspection", "delivery"] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export interface ServiceTypeDefinition {
  serviceType: ServiceType;
  serviceName: string;
  icon: string;
  category: ServiceCategory;
  paymentTerms: PaymentTerms;
  minimumDurationHours: number;
  maximumDurationHours: number;
  estimatedDurationHours: number;
  /** null: no bundle discount ("none" / "no bundles" in §9). */
  bundleDiscountPercentage: number | null;
  weatherDependent: boolean;
  requiresVesselOutOfWater: boolean;
  supportsSubscription: boolean;
  supportsOneOff: boolean;
  canBundleWith: ServiceType[];
  /** GST-inclusive price for a vessel up to 8 m, in cents. */
  basePriceCents: number;
  /** Added per metre over 8 m, in cents. */
  pricePerMetreCents: number;
  /** Percent taken at booking for deposit_balance terms. */
  depositPercent: number | null;
}

const cleaning: ServiceType[] = [
  "external_clean",
  "internal_clean",
  "vessel_polish",
  "engine_room_clean",
  "hull_inspection",
];

/** Spec §9 "Service details", plus Bosun's prices (the spec does not show them). */
export const SERVICE_TYPE_DEFINITIONS: readonly ServiceTypeDefinition[] = [
  {
    serviceType: "external_clean",
    serviceName: "External Clean",
    icon: "sparkles",
    category: "cleaning",
    paymentTerms: "full_upfront",
    minimumDurationHours: 2,
    maximumDurationHours: 8,
    estimatedDurationHours: 4,
    bundleDiscountPercentage: 10,
    weatherDependent: true,
    requiresVesselOutOfWater: false,
    supportsSubscription: true,
    supportsOneOff: true,
    canBundleWith: cleaning.filter((s) => s !== "external_clean"),
    basePriceCents: 35_000,
    pricePerMetreCents: 3_000,
    depositPercent: null,
  },
  {
    serviceType: "internal_clean",
    serviceName: "Internal Clean",
    icon: "home",
    category: "cleaning",
    paymentTerms: "full_upfront",
    minimumDurationHours: 2,
    maximumDurationHours: 6,
    estimatedDurationHours: 3,
    bundleDiscountPercentage: 15,
    weatherDependent: false,
    requiresVesselOutOfWater: false,
    supportsSubscription: true,
    supportsOneOff: true,
    canBundleWith: cleaning.filter((s) => s !== "internal_clean"),
    basePriceCents: 32_000,
    pricePerMetreCents: 2_500,
    depositPercent: null,
  },
  {
    serviceType: "vessel_polish",
    serviceName: "Vessel Polish",
    icon: "sun",
    category: "maintenance",
    paymentTerms: "split_payment",
    minimumDurationHours: 4,
    maximumDurationHours: 12,
    estimatedDurationHours: 8,
    bundleDiscountPercentage: 5,
    weatherDependent: true,
    requiresVesselOutOfWater: false,
    supportsSubscription: false,
    supportsOneOff: true,
    canBundleWith: ["external_clean", "internal_clean"],
    basePriceCents: 75_000,
    pricePerMetreCents: 7_000,
    depositPercent: null,
  },
  {
    serviceType: "engine_room_clean",
    serviceName: "Engine Room Clean",
    icon: "cog",
    category: "cleaning",
    paymentTerms: "full_upfront",
    minimumDurationHours: 1,
    maximumDurationHours: 4,
    estimatedDurationHours: 2,
    bundleDiscountPercentage: 10,
    weatherDependent: false,
    requiresVesselOutOfWater: false,
    supportsSubscription: true,
    supportsOneOff: true,
    canBundleWith: ["external_clean", "internal_clean", "hull_inspection"],
    basePriceCents: 38_000,
    pricePerMetreCents: 2_000,
    depositPercent: null,
  },
  {
    serviceType: "antifoul_application",
    serviceName: "Antifoul Application",
    icon: "shield",
    category: "maintenance",
    paymentTerms: "deposit_balance",
    minimumDurationHours: 6,
    maximumDurationHours: 16,
    estimatedDurationHours: 12,
    bundleDiscountPercentage: null,
    weatherDependent: true,
    requiresVesselOutOfWater: true,
    supportsSubscription: false,
    supportsOneOff: true,
    canBundleWith: ["hull_inspection"],
    basePriceCents: 180_000,
    pricePerMetreCents: 18_000,
    depositPercent: 30,
  },
  {
    serviceType: "hull_inspection",
    serviceName: "Hull Inspection",
    icon: "search",
    category: "inspection",
    paymentTerms: "full_upfront",
    minimumDurationHours: 1,
    maximumDurationHours: 3,
    estimatedDurationHours: 2,
    bundleDiscountPercentage: 15,
    weatherDependent: false,
    requiresVesselOutOfWater: false,
    supportsSubscription: true,
    supportsOneOff: true,
    canBundleWith: ["antifoul_application", "external_clean", "internal_clean", "engine_room_clean"],
    basePriceCents: 28_000,
    pricePerMetreCents: 1_500,
    depositPercent: null,
  },
  {
    serviceType: "delivery_service",
    serviceName: "Vessel Delivery",
    icon: "truck",
    category: "delivery",
    paymentTerms: "deposit_balance",
    minimumDurationHours: 4,
    maximumDurationHours: 48,
    estimatedDurationHours: 8,
    bundleDiscountPercentage: null,
    weatherDependent: true,
    requiresVesselOutOfWater: false,
    supportsSubscription: false,
    supportsOneOff: true,
    canBundleWith: [],
    basePriceCents: 120_000,
    pricePerMetreCents: 6_000,
    depositPercent: 25,
  },
];

export const isServiceType = isOneOf(SERVICE_TYPES);

export function serviceTypeDefinition(type: ServiceType): ServiceTypeDefinition {
  return SERVICE_TYPE_DEFINITIONS.find((d) => d.serviceType === type)!;
}

/** The service's name for a stored service type ("hull_cleaning" → its name); an unknown one is tidied up. */
export function serviceTypeLabel(type: string): string {
  return isServiceType(type)
    ? serviceTypeDefinition(type).serviceName
    : type.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());
}

/** GST-inclusive estimate for a vessel of the given length (unknown length: the base price). */
export function estimatePriceCents(
  def: Pick<ServiceTypeDefinition, "basePriceCents" | "pricePerMetreCents">,
  lengthMetres?: number | null,
) {
  const over = lengthMetres && lengthMetres > 8 ? Math.ceil(lengthMetres - 8) : 0;
  return def.basePriceCents + over * def.pricePerMetreCents;
}

const SERVICE_NAMES = new Map(SERVICE_TYPE_DEFINITIONS.map((d) => [d.serviceType as string, d.serviceName]));
/** The catalogue name of a service type ("engine_room_clean" → "Engine Room Clean"); unknown types as given. */
export function serviceNameOf(type: string): string {
  return SERVICE_NAMES.get(type) ?? type;
}
