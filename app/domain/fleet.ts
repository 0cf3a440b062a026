// Fleet accounts (issue 17, ADR 171): an organisation — charter fleet, yacht club, marina, boat club, company — with
// a billing contact, members (manager or skipper) and vessels. Pure: kinds, roles, the forms and the list's filters.
import { z } from "zod";
import { contactEmailField, phoneField, requiredText } from "./form-fields.ts";
import { isValidAbn } from "./invoice.ts";
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const FLEET_KIND_LABELS = {
  charter_fleet: "Charter fleet",
  yacht_club: "Yacht club",
  marina: "Marina",
  boat_club: "Boat club",
  company: "Company",
};
export const FLEET_KINDS = labelledValues(FLEET_KIND_LABELS);
export type FleetKind = (typeof FLEET_KINDS)[number];
export const isFleetKind = isOneOf(FLEET_KINDS);

/** manager: books work and sees the invoices; skipper: sees the fleet's vessels and raises requests. */
export const FLEET_ROLE_LABELS = { manager: "Manager", skipper: "Skipper" };
export const FLEET_ROLES = labelledValues(FLEET_ROLE_LABELS);
export type FleetRole = (typeof FLEET_ROLES)[number];
export const isFleetRole = isOneOf(FLEET_ROLES);

/** Whether a member in this role may see the fleet's invoices and statements. */
export function fleetRoleSeesInvoices(role: string): boolean {
  return role === "manager";
}

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v ? v : null));

export const fleetAccountSchema = z.object({
  name: requiredText("Name the organisation", { min: 2, max: 120, tooLong: "Keep the name under 120 characters" }),
  kind: z.enum(FLEET_KINDS, { errorMap: () => ({ message: "Choose what kind of organisation it is" }) }),
  abn: z
    .string()
    .trim()
    .max(20, "An ABN has 11 digits")
    .optional()
    .transform((v) => (v ? v.replace(/\s/g, "") : null))
    .refine((v) => v === null || isValidAbn(v), "That ABN fails the ABN checksum: check the 11 digits"),
  billingName: requiredText("Who receives the statements?", {
    max: 120,
    tooLong: "Keep the name under 120 characters",
  }),
  billingEmail: contactEmailField("Enter the billing e-mail"),
  billingPhone: phoneField().transform((v) => (v ? v : null)),
  billingAddress: optionalText(300, "Keep the address under 300 characters"),
  paymentTermsDays: z
    .number({ required_error: "Enter the days to pay, 0 to 90", invalid_type_error: "Enter the days to pay, 0 to 90" })
    .int("Enter whole days")
    .min(0, "Enter the days to pay, 0 to 90")
    .max(90, "Enter the days to pay, 0 to 90"),
  statementByEmail: z
    .boolean()
    .optional()
    .transform((v) => v === true),
  notes: optionalText(2000, "Keep notes under 2,000 characters"),
});
export type FleetAccountInput = z.output<typeof fleetAccountSchema>;

export const fleetMemberSchema = z.object({
  email: contactEmailField("Enter the member's e-mail"),
  fullName: z.string().trim().max(120, "Keep the name under 120 characters").optional(),
  role: z.enum(FLEET_ROLES, { errorMap: () => ({ message: "Choose manager or skipper" }) }),
});

export interface FleetFilters {
  q: string;
  kind: FleetKind | null;
  archived: boolean;
}

export function parseFleetFilters(params: URLSearchParams): FleetFilters {
  const kind = params.get("kind");
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    kind: isFleetKind(kind) ? kind : null,
    archived: params.get("archived") === "1",
  };
}
