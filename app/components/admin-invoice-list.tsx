import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { InvoiceFilterForm, InvoiceTable } from "~/components/invoice-list.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import type { adminInvoiceList } from "~/models/invoice-queries.server.ts";

/** The office's invoice list, the same in the classic and the new admin. */
export function AdminInvoiceList({ d }: { d: SerializeFrom<typeof adminInvoiceList> }) {
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
            <a
              href={`/admin/invoices/export${d.exportQuery ? `?${d.exportQuery}` : ""}`}
              className="btn-secondary"
              download
            >
              Export CSV
            </a>
          </>
        }
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label="Outstanding"
          value={d.outstanding}
          hint={`${d.outstandingCount} unpaid invoice${d.outstandingCount === 1 ? "" : "s"}`}
        />
        <StatCard label="Overdue" value={d.overdue} hint={`${d.overdueCount} past the due date`} />
        <StatCard
          label="Revenue (paid jobs)"
          value={d.revenue}
          hint={`${d.paidJobs} paid job${d.paidJobs === 1 ? "" : "s"}`}
        />
      </div>
      <InvoiceFilterForm filters={d.filters} />
      <InvoiceTable rows={d.rows} hrefFor={(id) => `/admin/invoices/${id}`} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}
