import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { CustomerCell } from "~/components/admin/customer-cell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { FilterButtons } from "~/components/ui/filter-fields.tsx";
import {
  ACTIVITY_FILTERS,
  ACTIVITY_LABELS,
  CUSTOMER_SORTS,
  CUSTOMER_SORT_LABELS,
  customerFilterQuery,
  parseCustomerFilters,
} from "~/domain/customers.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { PROFILE_TYPE_LABELS, PROFILE_TYPES, profileTypeLabel, ROLE_LABELS, roleList, ROLES } from "~/domain/roles.ts";
import { listCustomersForAdmin } from "~/models/customer-admin.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Customers | Bosun admin" }];

// /admin/customers and /admin/customer-database (the same page): every customer, searched and filtered in the
// database, one page at a time; the CSV link exports the same filtered set.
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const filters = parseCustomerFilters(url.searchParams);
  const { total, capped, customers } = await listCustomersForAdmin(filters, { skip, take }, getNow(request));
  return json({ filters, query: customerFilterQuery(filters), page, pageSize, total, capped, customers });
}

export default function AdminCustomers() {
  const d = useLoaderData<typeof loader>();
  const f = d.filters;
  return (
    <>
      <PageHeader
        title="Customers"
        description="Every customer and vessel owner. Search by name, e-mail, phone, vessel name, HIN or rego."
        links={[
          { to: "/admin/customers/duplicates", label: "Duplicates" },
          { to: `/admin/customers/export${d.query ? `?${d.query}` : ""}`, label: "Export CSV", download: true },
        ]}
      />
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6" role="search">
        <SearchField
          id="customers-q"
          label="Search"
          defaultValue={f.q}
          placeholder="Name, e-mail, phone, vessel, HIN or rego"
          className="sm:col-span-2"
        />
        <FilterSelect
          id="customers-role"
          name="role"
          label="Role"
          value={f.role}
          allLabel="Customers and owners"
          options={labelledOptions(ROLES, ROLE_LABELS)}
        />
        <FilterSelect
          id="customers-type"
          name="type"
          label="Profile type"
          value={f.profileType}
          options={labelledOptions(PROFILE_TYPES, PROFILE_TYPE_LABELS)}
        />
        <FilterSelect
          id="customers-activity"
          name="activity"
          label="Last activity"
          value={f.activity}
          allLabel="Any time"
          options={labelledOptions(ACTIVITY_FILTERS, ACTIVITY_LABELS)}
        />
        <FilterSelect
          id="customers-sort"
          name="sort"
          label="Sort"
          value={f.sort}
          allLabel={null}
          options={labelledOptions(CUSTOMER_SORTS, CUSTOMER_SORT_LABELS)}
        />
        <div className="flex flex-wrap items-center gap-4 text-sm sm:col-span-2 lg:col-span-4">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="unpaid" value="1" defaultChecked={f.unpaid} className="h-4 w-4" />
            Has unpaid invoices
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="subscribed" value="1" defaultChecked={f.subscribed} className="h-4 w-4" />
            Has an active subscription
          </label>
        </div>
        <FilterButtons submitLabel="Search" className="flex items-end gap-2 sm:col-span-2" />
      </Form>
      <PagedListTable
        rows={d.customers}
        paging={d}
        empty={<EmptyState title="No customers match">Try part of the name, e-mail, or a vessel's HIN.</EmptyState>}
        testId="customers-table"
        columns={[
          "Customer",
          "Phone",
          "Vessels",
          "Roles",
          { label: "Jobs", align: "right" },
          { label: "Owing", align: "right" },
          "Joined",
        ]}
      >
        {(c) => (
          <tr key={c.id}>
            <CustomerCell customer={c} />
            <td className="whitespace-nowrap">{c.phone ?? "—"}</td>
            <td>
              {c.vessels.map((v) => v.name).join(", ") || "—"}
              {c._count.vessels > c.vessels.length ? ` +${c._count.vessels - c.vessels.length}` : ""}
            </td>
            <td className="text-xs">
              {roleList(c.roles)}
              <span className="block">{profileTypeLabel(c.profileType)}</span>
            </td>
            <td className="text-right tabular-nums">{c._count.jobsAsCustomer}</td>
            <td className="text-right tabular-nums">{c.outstandingCents ? formatCents(c.outstandingCents) : "—"}</td>
            <td className="whitespace-nowrap">{formatDate(c.createdAt)}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
