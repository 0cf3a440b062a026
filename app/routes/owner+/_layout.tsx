import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/owner/dashboard-cards", label: "Overview" },
      { to: "/owner/dashboard", label: "Dashboard" },
    ],
  },
  {
    heading: "My boats",
    items: [
      { to: "/owner/vessels", label: "Vessels" },
      { to: "/owner/services", label: "Maintenance due" },
      { to: "/owner/service-history", label: "Service history" },
      { to: "/owner/documents", label: "Documents" },
    ],
  },
  {
    heading: "Work",
    items: [
      { to: "/owner/service-requests", label: "Service requests" },
      { to: "/owner/booking", label: "Book a service" },
      { to: "/owner/bookings", label: "Bookings" },
    ],
  },
  {
    heading: "Money",
    items: [
      { to: "/owner/invoices", label: "Invoices" },
      { to: "/owner/budget", label: "Budget" },
    ],
  },
  { items: [{ to: "/owner/account", label: "Account" }] },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "owner");

export default portalLayout({ title: "Owner Portal", homeTo: "/owner/dashboard-cards", nav: NAV });

export { GeneralErrorBoundary as ErrorBoundary };
