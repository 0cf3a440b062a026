import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { FilterSelect } from "~/components/ui/filter-select.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatDate } from "~/domain/dates.ts";
import { listEnquiries } from "~/models/back-office-lists.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getPagination } from "~/utils/pagination.ts";

export const meta: MetaFunction = () => [{ title: "Consultations | Bosun admin" }];

// /admin/consultations: the consultation requests from the public site's contact form. Each is stored as a
// 'New Enquiry' job (issue 3); answering it with a quote is one step through the quote builder (?jobId=).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const open = url.searchParams.get("open") !== "0";
  const { page, pageSize, skip, take } = getPagination(url);
  const { total, enquiries } = await listEnquiries({ q, open }, { skip, take });
  return json({ q, open, page, pageSize, total, enquiries });
}

export default function AdminConsultations() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Consultations"
        description="Requests from the website's contact form. Answer one with a quote, or open the enquiry."
      />
      <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3 p-4" role="search">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor="consultations-q" className="field-label">
            Name, e-mail or vessel
          </label>
          <input id="consultations-q" name="q" type="search" defaultValue={d.q} className="field-input" />
        </div>
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
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </Form>
      {d.enquiries.length === 0 ? (
        <EmptyState title="No consultation requests">New requests from the contact form appear here.</EmptyState>
      ) : (
        <ListTable
          testId="consultations-table"
          columns={["Request", "Contact", "Status", "Assigned", "Received", { label: "Actions", hidden: true }]}
        >
          {d.enquiries.map((e) => (
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
