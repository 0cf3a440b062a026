// /admin/ai-automation (issue 20, ADR 200): the automations at a glance — each workflow (event family) with its
// rules and the last 7 days of runs by outcome, and what rules can listen to, test and do. No model is involved:
// every action is a plain rule an admin wrote (ADR 200 says why).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import {
  ACTION_KINDS,
  ACTION_LABELS,
  ACTION_TARGET_HELP,
  AUTOMATION_FAMILIES,
  CONDITION_FIELDS,
  FAMILY_NAMES,
  RUN_STATUSES,
  eventLabel,
} from "~/domain/automations.ts";
import { listRules, runCountsByFamily } from "~/models/automations.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Automations overview | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const since = new Date(getNow(request).getTime() - 7 * 86_400_000);
  const [counts, ...rules] = await Promise.all([
    runCountsByFamily(since),
    ...FAMILY_NAMES.map((f) => listRules({ eventTypes: AUTOMATION_FAMILIES[f], take: 1 })),
  ]);
  const active = await Promise.all(
    FAMILY_NAMES.map((f) => listRules({ eventTypes: AUTOMATION_FAMILIES[f], status: "active", take: 1 })),
  );
  return json({
    families: FAMILY_NAMES.map((f, i) => ({
      name: f,
      events: AUTOMATION_FAMILIES[f].map(eventLabel),
      rules: rules[i]!.total,
      active: active[i]!.total,
      runs: counts[f] ?? {},
    })),
  });
}

export default function AutomationOverview() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Automations"
        description="Rules act on what happens in the business — enquiries, quotes, bookings, invoices, jobs — once per event, and log every run."
        links={[
          { to: "/workflow-builder", label: "New rule", primary: true },
          { to: "/admin/ai-automations", label: "All runs" },
        ]}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="workflows">
        {d.families.map((f) => (
          <li key={f.name} className="card p-5">
            <h2 className="text-lg font-bold capitalize">
              <Link to={`/admin/${f.name}-workflow`} className="link">
                {f.name} workflow
              </Link>
            </h2>
            <p className="mt-1 text-xs">{f.events.join(" · ")}</p>
            <p className="mt-3 text-sm">
              {f.rules} rule{f.rules === 1 ? "" : "s"}, {f.active} active
            </p>
            <p className="mt-1 text-sm tabular-nums">
              Last 7 days:{" "}
              {RUN_STATUSES.filter((s) => f.runs[s])
                .map((s) => `${f.runs[s]} ${s}`)
                .join(" · ") || "no runs"}
            </p>
          </li>
        ))}
      </ul>
      <section className="mt-8 grid gap-6 lg:grid-cols-2" aria-label="What rules can do">
        <div className="card p-5">
          <h2 className="text-lg font-bold">What a rule can test</h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {CONDITION_FIELDS.map((c) => (
              <li key={c.name}>
                {c.label} <code className="text-xs">{c.name}</code>
              </li>
            ))}
          </ul>
        </div>
        <div className="card p-5">
          <h2 className="text-lg font-bold">What a rule can do</h2>
          <ul className="mt-2 list-disc pl-5 text-sm">
            {ACTION_KINDS.map((k) => (
              <li key={k}>
                {ACTION_LABELS[k]} — {ACTION_TARGET_HELP[k]}
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm">
            Failed actions are retried 3 times (1 s, 2 s, 4 s … at most 30 s apart), then the run is marked failed with
            its error. Webhooks carry <code>x-bosun-signature: sha256=HMAC(secret, timestamp.body)</code> and{" "}
            <code>x-bosun-timestamp</code>.
          </p>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
