import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AddToCartForm } from "~/screens/add-to-cart/add-to-cart-form.tsx";
import { BookingForm } from "~/screens/booking/booking-form.tsx";
import { bookingFormData, handleBookingSubmit } from "~/screens/booking/booking-form.server.ts";
import { getUser } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [
  { title: "Book a marine service | Bosun" },
  {
    name: "description",
    content:
      "Book a single marine service for your vessel in Sydney: pick the service, date and a time window within our business hours.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await bookingFormData(request, await getUser(request)));
}

export async function action({ request }: ActionFunctionArgs) {
  return handleBookingSubmit(request, await getUser(request));
}

export default function Book() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const p = data.prefill;
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Book a service</h1>
      <p className="mt-2 max-w-2xl">
        One service, one vessel, a date and a time window. You&apos;ll see the price and what&apos;s due now before you
        confirm. Our crews work {data.hoursText}.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <BookingForm data={data} lastResult={actionData?.result} />

        <aside className="space-y-4">
          <section className="card">
            <AddToCartForm
              id="book-add-to-cart"
              heading="Planning more than one service?"
              services={data.services}
              vessels={data.vessels}
              signedIn={data.signedIn}
              minDate={data.minDate}
              constraint={data.addToCartConstraint}
              defaultServiceType={p.serviceType}
            />
            <p className="mt-3 text-xs text-ink/80">
              Combine services in your cart to save with our bundles — e.g. external and internal clean on one day: 15%
              off.
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
