// /admin/job-card-integration (issue 16, ADR 161): the job card's checklist per service type. Bosun's defaults apply
// until the office writes its own list; saving replaces the type's list, resetting goes back to the defaults; both
// audited with what was there before.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import {
  CHECKLIST_TYPE_LABELS,
  checklistTemplateSchema,
  isChecklistType,
  MAX_CHECKLIST_ITEMS,
  type ChecklistType,
} from "~/domain/job-card.ts";
import { checklistOverview, resetChecklist, saveChecklist } from "~/models/checklist-templates.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Job card checklists | Bosun admin" }];

function typeOf(request: Request): ChecklistType {
  const t = new URL(request.url).searchParams.get("type") ?? "";
  return isChecklistType(t) ? t : "external_clean";
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ selected: typeOf(request), types: await checklistOverview() });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  const audit = (type: ChecklistType, before: string[] | null, after: string[] | null) =>
    recordAudit(request, {
      action: "job_card.checklist_changed",
      actorId: ctx.audit.actorId,
      entityType: "checklist",
      entityId: type,
      details: { before, after, onBehalfOfId: ctx.audit.onBehalfOfId },
    });
  if (intent === "reset") {
    const type = String(formData.get("serviceType") ?? "");
    if (!isChecklistType(type)) throw unknownIntent();
    const before = await resetChecklist(type);
    if (before) await audit(type, before, null);
    return redirectWithToast(`/admin/job-card-integration?type=${type}`, {
      type: "success",
      title: `${CHECKLIST_TYPE_LABELS[type]}: back to Bosun's defaults`,
    });
  }
  if (intent !== "save") throw unknownIntent();
  const submission = parseForm(formData, { schema: checklistTemplateSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { serviceType, labels } = submission.value;
  const before = await saveChecklist(serviceType, labels, getNow(request));
  await audit(serviceType, before, labels);
  return redirectWithToast(`/admin/job-card-integration?type=${serviceType}`, {
    type: "success",
    title: `${CHECKLIST_TYPE_LABELS[serviceType]} checklist saved (${labels.length} items)`,
  });
}

export default function JobCardIntegration() {
  const { selected, types } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const current = types.find((t) => t.type === selected)!;
  const typed = data?.result?.initialValue?.lines;
  const shown = current.configured ?? current.defaults;
  const errors = data?.result?.error;
  return (
    <>
      <PageHeader
        title="Job card checklists"
        description="What a worker ticks on the job card, per service type. Bosun's defaults apply until you write your own."
        links={[{ to: `/admin/job-card-test?type=${selected}`, label: "Preview as a worker sees it" }]}
      />
      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Service types" className="card p-2">
          <ul className="space-y-1" data-testid="checklist-types">
            {types.map((t) => (
              <li key={t.type}>
                <Link
                  to={`?type=${t.type}`}
                  aria-current={t.type === selected ? "page" : undefined}
                  className={`flex items-center justify-between gap-2 rounded px-3 py-2 text-sm no-underline ${
                    t.type === selected ? "bg-surface font-semibold" : ""
                  }`}
                >
                  {CHECKLIST_TYPE_LABELS[t.type]}
                  <span className="badge bg-surface text-xs">{t.configured ? "Custom" : "Default"}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="card space-y-4" aria-labelledby="checklist-heading">
          <div>
            <h2 id="checklist-heading" className="text-lg font-bold">
              {CHECKLIST_TYPE_LABELS[selected]}
            </h2>
            <p className="text-sm" data-testid="checklist-source">
              {current.configured
                ? `Your own list (${current.configured.length} items).`
                : `Bosun's default list (${current.defaults.length} items).`}
            </p>
          </div>
          <Form method="post" className="space-y-3" key={selected}>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="serviceType" value={selected} />
            <div>
              <label htmlFor="lines" className="field-label">
                Items, one per line (at most {MAX_CHECKLIST_ITEMS})
              </label>
              <textarea
                id="lines"
                name="lines"
                rows={Math.min(Math.max(shown.length + 2, 6), 20)}
                required
                defaultValue={typeof typed === "string" ? typed : shown.join("\n")}
                aria-invalid={errors?.lines ? true : undefined}
                aria-describedby={errors?.lines ? "lines-error" : undefined}
                className="field-input font-mono text-sm"
              />
              <ErrorList id="lines-error" errors={errors?.lines} />
              <ErrorList errors={errors?.serviceType} />
            </div>
            <p className="text-xs text-ink/80">
              A renamed line is a new tick box: jobs already in progress keep their ticks under the old wording.
            </p>
            <button type="submit" className="btn-primary">
              Save checklist
            </button>
          </Form>
          {current.configured ? (
            <Form method="post">
              <input type="hidden" name="intent" value="reset" />
              <input type="hidden" name="serviceType" value={selected} />
              <button type="submit" className="btn-secondary">
                Reset to Bosun's defaults
              </button>
            </Form>
          ) : null}
          <details className="text-sm">
            <summary className="cursor-pointer font-semibold">Bosun's defaults for this type</summary>
            <ol className="mt-2 list-decimal pl-5" data-testid="default-items">
              {current.defaults.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ol>
          </details>
        </section>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
