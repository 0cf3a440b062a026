import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "~/domain/orders.ts";
import { listOrdersForCustomer } from "~/models/order.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { ownListPage } from "~/utils/pagination.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";

export const meta: MetaFunction = () => [{ title: "Orders | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const { found, paging } = await ownListPage(request, (range) => listOrdersForCustomer(user.id, range));
  return json({ ...paging, ...found });
}

export default function Orders() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title="Orders" description="Everything you have booked and paid for with us." />
      <PagedListTable
        rows={d.orders}
        paging={d}
        empty={
          <EmptyState title="No orders yet">
            <Link to="/services">Browse our services</Link> or <Link to="/book">book one</Link>.
          </EmptyState>
        }
        columns={["Order", "Date", "Services", "Status", { label: "Total", align: "right" }]}
      >
        {(o) => (
          <tr key={o.id} data-testid="order-row">
            <td>
              <Link to={`/customer/orders/${o.id}`} className="font-semibold">
                BOS-{o.number}
              </Link>
            </td>
            <td>{formatDate(o.createdAt)}</td>
            <td>
              {o.items.map((i) => i.name).join(", ")}
              {o.vesselName ? <span className="block text-xs text-ink/80">{o.vesselName}</span> : null}
            </td>
            <td>{ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status}</td>
            <td className="text-right">{formatCents(o.totalCents)}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
