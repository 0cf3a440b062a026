// /admin/ai-automations (issue 20, ADR 200): every automation run, newest first, filtered in the URL by status and
// workflow, paged — the one place to see what the automations did, skipped or failed, and why.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { AUTOMATION_FAMILIES, RUN_STATUSES, FAMILY_NAMES } from "~/domain/automations.ts";
import { listRuns } from "~/models/automations.server.ts";
import { RunStatusFilter, WorkflowFilter } from "~/screens/automations/automation-filters.tsx";
import { RunsTable, type RunRow } from "~/screens/automations/automation-lists.tsx";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { choiceParam } from "~/utils/list-request.ts";

export const meta: MetaFunction = () => [{ title: "Automation runs | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip } = await adminListRequest(request);
  const status = choiceParam(url, "status", RUN_STATUSES) ?? undefined;
  const family = choiceParam(url, "family", FAMILY_NAMES);
  const runs = await listRuns({
    status,
    eventTypes: family ? AUTOMATION_FAMILIES[family] : undefined,
    skip,
    take: pageSize,
  });
  return json({ filters: { status: status ?? "", family: family ?? "" }, page, pageSize, ...runs });
}

export default function AutomationRuns() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Automation runs"
        description="Each rule acting on each event, once: what it did, what it skipped and why, and what failed after its retries."
      />
      <FilterForm label="Filter runs" submitClassName="btn-secondary">
        <RunStatusFilter value={d.filters.status} />
        <WorkflowFilter value={d.filters.family} />
      </FilterForm>
      <RunsTable runs={d.runs as unknown as RunRow[]} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
