import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceFilterForm, InvoiceTable } from "~/components/invoice-list.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatCents } from "~/domain/money.ts";
import { invoiceListPage, revenueFromPaidJobs } from "~/models/invoice-queries.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Invoices | Bosun new admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [list, revenue] = await Promise.all([invoiceListPage(new URL(request.url), getNow(request)), revenueFromPaidJobs()]);
  return json({ ...list, revenue: formatCents(revenue.cents), paidJobs: revenue.jobs });
}

export default function NewAdminInvoices() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Every invoice, what is owed and what is overdue. Totals follow the filters."
        actions={
          <>
            <Link to="/admin/invoices/create" className="btn-primary">
              Invoice a completed job
            </Link>
            <Link to="/admin/invoice-builder" className="btn-secondary">
              Build by hand
            </Link>
            <a href={`/admin/invoices/export${d.exportQuery ? `?${d.exportQuery}` : ""}`} className="btn-secondary" download>
              Export CSV
            </a>
          </>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Outstanding" value={d.outstanding} hint={`${d.outstandingCount} unpaid invoice${d.outstandingCount === 1 ? "" : "s"}`} />
        <StatCard label="Overdue" value={d.overdue} hint={`${d.overdueCount} past the due date`} />
        <StatCard label="Revenue (paid jobs)" value={d.revenue} hint={`${d.paidJobs} paid job${d.paidJobs === 1 ? "" : "s"}`} />
      </div>
      <InvoiceFilterForm filters={d.filters} />
      <InvoiceTable rows={d.rows} hrefFor={(id) => `/admin/invoices/${id}`} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
