// One Zod schema per form of the cart, checkout, booking, shared-cart and payment screens (shared by the
// action and Conform). Rules that depend on "now" take it as an argument; the browser validates without it.
import { z } from "zod";
import { isDateKey, isTimeOfDay, serviceDateProblem, type BookingHours } from "./booking.ts";
import { moneyField, requiredText } from "./form-fields.ts";
import { LOCATION_ZONES, MAX_CART_LINES, NEW_VESSEL, NO_VESSEL, NO_ZONE, PAYMENT_PLANS, TIMES_OF_DAY } from "./cart.ts";
import { PAYMENT_METHODS } from "./orders.ts";
import { SERVICE_TYPES } from "./service-types.ts";

// One list of vessel types and labels for every form (issue 21): domain/vessel-types.ts.
export { VESSEL_TYPES, VESSEL_TYPE_LABELS } from "./vessel-types.ts";
import { VESSEL_TYPES } from "./vessel-types.ts";

// Select values live in the Zod-free cart.ts so forms can use them without bundling Zod.
export { NEW_VESSEL, NO_VESSEL, NO_ZONE };

const serviceType = z.enum(SERVICE_TYPES, { errorMap: () => ({ message: "Choose a service" }) });
const optionalText = (max: number, message = `Keep it under ${max} characters`) =>
  z.string().trim().max(max, message).optional();
const vesselLength = z
  .number({ invalid_type_error: "Enter the length in metres, e.g. 12.5" })
  .min(2, "Vessels from 2 m")
  .max(60, "For vessels over 60 m please call us");
const dateKey = z.string().refine(isDateKey, "Enter a valid date");

/** The date rules need today and the business's hours (server side); the browser validates without them. */
type DateRules = { now?: undefined; hours?: undefined } | { now: Date; hours: BookingHours };

function checkDate(ctx: z.RefinementCtx, path: (string | number)[], value: string | undefined, rules: DateRules) {
  if (!value || !rules.now) return;
  const problem = serviceDateProblem(value, rules.now, rules.hours);
  if (problem) ctx.addIssue({ code: "custom", path, message: problem });
}

/** The vessel part of a form: one of the account's vessels, a new one (name and length), or none yet. */
const vesselFields = {
  vesselId: z.string().optional(),
  vesselName: optionalText(80),
  vesselLength: vesselLength.optional(),
};

function requireNewVessel(
  ctx: z.RefinementCtx,
  v: { vesselId?: string; vesselName?: string; vesselLength?: number },
  signedIn: boolean,
) {
  const wantsNew = signedIn ? v.vesselId === NEW_VESSEL : !!(v.vesselName || v.vesselLength);
  if (!wantsNew) return;
  if (!v.vesselName) ctx.addIssue({ code: "custom", path: ["vesselName"], message: "Enter the vessel's name" });
  if (v.vesselLength === undefined)
    ctx.addIssue({ code: "custom", path: ["vesselLength"], message: "Enter the length in metres — it sets the price" });
}

// ───────────── cart actions (one action, an intent per form) ─────────────

export const CART_INTENTS = [
  "add",
  "remove",
  "update",
  "clear",
  "set-payment-plan",
  "set-vessel",
  "set-location-zone",
  "set-scheduling",
] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function addToCartSchema(opts: DateRules & { signedIn?: boolean } = {}) {
  return z
    .object({
      serviceType,
      ...vesselFields,
      scheduledDate: dateKey.optional(),
      location: z.enum([...LOCATION_ZONES, NO_ZONE]).optional(),
      notes: optionalText(500),
      redirectTo: z.string().optional(),
    })
    .superRefine((v, ctx) => {
      requireNewVessel(ctx, v, !!opts.signedIn);
      checkDate(ctx, ["scheduledDate"], v.scheduledDate, opts);
    });
}

export function updateItemSchema(opts: DateRules & { signedIn?: boolean } = {}) {
  return z
    .object({
      itemId: z.string().min(1),
      ...vesselFields,
      scheduledDate: dateKey.optional(),
      location: z.enum([...LOCATION_ZONES, NO_ZONE]).optional(),
      notes: optionalText(500),
    })
    .superRefine((v, ctx) => {
      requireNewVessel(ctx, v, !!opts.signedIn);
      checkDate(ctx, ["scheduledDate"], v.scheduledDate, opts);
    });
}

export const removeItemSchema = z.object({ itemId: z.string().min(1) });
export const paymentPlanSchema = z.object({
  paymentPlan: z.enum(PAYMENT_PLANS, { errorMap: () => ({ message: "Choose how you'd like to pay" }) }),
});
export const setVesselSchema = z.object({
  vesselId: z.string({ required_error: "Choose a vessel" }).min(1, "Choose a vessel"),
});
export const locationZoneSchema = z.object({
  locationZone: z.enum([...LOCATION_ZONES, NO_ZONE], { errorMap: () => ({ message: "Choose an area" }) }),
});
export const schedulingSchema = z.object({
  timeOfDay: z.enum(TIMES_OF_DAY).default("any"),
  flexibleDates: z.boolean().optional(),
  schedulingNotes: optionalText(500),
});

// ───────────── checkout ─────────────

export const ACCESS_TYPES = ["marina", "yacht_club"] as const;
export const ACCESS_TYPE_LABELS: Record<(typeof ACCESS_TYPES)[number], string> = {
  marina: "Marina",
  yacht_club: "Yacht club",
};

const phone = z
  .string({ required_error: "Enter a phone number our crew can call" })
  .trim()
  .regex(/^[+\d ()-]{8,20}$/, "Enter a phone number our crew can call, e.g. 0412 345 678");

export function checkoutSchema(opts: DateRules = {}) {
  return z
    .object({
      checkoutToken: z.string().min(16),
      cartVersion: z.number().int().min(0),
      expectedTotalCents: z.number().int(),
      expectedDueNowCents: z.number().int(),
      contactName: requiredText("Enter your name", { min: 2, max: 100 }),
      contactEmail: z.string({ required_error: "Enter your email" }).trim().email("Enter a valid email address"),
      contactPhone: phone,
      vesselId: z.string({ required_error: "Choose your vessel" }),
      vesselName: optionalText(80),
      vesselType: z.enum(VESSEL_TYPES).optional(),
      vesselLength: vesselLength.optional(),
      vesselYear: z
        .number()
        .int()
        .min(1900, "Enter the year it was built")
        .max(2100, "Enter the year it was built")
        .optional(),
      accessType: z.enum(ACCESS_TYPES, { errorMap: () => ({ message: "Choose marina or yacht club" }) }),
      marina: requiredText("Enter the marina or yacht club", { min: 2, max: 120 }),
      address: requiredText("Enter the street address", { min: 5, max: 200 }),
      dates: z
        .array(z.object({ itemId: z.string().max(40), date: dateKey.optional() }))
        .max(MAX_CART_LINES)
        .default([]),
      timeOfDay: z.enum(TIMES_OF_DAY).default("any"),
      paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose how you'll pay" }) }),
      notes: optionalText(1000),
    })
    .superRefine((v, ctx) => {
      if (v.vesselId === NEW_VESSEL) {
        if (!v.vesselName) ctx.addIssue({ code: "custom", path: ["vesselName"], message: "Enter the vessel's name" });
        if (!v.vesselType) ctx.addIssue({ code: "custom", path: ["vesselType"], message: "Choose the type of vessel" });
        if (v.vesselLength === undefined)
          ctx.addIssue({ code: "custom", path: ["vesselLength"], message: "Enter the length in metres" });
      }
      v.dates.forEach((d, i) => checkDate(ctx, ["dates", i, "date"], d.date, opts));
    });
}

// ───────────── booking a single service (/book) and paying for one service ─────────────

export function bookingSchema(opts: DateRules & { signedIn?: boolean; outOfWater?: boolean } = {}) {
  return z
    .object({
      serviceType,
      ...vesselFields,
      date: z.string({ required_error: "Choose a date" }).refine(isDateKey, "Enter a valid date"),
      startTime: z.string({ required_error: "Enter a start time" }).refine(isTimeOfDay, "Enter a time like 08:00"),
      endTime: z.string({ required_error: "Enter an end time" }).refine(isTimeOfDay, "Enter a time like 12:00"),
      marina: requiredText("Enter the marina, yacht club or mooring", { min: 2, max: 120 }),
      haulOutNote: optionalText(500),
      notes: optionalText(1000),
    })
    .superRefine((v, ctx) => {
      if (opts.signedIn) {
        if (!v.vesselId || v.vesselId === NO_VESSEL)
          ctx.addIssue({ code: "custom", path: ["vesselId"], message: "Choose the vessel" });
        requireNewVessel(ctx, v, true);
      } else {
        if (!v.vesselName) ctx.addIssue({ code: "custom", path: ["vesselName"], message: "Enter the vessel's name" });
        if (v.vesselLength === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["vesselLength"],
            message: "Enter the length in metres — it sets the price",
          });
      }
      checkDate(ctx, ["date"], v.date, opts);
      if (opts.outOfWater && (!v.haulOutNote || v.haulOutNote.length < 10)) {
        ctx.addIssue({
          code: "custom",
          path: ["haulOutNote"],
          message:
            "This service is done out of the water: tell us where and when the vessel will be hauled out (slipway or hardstand booking)",
        });
      }
    });
}

export const confirmBookingSchema = z.object({
  checkoutToken: z.string().min(16),
  paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose how you'll pay" }) }),
  contactPhone: phone,
});

export function servicePaymentSchema(opts: DateRules = {}) {
  return z
    .object({
      checkoutToken: z.string().min(16),
      serviceType,
      vesselId: z.string({ required_error: "Choose your vessel" }),
      vesselName: optionalText(80),
      vesselLength: vesselLength.optional(),
      date: dateKey.optional(),
      marina: requiredText("Enter the marina, yacht club or mooring", { min: 2, max: 120 }),
      contactPhone: phone,
      paymentMethod: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose how you'll pay" }) }),
      notes: optionalText(1000),
    })
    .superRefine((v, ctx) => {
      requireNewVessel(ctx, v, true);
      if (v.vesselId === NO_VESSEL) ctx.addIssue({ code: "custom", path: ["vesselId"], message: "Choose your vessel" });
      checkDate(ctx, ["date"], v.date, opts);
    });
}

export const payOrderSchema = z.object({ orderId: z.string().min(1) });

// ───────────── shared carts ─────────────

export const PRIORITIES = ["normal", "high", "urgent"] as const;

export function sharedCartBuilderSchema(opts: DateRules = {}) {
  return z
    .object({
      recipientName: requiredText("Enter the customer's name", { min: 2, max: 100 }),
      recipientEmail: z
        .string({ required_error: "Enter the customer's email" })
        .trim()
        .email("Enter a valid email address"),
      lines: z
        .array(z.object({ serviceType, include: z.boolean().optional(), date: dateKey.optional() }))
        .max(MAX_CART_LINES)
        .default([]),
      vesselName: requiredText("Enter the vessel's name", { min: 2, max: 80 }),
      vesselType: z.enum(VESSEL_TYPES, { errorMap: () => ({ message: "Choose the type of vessel" }) }),
      vesselLength: vesselLength,
      vesselYear: z.number().int().min(1900).max(2100).optional(),
      accessType: z.enum(ACCESS_TYPES, { errorMap: () => ({ message: "Choose marina or yacht club" }) }),
      marina: requiredText("Enter the marina or yacht club", { min: 2, max: 120 }),
      address: optionalText(200),
      locationZone: z.enum([...LOCATION_ZONES, NO_ZONE]).optional(),
      message: optionalText(2000),
      priority: z.enum(PRIORITIES).default("normal"),
      validDays: z
        .number({ invalid_type_error: "Enter a number of days" })
        .int()
        .min(1, "At least 1 day")
        .max(60, "At most 60 days")
        .default(14),
    })
    .superRefine((v, ctx) => {
      if (!v.lines.some((l) => l.include))
        ctx.addIssue({ code: "custom", path: ["lines"], message: "Choose at least one service" });
      v.lines.forEach((l, i) => {
        if (l.include) checkDate(ctx, ["lines", i, "date"], l.date, opts);
      });
    });
}

export const sharedCartReplySchema = z.object({
  name: requiredText("Enter your name", { min: 2, max: 100 }),
  message: requiredText("Write your message", { min: 2, max: 2000, tooLong: "Keep it under 2,000 characters" }),
});

export const staffReplySchema = z.object({
  message: requiredText("Write your message", { min: 2, max: 2000 }),
});

// ───────────── staff recording a bank transfer or cash payment ─────────────

export const recordPaymentSchema = z.object({
  token: z.string().min(16),
  method: z.enum(["bank_transfer", "cash"], { errorMap: () => ({ message: "Choose bank transfer or cash" }) }),
  amount: moneyField("amount received", { example: "350.00" }),
  reference: optionalText(120),
});
