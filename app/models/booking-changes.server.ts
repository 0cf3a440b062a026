// An owner's bookings, and the changes they may make themselves (ADR 134): reschedule within the /book rules or
// cancel, both only 48 hours or more ahead. The linked job moves with the booking; staff are told by e-mail.
import { bookingStart, isUpcoming, ownerChangeProblem, rescheduleProblem } from "~/domain/booking-changes.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { sydneyDateKey, sydneyWallTimeToUtc } from "~/domain/dates.ts";
import { serviceNameOf } from "~/domain/service-types.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendEmail } from "~/utils/email.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { scheduleJob } from "./job-ops.server.ts";
import { loadCatalogue } from "./pricing.server.ts";
import { Refusal } from "~/domain/refusal.ts";
import { cancelVisitOfJob } from "./subscription-visits.server.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

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

async function tellEveryone(to: string, subject: string, text: string) {
  await sendEmail({ to, subject, text });
  await sendEmail({ to: businessSettingsSnapshot().email, subject: `[Booking change] ${subject}`, text });
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
  const problem = rescheduleProblem(input, service?.minimumDurationHours ?? 1, now);
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
  await tellEveryone(
    user.email,
    `${serviceNameOf(booking.serviceType)} moved to ${formatServiceDate(input.date)}`,
    `Hi ${user.fullName},\n\nYour ${serviceNameOf(booking.serviceType)}${booking.vesselName ? ` for ${booking.vesselName}` : ""} has moved from ${was} to ${formatServiceDate(input.date)}, ${input.startTime}–${input.endTime}.\n\nManage your bookings: ${getEnv().appUrl}/owner/bookings`,
  );
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
  await tellEveryone(
    user.email,
    `${serviceNameOf(booking.serviceType)} on ${booking.scheduledDate ? formatServiceDate(booking.scheduledDate) : "a date to be agreed"} cancelled`,
    `Hi ${user.fullName},\n\nYour ${serviceNameOf(booking.serviceType)}${booking.vesselName ? ` for ${booking.vesselName}` : ""} (order BOS-${booking.order.number}) is cancelled. Anything you paid for it is refunded under our payment terms; we will confirm by e-mail.\n\n${businessSettingsSnapshot().name}`,
  );
  return { start: bookingStart(booking) };
}
