import type { LoaderFunctionArgs } from "@remix-run/node";
import { AdminSearch } from "~/components/admin-search.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { portalLayout, type PortalNavGroup } from "~/components/portal-shell.tsx";
import { portalLayoutLoader } from "~/utils/portal-route.server.ts";

export const ADMIN_NAV: PortalNavGroup[] = [
  {
    items: [
      { to: "/admin/dashboard", label: "Dashboard" },
      { to: "/admin/hub", label: "Hub (search)" },
    ],
  },
  {
    heading: "Operations",
    items: [
      { to: "/admin/jobs", label: "Jobs", end: true },
      { to: "/admin/kanban-boards", label: "Kanban board" },
      { to: "/admin/jobs/create", label: "New job" },
      { to: "/admin/quote-builder", label: "Quotes" },
      { to: "/admin/quotes/create", label: "New quote" },
      { to: "/admin/quote-to-job", label: "Quote to job" },
      { to: "/admin/test-data-manager", label: "Test data" },
      { to: "/admin/assets", label: "Equipment" },
      { to: "/admin/job-card-integration", label: "Job card checklists" },
    ],
  },
  {
    heading: "Workforce",
    items: [
      { to: "/operations-center", label: "Operations centre" },
      { to: "/admin/dispatch", label: "Dispatch" },
      { to: "/admin/job-calendar", label: "Job calendar" },
      { to: "/admin/scheduling", label: "Scheduling" },
      { to: "/admin/staff", label: "Staff", end: true },
      { to: "/admin/credentials", label: "Credentials" },
      { to: "/admin/subcontractors", label: "Subcontractors" },
      { to: "/admin/slr", label: "Haul-outs" },
    ],
  },
  {
    heading: "People",
    items: [
      { to: "/admin/customers", label: "Customers" },
      { to: "/admin/active-clients", label: "Active clients" },
      { to: "/admin/tenant-management", label: "Fleet accounts" },
      { to: "/admin/vessels", label: "Vessels" },
      { to: "/admin/consultations", label: "Consultations" },
      { to: "/admin/newsletter-signups", label: "Newsletter" },
      { to: "/admin/users", label: "Users" },
      { to: "/admin/user-management", label: "User management" },
      { to: "/admin/audit-log", label: "Audit log" },
    ],
  },
  {
    heading: "Finance",
    items: [
      { to: "/admin/orders", label: "Orders" },
      { to: "/admin/invoices", label: "Invoices" },
      { to: "/admin/consolidated", label: "Fleet statements" },
      { to: "/admin/invoice-management", label: "Invoice management" },
      { to: "/admin/quotes-invoices", label: "Quotes & invoices" },
      { to: "/admin/invoice-builder", label: "Invoice builder" },
      { to: "/admin/subscriptions", label: "Subscriptions" },
      { to: "/admin/reports", label: "Reports" },
      { to: "/admin/profitability-intelligence", label: "Profitability" },
      { to: "/admin/company-overheads", label: "Overheads" },
    ],
  },
  {
    heading: "System",
    items: [
      { to: "/admin/email", label: "Email outbox" },
      { to: "/admin/settings", label: "Business settings" },
      { to: "/admin/theme", label: "Site theme" },
      { to: "/admin/service-configurations", label: "Service catalogue" },
      { to: "/admin/communication-test", label: "E-mail test" },
      { to: "/admin/test-quote-invoice", label: "Test quote & invoice" },
      { to: "/admin/email-templates", label: "E-mail templates" },
      { to: "/admin/communication-hub", label: "Communication hub" },
      { to: "/admin/portfolio", label: "Portfolio & gallery" },
      { to: "/admin/super-user", label: "Operator console" },
    ],
  },
  {
    heading: "Payments and data",
    items: [
      { to: "/admin/payment-integration", label: "Payment integration" },
      { to: "/admin/payment-test", label: "Payment test" },
      { to: "/admin/migrate-wordpress", label: "WordPress migration" },
      { to: "/admin/customers-migration", label: "Customer import" },
      { to: "/admin/vessels-migration", label: "Vessel import" },
      { to: "/admin/seed-data", label: "Demo data" },
    ],
  },
  {
    heading: "Automations",
    items: [
      { to: "/admin/ai-automation", label: "Overview" },
      { to: "/admin/trigger-management", label: "Rules" },
      { to: "/admin/ai-automations", label: "Runs" },
      { to: "/admin/enquiry-automation", label: "Enquiry workflow" },
      { to: "/admin/ai-operations", label: "Background work" },
      { to: "/staff/tasks", label: "Staff tasks" },
      { to: "/admin/email-processing-test", label: "Inbound e-mail" },
      { to: "/admin/voice-monitoring", label: "Calls" },
      { to: "/admin/vocc-test", label: "Call test console" },
    ],
  },
];

export const loader = ({ request }: LoaderFunctionArgs) => portalLayoutLoader(request, "admin");

export default portalLayout({ title: "Admin", homeTo: "/admin/dashboard", nav: ADMIN_NAV, search: <AdminSearch /> });

export { GeneralErrorBoundary as ErrorBoundary };
