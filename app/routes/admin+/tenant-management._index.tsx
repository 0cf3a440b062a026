import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";
import { FLEET_KINDS, FLEET_KIND_LABELS, isFleetKind, parseFleetFilters } from "~/domain/fleet.ts";
import { formatAbn } from "~/domain/invoice.ts";
import { listFleetAccounts } from "~/models/fleet-accounts.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";

export const meta: MetaFunction = () => [{ title: "Fleet accounts | Bosun admin" }];

// /admin/tenant-management: the fleet accounts (ADR 171), searched by name, billing contact, ABN or one of their
// vessels, filtered by kind, one page at a time.
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const filters = parseFleetFilters(url.searchParams);
  const { total, fleets } = await listFleetAccounts(filters, { skip, take });
  return json({ filters, page, pageSize, total, fleets });
}

export default function FleetAccounts() {
  const d = useLoaderData<typeof loader>();
  const f = d.filters;
  return (
    <>
      <PageHeader
        title="Fleet accounts"
        description="Charter fleets, clubs, marinas and companies: their members, vessels, billing contact and terms."
        links={[
          { to: "/admin/consolidated", label: "Statements" },
          { to: "/admin/tenant-management/new", label: "New fleet account", primary: true },
        ]}
      />
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4" role="search">
        <SearchField
          id="fleets-q"
          label="Name, billing contact, ABN or vessel"
          defaultValue={f.q}
          className="sm:col-span-2"
        />
        <FilterSelect
          id="fleets-kind"
          name="kind"
          label="Kind"
          value={f.kind}
          allLabel="All kinds"
          options={labelledOptions(FLEET_KINDS, FLEET_KIND_LABELS)}
        />
        <div className="flex flex-wrap items-end gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="archived" value="1" defaultChecked={f.archived} />
            Archived
          </label>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </div>
      </Form>
      <PagedListTable
        rows={d.fleets}
        paging={d}
        empty={
          <EmptyState title="No fleet accounts match">
            {f.q || f.kind ? "Try part of the name or a vessel's name." : "Add the first one with New fleet account."}
          </EmptyState>
        }
        testId="fleets-table"
        columns={[
          "Account",
          "Billing contact",
          { label: "Members", align: "right" },
          { label: "Vessels", align: "right" },
          "Terms",
        ]}
      >
        {(a) => (
          <tr key={a.id}>
            <td>
              <Link to={`/admin/tenant-management/${a.id}`} className="font-semibold">
                {a.name}
              </Link>
              <span className="block text-xs">
                {isFleetKind(a.kind) ? FLEET_KIND_LABELS[a.kind] : a.kind}
                {a.abn ? ` · ABN ${formatAbn(a.abn)}` : ""}
              </span>
            </td>
            <td>
              {a.billingName}
              <span className="block text-xs">{a.billingEmail}</span>
            </td>
            <td className="text-right tabular-nums">{a._count.members}</td>
            <td className="text-right tabular-nums">{a._count.vessels}</td>
            <td className="text-xs">
              {a.paymentTermsDays} days{a.statementByEmail ? " · monthly statement" : ""}
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
