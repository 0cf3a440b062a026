// The forms of the vessel record (issue 13): one schema per form, shared by the action and the browser.
import { z } from "zod";
import { dateField, requiredText } from "./form-fields.ts";
import { SERVICE_TYPES } from "./service-types.ts";
import { checkHin, ENGINE_FUELS, HULL_MATERIALS, LOCATION_KINDS, MAX_ENGINE_HOURS } from "./vessel.ts";
import { VESSEL_TYPES } from "./vessel-types.ts";

const text = (max: number, label: string) =>
  z.string().trim().max(max, `${label} is too long (at most ${max} characters)`).optional();

const thisYearPlusOne = () => new Date().getUTCFullYear() + 1;
const year = (label: string) =>
  z
    .number({ invalid_type_error: `Enter the ${label} as four digits, e.g. 2015` })
    .int(`Enter the ${label} as four digits, e.g. 2015`)
    .min(1900, `Enter a ${label} from 1900 on`)
    .refine((y) => y <= thisYearPlusOne(), `The ${label} cannot be in the future`)
    .optional();

export const vesselSchema = z.object({
  name: requiredText("Enter the vessel's name", { max: 80, tooLong: "A vessel name has at most 80 characters" }),
  type: z.enum(VESSEL_TYPES, { errorMap: () => ({ message: "Choose the type of vessel" }) }),
  make: text(60, "Make"),
  model: text(60, "Model"),
  lengthMetres: z
    .number({ invalid_type_error: "Enter the length in metres, e.g. 12.5" })
    .min(2, "Enter the length in metres (at least 2)")
    .max(100, "Enter the length in metres (at most 100)")
    .optional(),
  year: year("year built"),
  hullMaterial: z.enum(HULL_MATERIALS).optional(),
  hin: z
    .string()
    .trim()
    .max(20, "A HIN has 12 characters after the country code")
    .optional()
    .superRefine((v, ctx) => {
      if (!v) return;
      const check = checkHin(v);
      if (!check.ok) ctx.addIssue({ code: z.ZodIssueCode.custom, message: check.message });
    }),
  registration: z
    .string()
    .trim()
    .max(12, "A registration number has at most 12 characters")
    .regex(/^[A-Za-z0-9 -]*$/, "Use the letters and digits of the registration, e.g. AB123N")
    .optional(),
  builderPlate: z.boolean().optional(),
  antifoulType: text(60, "Antifouling type"),
  antifoulAppliedOn: dateField("Enter the date the antifouling was applied").optional(),
  locationKind: z.enum(LOCATION_KINDS).optional(),
  homeMarina: text(80, "Marina or mooring area"),
  berth: text(30, "Berth"),
  accessNotes: text(500, "Access notes"),
  notes: text(1000, "Notes"),
});
export type VesselForm = z.infer<typeof vesselSchema>;

export const engineSchema = z.object({
  label: text(30, "Position"),
  make: requiredText("Enter the engine's make, e.g. Volvo Penta", { max: 60, tooLong: "Make is too long" }),
  model: text(60, "Model"),
  serial: text(40, "Serial number"),
  fuel: z.enum(ENGINE_FUELS).default("diesel"),
  year: year("engine year"),
  hours: z
    .number({ invalid_type_error: "Enter the hours on the meter, e.g. 1250" })
    .min(0, "Hours cannot be negative")
    .max(MAX_ENGINE_HOURS, "That reading cannot be right")
    .optional(),
});

export const hoursSchema = z.object({
  engineId: z.string({ required_error: "Choose an engine" }).min(1).max(40),
  hours: z.number({
    required_error: "Enter the hours on the meter",
    invalid_type_error: "Enter the hours on the meter, e.g. 1250.5",
  }),
  meterReplaced: z.boolean().optional(),
});

export const intervalSchema = z.object({
  serviceType: z.enum(SERVICE_TYPES),
  everyHours: z
    .number({ invalid_type_error: "Enter whole hours, e.g. 100" })
    .int("Enter whole hours, e.g. 100")
    .min(10, "At least 10 hours")
    .max(5000, "At most 5,000 hours")
    .optional(),
  everyMonths: z
    .number({ invalid_type_error: "Enter whole months, e.g. 6" })
    .int("Enter whole months, e.g. 6")
    .min(1, "At least 1 month")
    .max(60, "At most 60 months")
    .optional(),
  lastDoneOn: dateField("Enter the date it was last done").optional(),
});

export const emailOnlySchema = z.object({
  email: z
    .string({ required_error: "Enter an e-mail address" })
    .trim()
    .max(254, "That e-mail address is too long")
    .email("Enter a valid e-mail address"),
});

/** Adding a vessel: the record, and optionally its first engine and meter reading in the same form. */
export const addVesselSchema = vesselSchema.extend({
  engineMake: text(60, "Engine make"),
  engineModel: text(60, "Engine model"),
  engineFuel: z.enum(ENGINE_FUELS).optional(),
  engineHours: z
    .number({ invalid_type_error: "Enter the hours on the meter, e.g. 1250" })
    .min(0, "Hours cannot be negative")
    .max(MAX_ENGINE_HOURS, "That reading cannot be right")
    .optional(),
});
