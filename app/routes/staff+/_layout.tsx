import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

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

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  return null;
}

export default function Layout() {
  return (
    <PortalShell title="Operations Portal" homeTo="/staff/dashboard" nav={NAV}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
