import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/new_admin", label: "Overview", end: true },
      { to: "/new_admin/invoices", label: "Invoices" },
      { to: "/admin/dashboard", label: "Classic admin" },
    ],
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return null;
}

export default function Layout() {
  return (
    <PortalShell title="New Admin" homeTo="/new_admin" nav={NAV}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
