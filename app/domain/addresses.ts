// A customer's saved places (issue 14): service locations (marina, berth, access type as §3's job_location) and a
// billing address. Zod-only rules; no I/O.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";
import { ACCESS_TYPES } from "./vessel-types.ts";
import { labelledValues } from "./labelled-values.ts";

export const ADDRESS_KIND_LABELS = {
  service: "Service location",
  billing: "Billing address",
};
export const ADDRESS_KINDS = labelledValues(ADDRESS_KIND_LABELS);
export type AddressKind = (typeof ADDRESS_KINDS)[number];
/** Plenty for a fleet owner; keeps the checkout's choice list short. */
export const MAX_ADDRESSES = 20;

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).optional();

export const addressSchema = z
  .object({
    kind: z.enum(ADDRESS_KINDS),
    label: requiredText("Name this place, e.g. Home berth", { max: 60, tooLong: "Keep the name under 60 characters" }),
    accessType: z.enum(ACCESS_TYPES).optional(),
    marina: optional(80, "Marina or yacht club"),
    berth: optional(30, "Berth"),
    address: requiredText("Enter the street address", {
      min: 5,
      max: 200,
      tooShort: "Enter the street address, e.g. 1C New Beach Rd, Darling Point NSW 2027",
      tooLong: "The address is too long",
    }),
    isDefault: z.boolean().optional(),
  })
  .refine((v) => v.kind === "billing" || !!v.marina, {
    path: ["marina"],
    message: "Enter the marina, yacht club or mooring area",
  });
export type AddressInput = z.infer<typeof addressSchema>;

/** How a service location fills the checkout's "Where is the vessel?" fields. */
export function checkoutLocation(a: {
  accessType: string | null;
  marina: string | null;
  berth: string | null;
  address: string;
}) {
  return {
    accessType: a.accessType ?? "marina",
    marina: [a.marina, a.berth ? `berth ${a.berth}` : null].filter(Boolean).join(", "),
    address: a.address,
  };
}
