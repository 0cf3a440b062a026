import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/new_admin", label: "Overview", end: true },
      { to: "/new_admin/invoices", label: "Invoices" },
      { to: "/admin/dashboard", label: "Classic admin" },
    ],
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "admin");

export default portalLayout({ title: "New Admin", homeTo: "/new_admin", nav: NAV });

export { GeneralErrorBoundary as ErrorBoundary };
