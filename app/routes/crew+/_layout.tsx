import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/crew/dashboard", label: "Dashboard" },
      { to: "/crew/vessels", label: "Vessels" },
    ],
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "crew");
  return null;
}

export default function Layout() {
  return (
    <PortalShell title="Crew Portal" homeTo="/crew/dashboard" nav={NAV}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
