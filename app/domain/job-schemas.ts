// Form schemas for jobs (create, move, schedule, notes), shared by actions and Conform.
import { z } from "zod";
import { JOB_PRIORITIES, JOB_STATUSES } from "./job-lifecycle.ts";
import { customerEmailField, dateField, phoneField, requiredText, timeField } from "./form-fields.ts";
import { quoteLineSchema } from "./quote-schemas.ts";

export const moveJobSchema = z.object({
  jobId: z.string().max(40),
  /** The stage the person saw: a stale board gets a conflict, never a silent overwrite. */
  from: z.enum(JOB_STATUSES),
  to: z.enum(JOB_STATUSES, { required_error: "Choose a stage", invalid_type_error: "Choose a stage" }),
  reason: z.string().trim().max(500, "Keep the reason under 500 characters").optional(),
});

const time = timeField();
const dateKey = dateField("Choose a date");

export const scheduleJobSchema = z
  .object({
    jobId: z.string().max(40),
    date: dateKey.optional(),
    startTime: time.optional(),
    durationHours: z
      .number({ invalid_type_error: "Enter hours, e.g. 3 or 2.5" })
      .min(0.5, "At least half an hour")
      .max(48, "At most 48 hours")
      .optional(),
    staffId: z.string().max(40).optional(),
  })
  .refine((v) => !v.date === !v.startTime, {
    path: ["startTime"],
    message: "Give both a date and a start time, or neither",
  });

/** Quote → job: the accepted quote's job gets a date, time, duration and staff member, then is Scheduled. */
export const convertQuoteSchema = z.object({
  quoteId: z.string().max(40),
  date: dateKey,
  startTime: time,
  durationHours: z
    .number({ required_error: "Enter the duration in hours", invalid_type_error: "Enter hours, e.g. 3 or 2.5" })
    .min(0.5, "At least half an hour")
    .max(48, "At most 48 hours"),
  staffId: z.string({ required_error: "Choose who does the job" }).max(40),
});

export const jobNoteSchema = z.object({
  jobId: z.string().max(40),
  note: requiredText("Write a note", { min: 2, max: 1000, tooLong: "Keep the note under 1,000 characters" }),
});

export const jobDetailsSchema = z.object({
  jobId: z.string().max(40),
  priority: z.enum(JOB_PRIORITIES),
  internalNotes: z.string().trim().max(4000, "Keep internal notes under 4,000 characters").optional(),
});

export const JOB_CREATE_STATUSES = ["quote_requested", "quote_accepted", "job_scheduled"] as const;

// One list of vessel types and labels for every form (issue 21): domain/vessel-types.ts.
export { VESSEL_TYPES, VESSEL_TYPE_LABELS } from "./vessel-types.ts";
import { VESSEL_TYPES } from "./vessel-types.ts";

export const createJobSchema = z
  .object({
    title: requiredText("Give the job a title", { min: 3, max: 120 }),
    description: z.string().trim().max(2000).optional(),
    status: z.enum(JOB_CREATE_STATUSES).default("quote_requested"),
    priority: z.enum(JOB_PRIORITIES).default("normal"),
    customerName: requiredText("Enter the customer's name", { min: 2, max: 120 }),
    customerEmail: customerEmailField(),
    customerPhone: phoneField(undefined),
    vesselName: z.string().trim().max(120).optional(),
    vesselType: z.enum(VESSEL_TYPES).optional(),
    vesselLengthMetres: z
      .number({ invalid_type_error: "Enter metres, e.g. 11.5" })
      .min(2, "At least 2 m")
      .max(100, "At most 100 m")
      .optional(),
    vesselYear: z
      .number({ invalid_type_error: "Enter a year" })
      .int()
      .min(1900, "Enter a year after 1900")
      .max(2100)
      .optional(),
    locationMarina: z.string().trim().max(120).optional(),
    locationAddress: z.string().trim().max(200).optional(),
    locationAccessType: z.enum(["marina", "yacht_club"]).optional(),
    date: dateKey.optional(),
    startTime: time.optional(),
    durationHours: z.number({ invalid_type_error: "Enter hours, e.g. 3 or 2.5" }).min(0.5).max(48).optional(),
    staffId: z.string().max(40).optional(),
    internalNotes: z.string().trim().max(4000).optional(),
    /** Same line shape as quotes; "optional" is not offered for jobs and ignored. */
    items: z.array(quoteLineSchema).max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.date !== !v.startTime)
      ctx.addIssue({ code: "custom", path: ["startTime"], message: "Give both a date and a start time, or neither" });
    if (v.status === "job_scheduled" && !v.date)
      ctx.addIssue({ code: "custom", path: ["date"], message: "A scheduled job needs a date" });
  });
export type CreateJobValue = z.infer<typeof createJobSchema>;
