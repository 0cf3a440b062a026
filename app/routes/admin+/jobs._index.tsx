import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { JobFilters, JobTable } from "~/components/job-list.tsx";
import { parseJobListQuery } from "~/domain/job-list.ts";
import { listAssignableStaff, listJobs } from "~/models/job-ops.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Jobs | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const {
    ctx: { actor },
    url,
    page,
    pageSize,
    skip,
    take,
  } = await adminListRequest(request);
  const query = parseJobListQuery(url.searchParams);
  const [{ total, rows }, staff] = await Promise.all([
    listJobs(query, { skip, take }, actor.id, getNow(request)),
    listAssignableStaff(),
  ]);
  return json({ query, page, pageSize, total, rows, staff });
}

export default function AdminJobs() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Jobs"
        description="All jobs with shared carts as pseudo-jobs. Filter, sort and search on the server; open a job to move it or see its audit trail."
        actions={<LiveUpdates subjectTypes={["job"]} />}
        links={[
          { to: "/admin/kanban-boards", label: "Kanban board" },
          { to: "/admin/jobs/create", label: "New job", primary: true },
        ]}
      />
      <JobFilters query={d.query} staff={d.staff} />
      <JobTable rows={d.rows} jobPath={(id) => `/admin/jobs/${id}`} paging={d} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
