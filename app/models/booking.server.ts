// Booking a single service (/book → /booking-confirmation → /booking-success): the request travels in the query
// string between the form and the review, and is validated again on the server at every step.
import { timeWindowProblem } from "~/domain/booking.ts";
import { NEW_VESSEL, bookingSchema } from "~/domain/cart-schemas.ts";
import { prisma } from "~/utils/db.server.ts";
import type { Catalogue } from "./pricing.server.ts";
import { priceOrder } from "./order.server.ts";
import { parseForm } from "~/utils/forms.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";

export const BOOKING_FIELDS = [
  "serviceType",
  "vesselId",
  "vesselName",
  "vesselLength",
  "date",
  "startTime",
  "endTime",
  "marina",
  "haulOutNote",
  "notes",
] as const;

/** Validates a booking request (form data or the review page's query) with the schema and the business-hours rule. */
export async function parseBookingRequest(
  source: FormData | URLSearchParams,
  opts: { now: Date; userId: string | null; catalogue: Catalogue },
) {
  const service = opts.catalogue.service(String(source.get("serviceType") ?? ""));
  const hours = await bookingHours();
  const submission = parseForm(source, {
    schema: bookingSchema({
      now: opts.now,
      hours,
      signedIn: !!opts.userId,
      outOfWater: service?.requiresVesselOutOfWater,
    }),
  });
  if (submission.status !== "success") return { ok: false as const, submission };
  const v = submission.value;
  const window = timeWindowProblem(v.date, v.startTime, v.endTime, service!.minimumDurationHours, hours);
  if (window) return { ok: false as const, submission, fieldErrors: { [window.field]: [window.message] } };

  let vessel: {
    id: string | null;
    name: string;
    type: string | null;
    lengthMetres: number | null;
    year: number | null;
  };
  if (opts.userId && v.vesselId && v.vesselId !== NEW_VESSEL) {
    const own = await prisma.vessel.findFirst({
      where: { id: v.vesselId, ownerId: opts.userId },
      select: { id: true, name: true, type: true, lengthMetres: true, year: true },
    });
    if (!own) return { ok: false as const, submission, fieldErrors: { vesselId: ["Choose one of your vessels"] } };
    vessel = own;
  } else {
    vessel = { id: null, name: v.vesselName!, type: "other", lengthMetres: v.vesselLength ?? null, year: null };
  }
  const { summary } = priceOrder(opts.catalogue, {
    lines: [
      {
        key: "booking",
        serviceType: v.serviceType,
        scheduledDate: v.date,
        windowStart: v.startTime,
        windowEnd: v.endTime,
      },
    ],
    vessel,
    location: { accessType: null, marina: v.marina, address: null, zone: null },
    paymentPlan: "per_service_terms",
  });
  return { ok: true as const, submission, value: v, service: service!, vessel, summary };
}

/** The query string that carries a valid request to the review page (and back to the form to change it). */
export function bookingQuery(value: Record<string, unknown>) {
  const params = new URLSearchParams();
  for (const key of BOOKING_FIELDS) {
    const v = value[key];
    if (v !== undefined && v !== null && v !== "") params.set(key, String(v));
  }
  return params.toString();
}
