import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { PAYMENT_METHOD_LABELS, formatInvoiceNumber, isPaymentMethod } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { listCustomerPayments } from "~/models/invoice-queries.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { ownListPage } from "~/utils/pagination.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";

export const meta: MetaFunction = () => [{ title: "Payments | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const { found: list, paging } = await ownListPage(request, (range) => listCustomerPayments(user.id, range));
  return json({
    ...paging,
    totalPaid: formatCents(list.totalPaidCents),
    payments: list.payments.map((p) => ({
      id: p.id,
      date: formatDate(p.receivedAt),
      amount: formatCents(p.amountCents),
      method: isPaymentMethod(p.method) ? PAYMENT_METHOD_LABELS[p.method] : p.method,
      reference: p.reference,
      invoiceId: p.invoice.id,
      invoiceNumber: formatInvoiceNumber(p.invoice.number),
    })),
  });
}

export default function Payments() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Payments"
        description="Every payment we have received from you, against the invoice it paid."
        links={[{ to: "/invoices", label: "Your invoices" }]}
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <StatCard label="Paid to date" value={d.totalPaid} />
        <StatCard label="Payments" value={d.total} />
      </div>
      <PagedListTable
        rows={d.payments}
        paging={d}
        empty={
          <EmptyState title="No payments yet">
            When you pay an invoice by bank transfer, card or cash, the payment appears here.
          </EmptyState>
        }
        columns={["Date", "Invoice", "Method", "Reference", { label: "Amount", align: "right" }]}
      >
        {(p) => (
          <tr key={p.id}>
            <td className="whitespace-nowrap">{p.date}</td>
            <td>
              <Link to={`/invoices/${p.invoiceId}`} className="font-semibold">
                {p.invoiceNumber}
              </Link>
            </td>
            <td>{p.method}</td>
            <td>{p.reference ?? "—"}</td>
            <td className="whitespace-nowrap text-right font-semibold">{p.amount}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
