import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { useFieldServiceWorker } from "~/components/field-offline.tsx";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/fieldstaff/dashboard", label: "My jobs" },
      { to: "/fieldstaff/time-management", label: "My time" },
      { to: "/fieldstaff/equipment", label: "Equipment" },
    ],
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "fieldstaff");
  return null;
}

export default function Layout() {
  useFieldServiceWorker();
  return (
    <PortalShell title="Field Portal" homeTo="/fieldstaff/dashboard" nav={NAV}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
