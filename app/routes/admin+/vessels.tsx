import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { VESSEL_TYPE_LABELS } from "~/domain/job-schemas.ts";
import { listVesselsForAdmin } from "~/models/back-office-lists.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getPagination } from "~/utils/pagination.ts";

export const meta: MetaFunction = () => [{ title: "Vessels | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const { page, pageSize, skip, take } = getPagination(url);
  const { total, vessels } = await listVesselsForAdmin(q, { skip, take }, getNow(request));
  return json({ q, page, pageSize, total, vessels });
}

export default function AdminVessels() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Vessels"
        description="Every vessel on file with its owner and where it lives. Open one for its history and documents."
      />
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3 p-4" role="search">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor="vessels-q" className="field-label">
            Vessel name, HIN, rego or owner
          </label>
          <input id="vessels-q" name="q" type="search" defaultValue={d.q} className="field-input" />
        </div>
        <button type="submit" className="btn-primary">
          Search
        </button>
      </Form>
      {d.vessels.length === 0 ? (
        <EmptyState title="No vessels match">Try part of the name, the HIN or the rego.</EmptyState>
      ) : (
        <ListTable
          testId="vessels-table"
          columns={["Vessel", "Owner", "HIN / rego", "Where", { label: "Documents expiring", align: "right" }]}
        >
          {d.vessels.map((v) => (
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
