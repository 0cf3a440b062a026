import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const NAV: PortalNavGroup[] = [
  { items: [{ to: "/staff/dashboard", label: "Dashboard" }] },
  {
    heading: "Work",
    items: [
      { to: "/staff/jobs", label: "Jobs" },
      { to: "/staff/tasks", label: "Tasks" },
      { to: "/staff/customers", label: "Customers" },
      { to: "/staff/vessels", label: "Vessels due" },
      { to: "/staff/quotes", label: "Quotes", end: true },
      { to: "/staff/create-quote", label: "Create a quote" },
    ],
  },
  {
    heading: "Sales",
    items: [
      { to: "/staff/shared-carts", label: "Shared carts" },
      { to: "/staff/orders", label: "Orders and payments" },
      { to: "/staff/invoices", label: "Invoices" },
    ],
  },
  { items: [{ to: "/staff/profile/me", label: "My profile" }] },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "staff");

export default portalLayout({ title: "Operations Portal", homeTo: "/staff/dashboard", nav: NAV });

export { GeneralErrorBoundary as ErrorBoundary };
