import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { textParam } from "~/utils/list-request.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { listAuditEvents } from "~/models/back-office-lists.server.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { FilterSelect } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Audit log | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request, 50);
  const action = textParam(url, "action", 60);
  const { total, events } = await listAuditEvents(action, { skip, take });
  return json({ action, page, pageSize, total, events });
}

export default function AuditLog() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Who did what, as whom, when and from where. Impersonated actions name the admin."
      />
      <FilterForm>
        <FilterSelect
          id="action"
          name="action"
          label="Action"
          value={d.action}
          options={[
            { value: "impersonation", label: "Impersonation" },
            { value: "auth", label: "Sign-in and sign-out" },
            { value: "user", label: "Account changes" },
            { value: "job", label: "Jobs" },
          ]}
          allLabel="All actions"
        />
      </FilterForm>
      <PagedListTable
        rows={d.events}
        paging={d}
        empty={<EmptyState title="Nothing recorded for this filter" />}
        columns={["When", "Action", "By", "As / on", "IP", "Details"]}
      >
        {(e) => (
          <tr key={e.id}>
            <td className="whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
            <td className="font-semibold">{e.action}</td>
            <td>{e.actor ? <Link to={`/admin/users/${e.actor.id}`}>{e.actor.fullName}</Link> : "—"}</td>
            <td>
              {e.subject ? (
                <Link to={`/admin/users/${e.subject.id}`}>{e.subject.fullName}</Link>
              ) : e.entityType ? (
                `${e.entityType} ${e.entityId ?? ""}`
              ) : (
                "—"
              )}
            </td>
            <td>{e.ipAddress ?? "—"}</td>
            <td className="max-w-xs break-words font-mono text-xs">{e.details ?? ""}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
