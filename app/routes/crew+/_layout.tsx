import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/crew/dashboard", label: "Dashboard" },
      { to: "/crew/vessels", label: "Vessels" },
    ],
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "crew");

export default portalLayout({ title: "Crew Portal", homeTo: "/crew/dashboard", nav: NAV });

export { GeneralErrorBoundary as ErrorBoundary };
