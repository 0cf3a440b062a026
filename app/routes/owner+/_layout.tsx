import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/owner/dashboard-cards", label: "Overview" },
      { to: "/owner/dashboard", label: "Dashboard" },
      { to: "/owner/invoices", label: "Invoices" },
    ],
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "owner");
  return null;
}

export default function Layout() {
  return (
    <PortalShell title="Owner Portal" homeTo="/owner/dashboard-cards" nav={NAV}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
