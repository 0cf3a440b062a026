import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { InvoiceFilterForm, InvoiceTable } from "~/components/invoice-list.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { invoiceListPage } from "~/models/invoice-queries.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Invoices | Operations Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  return json(await invoiceListPage(new URL(request.url), getNow(request), { status: "unpaid" }));
}

export default function StaffInvoices() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Record cash and bank-transfer payments as customers pay. Unpaid invoices are shown first."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <StatCard label="Outstanding" value={d.outstanding} hint={`${d.outstandingCount} unpaid`} />
        <StatCard label="Overdue" value={d.overdue} hint={`${d.overdueCount} past the due date`} />
      </div>
      <InvoiceFilterForm filters={d.filters} />
      <InvoiceTable rows={d.rows} hrefFor={(id) => `/staff/invoices/${id}`} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
