import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { SHARED_CART_STATUSES, sharedCartToPseudoJob, type SharedCartStatus } from "~/domain/shared-cart.ts";
import { SHARED_CART_STATUS_LABELS } from "~/domain/shared-cart-flow.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { choiceParam, listRequest } from "~/utils/list-request.ts";
import { listSharedCarts } from "~/models/job-ops.server.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Shared carts | Bosun Operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const { url, page, pageSize, skip, take } = listRequest(request);
  const status = choiceParam(url, "status", SHARED_CART_STATUSES);
  const { total, rows } = await listSharedCarts(status, { skip, take });
  return json({
    status: status ?? "all",
    page,
    pageSize,
    total,
    carts: rows.map((r) => ({ ...sharedCartToPseudoJob(r), sharedStatus: r.status, messages: r._count.messages })),
  });
}

export default function SharedCarts() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Shared carts"
        description="Carts built for customers and shared by link. In job lists they appear as pseudo-jobs (CART-…)."
        links={[{ to: "/staff/shared-carts/new", label: "New shared cart", primary: true }]}
      />
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3 p-4">
        <FilterSelect
          id="status"
          name="status"
          label="Status"
          value={d.status}
          options={[
            { value: "all", label: "All statuses" },
            ...labelledOptions(SHARED_CART_STATUSES, SHARED_CART_STATUS_LABELS),
          ]}
          allLabel={null}
        />
        <button type="submit" className="btn-secondary">
          Filter
        </button>
      </Form>
      <PagedListTable
        rows={d.carts}
        paging={d}
        empty={
          <EmptyState title="No shared carts yet">
            Build one for a customer you've spoken with — they can accept it and pay online.
          </EmptyState>
        }
        columns={["Cart", "Customer", "Vessel", "Total", "Status", "Updated"]}
      >
        {(c) => (
          <tr key={c.id}>
            <td>
              <Link to={`/staff/shared-carts/${c.id.replace(/^shared_/, "")}`} className="font-semibold">
                {c.jobNumber}
              </Link>
              <span className="block text-xs">{c.title}</span>
            </td>
            <td>
              {c.customerContactName}
              <span className="block text-xs">{c.customerContactEmail}</span>
            </td>
            <td>{c.vesselName ?? "—"}</td>
            <td className="tabular-nums">{formatCents(c.totalCents)}</td>
            <td>
              <span className="badge bg-surface text-secondary">
                {SHARED_CART_STATUS_LABELS[c.sharedStatus as SharedCartStatus] ?? c.sharedStatus}
              </span>
              <span className="mt-1 block">
                <JobStatusBadge status={c.status} />
              </span>
              {c.messages ? (
                <span className="block text-xs">
                  {c.messages} message{c.messages === 1 ? "" : "s"}
                </span>
              ) : null}
            </td>
            <td>{formatDate(c.updatedAt)}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
