// Editing a service definition (spec §3 service definition; issue 18, ADR 180): what the office may change and the
// rules every change keeps. Prices are GST-inclusive cents; a change applies to new carts and quotes only — carts,
// orders, quotes and invoices keep the prices stored on their own lines.
import { z } from "zod";
import { moneyField, requiredText } from "./form-fields.ts";
import { formatCents, parseDollarsToCents } from "./money.ts";
import { PAYMENT_TERMS, SERVICE_CATEGORIES, SERVICE_TYPES, type ServiceType } from "./service-types.ts";
import { isOneOf } from "./labelled-values.ts";

export interface EditableDefinition {
  serviceName: string;
  category: string;
  paymentTerms: string;
  minimumDurationHours: number;
  estimatedDurationHours: number;
  maximumDurationHours: number;
  weatherDependent: boolean;
  requiresVesselOutOfWater: boolean;
  supportsSubscription: boolean;
  supportsOneOff: boolean;
  canBundleWith: string[];
  bundleDiscountPercentage: number | null;
  basePriceCents: number;
  pricePerMetreCents: number;
  depositPercent: number | null;
  active: boolean;
}

const hours = (label: string) =>
  z.coerce
    .number({ required_error: `Enter the ${label} hours`, invalid_type_error: `Enter the ${label} hours as a number` })
    .int(`Enter the ${label} hours as a whole number`)
    .min(1, `The ${label} hours are at least 1`)
    .max(200, `The ${label} hours are at most 200`);

const optionalPercent = (label: string, max: number) =>
  z.coerce
    .number({ invalid_type_error: `Enter the ${label} as a whole percent` })
    .int(`Enter the ${label} as a whole percent`)
    .min(1, `The ${label} is at least 1%`)
    .max(max, `The ${label} is at most ${max}%`)
    .optional();

export const serviceConfigSchema = z
  .object({
    serviceType: z.enum(SERVICE_TYPES),
    serviceName: requiredText("Enter the name", { min: 2, max: 80 }),
    category: z.enum(SERVICE_CATEGORIES, { errorMap: () => ({ message: "Choose a category" }) }),
    paymentTerms: z.enum(PAYMENT_TERMS, { errorMap: () => ({ message: "Choose the payment terms" }) }),
    minimumDurationHours: hours("minimum"),
    estimatedDurationHours: hours("estimated"),
    maximumDurationHours: hours("maximum"),
    weatherDependent: z.boolean().default(false),
    requiresVesselOutOfWater: z.boolean().default(false),
    supportsSubscription: z.boolean().default(false),
    supportsOneOff: z.boolean().default(false),
    canBundleWith: z.array(z.enum(SERVICE_TYPES)).max(SERVICE_TYPES.length).default([]),
    bundleDiscountPercentage: optionalPercent("bundle discount", 50),
    basePrice: moneyField("price up to 8 m", { example: "350.00" }),
    pricePerMetre: moneyField("price per metre over 8 m", { allowZero: true, example: "25.00" }),
    depositPercent: optionalPercent("deposit", 99),
    active: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.minimumDurationHours > v.estimatedDurationHours) {
      ctx.addIssue({
        code: "custom",
        path: ["estimatedDurationHours"],
        message: "The estimated hours cannot be less than the minimum",
      });
    }
    if (v.estimatedDurationHours > v.maximumDurationHours) {
      ctx.addIssue({
        code: "custom",
        path: ["maximumDurationHours"],
        message: "The maximum hours cannot be less than the estimated hours",
      });
    }
    if (!v.supportsSubscription && !v.supportsOneOff) {
      ctx.addIssue({
        code: "custom",
        path: ["supportsOneOff"],
        message: "Offer the service one-off, by subscription, or both",
      });
    }
    if (v.paymentTerms === "deposit_balance" && v.depositPercent === undefined) {
      ctx.addIssue({ code: "custom", path: ["depositPercent"], message: "Deposit and balance terms need a deposit %" });
    }
    if (v.paymentTerms !== "deposit_balance" && v.depositPercent !== undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["depositPercent"],
        message: "Only deposit and balance terms take a deposit: leave it empty",
      });
    }
    if (v.canBundleWith.includes(v.serviceType)) {
      ctx.addIssue({ code: "custom", path: ["canBundleWith"], message: "A service cannot be bundled with itself" });
    }
    if (v.bundleDiscountPercentage !== undefined && v.canBundleWith.length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["bundleDiscountPercentage"],
        message: "A bundle discount needs at least one service to bundle with",
      });
    }
  });
export type ServiceConfigForm = z.infer<typeof serviceConfigSchema>;

export function definitionFromForm(v: ServiceConfigForm): EditableDefinition {
  return {
    serviceName: v.serviceName,
    category: v.category,
    paymentTerms: v.paymentTerms,
    minimumDurationHours: v.minimumDurationHours,
    estimatedDurationHours: v.estimatedDurationHours,
    maximumDurationHours: v.maximumDurationHours,
    weatherDependent: v.weatherDependent,
    requiresVesselOutOfWater: v.requiresVesselOutOfWater,
    supportsSubscription: v.supportsSubscription,
    supportsOneOff: v.supportsOneOff,
    canBundleWith: [...v.canBundleWith].sort(),
    bundleDiscountPercentage: v.bundleDiscountPercentage ?? null,
    basePriceCents: parseDollarsToCents(v.basePrice)!,
    pricePerMetreCents: parseDollarsToCents(v.pricePerMetre)!,
    depositPercent: v.depositPercent ?? null,
    active: v.active,
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function definitionToForm(serviceType: string, d: EditableDefinition) {
  return {
    serviceType,
    serviceName: d.serviceName,
    category: d.category,
    paymentTerms: d.paymentTerms,
    minimumDurationHours: String(d.minimumDurationHours),
    estimatedDurationHours: String(d.estimatedDurationHours),
    maximumDurationHours: String(d.maximumDurationHours),
    weatherDependent: d.weatherDependent ? "on" : undefined,
    requiresVesselOutOfWater: d.requiresVesselOutOfWater ? "on" : undefined,
    supportsSubscription: d.supportsSubscription ? "on" : undefined,
    supportsOneOff: d.supportsOneOff ? "on" : undefined,
    canBundleWith: d.canBundleWith,
    bundleDiscountPercentage: d.bundleDiscountPercentage === null ? "" : String(d.bundleDiscountPercentage),
    basePrice: dollars(d.basePriceCents),
    pricePerMetre: dollars(d.pricePerMetreCents),
    depositPercent: d.depositPercent === null ? "" : String(d.depositPercent),
    active: d.active ? "on" : undefined,
  };
}

export const DEFINITION_LABELS: Record<keyof EditableDefinition, string> = {
  serviceName: "Name",
  category: "Category",
  paymentTerms: "Payment terms",
  minimumDurationHours: "Minimum hours",
  estimatedDurationHours: "Estimated hours",
  maximumDurationHours: "Maximum hours",
  weatherDependent: "Weather dependent",
  requiresVesselOutOfWater: "Out of the water",
  supportsSubscription: "Subscription",
  supportsOneOff: "One-off",
  canBundleWith: "Bundles with",
  bundleDiscountPercentage: "Bundle discount %",
  basePriceCents: "Price up to 8 m",
  pricePerMetreCents: "Per metre over 8 m",
  depositPercent: "Deposit %",
  active: "Active",
};

function show(key: keyof EditableDefinition, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (key === "basePriceCents" || key === "pricePerMetreCents") return formatCents(value as number);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  return String(value);
}

/** What changed between two versions of a definition: [label, before, after] for the history. */
export function definitionChanges(before: EditableDefinition, after: EditableDefinition) {
  return (Object.keys(DEFINITION_LABELS) as (keyof EditableDefinition)[])
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: k, label: DEFINITION_LABELS[k], before: show(k, before[k]), after: show(k, after[k]) }));
}

export const isServiceTypeValue = isOneOf(SERVICE_TYPES);
