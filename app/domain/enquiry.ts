// The public enquiry form (contact, Nereus, 'Get Free Quote', builders' 'Request a quote') and the footer
// newsletter sign-up. One schema per form, used by the action; the browser gets only the constraints
// (Conform's getZodConstraint) and the constants in vessel-types.ts, so Zod never ships to phones.
import { z } from "zod";
import { MAX_VESSEL_LENGTH_METRES } from "./catalogue.ts";
import { ACCESS_TYPES, ENQUIRY_SOURCES, VESSEL_TYPES } from "./vessel-types.ts";
import { dateField, emailField, requiredText } from "./form-fields.ts";

const email = emailField();

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} is too long`).optional();

export const enquirySchema = z
  .object({
    name: requiredText("Your name is required", { max: 120, tooLong: "Name is too long" }),
    email,
    phone: z
      .string()
      .trim()
      .regex(/^[+()\d\s-]{8,20}$/, "Enter a phone number like 0412 345 678")
      .optional(),
    vesselName: optionalText(80, "Vessel name"),
    vesselType: z.enum(VESSEL_TYPES, { errorMap: () => ({ message: "Choose a vessel type" }) }).default("other"),
    vesselLength: z
      .number({ invalid_type_error: "Enter the length in metres, e.g. 12.5" })
      .positive("Enter the length in metres, e.g. 12.5")
      .max(MAX_VESSEL_LENGTH_METRES, `Vessels up to ${MAX_VESSEL_LENGTH_METRES} m only`)
      .optional(),
    marina: optionalText(120, "Marina or yacht club"),
    accessType: z.enum(ACCESS_TYPES).default("marina"),
    services: z.array(z.string().trim().max(80)).max(20).default([]),
    preferredDate: dateField("Choose a date").optional(),
    message: optionalText(2000, "Message"),
    bundle: optionalText(80, "Bundle"),
    source: z.enum(ENQUIRY_SOURCES).default("contact"),
  })
  .superRefine((value, ctx) => {
    if (value.services.length === 0 && !value.message) {
      ctx.addIssue({
        code: "custom",
        path: ["message"],
        message: "Choose at least one service or tell us about the job",
      });
    }
  });
export type EnquiryInput = z.infer<typeof enquirySchema>;

export const newsletterSchema = z.object({
  email,
  redirectTo: z.string().optional(),
});

/** A preferred date may be today (Sydney) or up to a year ahead; dates are YYYY-MM-DD keys. */
export function preferredDateError(dateKey: string | undefined, todayKey: string): string | null {
  if (!dateKey) return null;
  if (dateKey < todayKey) return "Choose today or a later date";
  const [y, m, d] = todayKey.split("-").map(Number);
  const limit = new Date(Date.UTC(y! + 1, m! - 1, d!)).toISOString().slice(0, 10);
  if (dateKey > limit) return "Choose a date within the next 12 months";
  return null;
}

/** What a job records as requested services: a bookable service type when the page sells exactly one, else its name. */
export function requestedServiceKeys(
  slugs: readonly string[],
  pages: readonly { slug: string; shortName: string; serviceTypes: readonly string[] }[],
) {
  const chosen = pages.filter((p) => slugs.includes(p.slug));
  return {
    keys: chosen.map((p) => (p.serviceTypes.length === 1 ? p.serviceTypes[0]! : p.shortName)),
    names: chosen.map((p) => p.shortName),
  };
}
