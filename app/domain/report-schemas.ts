// One Zod schema per money-and-insight form (issue 19), shared by the actions (parseForm) and the pages (useForm).
import { z } from "zod";
import { dateField, moneyField, requiredText } from "./form-fields.ts";
import { isValidAbn, PAYMENT_METHODS } from "./invoice.ts";
import { JOB_COST_KINDS, OVERHEAD_CATEGORIES, parseHours, REPORT_BASES } from "./reports.ts";

const reason = (what: string) =>
  z
    .string({ required_error: `Say why ${what}` })
    .trim()
    .min(3, `Say why ${what} (at least 3 characters)`)
    .max(300, "Keep it under 300 characters");

export const reportBasisSchema = z.object({
  basis: z.enum(REPORT_BASES, { errorMap: () => ({ message: "Choose cash or accrual" }) }),
});

export const creditNoteSchema = z.object({
  amount: moneyField("amount to credit", { example: "55.00" }),
  on: dateField("Enter the date of the credit note"),
  reason: reason("the customer is credited"),
});

export const refundSchema = z.object({
  amount: moneyField("amount refunded", { example: "55.00" }),
  method: z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: "Choose how the money was given back" }) }),
  on: dateField("Enter the date of the refund"),
  reason: reason("the money is given back"),
  reference: z.string().trim().max(120, "Keep the reference under 120 characters").optional(),
});

const optionalMoney = (label: string) => moneyField(label, { allowZero: true, example: "45.00" }).optional();

export const jobCostSchema = z
  .object({
    kind: z.enum(JOB_COST_KINDS, { errorMap: () => ({ message: "Choose what kind of cost it is" }) }),
    description: requiredText("Describe the cost", {
      min: 2,
      max: 200,
      tooLong: "Keep the description under 200 characters",
    }),
    hours: z.string().trim().max(10).optional(),
    rate: optionalMoney("cost per hour"),
    amount: optionalMoney("amount ex GST"),
    gst: optionalMoney("GST paid"),
    workerId: z.string().trim().max(40).optional(),
    subcontractorId: z.string().trim().max(40).optional(),
    incurredOn: dateField("Enter the date of the work"),
    paidOn: dateField("Enter the date it was paid").optional(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "labour") {
      if (!v.hours || parseHours(v.hours) === null)
        ctx.addIssue({ code: "custom", path: ["hours"], message: "Enter the hours worked, e.g. 1.5" });
      if (!v.rate) ctx.addIssue({ code: "custom", path: ["rate"], message: "Enter the cost per hour" });
    } else if (!v.amount) {
      ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter the amount, ex GST" });
    }
    if (v.kind === "subcontractor" && !v.subcontractorId)
      ctx.addIssue({ code: "custom", path: ["subcontractorId"], message: "Choose the subcontractor" });
  });

export const subcontractorSchema = z.object({
  name: requiredText("Enter the business name", { min: 2, max: 120 }),
  abn: z
    .string({ required_error: "Enter the ABN" })
    .trim()
    .refine((v) => isValidAbn(v), "That ABN fails the ABN checksum: check the 11 digits"),
  address: requiredText("Enter the address (the TPAR needs it)", { min: 5, max: 200 }),
  email: z.string().trim().email("Enter a valid e-mail address").max(200).optional(),
});

export const overheadSchema = z.object({
  month: z
    .string({ required_error: "Choose the month" })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Choose the month"),
  category: z.enum(OVERHEAD_CATEGORIES, { errorMap: () => ({ message: "Choose a category" }) }),
  description: requiredText("Describe the overhead", {
    min: 2,
    max: 200,
    tooLong: "Keep the description under 200 characters",
  }),
  amount: moneyField("amount ex GST", { example: "1,200.00" }),
});

export const labourRateSchema = z.object({ rate: moneyField("default cost per hour", { example: "55.00" }) });
