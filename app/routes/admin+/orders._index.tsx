import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { OrderCell } from "~/components/order-cell.tsx";
import { OrderStatusBadge } from "~/components/payment-status.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { FilterButtons } from "~/components/ui/filter-fields.tsx";
import { DateRangeFields } from "~/components/ui/date-range-fields.tsx";
import {
  PAYMENT_STATES,
  PAYMENT_STATE_LABELS,
  filterQuery,
  parseOrderFilters,
  paymentState,
} from "~/domain/back-office-lists.ts";
import { formatCents } from "~/domain/money.ts";
import { ORDER_STATUSES, ORDER_STATUS_LABELS } from "~/domain/orders.ts";
import { listOrdersForAdmin } from "~/models/back-office-lists.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";

export const meta: MetaFunction = () => [{ title: "Orders | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const filters = parseOrderFilters(url.searchParams);
  const { total, capped, orders } = await listOrdersForAdmin(filters, { skip, take });
  return json({
    filters,
    query: filterQuery({ ...filters }),
    page,
    pageSize,
    total,
    capped,
    orders: orders.map((o) => ({ ...o, payment: paymentState(o) })),
  });
}

export default function AdminOrders() {
  const d = useLoaderData<typeof loader>();
  const f = d.filters;
  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order from checkout, bookings and service payments. Open one to record a payment."
        links={[{ to: `/admin/orders/export${d.query ? `?${d.query}` : ""}`, label: "Export CSV", download: true }]}
      />
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6" role="search">
        <SearchField
          id="orders-q"
          label="Order number, name, e-mail or vessel"
          defaultValue={f.q}
          className="sm:col-span-2"
        />
        <FilterSelect
          id="orders-status"
          name="status"
          label="State"
          value={f.status}
          options={labelledOptions(ORDER_STATUSES, ORDER_STATUS_LABELS)}
        />
        <FilterSelect
          id="orders-payment"
          name="payment"
          label="Payment"
          value={f.payment}
          options={labelledOptions(PAYMENT_STATES, PAYMENT_STATE_LABELS)}
        />
        <DateRangeFields idPrefix="orders" from={f.from} to={f.to} />
        <FilterButtons />
      </Form>
      <PagedListTable
        rows={d.orders}
        paging={d}
        empty={<EmptyState title="No orders match">Try another state or a wider date range.</EmptyState>}
        testId="orders-table"
        columns={[
          "Order",
          "Customer",
          "State",
          "Payment",
          { label: "Total", align: "right" },
          { label: "Paid", align: "right" },
        ]}
      >
        {(o) => (
          <tr key={o.id}>
            <OrderCell order={o} />
            <td>
              {o.customerId ? <Link to={`/admin/customers/${o.customerId}`}>{o.contactName}</Link> : o.contactName}
              <span className="block text-xs">
                {o.contactEmail}
                {o.vesselName ? ` · ${o.vesselName}` : ""}
              </span>
            </td>
            <td>
              <OrderStatusBadge status={o.status} />
            </td>
            <td>{PAYMENT_STATE_LABELS[o.payment]}</td>
            <td className="text-right tabular-nums">{formatCents(o.totalCents)}</td>
            <td className="text-right tabular-nums">{formatCents(o.paidCents)}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
