import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { listCustomers } from "~/models/customer.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { listRequest } from "~/utils/list-request.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";

export const meta: MetaFunction = () => [{ title: "Customers | Bosun operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const { q, page, pageSize, skip, take } = listRequest(request);
  const { total, customers } = await listCustomers({ q, skip, take });
  return json({ q, page, pageSize, total, customers });
}

export default function StaffCustomers() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Customers"
        description="Vessel owners and customers with an account. Open one for their vessels, quotes and jobs."
      />
      <FilterForm submitLabel="Search">
        <SearchField
          id="customers-q"
          label="Search name, email or phone"
          defaultValue={d.q}
          placeholder="e.g. Olivia or 0412"
        />
      </FilterForm>
      <PagedListTable
        rows={d.customers}
        paging={d}
        empty={<EmptyState title="No customers match">Try part of the name or email.</EmptyState>}
        columns={[
          "Customer",
          "Phone",
          { label: "Vessels", align: "right" },
          { label: "Quotes", align: "right" },
          { label: "Jobs", align: "right" },
          "Joined",
        ]}
      >
        {(c) => (
          <tr key={c.id}>
            <td>
              <Link to={`/staff/customers/${c.id}`} className="font-semibold">
                {c.fullName}
              </Link>
              <span className="block text-xs">{c.email}</span>
            </td>
            <td>{c.phone ?? "—"}</td>
            <td className="text-right tabular-nums">{c._count.vessels}</td>
            <td className="text-right tabular-nums">{c._count.quotesAsCustomer}</td>
            <td className="text-right tabular-nums">{c._count.jobsAsCustomer}</td>
            <td className="whitespace-nowrap">{formatDate(c.createdAt)}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
