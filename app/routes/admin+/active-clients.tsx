import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { CustomerCell } from "~/components/admin/customer-cell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { activeMonths } from "~/domain/customers.ts";
import { formatCents } from "~/domain/money.ts";
import { listActiveClients } from "~/models/back-office-lists.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Active clients | Bosun admin" }];

// /admin/active-clients: customers who paid for work invoiced in the last N months, most valuable first, with their
// open work and next booked visit. Grouped, sorted and paged in the database.
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const months = activeMonths(url.searchParams.get("months"));
  const { clients, hasNext } = await listActiveClients(months, { skip, take }, getNow(request));
  return json({ months, page, pageSize, clients, hasNext });
}

export default function AdminActiveClients() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const pageHref = (p: number) => {
    const params = new URLSearchParams(location.search);
    params.set("page", String(p));
    return `?${params}`;
  };
  return (
    <>
      <PageHeader
        title="Active clients"
        description="Customers who paid for work invoiced in the period, by value paid."
      />
      <FilterForm submitLabel="Show">
        <div>
          <label htmlFor="active-months" className="field-label">
            Months back
          </label>
          <input
            id="active-months"
            name="months"
            type="number"
            min={1}
            max={36}
            defaultValue={d.months}
            className="field-input w-28"
          />
        </div>
      </FilterForm>
      {d.clients.length === 0 ? (
        <EmptyState title="No paid work in this period">Try a longer period.</EmptyState>
      ) : (
        <ListTable
          testId="active-clients-table"
          columns={[
            "Customer",
            { label: "Paid in period", align: "right" },
            { label: "Invoices", align: "right" },
            { label: "Open jobs", align: "right" },
            "Next visit",
          ]}
        >
          {d.clients.map((c) => (
            <tr key={c.id}>
              <CustomerCell customer={c} />
              <td className="text-right tabular-nums">{formatCents(c.paidCents)}</td>
              <td className="text-right tabular-nums">{c.invoices}</td>
              <td className="text-right tabular-nums">{c.openJobs}</td>
              <td>{c.nextVisit ?? "—"}</td>
            </tr>
          ))}
        </ListTable>
      )}
      <nav aria-label="Pagination" className="mt-4 flex gap-2 text-sm">
        {d.page > 1 ? (
          <Link to={pageHref(d.page - 1)} className="btn-secondary" rel="prev">
            ← Previous
          </Link>
        ) : null}
        <span className="px-2 py-2">Page {d.page}</span>
        {d.hasNext ? (
          <Link to={pageHref(d.page + 1)} className="btn-secondary" rel="next">
            Next →
          </Link>
        ) : null}
      </nav>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
