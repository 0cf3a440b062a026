// One Zod schema per invoice form, shared by the action (parseWithZod) and the page (useForm).
import { z } from "zod";
import { isValidAbn, MANUAL_PAYMENT_METHODS } from "./invoice.ts";
import { customerEmailField, dateField, moneyField, requiredText } from "./form-fields.ts";
import { parseDollarsToCents } from "./money.ts";

/** A dollars amount typed by a person ("1,250", "$99.5"), kept as the typed string; read it with toCents. */
const dollars = (label: string) => moneyField(label, { example: "250.00" });

export function toCents(value: string): number {
  return parseDollarsToCents(value) ?? 0;
}

const optionalAbn = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || isValidAbn(v), "That ABN fails the ABN checksum: check the 11 digits");

const dateKey = dateField("Enter the date");

export const recordPaymentSchema = z.object({
  amount: dollars("amount received"),
  method: z.enum(MANUAL_PAYMENT_METHODS, {
    required_error: "Choose how it was paid",
    invalid_type_error: "Choose how it was paid",
  }),
  receivedOn: dateKey,
  reference: z.string().trim().max(120, "Keep the reference under 120 characters").optional(),
});

export const voidInvoiceSchema = z.object({
  reason: requiredText("Say why this invoice is being voided", {
    min: 5,
    max: 500,
    tooShort: "Say why this invoice is being voided (at least 5 characters)",
    tooLong: "Keep the reason under 500 characters",
  }),
});

export const invoiceLineSchema = z.object({
  description: requiredText("Describe the item", { max: 200, tooLong: "Keep it under 200 characters" }),
  quantity: z
    .number({ required_error: "Enter a quantity", invalid_type_error: "Enter a quantity, e.g. 1 or 2.5" })
    .positive("The quantity must be more than 0")
    .max(10_000, "That quantity is too large")
    .refine((q) => Math.round(q * 100) === q * 100, "Use at most two decimals"),
  unitPrice: dollars("unit price"),
});

export const invoiceCreditSchema = z.object({
  description: requiredText("Say what was already paid, e.g. 'Deposit paid on quote'", { min: 3, max: 200 }),
  amount: dollars("amount already paid"),
});

/** The invoice builder and the draft editor. */
export const invoiceBuilderSchema = z.object({
  customerName: requiredText("Enter the customer's name", { min: 2, max: 120 }),
  customerEmail: customerEmailField({ lowerCase: true }),
  customerAbn: optionalAbn,
  customerAddress: z.string().trim().max(300).optional(),
  pricing: z.enum(["inclusive", "exclusive"], { required_error: "Choose whether prices include GST" }),
  items: z
    .array(invoiceLineSchema, { required_error: "Add at least one line item" })
    .min(1, "Add at least one line item")
    .max(50),
  credits: z.array(invoiceCreditSchema).max(10).default([]),
  notes: z.string().trim().max(1000, "Keep the notes under 1,000 characters").optional(),
});
export type InvoiceBuilderValue = z.infer<typeof invoiceBuilderSchema>;

/** Creating an invoice from a completed job (its lines come from the job). */
export const createFromJobSchema = z
  .object({
    jobId: z.string({ required_error: "Choose a completed job" }).min(1, "Choose a completed job"),
    customerAbn: optionalAbn,
    depositDescription: z.string().trim().max(200).optional(),
    depositAmount: z
      .string()
      .trim()
      .optional()
      .refine((v) => !v || (parseDollarsToCents(v) ?? 0) > 0, "Enter the amount already paid in dollars, e.g. 200.00"),
  })
  .refine((v) => !v.depositAmount || (v.depositDescription?.length ?? 0) >= 3, {
    path: ["depositDescription"],
    message: "Say what was already paid, e.g. 'Deposit paid on quote'",
  });
