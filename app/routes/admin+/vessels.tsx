import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { VESSEL_TYPE_LABELS } from "~/domain/job-schemas.ts";
import { listVesselsForAdmin } from "~/models/back-office-lists.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Vessels | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { q, page, pageSize, skip, take } = await adminListRequest(request);
  const { total, capped, vessels } = await listVesselsForAdmin(q, { skip, take }, getNow(request));
  return json({ q, page, pageSize, total, capped, vessels });
}

export default function AdminVessels() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Vessels"
        description="Every vessel on file with its owner and where it lives. Open one for its history and documents."
      />
      <FilterForm submitLabel="Search">
        <SearchField id="vessels-q" label="Vessel name, HIN, rego or owner" defaultValue={d.q} />
      </FilterForm>
      <PagedListTable
        rows={d.vessels}
        paging={d}
        empty={<EmptyState title="No vessels match">Try part of the name, the HIN or the rego.</EmptyState>}
        testId="vessels-table"
        columns={["Vessel", "Owner", "HIN / rego", "Where", { label: "Documents expiring", align: "right" }]}
      >
        {(v) => (
          <tr key={v.id}>
            <td>
              <Link to={`/staff/vessels/${v.id}`} className="font-semibold">
                {v.name}
              </Link>
              <span className="block text-xs">
                {VESSEL_TYPE_LABELS[v.type as keyof typeof VESSEL_TYPE_LABELS] ?? v.type}
              </span>
            </td>
            <td>
              <Link to={`/admin/customers/${v.owner.id}`}>{v.owner.fullName}</Link>
              <span className="block text-xs">{v.owner.email}</span>
            </td>
            <td className="text-xs">
              {v.hin ?? "—"}
              <span className="block">{v.registration ?? ""}</span>
            </td>
            <td>
              {v.homeMarina ?? "—"}
              {v.berth ? `, ${v.berth}` : ""}
            </td>
            <td className="text-right tabular-nums">{v.documentsExpiring || "—"}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
