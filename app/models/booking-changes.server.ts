// An owner's bookings, and the changes they may make themselves (ADR 134): reschedule within the /book rules or
// cancel, both only 48 hours or more ahead. The linked job moves with the booking; staff are told by e-mail.
import { bookingStart, isUpcoming, ownerChangeProblem, rescheduleProblem } from "~/domain/booking-changes.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { serviceNameOf } from "~/domain/service-types.ts";
import { prisma } from "~/utils/db.server.ts";
import type { TemplateValues } from "~/domain/email-templates.ts";
import { sendEmail } from "~/utils/email.server.ts";
import { renderEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { scheduleJob } from "./job-ops.server.ts";
import { loadCatalogue } from "./pricing.server.ts";
import { Refusal } from "~/domain/refusal.ts";
import { cancelVisitOfJob } from "./subscription-visits.server.ts";
import { bookingHours, businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

export class BookingChangeRefused extends Refusal {
  declare readonly field: string;
  constructor(field: string, message: string) {
    super(message, field);
  }
}

const bookingSelect = {
  id: true,
  serviceType: true,
  vesselName: true,
  scheduledDate: true,
  windowStart: true,
  windowEnd: true,
  status: true,
  weatherDependent: true,
  jobId: true,
  order: { select: { id: true, number: true } },
  job: { select: { id: true, number: true, status: true, assignedStaffId: true } },
} as const;

export async function listOwnerBookings(userId: string, now: Date) {
  const today = sydneyDateKey(now);
  const rows = await prisma.booking.findMany({
    where: { customerId: userId },
    orderBy: [{ scheduledDate: "desc" }, { createdAt: "desc" }],
    take: 200,
    select: bookingSelect,
  });
  const phone = businessSettingsSnapshot().phone;
  const withRules = rows.map((b) => ({
    ...b,
    serviceName: serviceNameOf(b.serviceType),
    changeProblem: ownerChangeProblem(b, now, phone),
  }));
  const upcoming = withRules.filter((b) => isUpcoming(b, today)).reverse();
  const past = withRules.filter((b) => !isUpcoming(b, today));
  return { upcoming, past };
}

async function findOwn(userId: string, bookingId: string) {
  const booking = await prisma.booking.findFirst({
    where: { id: bookingId, customerId: userId },
    select: bookingSelect,
  });
  if (!booking) throw new BookingChangeRefused("", "That booking is not one of yours.");
  return booking;
}

/** The owner's e-mail (template `key`, ADR 181) and the same e-mail to the office, its subject marked. */
async function tellEveryone(to: string, key: string, values: TemplateValues) {
  const mail = await renderEmail(key, values);
  await sendEmail({ to, subject: mail.subject, text: mail.text, html: mail.html, template: key });
  await sendEmail({
    to: businessSettingsSnapshot().email,
    subject: `[Booking change] ${mail.subject}`,
    text: mail.text,
    html: mail.html,
    template: key,
  });
}

export async function rescheduleBooking(
  user: { id: string; email: string; fullName: string },
  input: { bookingId: string; date: string; startTime: string; endTime: string },
  now: Date,
) {
  const booking = await findOwn(user.id, input.bookingId);
  const refusal = ownerChangeProblem(booking, now, businessSettingsSnapshot().phone);
  if (refusal) throw new BookingChangeRefused("", refusal);
  const service = (await loadCatalogue()).service(booking.serviceType);
  const problem = rescheduleProblem(input, service?.minimumDurationHours ?? 1, now, await bookingHours());
  if (problem) throw new BookingChangeRefused(problem.field, problem.message);
  const start = sydneyWallTimeToUtc(input.date, input.startTime);
  const minutes = Math.round((sydneyWallTimeToUtc(input.date, input.endTime).getTime() - start.getTime()) / 60_000);
  await prisma.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({
      where: { id: booking.id, customerId: user.id, status: { in: ["requested", "scheduled"] } },
      data: { scheduledDate: input.date, windowStart: input.startTime, windowEnd: input.endTime },
    });
    if (changed.count !== 1)
      throw new BookingChangeRefused("", "This booking changed meanwhile. Reload and try again.");
    if (booking.job) {
      await scheduleJob(tx, {
        jobId: booking.job.id,
        start,
        durationMinutes: minutes,
        staffId: booking.job.assignedStaffId,
        actorId: user.id,
      });
    }
  });
  const was = booking.scheduledDate ? formatServiceDate(booking.scheduledDate) : "date to be agreed";
  await tellEveryone(user.email, "booking.moved", {
    name: user.fullName,
    service: serviceNameOf(booking.serviceType),
    for_vessel: booking.vesselName ? ` for ${booking.vesselName}` : "",
    was,
    date: formatServiceDate(input.date),
    times: `${input.startTime}–${input.endTime}`,
    url: `${getEnv().appUrl}/owner/bookings`,
  });
  return { from: booking.scheduledDate, to: input.date };
}

export async function cancelBooking(
  user: { id: string; email: string; fullName: string },
  bookingId: string,
  now: Date,
) {
  const booking = await findOwn(user.id, bookingId);
  const refusal = ownerChangeProblem(booking, now, businessSettingsSnapshot().phone);
  if (refusal) throw new BookingChangeRefused("", refusal);
  await prisma.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({
      where: { id: booking.id, customerId: user.id, status: { in: ["requested", "scheduled"] } },
      data: { status: "cancelled" },
    });
    if (changed.count !== 1)
      throw new BookingChangeRefused("", "This booking changed meanwhile. Reload and try again.");
    if (booking.job) {
      await tx.jobEvent.create({
        data: {
          jobId: booking.job.id,
          kind: "note",
          reason: "The customer cancelled this booking online.",
          actorId: user.id,
        },
      });
      await tx.job.update({ where: { id: booking.job.id }, data: { scheduledStartAt: null, scheduledEndAt: null } });
      await cancelVisitOfJob(tx, booking.job.id, user.id, now);
    }
  });
  await tellEveryone(user.email, "booking.cancelled", {
    name: user.fullName,
    service: serviceNameOf(booking.serviceType),
    for_vessel: booking.vesselName ? ` for ${booking.vesselName}` : "",
    date: booking.scheduledDate ? formatServiceDate(booking.scheduledDate) : "a date to be agreed",
    order_number: `BOS-${booking.order.number}`,
  });
  return { start: bookingStart(booking) };
}
