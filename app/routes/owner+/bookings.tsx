import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { BookingsPage } from "~/screens/bookings/bookings-page.tsx";
import { handleBookingsAction, loadBookings } from "~/screens/bookings/bookings.server.ts";

export const meta: MetaFunction = () => [{ title: "My bookings | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBookings(request, "owner");
}

export async function action({ request }: ActionFunctionArgs) {
  return handleBookingsAction(request, "owner");
}

export default BookingsPage;

export { GeneralErrorBoundary as ErrorBoundary };
