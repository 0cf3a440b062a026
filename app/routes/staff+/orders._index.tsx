import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { OrderCell } from "~/components/order-cell.tsx";
import { OrderStatusBadge } from "~/components/payment-status.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatCents } from "~/domain/money.ts";
import { ORDER_STATUSES, ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/domain/orders.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { listRequest } from "~/utils/list-request.ts";
import { prisma, type Prisma, textContains } from "~/utils/db.server.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Orders and payments | Bosun Operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const { url, page, pageSize, skip, take } = listRequest(request);
  const statusParam = url.searchParams.get("status") ?? "pending";
  const status = (ORDER_STATUSES as readonly string[]).includes(statusParam) ? statusParam : null;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 60);
  const number = Number(q.replace(/^BOS-/i, ""));
  const where: Prisma.OrderWhereInput = {
    ...(status ? { status } : {}),
    ...(q
      ? {
          OR: [
            { contactEmail: textContains(q.toLowerCase()) },
            { contactName: textContains(q) },
            ...(Number.isInteger(number) && number > 0 ? [{ number }] : []),
          ],
        }
      : {}),
  };
  const [total, orders] = await Promise.all([
    prisma.order.count({ where }),
    prisma.order.findMany({
      where,
      orderBy: { createdAt: "desc" },
      skip,
      take,
      select: {
        id: true,
        number: true,
        status: true,
        paymentMethod: true,
        contactName: true,
        contactEmail: true,
        vesselName: true,
        totalCents: true,
        dueNowCents: true,
        paidCents: true,
        createdAt: true,
      },
    }),
  ]);
  return json({ status: status ?? "all", q, page, pageSize, total, orders });
}

export default function StaffOrders() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Orders and payments"
        description="Orders from checkout and bookings. Record bank transfers and cash here when they arrive."
      />
      <FilterForm submitLabel="Search" submitClassName="btn-secondary">
        <FilterSelect
          id="status"
          name="status"
          label="Status"
          value={d.status}
          options={[{ value: "all", label: "All" }, ...labelledOptions(ORDER_STATUSES, ORDER_STATUS_LABELS)]}
          allLabel={null}
        />
        <SearchField
          label="Order number, name or email"
          defaultValue={d.q}
          placeholder="BOS-5001"
          className="min-w-[12rem] flex-1"
        />
      </FilterForm>
      <PagedListTable
        rows={d.orders}
        paging={d}
        empty={<EmptyState title="No orders match">Try another status or search.</EmptyState>}
        columns={["Order", "Customer", "Method", "Total", "Paid", "Status"]}
      >
        {(o) => (
          <tr key={o.id}>
            <OrderCell order={o} />
            <td>
              {o.contactName}
              <span className="block text-xs">{o.vesselName}</span>
            </td>
            <td className="text-xs">
              {PAYMENT_METHOD_LABELS[o.paymentMethod as PaymentMethod]?.split(" (")[0] ?? o.paymentMethod}
            </td>
            <td className="tabular-nums">{formatCents(o.totalCents)}</td>
            <td className="tabular-nums">{formatCents(o.paidCents)}</td>
            <td>
              <OrderStatusBadge status={o.status} />
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
