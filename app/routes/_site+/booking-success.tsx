import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { BankInstructions, OrderStatusBadge, PayByCardForm } from "~/components/payment-status.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import { amountDueNow, formatOrderNumber } from "~/domain/orders.ts";
import { currentOrderState } from "~/screens/payment/payment-page.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { bankTransferDetails, getCardProvider } from "~/utils/payments.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [
  { title: "Booking confirmed | Bosun" },
  { name: "robots", content: "noindex" },
];

/** Public path (spec §2), but a booking is only ever shown to its own signed-in customer. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const orderId = new URL(request.url).searchParams.get("order");
  if (!user || !orderId)
    return json({ order: null, signedIn: !!user, bank: bankTransferDetails(), cardEnabled: !!getCardProvider() });
  const order = await currentOrderState(request, orderId, user.id);
  if (!order) throw notFound("Booking not found");
  return json({ order, signedIn: true, bank: bankTransferDetails(), cardEnabled: !!getCardProvider() });
}

export default function BookingSuccess() {
  const { order, signedIn, bank, cardEnabled } = useLoaderData<typeof loader>();
  if (!order) {
    return (
      <div className="container-page max-w-2xl py-12">
        <h1 className="text-3xl font-bold">Your bookings</h1>
        <p className="mt-3">
          {signedIn ? "There's no booking to show here." : "Log in to see your booking."} You can{" "}
          <Link to="/book">book a service</Link> at any time.
        </p>
      </div>
    );
  }
  const booking = order.bookings[0];
  const item = order.items[0];
  const paid = order.status === "paid" || order.status === "deposit_paid";
  const due = amountDueNow(order);
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <p className="font-heading text-sm font-semibold uppercase tracking-widest text-accent">
        Booking {formatOrderNumber(order.number)}
      </p>
      <h1 className="mt-2 text-3xl font-bold">{paid ? "You're booked in" : "Booking received"}</h1>
      <p className="mt-2 text-sm">
        Payment: <OrderStatusBadge status={order.status} />
      </p>
      <section className="card mt-6" data-testid="booking-details">
        <h2 className="text-xl font-bold">{item?.name}</h2>
        <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
          <dt>Vessel</dt>
          <dd className="font-semibold text-secondary">{order.vesselName}</dd>
          <dt>Where</dt>
          <dd>{order.locationMarina}</dd>
          <dt>When</dt>
          <dd className="font-semibold text-secondary">
            {booking?.scheduledDate ? formatServiceDate(booking.scheduledDate) : "To be agreed"}
            {booking?.windowStart && booking.windowEnd ? `, ${booking.windowStart}–${booking.windowEnd}` : ""}
          </dd>
          <dt>Price</dt>
          <dd>
            {formatCents(order.totalCents)} incl. GST {formatCents(order.taxCents)} · paid{" "}
            {formatCents(order.paidCents)}
            {order.balanceLaterCents > 0 ? ` · ${formatCents(order.balanceLaterCents)} on completion` : ""}
          </dd>
          {booking?.job ? (
            <>
              <dt>Job</dt>
              <dd className="flex items-center gap-2">
                #{booking.job.number} <JobStatusBadge status={booking.job.status} />
              </dd>
            </>
          ) : null}
        </dl>
        {booking?.weatherDependent ? (
          <p className="mt-4 rounded-theme bg-sky-50 p-3 text-sm text-sky-900">
            We&apos;ll confirm 48 hours ahead once we&apos;ve checked the forecast.
          </p>
        ) : null}
        {booking?.haulOutNote ? <p className="mt-3 text-sm">Haul-out: {booking.haulOutNote}</p> : null}
      </section>
      <div className="mt-6 space-y-4">
        {!paid && order.status === "pending" && order.paymentMethod === "bank_transfer" ? (
          <BankInstructions bank={bank} orderNumber={order.number} amountCents={due} />
        ) : null}
        {!paid && order.status === "pending" && order.paymentMethod === "cash" ? (
          <p className="card text-sm">
            Please have {formatCents(due)} in cash ready for our crew; they&apos;ll give you a receipt.
          </p>
        ) : null}
        {!paid && order.status === "pending" && cardEnabled ? (
          <PayByCardForm orderId={order.id} amountCents={due} />
        ) : null}
        {paid ? (
          <p className="card text-sm">
            Thanks — we&apos;ve received {formatCents(order.paidCents)}. A receipt is on its way to {order.contactEmail}
            .
          </p>
        ) : null}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/book" className="btn-secondary">
          Book another service
        </Link>
        <Link to={`/payment/pending?order=${order.id}`} className="btn-secondary">
          Order details
        </Link>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
