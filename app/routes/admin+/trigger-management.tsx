// /admin/trigger-management (issue 20, ADR 200): every automation rule, filtered in the URL (status, family, name),
// paged; pause or resume each; ?rule=<id> opens that rule's runs log (filter by status) — what each run did and why.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { FieldShell } from "~/components/ui/field-shell.tsx";
import { AUTOMATION_FAMILIES, RUN_STATUSES, eventLabel, FAMILY_NAMES } from "~/domain/automations.ts";
import { getRule, listRules, listRuns } from "~/models/automations.server.ts";
import {
  RulesTable,
  RunsTable,
  ruleSummary,
  type RuleRow,
  type RunRow,
} from "~/screens/automations/automation-lists.tsx";
import { RunStatusFilter, WorkflowFilter } from "~/screens/automations/automation-filters.tsx";
import { ruleStatusAction } from "~/screens/automations/automations.server.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { FilterSelect } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Automation rules | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip } = await adminListRequest(request);
  const status = choiceParam(url, "status", ["active", "paused"] as const) ?? undefined;
  const family = choiceParam(url, "family", FAMILY_NAMES);
  const ruleId = url.searchParams.get("rule");
  const runStatus = choiceParam(url, "runStatus", RUN_STATUSES) ?? undefined;
  const [list, selected] = await Promise.all([
    listRules({
      status,
      eventTypes: family ? AUTOMATION_FAMILIES[family] : undefined,
      q: q || undefined,
      skip,
      take: pageSize,
    }),
    ruleId ? getRule(ruleId) : Promise.resolve(null),
  ]);
  if (ruleId && !selected) throw notFound();
  const runs = selected ? await listRuns({ ruleId: selected.id, status: runStatus, take: 50 }) : null;
  return json({
    filters: { status: status ?? "", family: family ?? "", q },
    page,
    pageSize,
    total: list.total,
    rules: list.rules,
    selected: selected
      ? {
          id: selected.id,
          name: selected.name,
          status: selected.status,
          eventType: selected.eventType,
          version: selected.currentVersion,
          summary: ruleSummary(selected.definition),
        }
      : null,
    runStatus: runStatus ?? "",
    runs: runs?.runs ?? [],
    runsTotal: runs?.total ?? 0,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  return ruleStatusAction(request, await readForm(request));
}

export default function TriggerManagement() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <PageHeader
        title="Automation rules"
        description="When an event happens, if the conditions hold, after the delay, do the actions — once per event, logged."
        links={[{ to: "/workflow-builder", label: "New rule", primary: true }]}
      />
      <Form method="get" className="card mb-4 grid gap-3 p-4 sm:grid-cols-4" aria-label="Filter rules">
        <FieldShell id="f-q" errorId={undefined} errors={undefined} label="Name">
          <input id="f-q" name="q" defaultValue={d.filters.q} className="field-input" maxLength={100} />
        </FieldShell>
        <WorkflowFilter value={d.filters.family} />
        <FilterSelect
          id="f-status"
          name="status"
          label="Status"
          value={d.filters.status}
          options={[
            { value: "active", label: "Active" },
            { value: "paused", label: "Paused" },
          ]}
          allLabel="All"
        />
        <div className="flex items-end">
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </div>
      </Form>
      <RulesTable rules={d.rules as RuleRow[]} redirectTo={here} />
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />

      {d.selected ? (
        <TitledSection
          id="runs"
          className="mt-8 space-y-3"
          headingClassName="text-xl font-bold"
          title={<>Runs of “{d.selected.name}”</>}
        >
          <p className="text-sm">
            v{d.selected.version} · {d.selected.status} · when {eventLabel(d.selected.eventType)}, {d.selected.summary}.{" "}
            <Link to={`/workflow-builder?rule=${d.selected.id}`} className="link">
              Edit
            </Link>
          </p>
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter runs">
            <input type="hidden" name="rule" value={d.selected.id} />
            <RunStatusFilter id="f-run-status" name="runStatus" label="Run status" value={d.runStatus} />
            <button type="submit" className="btn-secondary">
              Show
            </button>
          </Form>
          <RunsTable runs={d.runs as unknown as RunRow[]} showRule={false} />
          {d.runsTotal > d.runs.length ? (
            <p className="text-sm">
              The newest {d.runs.length} of {d.runsTotal}; see every run at{" "}
              <Link to="/admin/ai-automations" className="link">
                automation runs
              </Link>
              .
            </p>
          ) : null}
        </TitledSection>
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
