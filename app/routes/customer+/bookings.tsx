import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { BookingsPage } from "~/screens/bookings/bookings-page.tsx";
import { handleBookingsAction, loadBookings } from "~/screens/bookings/bookings.server.ts";

export const meta: MetaFunction = () => [{ title: "My bookings | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBookings(request, "customer");
}

export async function action({ request }: ActionFunctionArgs) {
  return handleBookingsAction(request, "customer");
}

export default BookingsPage;

export { GeneralErrorBoundary as ErrorBoundary };
