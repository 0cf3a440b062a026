// Every route path of spec §2 (plus the ones Bosun adds), with who may open it and who built it.
// tests/e2e/route-access.spec.ts walks this list as an anonymous visitor, a customer and an admin.
// When you add a route, add it here; when you build a planned one, flip `built` to true.

export type Access =
  | "public" // anyone
  | "login" // any signed-in user
  | "owner" // owner portal: owner, customer, admin
  | "customer" // account area: any signed-in user
  | "staff" // operations: staff, manager, service_provider, admin
  | "fieldstaff" // marine_professional, admin
  | "crew" // crew_member, admin
  | "admin"; // admin only → 403 'Admin Access Required'

export interface RouteEntry {
  /** The path as the spec writes it; {param} segments are filled from `sample`. */
  path: string;
  access: Access;
  /** The issue that builds it (2 foundation, 3 public site, 4 cart/checkout, 5 quotes/jobs, 6 invoices); null: none yet. */
  issue: number | null;
  built: boolean;
  /** A concrete URL to request when the path has parameters. */
  sample?: string;
  /** What a permitted visitor gets when the sample is not a real record (e.g. 404). */
  permittedStatus?: number;
  /** Pages that send signed-in visitors elsewhere (e.g. /auth → /home). */
  signedInRedirect?: string;
  /** A JSON API route: refusals are 401 (anonymous) and 403 (no role) with a JSON error, never a redirect. */
  api?: boolean;
}

const r = (
  path: string,
  access: Access,
  issue: number | null,
  built: boolean,
  extra: Partial<RouteEntry> = {},
): RouteEntry => ({
  path,
  access,
  issue,
  built,
  ...extra,
});

export const ROUTE_MANIFEST: RouteEntry[] = [
  // ── foundation (issue 2)
  r("/", "public", 2, true),
  r("/home", "public", 2, true),
  r("/auth", "public", 2, true, { signedInRedirect: "/home" }),
  r("/forgot-password", "public", 2, true),
  r("/reset-password", "public", 2, true),
  r("/verify-email", "public", 2, true),
  r("/healthcheck", "public", 2, true),
  r("/dashboard", "login", 2, true),
  r("/professional/dashboard", "login", 2, true),
  r("/owner/dashboard", "owner", 2, true),
  r("/owner/dashboard-cards", "owner", 2, true),
  r("/customer/dashboard", "customer", 2, true),
  r("/customer/account", "customer", 2, true),
  r("/staff/dashboard", "staff", 2, true),
  r("/fieldstaff/dashboard", "fieldstaff", 2, true),
  r("/crew/dashboard", "crew", 2, true),
  r("/admin", "admin", 2, true),
  r("/admin/dashboard", "admin", 2, true),
  r("/admin/users", "admin", 2, true),
  r("/admin/users/{userId}", "admin", 2, true, { sample: "/admin/users/no-such-user", permittedStatus: 404 }),
  r("/admin/audit-log", "admin", 2, true),
  r("/admin/email", "admin", 2, true),
  r("/new_admin", "admin", 2, true),

  // ── public site (issue 3)
  ...[
    "/about-us",
    "/detailing-service-builders",
    "/hull-service-builders",
    "/portfolio",
    "/nereus",
    "/contact",
    "/services/marine-detailing-sydney",
    "/services/boat-maintenance-sydney",
    "/services/marine-electrical-sydney",
    "/services/hull-services-sydney",
    "/services/project-management-sydney",
    "/services/shipwright-sydney",
    "/services/electrical-sydney",
    "/services/project-management",
    "/services/external-clean",
    "/services/internal-clean",
    "/services/vessel-polish",
    "/services/hull-dive",
    "/services/teak-deck",
    "/services/engine-room",
    "/service-details",
    "/sydney-marine-services",
    // added by issue 3
    "/services",
    "/services/antifouling",
    "/services/vessel-delivery",
    "/why-us",
    "/newsletter",
    "/contact/thank-you",
    "/api/gallery/images",
    "/sitemap.xml",
    "/robots.txt",
  ].map((p) => r(p, "public", 3, true)),
  r("/portfolio/{identifier}", "public", 3, true, { sample: "/portfolio/no-such-project", permittedStatus: 404 }),
  r("/services/{slug}", "public", 3, true, { sample: "/services/no-such-service", permittedStatus: 404 }),
  r("/newsletter/confirm", "public", 3, true, {
    sample: "/newsletter/confirm?token=not-a-real-token",
    permittedStatus: 400,
  }),

  // ── cart, checkout, bookings, payments (issue 4)
  ...["/services/cart", "/cart", "/checkout", "/book", "/booking-confirmation", "/booking-success"].map((p) =>
    r(p, "public", 4, true),
  ),
  ...["/complete-subscription", "/subscription-activated"].map((p) => r(p, "public", 14, true)),
  r("/cart/shared/{shareId}", "public", 4, true, { sample: "/cart/shared/no-such-cart", permittedStatus: 404 }),
  r("/shared-cart/{token}", "public", 4, true, { sample: "/shared-cart/no-such-token", permittedStatus: 404 }),
  r("/payment/success", "login", 4, true),
  r("/payment/failure", "login", 4, true),
  r("/payment/pending", "login", 4, true),
  r("/services/payment/{serviceId}", "login", 4, true, {
    sample: "/services/payment/no-such-service",
    permittedStatus: 404,
  }),
  r("/services/one-off-payment", "login", 4, true),
  r("/resources/stripe-webhook", "public", 4, true, { permittedStatus: 405 }),

  // ── the JSON API of §7 (issue 12); GET on a POST-only call is a typed 405
  ...["/api/auth/signup", "/api/auth/signin", "/api/auth/signout"].map((p) =>
    r(p, "public", 12, true, { api: true, permittedStatus: 405 }),
  ),
  r("/api/auth/session", "public", 12, true, { api: true }),
  r("/api/openapi.json", "public", 12, true, { api: true }),
  r("/api/jobs", "staff", 12, true, { api: true }),
  r("/api/shared-carts", "staff", 12, true, { api: true }),
  r("/api/profiles", "login", 17, true, { api: true, sample: "/api/profiles?email=customer@example.com" }),
  r("/staff/shared-carts", "staff", 4, true),
  r("/staff/shared-carts/new", "staff", 4, true),
  r("/staff/shared-carts/{id}", "staff", 4, true, { sample: "/staff/shared-carts/no-such-cart", permittedStatus: 404 }),
  r("/staff/orders", "staff", 4, true),
  r("/staff/orders/{id}", "staff", 4, true, { sample: "/staff/orders/no-such-order", permittedStatus: 404 }),

  // ── quotes and jobs (issue 5)
  r("/quote/{id}", "public", 5, true, { sample: "/quote/no-such-quote", permittedStatus: 404 }),
  r("/quotes/{quoteId}/respond", "public", 5, true, { sample: "/quotes/no-such-quote/respond", permittedStatus: 404 }),
  r("/quotes", "login", 5, true),
  r("/staff/customers", "staff", 5, true),
  r("/staff/customers/{id}", "staff", 5, true, { sample: "/staff/customers/no-such-customer", permittedStatus: 404 }),
  r("/staff/jobs", "staff", 5, true),
  r("/staff/jobs/{id}", "staff", 5, true, { sample: "/staff/jobs/no-such-job", permittedStatus: 404 }),
  r("/staff/create-quote", "staff", 5, true),
  r("/staff/profile/{staffId}", "staff", 5, true, { sample: "/staff/profile/no-such-staff", permittedStatus: 404 }),
  // Bosun additions: the team's quote list and pages (the spec shows only /staff/create-quote).
  r("/staff/quotes", "staff", 5, true),
  r("/staff/quotes/{id}", "staff", 5, true, { sample: "/staff/quotes/no-such-quote", permittedStatus: 404 }),
  r("/staff/quotes/{id}/edit", "staff", 5, true, { sample: "/staff/quotes/no-such-quote/edit", permittedStatus: 404 }),
  ...[
    "jobs",
    "jobs/create",
    "quotes/create",
    "quote-builder",
    "quote-to-job",
    "kanban-boards",
    "test-data-manager",
  ].map((p) => r(`/admin/${p}`, "admin", 5, true)),
  r("/admin/jobs/{id}", "admin", 5, true, { sample: "/admin/jobs/no-such-job", permittedStatus: 404 }),
  r("/admin/quotes/{id}", "admin", 5, true, { sample: "/admin/quotes/no-such-quote", permittedStatus: 404 }),
  r("/admin/quotes/{id}/edit", "admin", 5, true, { sample: "/admin/quotes/no-such-quote/edit", permittedStatus: 404 }),

  // ── invoices (issue 6)
  r("/invoices", "login", 6, true),
  r("/invoices/{id}", "login", 6, true, { sample: "/invoices/no-such-invoice", permittedStatus: 404 }),
  r("/owner/invoices/{id}", "owner", 6, true, { sample: "/owner/invoices/no-such-invoice", permittedStatus: 404 }),
  r("/customer/payments", "customer", 6, true),
  r("/new_admin/invoices", "admin", 6, true),
  ...["invoices", "invoice-management", "quotes-invoices", "invoices/create", "invoice-builder"].map((p) =>
    r(`/admin/${p}`, "admin", 6, true),
  ),
  r("/admin/invoices/{id}", "admin", 6, true, { sample: "/admin/invoices/no-such-invoice", permittedStatus: 404 }),
  r("/admin/invoices/{id}/edit", "admin", 6, true, {
    sample: "/admin/invoices/no-such-invoice/edit",
    permittedStatus: 404,
  }),
  // Bosun additions: the e-mailed no-login link, the owner's list, staff payment recording, CSV, PDF download.
  r("/invoice/{token}", "public", 6, true, { sample: "/invoice/no-such-token-0123456789", permittedStatus: 404 }),
  r("/owner/invoices", "owner", 6, true),
  r("/staff/invoices", "staff", 6, true),
  r("/staff/invoices/{id}", "staff", 6, true, { sample: "/staff/invoices/no-such-invoice", permittedStatus: 404 }),
  r("/admin/invoices/export", "admin", 6, true),
  r("/resources/invoices/{id}/pdf", "login", 6, true, {
    sample: "/resources/invoices/no-such-invoice/pdf",
    permittedStatus: 404,
  }),

  // ── the owner portal and the vessel record (issue 13)
  ...[
    "/owner/budget",
    "/owner/vessels",
    "/owner/add-vessel",
    "/owner/service-requests",
    "/owner/service-history",
    "/owner/services",
    "/owner/documents",
    "/owner/documents/premium",
    "/owner/documents/ultra",
    "/owner/upload-documents",
    "/owner/booking",
    "/owner/bookings",
    "/owner/account",
  ].map((p) => r(p, "owner", 13, true)),
  r("/owner/vessels/{id}", "owner", 13, true, { sample: "/owner/vessels/x", permittedStatus: 404 }),
  r("/owner/vessels/{id}/edit", "owner", 13, true, { sample: "/owner/vessels/x/edit", permittedStatus: 404 }),
  // Bosun additions: operations' and crew's view of a vessel, the transfer link, the history PDF.
  r("/staff/vessels", "staff", 13, true),
  r("/staff/vessels/{id}", "staff", 13, true, { sample: "/staff/vessels/x", permittedStatus: 404 }),
  r("/staff/vessels/{id}/edit", "staff", 13, true, { sample: "/staff/vessels/x/edit", permittedStatus: 404 }),
  r("/crew/vessels", "crew", 13, true),
  r("/crew/vessels/{id}", "crew", 13, true, { sample: "/crew/vessels/x", permittedStatus: 404 }),
  r("/vessel-transfer/{token}", "public", 13, true, { sample: "/vessel-transfer/no-such-token", permittedStatus: 404 }),
  r("/shared-documents/{token}", "public", 13, true, {
    sample: "/shared-documents/no-such-token",
    permittedStatus: 404,
  }),
  r("/resources/shared-documents/{token}/{id}", "public", 13, true, {
    sample: "/resources/shared-documents/no-such-token/x",
    permittedStatus: 404,
  }),
  r("/resources/documents/{id}/download", "login", 13, true, {
    sample: "/resources/documents/no-such-document/download",
    permittedStatus: 404,
  }),
  r("/resources/vessels/{id}/photo", "login", 13, true, {
    sample: "/resources/vessels/no-such-vessel/photo",
    permittedStatus: 404,
  }),
  r("/resources/vessels/{id}/history.pdf", "login", 13, true, {
    sample: "/resources/vessels/no-such-vessel/history.pdf",
    permittedStatus: 404,
  }),
  // Live updates (issue 12, ADR 120): an EventSource stream for signed-in pages; anything else gets 406.
  r("/resources/live", "login", 12, true, { permittedStatus: 406 }),
  // ── in the spec, not yet built: guarded by their portal, 404 until built
  // The field (issue 16): the job card, the worker's time and equipment, the equipment register.
  ...["/fieldstaff/equipment", "/fieldstaff/time-management"].map((p) => r(p, "fieldstaff", 16, true)),
  r("/admin/assets", "admin", 16, true),
  ...["/admin/job-card-integration", "/admin/job-card-test"].map((p) => r(p, "admin", 16, true)),
  r("/fieldstaff/jobs/{id}", "fieldstaff", 16, true, { sample: "/fieldstaff/jobs/x", permittedStatus: 404 }),
  // Job-card photos (POST) and the files behind them, the drawn signature (issue 16, ADR 161).
  ...["/resources/jobs/{id}/photos", "/resources/jobs/{id}/photos/{photoId}", "/resources/jobs/{id}/signature"].map(
    (p) =>
      r(p, "fieldstaff", 16, true, {
        sample: p.replace("{id}", "x").replace("{photoId}", "y"),
        permittedStatus: 404,
      }),
  ),
  // The account area (issue 14, in part): orders, bookings (the owner portal's screen) and downloads.
  ...["/customer/orders", "/customer/bookings", "/customer/downloads", "/customer/profile", "/customer/addresses"].map(
    (p) => r(p, "customer", 14, true),
  ),
  r("/confirm-email-change", "public", 14, true, { sample: "/confirm-email-change?token=nope", permittedStatus: 404 }),
  r("/customer/orders/{orderId}", "customer", 14, true, { sample: "/customer/orders/x", permittedStatus: 404 }),
  ...["/customer/subscriptions", "/customer/payment-methods"].map((p) => r(p, "customer", 14, true)),
  r("/customer/subscription/{subscriptionId}", "customer", 14, true, {
    sample: "/customer/subscription/x",
    permittedStatus: 404,
  }),
  // Subcontractor work orders (issue 16, ADR 161): the link's token opens it; without one it is a plain 404.
  r("/subcontractor/dashboard", "public", 16, true, { permittedStatus: 404 }),
  r("/subcontractor/upload", "public", 16, true, { permittedStatus: 404 }),
  // Back-office (issue 17): customers, users, orders, vessels, enquiries and newsletter sign-ups.
  ...["/admin/customers", "/admin/customer-database"].map((p) => r(p, "admin", 17, true)),
  r("/admin/customers/export", "admin", 17, true),
  r("/admin/customers/duplicates", "admin", 17, true),
  ...[
    "/admin/orders",
    "/admin/orders/export",
    "/admin/vessels",
    "/admin/user-management",
    "/admin/active-clients",
    "/admin/consultations",
    "/admin/newsletter-signups",
    "/admin/newsletter-signups/export",
  ].map((p) => r(p, "admin", 17, true)),
  r("/admin/customers/{id}", "admin", 17, true, { sample: "/admin/customers/x", permittedStatus: 404 }),
  // Fleet accounts, consolidated statements and the hub (issue 17, ADR 171).
  ...["/admin/tenant-management", "/admin/tenant-management/new", "/admin/consolidated", "/admin/hub"].map((p) =>
    r(p, "admin", 17, true),
  ),
  r("/admin/tenant-management/{id}", "admin", 17, true, {
    sample: "/admin/tenant-management/x",
    permittedStatus: 404,
  }),
  ...["/admin/consolidated/csv", "/admin/consolidated/pdf"].map((p) =>
    r(p, "admin", 17, true, { sample: `${p}?fleet=x&month=2026-01`, permittedStatus: 404 }),
  ),
  // Back-office settings and theme (issue 18, ADR 180).
  ...[
    "/admin/settings",
    "/admin/theme",
    "/admin/theme/preview",
    "/admin/service-configurations",
    "/admin/communication-test",
    "/admin/test-quote-invoice",
    "/admin/test-quote-invoice/pdf",
  ].map((p) => r(p, "admin", 18, true)),
  // Back-office content and consoles (issue 18, ADR 181).
  r("/admin/super-user", "admin", 18, true),
  r("/admin/portfolio", "admin", 18, true),
  r("/admin/portfolio/upload", "admin", 18, true),
  r("/admin/portfolio/projects", "admin", 18, true),
  r("/resources/gallery/{id}", "public", 18, true, {
    sample: "/resources/gallery/no-such-image",
    permittedStatus: 404,
  }),
  r("/admin/portfolio/upload-project", "admin", 18, true),
  r("/resources/portfolio-image/{id}", "public", 18, true, {
    sample: "/resources/portfolio-image/no-such-image",
    permittedStatus: 404,
  }),
  r("/admin/communication-hub", "admin", 18, true),
  r("/admin/email-templates", "admin", 18, true),
  r("/admin/email-templates/{key}", "admin", 18, true, {
    sample: "/admin/email-templates/no-such-template",
    permittedStatus: 404,
  }),
  r("/admin/subscriptions", "admin", 14, true),
  // Money and insight (issue 19).
  ...["/admin/reports", "/admin/profitability-intelligence", "/admin/company-overheads"].map((p) =>
    r(p, "admin", 19, true),
  ),
  r("/admin/reports/csv", "admin", 19, true, { sample: "/admin/reports/csv?view=gst", permittedStatus: 200 }),
  r("/admin/subscriptions/{subscriptionId}", "admin", 14, true, {
    sample: "/admin/subscriptions/x",
    permittedStatus: 404,
  }),
  // Workforce and dispatch (issue 15).
  ...[
    "/admin/staff",
    "/admin/staff-profiles",
    "/admin/credentials",
    "/admin/credentials/upload",
    "/admin/dispatch",
    "/admin/scheduling",
    "/admin/job-calendar",
    "/admin/subcontractors",
    "/admin/subcontractor",
    "/admin/slr",
    "/operations-center",
    "/field-staff/dashboard",
  ].map((p) => r(p, "admin", 15, true)),
  r("/admin/slr/{slrId}", "admin", 15, true, { sample: "/admin/slr/x", permittedStatus: 404 }),
  r("/admin/staff-profiles/{staffId}", "admin", 15, true, { sample: "/admin/staff-profiles/x", permittedStatus: 404 }),
  r("/admin/staff/edit/{staffId}", "admin", 15, true, { sample: "/admin/staff/edit/x", permittedStatus: 404 }),
  r("/admin/credentials/{id}/file", "admin", 15, true, { sample: "/admin/credentials/x/file", permittedStatus: 404 }),
  r("/api/staff", "staff", 15, true, { api: true }),
  r("/admin/timesheets/export", "admin", 15, true),
  r("/staff/{token}/calendar.ics", "public", 15, true, {
    sample: "/staff/no-such-token/calendar.ics",
    permittedStatus: 404,
  }),
  // Payment consoles, demo data and imports (issue 18, ADR 185). {name}-migration: wordpress, customers, vessels.
  ...[
    "/admin/payment-integration",
    "/admin/payment-test",
    "/admin/seed-data",
    "/admin/migrate-wordpress",
    "/admin/customers-migration",
    "/admin/vessels-migration",
  ].map((p) => r(p, "admin", 18, true)),
  r("/admin/{name}-migration", "admin", 18, true, { sample: "/admin/wordpress-migration" }),
  r("/admin/import", "admin", 18, true, { permittedStatus: 302 }),
  // Automations (issue 20, ADR 200).
  ...[
    "/admin/trigger-management",
    "/workflow-builder",
    "/admin/ai-automation",
    "/admin/ai-automations",
    "/admin/enquiry-automation",
    "/admin/ai-operations",
  ].map((p) => r(p, "admin", 20, true)),
  r("/admin/{name}-workflow", "admin", 20, true, { sample: "/admin/enquiry-workflow" }),
  // Bosun addition (issue 20, ADR 201): the team's tasks, made by hand or by an automation.
  r("/staff/tasks", "staff", 20, true),
  // Intake (issue 20, ADR 201): the e-mail processing test, the call log and the call test console, and the signed
  // webhooks the mail and phone providers post to.
  ...["/admin/email-processing-test", "/admin/voice-monitoring", "/admin/vocc-test"].map((p) =>
    r(p, "admin", 20, true),
  ),
  r("/resources/inbound/{id}/attachments/{n}", "staff", 20, true, {
    sample: "/resources/inbound/x/attachments/0",
    permittedStatus: 404,
  }),
  ...["/resources/inbound-email-webhook", "/resources/telephony-webhook"].map((p) =>
    r(p, "public", 20, true, { permittedStatus: 405 }),
  ),
];

export function urlFor(entry: RouteEntry) {
  return entry.sample ?? entry.path;
}
