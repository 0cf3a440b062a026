import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/customer/dashboard", label: "Dashboard" },
      { to: "/customer/orders", label: "Orders" },
      { to: "/customer/bookings", label: "Bookings" },
      { to: "/customer/subscriptions", label: "Subscriptions" },
      { to: "/invoices", label: "Invoices" },
      { to: "/customer/payments", label: "Payments" },
      { to: "/customer/payment-methods", label: "Payment methods" },
      { to: "/customer/downloads", label: "Downloads" },
      { to: "/customer/profile", label: "Profile" },
      { to: "/customer/addresses", label: "Addresses" },
      { to: "/customer/account", label: "Account" },
    ],
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "customer");
  return null;
}

export default function Layout() {
  return (
    <PortalShell title="My Account" homeTo="/customer/dashboard" nav={NAV}>
      <Outlet />
    </PortalShell>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
