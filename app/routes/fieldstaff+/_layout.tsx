import type { LoaderFunctionArgs } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { useFieldServiceWorker } from "~/components/field-offline.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/fieldstaff/dashboard", label: "My jobs" },
      { to: "/fieldstaff/time-management", label: "My time" },
      { to: "/fieldstaff/equipment", label: "Equipment" },
    ],
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "fieldstaff");

const FieldPortalLayout = portalLayout({ title: "Field Portal", homeTo: "/fieldstaff/dashboard", nav: NAV });

export default function Layout() {
  useFieldServiceWorker();
  return <FieldPortalLayout />;
}

export { GeneralErrorBoundary as ErrorBoundary };
