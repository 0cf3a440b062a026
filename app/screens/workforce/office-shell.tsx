// The frame of the office pages that live outside /admin (issue 15): /operations-center and /field-staff/dashboard.
import type { ReactNode } from "react";
import { PortalShell, type PortalNavGroup } from "~/components/portal-shell.tsx";

const OFFICE_NAV: PortalNavGroup[] = [
  {
    heading: "Today",
    items: [
      { to: "/operations-center", label: "Operations centre" },
      { to: "/field-staff/dashboard", label: "Field team today" },
    ],
  },
  {
    heading: "Plan",
    items: [
      { to: "/admin/dispatch", label: "Dispatch board" },
      { to: "/admin/job-calendar", label: "Job calendar" },
      { to: "/admin/scheduling", label: "Scheduling" },
      { to: "/admin/credentials", label: "Credentials" },
    ],
  },
  { items: [{ to: "/admin/dashboard", label: "Admin dashboard" }] },
];

export function OfficeShell({ children }: { children: ReactNode }) {
  return (
    <PortalShell title="Operations" homeTo="/operations-center" nav={OFFICE_NAV}>
      {children}
    </PortalShell>
  );
}
