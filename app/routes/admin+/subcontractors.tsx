// /admin/subcontractors (issue 15): subcontracting businesses — ABN, GST, insurance expiry, jobs sent to them.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { SearchForm } from "~/components/ui/search-form.tsx";
import { formatAbn } from "~/domain/invoice.ts";
import { listSubcontractors } from "~/models/subcontractors.server.ts";
import { CredentialBadge } from "~/screens/workforce/workforce-ui.tsx";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Subcontractors | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { q, page, pageSize, skip, take } = await adminListRequest(request);
  const list = await listSubcontractors({ q, skip, take, now: getNow(request) });
  return json({ q, page, pageSize, ...list });
}

export default function Subcontractors() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Subcontractors"
        description="Businesses Bosun sends work to. Their insurance is kept under Credentials."
        links={[{ to: "/admin/subcontractor", label: "New subcontractor", primary: true }]}
      />
      <SearchForm label="Search name or ABN" defaultValue={d.q} maxLength={100} />
      <PagedListTable
        rows={d.subcontractors}
        paging={d}
        empty={<EmptyState title="No subcontractors yet" />}
        columns={["Business", "ABN", "GST", "Contact", "Insurance", { label: "Jobs sent", align: "right" }]}
        testId="subcontractor-list"
      >
        {(s) => (
          <tr key={s.id}>
            <td>
              <Link to={`/admin/subcontractor?id=${s.id}`} className="font-semibold">
                {s.name}
              </Link>
              {!s.active ? <span className="badge ml-2 bg-surface">inactive</span> : null}
            </td>
            <td className="whitespace-nowrap tabular-nums">{formatAbn(s.abn)}</td>
            <td>{s.gstRegistered ? "Registered" : "No"}</td>
            <td className="text-xs">{[s.contactName, s.phone, s.email].filter(Boolean).join(" · ") || "—"}</td>
            <td className="whitespace-nowrap">
              {s.insurance ? (
                <>
                  {s.insurance.expiresOn ?? "no expiry"} <CredentialBadge state={s.insurance.state} />
                </>
              ) : (
                <span className="text-danger">None on file</span>
              )}
            </td>
            <td className="text-right tabular-nums">{s.jobsSent}</td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
