import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { CustomerInvoiceList } from "~/components/invoice-list.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatCents } from "~/domain/money.ts";
import { listOwnerInvoices, toInvoiceRow } from "~/models/invoice-queries.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { ownListPage } from "~/utils/pagination.ts";
import { getCardProvider } from "~/utils/payments.server.ts";

export const meta: MetaFunction = () => [{ title: "Invoices | Owner Portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const now = getNow(request);
  const { found: list, paging } = await ownListPage(request, (range) => listOwnerInvoices(user.id, range));
  return json({
    ...paging,
    owing: formatCents(list.owingCents),
    cardEnabled: !!getCardProvider(),
    rows: list.invoices.map((i) => ({
      ...toInvoiceRow(i, now),
      billedTo: i.customerId === user.id ? null : i.customerName,
    })),
  });
}

export default function OwnerInvoices() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Invoices"
        description="Tax invoices for the work done on your vessels (and on the vessels of organisations you manage), with what is still owing."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <StatCard
          label="Owing"
          value={d.owing}
          hint={
            d.cardEnabled
              ? "Open an invoice to pay it by card, or pay by bank transfer with the invoice number as the reference."
              : "Pay by bank transfer using the invoice number as reference."
          }
        />
        <StatCard label="Invoices" value={d.total} />
      </div>
      <CustomerInvoiceList rows={d.rows} hrefFor={(id) => `/owner/invoices/${id}`} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
