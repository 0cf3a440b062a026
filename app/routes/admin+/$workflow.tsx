// /admin/{family}-workflow (issue 20, ADR 200): one workflow = the rules listening to one family of events (enquiry,
// quote, booking, invoice, job) — its rules with pause/resume and their latest runs. Any other single-segment admin
// path is a 404, as before.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AUTOMATION_FAMILIES, eventLabel, isAutomationFamily, type AutomationFamily } from "~/domain/automations.ts";
import { listRules, listRuns } from "~/models/automations.server.ts";
import { RulesTable, RunsTable, type RuleRow, type RunRow } from "~/screens/automations/automation-lists.tsx";
import { ruleStatusAction } from "~/screens/automations/automations.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? `${data.title} workflow` : "Workflow"} | Bosun admin` },
];

function familyOfParam(param: string | undefined): AutomationFamily {
  const match = /^([a-z]+)-workflow$/.exec(param ?? "");
  if (!match || !isAutomationFamily(match[1]!)) throw notFound();
  return match[1] as AutomationFamily;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const family = familyOfParam(params.workflow);
  const types = AUTOMATION_FAMILIES[family];
  const [rules, runs] = await Promise.all([
    listRules({ eventTypes: types, take: 50 }),
    listRuns({ eventTypes: types, take: 25 }),
  ]);
  return json({
    family,
    title: family[0]!.toUpperCase() + family.slice(1),
    events: types.map((t) => ({ type: t, label: eventLabel(t) })),
    rules: rules.rules,
    runs: runs.runs,
    runsTotal: runs.total,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  familyOfParam(params.workflow);
  return ruleStatusAction(request, await readForm(request));
}

export default function Workflow() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <>
      <PageHeader
        title={`${d.title} workflow`}
        description={`The rules that act when: ${d.events.map((e) => e.label.toLowerCase()).join(", ")}.`}
        links={[{ to: `/workflow-builder?event=${d.events[0]!.type}`, label: `New ${d.family} rule`, primary: true }]}
      />
      <RulesTable rules={d.rules as RuleRow[]} redirectTo={location.pathname} />
      <TitledSection id="runs" className="mt-8 space-y-3" headingClassName="text-xl font-bold" title="Latest runs">
        <RunsTable runs={d.runs as unknown as RunRow[]} />
        {d.runsTotal > d.runs.length ? (
          <p className="text-sm">
            <Link to={`/admin/ai-automations?family=${d.family}`} className="link">
              All {d.runsTotal} runs of this workflow
            </Link>
          </p>
        ) : null}
      </TitledSection>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
