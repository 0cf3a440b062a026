// /workflow-builder (issue 20, ADR 200): create a rule, or edit one (?rule=<id>) as a new version; try it against a
// past event. Admins only. The rules, their runs and pause/resume are at /admin/trigger-management.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { builderAction, builderLoader } from "~/screens/automations/automations.server.ts";
import { RuleBuilder, type BuilderActionData, type BuilderDefaults } from "~/screens/automations/rule-builder.tsx";

export const meta: MetaFunction = () => [
  { title: "Workflow builder | Bosun admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return builderLoader(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return builderAction(request);
}

export default function WorkflowBuilder() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as BuilderActionData | undefined;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <p className="text-sm">
        <Link to="/admin/trigger-management" className="link">
          ← All rules
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">
        {d.rule ? `Edit “${d.rule.name}” (version ${d.rule.version})` : "New automation rule"}
      </h1>
      <p className="mb-6 mt-1 text-sm">
        When an event happens, if the conditions hold, after the delay, do the actions — once per event. Saving an edit
        makes a new version; runs already made keep theirs.
      </p>
      <RuleBuilder
        defaults={d.defaults as BuilderDefaults}
        actionData={actionData}
        pastEvents={d.pastEvents}
        isEdit={Boolean(d.rule)}
      />
      {d.rule && d.rule.versions.length > 1 ? (
        <section className="mt-8 text-sm" aria-labelledby="versions-heading">
          <h2 id="versions-heading" className="text-lg font-bold">
            Versions
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {d.rule.versions.map((v) => (
              <li key={v.version}>
                Version {v.version} — {new Date(v.createdAt).toLocaleString("en-AU", { timeZone: "Australia/Sydney" })}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
