// Form schemas for quotes (builder and the customer's answers), shared by actions and Conform.
import { z } from "zod";
import { customerEmailField, dateField, moneyField, phoneField, requiredText } from "./form-fields.ts";
import { parseDollarsToCents } from "./money.ts";
import { DEPOSIT_TYPES } from "./quote.ts";

const dollars = (label: string) => moneyField(label, { allowZero: true, example: "350 or 1,250.50" });

export const quoteLineSchema = z.object({
  serviceType: z.string().max(60).optional(),
  name: requiredText("Say what this line is for", { min: 2, max: 120, tooLong: "Keep the name under 120 characters" }),
  description: z.string().trim().max(500, "Keep the description under 500 characters").optional(),
  quantity: z
    .number({ required_error: "Enter a quantity", invalid_type_error: "Enter a whole number" })
    .int("Enter a whole number")
    .min(1, "At least 1")
    .max(999, "At most 999"),
  unitPrice: dollars("unit price (ex GST)"),
  optional: z.boolean().optional(),
});
export type QuoteLineInput = z.infer<typeof quoteLineSchema>;

export const quoteFormSchema = z
  .object({
    title: requiredText("Give the quote a title", { min: 3, max: 120, tooLong: "Keep the title under 120 characters" }),
    customerName: requiredText("Enter the customer's name", { min: 2, max: 120 }),
    customerEmail: customerEmailField(),
    customerPhone: phoneField(),
    vesselName: z.string().trim().max(120).optional(),
    vesselId: z.string().max(40).optional(),
    jobId: z.string().max(40).optional(),
    validUntil: dateField("Choose a date"),
    depositType: z.enum(DEPOSIT_TYPES).default("none"),
    depositValue: z.string().trim().max(20).optional(),
    notes: z.string().trim().max(2000, "Keep the notes under 2,000 characters").optional(),
    items: z
      .array(quoteLineSchema, { required_error: "Add at least one line item" })
      .min(1, "Add at least one line item")
      .max(40, "At most 40 lines"),
  })
  .superRefine((v, ctx) => {
    if (!v.items.some((i) => !i.optional)) {
      ctx.addIssue({ code: "custom", path: ["items"], message: "At least one line must be required (not optional)" });
    }
    if (v.depositType === "percent") {
      const n = Number(v.depositValue);
      if (!v.depositValue || !Number.isInteger(n) || n < 1 || n > 100) {
        ctx.addIssue({ code: "custom", path: ["depositValue"], message: "Enter a whole percentage from 1 to 100" });
      }
    }
    if (v.depositType === "fixed") {
      const cents = parseDollarsToCents(v.depositValue ?? "");
      if (cents === null || cents <= 0)
        ctx.addIssue({ code: "custom", path: ["depositValue"], message: "Enter the deposit in dollars, e.g. 200" });
    }
  });
export type QuoteFormValue = z.infer<typeof quoteFormSchema>;

/** Deposit value as stored: whole percent, or cents. */
export function depositValueOf(v: Pick<QuoteFormValue, "depositType" | "depositValue">): number {
  if (v.depositType === "percent") return Number(v.depositValue);
  if (v.depositType === "fixed") return parseDollarsToCents(v.depositValue ?? "") ?? 0;
  return 0;
}

// ───────────── the customer's answers ─────────────

export const acceptQuoteSchema = z.object({
  /** The quote's updatedAt the customer saw: an edited quote must be reviewed again before accepting. */
  version: z.string().max(40),
  options: z.array(z.string().max(40)).max(40).optional(),
  fullName: requiredText("Type your full name to accept", { min: 2, max: 120, tooLong: "That name is too long" }),
  agree: z
    .boolean({ required_error: "Tick the box to agree to the terms" })
    .refine((v) => v, "Tick the box to agree to the terms"),
});

export const recalculateQuoteSchema = z.object({
  version: z.string().max(40).optional(),
  options: z.array(z.string().max(40)).max(40).optional(),
  fullName: z.string().max(120).optional(),
  agree: z.boolean().optional(),
});

export const declineQuoteSchema = z.object({
  reason: z.string().trim().max(1000, "Keep it under 1,000 characters").optional(),
});

export const changesQuoteSchema = z.object({
  message: requiredText("Tell us what you would like changed", {
    min: 5,
    max: 2000,
    tooLong: "Keep it under 2,000 characters",
  }),
});

// ───────────── staff actions on a quote ─────────────

export const revokeQuoteSchema = z.object({ quoteId: z.string().max(40) });
