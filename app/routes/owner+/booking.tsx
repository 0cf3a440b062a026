import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { BookingForm } from "~/screens/booking/booking-form.tsx";
import { bookingFormData, handleBookingSubmit } from "~/screens/booking/booking-form.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Book a service | Bosun owner portal" }];

// Booking from the owner portal: the /book form and rules, with one of my vessels and where she is filled in
// (?vesselId= and ?service= choose them), then the same review and payment.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  return json(await bookingFormData(request, user, { firstVesselByDefault: true }));
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  return handleBookingSubmit(request, user);
}

export default function OwnerBooking() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Book a service"
        description={`One service for one of your boats. You see the price and what is due now before you confirm. Our crews work ${data.hoursText}.`}
        links={[{ to: "/owner/bookings", label: "My bookings" }]}
      />
      {data.vessels.length === 0 ? (
        <p className="card mb-6 text-sm">
          <Link to="/owner/add-vessel">Add your vessel</Link> first and we will fill in her details every time — or book
          for another boat below.
        </p>
      ) : null}
      <div className="max-w-3xl">
        <BookingForm data={data} lastResult={actionData?.result} />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
