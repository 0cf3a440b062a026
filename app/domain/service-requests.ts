// Owners asking for work on a vessel (issue 13): the form, and each request's progress in an owner's words.
import { z } from "zod";
import { dateField, requiredText } from "./form-fields.ts";
import type { JobStatus } from "./job-lifecycle.ts";
import { SERVICE_TYPES } from "./service-types.ts";
import { labelledValues } from "./labelled-values.ts";

export const URGENCY_LABELS = {
  routine: "Routine — whenever suits",
  soon: "Soon — within two weeks",
  urgent: "Urgent — something is wrong",
};
export const URGENCIES = labelledValues(URGENCY_LABELS);
export type Urgency = (typeof URGENCIES)[number];
/** How urgency maps onto the job's priority that staff sort by. */
export const URGENCY_PRIORITY: Record<Urgency, "normal" | "high" | "urgent"> = {
  routine: "normal",
  soon: "high",
  urgent: "urgent",
};

export const OTHER_WORK = "other";

export const serviceRequestSchema = z
  .object({
    vesselId: z.string({ required_error: "Choose the vessel" }).min(1, "Choose the vessel").max(40),
    services: z
      .array(z.enum([...SERVICE_TYPES, OTHER_WORK]), { required_error: "Tick at least one kind of work" })
      .min(1, "Tick at least one kind of work")
      .max(SERVICE_TYPES.length + 1),
    description: requiredText("Tell us what needs doing", {
      min: 10,
      max: 2000,
      tooShort: "Tell us a little more about what needs doing (at least 10 characters)",
      tooLong: "Keep it under 2,000 characters — add photos for the rest",
    }),
    urgency: z.enum(URGENCIES).default("routine"),
    preferredFrom: dateField("Enter a valid date").optional(),
    preferredTo: dateField("Enter a valid date").optional(),
  })
  .refine((v) => !v.preferredFrom || !v.preferredTo || v.preferredTo >= v.preferredFrom, {
    path: ["preferredTo"],
    message: "The last date cannot be before the first",
  });
export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

export interface RequestProgress {
  step: number;
  /** What is happening, in words an owner understands. */
  text: string;
}

/** Where a request stands: four steps an owner sees (received → quoted → booked → done). */
export function requestProgress(status: string, scheduledOn: string | null): RequestProgress {
  switch (status as JobStatus) {
    case "quote_requested":
      return { step: 1, text: "Received — we will look at it and come back to you within one business day." };
    case "quote_sent":
      return { step: 2, text: "Your quote is ready to read and accept." };
    case "quote_accepted":
      return { step: 2, text: "Quote accepted — we are finding a date for the work." };
    case "job_scheduled":
      return { step: 3, text: scheduledOn ? `Booked for ${scheduledOn}.` : "Booked — the date is in your bookings." };
    case "job_dispatched":
      return { step: 3, text: "Our team is on the way to the boat." };
    case "in_progress":
      return { step: 3, text: "Work is under way." };
    case "awaiting_approval":
      return { step: 4, text: "The work is done and being checked before we sign it off." };
    case "completed":
      return { step: 4, text: "Done. The invoice is on its way." };
    case "invoiced":
      return { step: 4, text: "Done — the invoice is in your invoices." };
    case "paid":
      return { step: 4, text: "Done and paid. Thank you!" };
    default:
      return { step: 1, text: "Received." };
  }
}

export const PROGRESS_STEPS = ["Received", "Quoted", "Booked", "Done"] as const;
