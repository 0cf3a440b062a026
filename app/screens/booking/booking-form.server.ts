// The booking form's server half, shared by /book and /owner/booking: what the form starts with, and the submit
// that validates with the /book rules and goes on to the one review page (/booking-confirmation).
import { getZodConstraint } from "@conform-to/zod";
import { json, redirect, type SerializeFrom } from "@remix-run/node";
import { bookingHoursText, earliestBookableDate } from "~/domain/booking.ts";
import { bookingSchema, confirmBookingSchema } from "~/domain/cart-schemas.ts";
import { BOOKING_FIELDS, bookingQuery, parseBookingRequest } from "~/models/booking.server.ts";
import { vesselsOf } from "~/models/cart.server.ts";
import { loadCatalogue, servicePickerOptions } from "~/models/pricing.server.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { addToCartConstraint } from "~/screens/add-to-cart/add-to-cart.server.ts";

/** The booking form's native validation attributes, sent as data: the form ships neither Zod nor Conform. */
const bookingConstraints = {
  visitor: getZodConstraint(bookingSchema({ signedIn: false })),
  member: getZodConstraint(bookingSchema({ signedIn: true })),
};

export async function bookingFormData(
  request: Request,
  user: { id: string } | null,
  opts: { firstVesselByDefault?: boolean } = {},
) {
  const catalogue = await loadCatalogue();
  const vessels = user ? await vesselsOf(user.id) : [];
  const url = new URL(request.url);
  // "Change details" on the review page comes back here with the request in the query string.
  const prefill = Object.fromEntries(BOOKING_FIELDS.map((k) => [k, url.searchParams.get(k) ?? undefined])) as Partial<
    Record<(typeof BOOKING_FIELDS)[number], string>
  >;
  const service = url.searchParams.get("service") ?? prefill.serviceType;
  // A vessel chosen in the link (the owner portal's "Book" on a vessel) fills in where she is.
  const chosen =
    vessels.find((v) => v.id === prefill.vesselId) ?? (opts.firstVesselByDefault ? (vessels[0] ?? null) : null);
  return {
    signedIn: !!user,
    services: servicePickerOptions(catalogue),
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres, homeMarina: v.homeMarina })),
    minDate: earliestBookableDate(getNow(request)),
    hoursText: bookingHoursText(await bookingHours()),
    addToCartConstraint: addToCartConstraint(!!user),
    bookingConstraint: user ? bookingConstraints.member : bookingConstraints.visitor,
    prefill: {
      ...prefill,
      vesselId: chosen?.id ?? prefill.vesselId,
      marina:
        prefill.marina ??
        (chosen
          ? [chosen.homeMarina, chosen.berth ? `berth ${chosen.berth}` : null].filter(Boolean).join(", ")
          : undefined),
      serviceType: catalogue.service(service ?? "")
        ? service
        : (catalogue.services[0]?.serviceType ?? "external_clean"),
    },
  };
}
/** As the browser receives it (JSON): what the form component takes. */
export type BookingFormData = SerializeFrom<Awaited<ReturnType<typeof bookingFormData>>>;

export async function handleBookingSubmit(request: Request, user: { id: string } | null) {
  const catalogue = await loadCatalogue();
  const formData = await readForm(request);
  const parsed = await parseBookingRequest(formData, { now: getNow(request), userId: user?.id ?? null, catalogue });
  if (!parsed.ok)
    return json(
      { result: parsed.submission.reply(parsed.fieldErrors ? { fieldErrors: parsed.fieldErrors } : undefined) },
      { status: 400 },
    );
  return redirect(`/booking-confirmation?${bookingQuery(parsed.value)}`);
}

/** The review page's confirm form (/booking-confirmation): its constraints as data, and the server's parse. */
export const confirmBookingConstraint = getZodConstraint(confirmBookingSchema);
export function parseBookingConfirmation(formData: FormData) {
  return parseForm(formData, { schema: confirmBookingSchema });
}
