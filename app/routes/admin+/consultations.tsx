import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect } from "~/components/ui/filter-select.tsx";
import { formatDate } from "~/domain/dates.ts";
import { listEnquiries } from "~/models/back-office-lists.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";

export const meta: MetaFunction = () => [{ title: "Consultations | Bosun admin" }];

// /admin/consultations: the consultation requests from the public site's contact form. Each is stored as a
// 'New Enquiry' job (issue 3); answering it with a quote is one step through the quote builder (?jobId=).
export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const open = url.searchParams.get("open") !== "0";
  const { total, capped, enquiries } = await listEnquiries({ q, open }, { skip, take });
  return json({ q, open, page, pageSize, total, capped, enquiries });
}

export default function AdminConsultations() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Consultations"
        description="Requests from the website's contact form. Answer one with a quote, or open the enquiry."
      />
      <FilterForm>
        <SearchField id="consultations-q" label="Name, e-mail or vessel" defaultValue={d.q} />
        <FilterSelect
          id="consultations-open"
          name="open"
          label="Show"
          value={d.open ? "1" : "0"}
          allLabel={null}
          options={[
            { value: "1", label: "Waiting for a quote" },
            { value: "0", label: "All requests" },
          ]}
        />
      </FilterForm>
      <PagedListTable
        rows={d.enquiries}
        paging={d}
        empty={
          <EmptyState title="No consultation requests">New requests from the contact form appear here.</EmptyState>
        }
        testId="consultations-table"
        columns={["Request", "Contact", "Status", "Assigned", "Received", { label: "Actions", hidden: true }]}
      >
        {(e) => (
          <tr key={e.id}>
            <td>
              <Link to={`/admin/jobs/${e.id}`} className="font-semibold">
                #{e.number}
              </Link>{" "}
              {e.title}
              {e.vesselName ? <span className="block text-xs">{e.vesselName}</span> : null}
            </td>
            <td>
              {e.customerId ? (
                <Link to={`/admin/customers/${e.customerId}`}>{e.customerContactName}</Link>
              ) : (
                e.customerContactName
              )}
              <span className="block text-xs">
                {e.customerContactEmail}
                {e.customerContactPhone ? ` · ${e.customerContactPhone}` : ""}
              </span>
            </td>
            <td>
              <JobStatusBadge status={e.status} />
            </td>
            <td>{e.assignedStaff?.fullName ?? "—"}</td>
            <td className="whitespace-nowrap">{formatDate(e.createdAt)}</td>
            <td className="text-right">
              {e._count.quotes === 0 ? (
                <Link to={`/admin/quotes/create?jobId=${e.id}`} className="btn-secondary whitespace-nowrap py-1.5">
                  Make a quote
                </Link>
              ) : (
                <span className="text-xs">{e._count.quotes} quote(s)</span>
              )}
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
