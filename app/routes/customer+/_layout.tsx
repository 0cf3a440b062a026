import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/customer/dashboard", label: "Dashboard" },
      { to: "/customer/orders", label: "Orders" },
      { to: "/customer/bookings", label: "Bookings" },
      { to: "/customer/subscriptions", label: "Subscriptions" },
      { to: "/invoices", label: "Invoices" },
      { to: "/customer/payments", label: "Payments" },
      { to: "/customer/payment-methods", label: "Payment methods" },
      { to: "/customer/downloads", label: "Downloads" },
      { to: "/customer/profile", label: "Profile" },
      { to: "/customer/addresses", label: "Addresses" },
      { to: "/customer/account", label: "Account" },
    ],
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "customer");

export default portalLayout({ title: "My Account", homeTo: "/customer/dashboard", nav: NAV });

export { GeneralErrorBoundary as ErrorBoundary };
