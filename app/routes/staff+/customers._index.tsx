import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatDate } from "~/domain/dates.ts";
import { listCustomers } from "~/models/customer.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getPagination } from "~/utils/pagination.ts";
import { ListTable } from "~/components/ui/list-table.tsx";

export const meta: MetaFunction = () => [{ title: "Customers | Bosun operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const { page, pageSize, skip, take } = getPagination(url);
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
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3 p-4" role="search">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor="customers-q" className="field-label">
            Search name, email or phone
          </label>
          <input
            id="customers-q"
            name="q"
            type="search"
            defaultValue={d.q}
            className="field-input"
            placeholder="e.g. Olivia or 0412"
          />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {d.customers.length === 0 ? (
        <EmptyState title="No customers match">Try part of the name or email.</EmptyState>
      ) : (
        <ListTable
          columns={[
            "Customer",
            "Phone",
            { label: "Vessels", align: "right" },
            { label: "Quotes", align: "right" },
            { label: "Jobs", align: "right" },
            "Joined",
          ]}
        >
          {d.customers.map((c) => (
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
          ))}
        </ListTable>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
