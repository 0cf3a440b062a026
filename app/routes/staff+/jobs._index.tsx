import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobFilters, JobTable } from "~/components/job-list.tsx";
import { LiveUpdates } from "~/components/live-updates.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { parseJobListQuery } from "~/domain/job-list.ts";
import { listJobs } from "~/models/job-ops.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { listRequest } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Jobs | Bosun operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "staff");
  const { url, page, pageSize, skip, take } = listRequest(request);
  const query = parseJobListQuery(url.searchParams);
  const { total, rows } = await listJobs(query, { skip, take }, user.id, getNow(request));
  return json({ query, page, pageSize, total, rows });
}

export default function StaffJobs() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Jobs"
        description="Every job and shared cart. Filter by stage or priority, or tick 'assigned to me' for your own work."
        actions={<LiveUpdates subjectTypes={["job"]} />}
        links={[{ to: "/staff/create-quote", label: "Create a quote", primary: true }]}
      />
      <JobFilters query={d.query} showMine />
      <JobTable rows={d.rows} jobPath={(id) => `/staff/jobs/${id}`} paging={d} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
