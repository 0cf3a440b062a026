// The subscription forms (sign up, pause, reschedule), apart from domain/subscriptions.ts so the pages that only show
// a subscription do not bundle Zod (ADR 030).
import { z } from "zod";
import { closedDayProblem, dayOfWeek, defaultBookingHours, isDateKey, type BookingHours } from "./booking.ts";
import { dateField } from "./form-fields.ts";
import { FREQUENCY_IDS, windowProblem } from "./subscriptions.ts";

/** The sign-up form; the first visit's weekday and window are checked against the business's hours. */
export const subscribeSchema = (schedule: BookingHours = defaultBookingHours()) =>
  z
    .object({
      intent: z.literal("subscribe"),
      service: z.string().min(1).max(60),
      vesselId: z.string().max(40).optional(),
      vesselName: z.string().trim().max(80).optional(),
      vesselLength: z.coerce.number().min(3, "Enter a length of at least 3 m").max(60, "Up to 60 m").optional(),
      addressId: z.string().max(40).optional(),
      marina: z.string().trim().max(120).optional(),
      address: z.string().trim().max(200).optional(),
      accessType: z.enum(["marina", "yacht_club"]).optional(),
      frequency: z.enum(FREQUENCY_IDS, { errorMap: () => ({ message: "Choose how often" }) }),
      window: z.string({ required_error: "Choose a time window" }).max(20),
      firstVisit: dateField("Choose the first visit"),
      billing: z.string({ required_error: "Choose how to pay" }).min(1, "Choose how to pay").max(60),
      terms: z.literal("on", { errorMap: () => ({ message: "Agree to the subscription terms to continue" }) }),
      notes: z.string().trim().max(500).optional(),
      token: z.string().min(8).max(80),
    })
    .superRefine((v, ctx) => {
      if (!v.vesselId || v.vesselId === "new") {
        if (!v.vesselName) ctx.addIssue({ code: "custom", path: ["vesselName"], message: "Enter the vessel's name" });
        if (!v.vesselLength)
          ctx.addIssue({ code: "custom", path: ["vesselLength"], message: "Enter the vessel's length in metres" });
      }
      if (!v.addressId || v.addressId === "new") {
        if (!v.address) ctx.addIssue({ code: "custom", path: ["address"], message: "Enter where the boat is kept" });
      }
      if (!isDateKey(v.firstVisit)) return;
      const weekday = dayOfWeek(v.firstVisit);
      const closed = closedDayProblem(v.firstVisit, schedule);
      if (closed) {
        ctx.addIssue({ code: "custom", path: ["firstVisit"], message: closed });
        return;
      }
      const w = windowProblem(weekday, v.window, schedule);
      if (w) ctx.addIssue({ code: "custom", path: ["window"], message: w });
    });

export const pauseSchema = z.object({
  intent: z.literal("pause"),
  until: dateField("Choose the date to start again"),
});
export const rescheduleSchema = z.object({
  intent: z.literal("reschedule"),
  frequency: z.enum(FREQUENCY_IDS, { errorMap: () => ({ message: "Choose how often" }) }),
  weekday: z.coerce
    .number()
    .int()
    .min(1, "Choose a day from Monday to Saturday")
    .max(6, "Choose a day from Monday to Saturday"),
});
