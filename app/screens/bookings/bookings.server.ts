// My bookings (ADR 134), one screen for the owner portal (/owner/bookings) and the account area
// (/customer/bookings): upcoming and past, reschedule and cancel under the same rules.
import { json } from "@remix-run/node";
import { rescheduleSchema } from "~/domain/booking-changes.ts";
import { earliestBookableDate, formatServiceDate } from "~/domain/booking.ts";
import {
  BookingChangeRefused,
  cancelBooking,
  listOwnerBookings,
  rescheduleBooking,
} from "~/models/booking-changes.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

type BookingsPortal = "owner" | "customer";
const HERE: Record<BookingsPortal, string> = { owner: "/owner/bookings", customer: "/customer/bookings" };
const BOOK: Record<BookingsPortal, string> = { owner: "/owner/booking", customer: "/book" };

export async function loadBookings(request: Request, portal: BookingsPortal) {
  const { user } = await requirePortal(request, portal);
  const now = getNow(request);
  return json({
    ...(await listOwnerBookings(user.id, now)),
    minDate: earliestBookableDate(now),
    bookTo: BOOK[portal],
    dueTo: portal === "owner" ? "/owner/services" : null,
  });
}

export async function handleBookingsAction(request: Request, portal: BookingsPortal) {
  const ctx = await requirePortal(request, portal);
  const here = HERE[portal];
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const bookingId = String(formData.get("bookingId") ?? "");
  const now = getNow(request);
  try {
    if (intent === "cancel") {
      await cancelBooking(ctx.user, bookingId, now);
      await recordAudit(request, {
        action: "booking.cancelled",
        actorId: ctx.audit.actorId,
        subjectUserId: ctx.user.id,
        entityType: "booking",
        entityId: bookingId,
      });
      return redirectWithToast(here, {
        type: "success",
        title: "Booking cancelled",
        description: "We have e-mailed you the details.",
      });
    }
    if (intent === "reschedule") {
      const submission = parseForm(formData, { schema: rescheduleSchema });
      if (submission.status !== "success") return json({ bookingId, result: submission.reply() }, { status: 400 });
      const moved = await rescheduleBooking(ctx.user, submission.value, now);
      await recordAudit(request, {
        action: "booking.rescheduled",
        actorId: ctx.audit.actorId,
        subjectUserId: ctx.user.id,
        entityType: "booking",
        entityId: bookingId,
        details: moved,
      });
      return redirectWithToast(here, {
        type: "success",
        title: `Moved to ${formatServiceDate(moved.to)}`,
      });
    }
    throw unknownIntent();
  } catch (error) {
    if (error instanceof BookingChangeRefused) {
      const reply = unparsedReply(formData, { formErrors: error.field ? [] : [error.message] });
      if (error.field) reply.error = { [error.field]: [error.message] };
      return json({ bookingId, result: reply }, { status: 400 });
    }
    throw error;
  }
}
