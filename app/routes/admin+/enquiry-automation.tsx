// /admin/enquiry-automation (issue 20, ADR 200): the default workflow for new enquiries — an auto-reply, follow-ups
// of unanswered quotes after 3 and 7 days (installed with one button, then edited like any rule) — and "assign this
// service category's enquiries to this worker" rules; with the enquiry rules' latest runs.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, SelectField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import {
  AUTOMATION_FAMILIES,
  DEFAULT_ENQUIRY_RULES,
  assignByCategorySchema,
  describeDelay,
  eventLabel,
} from "~/domain/automations.ts";
import {
  RuleRefusal,
  addAssignByCategoryRule,
  installDefaultEnquiryRules,
  listRules,
  listRuns,
} from "~/models/automations.server.ts";
import { enquiryServiceOptions } from "~/models/enquiry.server.ts";
import { RulesTable, RunsTable, type RuleRow, type RunRow } from "~/screens/automations/automation-lists.tsx";
import { ruleStatusAction } from "~/screens/automations/automations.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Enquiry automation | Bosun admin" }];

const TYPES = [...AUTOMATION_FAMILIES.enquiry, ...AUTOMATION_FAMILIES.quote];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [rules, runs, options] = await Promise.all([
    listRules({ eventTypes: TYPES, take: 50 }),
    listRuns({ eventTypes: TYPES, take: 15 }),
    enquiryServiceOptions(),
  ]);
  const byName = new Map(rules.rules.map((r) => [r.name, r]));
  return json({
    defaults: DEFAULT_ENQUIRY_RULES.map((d) => ({
      name: d.name,
      when: eventLabel(d.eventType),
      delay: describeDelay(d.definition.delay),
      installed: byName.get(d.name)?.status ?? null,
      id: byName.get(d.name)?.id ?? null,
    })),
    categories: [...new Set(options.map((o) => o.category))].sort(),
    rules: rules.rules,
    runs: runs.runs,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "pause" || intent === "resume") return ruleStatusAction(request, formData);
  if (intent === "install") {
    const added = await installDefaultEnquiryRules(ctx.actor.id);
    return redirectWithToast("/admin/enquiry-automation", {
      type: "success",
      title: added ? "Default workflow installed" : "Already installed",
      description: added ? `${added} rule${added === 1 ? "" : "s"} added, active.` : "Every default rule is there.",
    });
  }
  if (intent !== "assign") throw unknownIntent();
  const submission = parseForm(formData, { schema: assignByCategorySchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    await addAssignByCategoryRule(submission.value.category, submission.value.workerEmail, ctx.actor.id);
  } catch (error) {
    if (!(error instanceof RuleRefusal)) throw error;
    return json(refusalResult(submission, error), { status: 400 });
  }
  return redirectWithToast("/admin/enquiry-automation", {
    type: "success",
    title: "Rule added",
    description: `New ${submission.value.category} enquiries go to ${submission.value.workerEmail}.`,
  });
}

export default function EnquiryAutomation() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(assignByCategorySchema, {
    id: "assign",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
  });
  const missing = d.defaults.filter((r) => !r.installed).length;
  return (
    <>
      <PageHeader
        title="Enquiry automation"
        description="What happens to a new enquiry without anyone remembering to do it."
      />
      <TitledSection id="defaults" className="card p-5" title="The default workflow">
        <ul className="mt-3 space-y-2 text-sm" data-testid="default-rules">
          {d.defaults.map((r) => (
            <li key={r.name} className="flex flex-wrap items-center gap-2">
              <strong>{r.name}</strong> — when {r.when.toLowerCase()}, {r.delay}.
              {r.id ? (
                <Link to={`/admin/trigger-management?rule=${r.id}`} className="badge bg-emerald-100 text-emerald-900">
                  {r.installed}
                </Link>
              ) : (
                <span className="badge">not installed</span>
              )}
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm">
          Follow-ups go only while the quote is still sent or viewed (not accepted, declined or withdrawn) when their
          day comes.
        </p>
        {missing ? (
          <Form method="post" className="mt-3">
            <StatusButton value="install" pendingText="Installing..." className="btn-primary">
              Install the {missing} missing rule{missing === 1 ? "" : "s"}
            </StatusButton>
          </Form>
        ) : null}
      </TitledSection>

      <TitledSection id="assign" className="card mt-6 p-5" title="Assign by service category">
        <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-3">
          <SelectField
            meta={fields.category}
            label="Service category"
            placeholder="Choose…"
            options={d.categories.map((c) => ({ value: c, label: c }))}
          />
          <Field meta={fields.workerEmail} label="Worker's e-mail" type="email" />
          <div className="flex items-end">
            <StatusButton value="assign" pendingText="Adding..." className="btn-secondary">
              Add rule
            </StatusButton>
          </div>
          <ErrorList id={form.errorId} errors={form.errors} />
        </Form>
      </TitledSection>

      <TitledSection
        id="rules"
        className="mt-8 space-y-3"
        headingClassName="text-xl font-bold"
        title="Enquiry and quote rules"
      >
        <RulesTable rules={d.rules as RuleRow[]} redirectTo="/admin/enquiry-automation" />
      </TitledSection>
      <TitledSection id="runs" className="mt-8 space-y-3" headingClassName="text-xl font-bold" title="Latest runs">
        <RunsTable runs={d.runs as unknown as RunRow[]} />
      </TitledSection>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
