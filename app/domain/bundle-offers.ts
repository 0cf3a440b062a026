// Editing a bundle offer (spec §3 bundle offer; issue 18, ADR 181 addendum of 2026-11-27): the rules every offer keeps
// — at least two distinct service types, a percentage of 1–100, a fixed amount in dollars above zero (stored as
// cents), a free service that is one of the offer's own types, at least two items when a minimum is set. Pure: the
// model checks the types exist in the catalogue and the slug is free. A change applies to new carts and quotes only.
import { z } from "zod";
import { DISCOUNT_TYPES, type DiscountType } from "./bundles.ts";
import { MAX_MONEY_CENTS, requiredText } from "./form-fields.ts";
import { formatCents, parseDollarsToCents } from "./money.ts";
import { SERVICE_TYPES } from "./service-types.ts";

export interface EditableBundleOffer {
  slug: string;
  name: string;
  description: string;
  serviceTypes: string[];
  discountType: DiscountType;
  /** percent for percentage, cents for fixed_amount, 0 for free_service */
  discountValue: number;
  freeServiceType: string | null;
  minimumItems: number | null;
  sameVessel: boolean;
  sameDate: boolean;
  sameLocation: boolean;
  active: boolean;
}

export const DISCOUNT_TYPE_LABELS: Record<DiscountType, string> = {
  percentage: "Percentage off",
  fixed_amount: "Fixed amount off",
  free_service: "One service free",
};

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

export const bundleOfferSchema = z
  .object({
    /** Empty when creating. */
    id: z.string().max(40).optional(),
    slug: z
      .string({ required_error: "Enter the slug (e.g. complete-clean-package)" })
      .trim()
      .toLowerCase()
      .min(3, "The slug is at least 3 characters")
      .max(60, "The slug can be at most 60 characters")
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single hyphens, e.g. complete-clean"),
    name: requiredText("Enter the name", { min: 2, max: 80, tooLong: "At most 80 characters" }),
    description: requiredText("Write a short description", {
      max: 300,
      tooLong: "The description can be at most 300 characters",
    }),
    serviceTypes: z
      .array(z.enum(SERVICE_TYPES, { errorMap: () => ({ message: "Choose services from the list" }) }))
      .max(SERVICE_TYPES.length)
      .default([]),
    discountType: z.enum(DISCOUNT_TYPES, { errorMap: () => ({ message: "Choose the kind of discount" }) }),
    /** Percent or dollars depending on the type; empty for a free service. */
    discountValue: z.string().trim().max(20, "Enter a shorter value").optional(),
    freeServiceType: z
      .enum(["", ...SERVICE_TYPES], { errorMap: () => ({ message: "Choose the free service from the list" }) })
      .optional(),
    minimumItems: z.coerce
      .number({ invalid_type_error: "Enter the minimum number of items as a whole number" })
      .int("Enter the minimum number of items as a whole number")
      .min(2, "A bundle needs at least 2 items: leave it empty for no minimum")
      .max(20, "The minimum can be at most 20 items")
      .optional(),
    sameVessel: checkbox,
    sameDate: checkbox,
    sameLocation: checkbox,
    active: checkbox,
  })
  .superRefine((v, ctx) => {
    const types = new Set(v.serviceTypes);
    if (types.size < 2) {
      ctx.addIssue({ code: "custom", path: ["serviceTypes"], message: "Choose at least 2 different services" });
    }
    const raw = v.discountValue ?? "";
    if (v.discountType === "percentage") {
      const n = Number(raw);
      if (!/^\d+$/.test(raw) || n < 1 || n > 100) {
        ctx.addIssue({ code: "custom", path: ["discountValue"], message: "Enter a whole percent from 1 to 100" });
      }
    }
    if (v.discountType === "fixed_amount") {
      const cents = parseDollarsToCents(raw);
      if (cents === null || cents <= 0 || cents > MAX_MONEY_CENTS) {
        ctx.addIssue({
          code: "custom",
          path: ["discountValue"],
          message: "Enter the amount off in dollars, more than zero, e.g. 200.00",
        });
      }
    }
    if (v.discountType === "free_service") {
      if (!v.freeServiceType) {
        ctx.addIssue({ code: "custom", path: ["freeServiceType"], message: "Choose which service is free" });
      } else if (!types.has(v.freeServiceType as (typeof SERVICE_TYPES)[number])) {
        ctx.addIssue({
          code: "custom",
          path: ["freeServiceType"],
          message: "The free service must be one of the bundle's services",
        });
      }
    }
    if (v.minimumItems !== undefined && v.minimumItems < types.size) {
      ctx.addIssue({
        code: "custom",
        path: ["minimumItems"],
        message: `The bundle already has ${types.size} services: the minimum cannot be lower (or leave it empty)`,
      });
    }
  });
export type BundleOfferForm = z.infer<typeof bundleOfferSchema>;

/** The row to store from a valid form: a percent, cents, or 0 for a free service. */
export function bundleOfferFromForm(v: BundleOfferForm): EditableBundleOffer {
  const raw = v.discountValue ?? "";
  return {
    slug: v.slug,
    name: v.name,
    description: v.description,
    serviceTypes: [...new Set(v.serviceTypes)].sort(),
    discountType: v.discountType,
    discountValue:
      v.discountType === "percentage" ? Number(raw) : v.discountType === "fixed_amount" ? parseDollarsToCents(raw)! : 0,
    freeServiceType: v.discountType === "free_service" ? v.freeServiceType || null : null,
    minimumItems: v.minimumItems ?? null,
    sameVessel: v.sameVessel,
    sameDate: v.sameDate,
    sameLocation: v.sameLocation,
    active: v.active,
  };
}

export function bundleOfferToForm(id: string, o: EditableBundleOffer) {
  return {
    id,
    slug: o.slug,
    name: o.name,
    description: o.description,
    serviceTypes: o.serviceTypes,
    discountType: o.discountType,
    discountValue:
      o.discountType === "percentage"
        ? String(o.discountValue)
        : o.discountType === "fixed_amount"
          ? (o.discountValue / 100).toFixed(2)
          : "",
    freeServiceType: o.freeServiceType ?? "",
    minimumItems: o.minimumItems === null ? "" : String(o.minimumItems),
    sameVessel: o.sameVessel ? "on" : undefined,
    sameDate: o.sameDate ? "on" : undefined,
    sameLocation: o.sameLocation ? "on" : undefined,
    active: o.active ? "on" : undefined,
  };
}

/** "15% off", "$200.00 off", "Engine room clean free". */
export function bundleDiscountSummary(
  o: Pick<EditableBundleOffer, "discountType" | "discountValue" | "freeServiceType">,
) {
  if (o.discountType === "percentage") return `${o.discountValue}% off`;
  if (o.discountType === "fixed_amount") return `${formatCents(o.discountValue)} off`;
  return `${(o.freeServiceType ?? "one service").replace(/_/g, " ")} free`;
}

export const BUNDLE_OFFER_LABELS: Record<keyof EditableBundleOffer, string> = {
  slug: "Slug",
  name: "Name",
  description: "Description",
  serviceTypes: "Services",
  discountType: "Discount type",
  discountValue: "Discount value",
  freeServiceType: "Free service",
  minimumItems: "Minimum items",
  sameVessel: "Same vessel",
  sameDate: "Same date",
  sameLocation: "Same location",
  active: "Active",
};

function show(key: keyof EditableBundleOffer, o: EditableBundleOffer): string {
  const value = o[key];
  if (key === "discountValue") return o.discountType === "free_service" ? "none" : bundleDiscountSummary(o);
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  return String(value);
}

/** What changed between two versions of an offer (for its history); every field when `before` is null (created). */
export function bundleOfferChanges(before: EditableBundleOffer | null, after: EditableBundleOffer) {
  return (Object.keys(BUNDLE_OFFER_LABELS) as (keyof EditableBundleOffer)[])
    .filter((k) => !before || JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({
      field: k,
      label: BUNDLE_OFFER_LABELS[k],
      before: before ? show(k, before) : "—",
      after: show(k, after),
    }));
}
