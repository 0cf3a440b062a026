import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { ServiceDueBadge } from "~/components/service-due-badge.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { ASSET_KIND_LABELS, faultSchema, serviceDueState, type AssetKind } from "~/domain/assets.ts";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { Refusal } from "~/domain/refusal.ts";
import { assetsForWorker, reportFault } from "~/models/assets.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "My equipment | Field portal | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "fieldstaff");
  return json({ assets: await assetsForWorker(user.id), today: sydneyDateKey(new Date()) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "fieldstaff");
  const submission = parseForm(await readForm(request), { schema: faultSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const asset = await reportFault({
      ...submission.value,
      userId: user.id,
      isAdmin: user.roles.includes("admin"),
    });
    return redirectWithToast("/fieldstaff/equipment", {
      type: "success",
      title: `Fault reported on ${asset.name}. The office will follow up.`,
    });
  } catch (error) {
    if (error instanceof Refusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function FieldEquipment() {
  const { assets, today } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const result = actionData?.result;
  const failedId = result?.initialValue?.assetId;
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="My equipment" description="Gear checked out to you or to your jobs. Report a fault here." />
      {assets.length === 0 ? (
        <EmptyState title="No equipment checked out to you">The office records who has what.</EmptyState>
      ) : (
        <ul className="space-y-3">
          {assets.map((a) => {
            const due = serviceDueState(a.serviceDueOn, today);
            const mine = failedId === a.id;
            return (
              <li key={a.id} className="card space-y-2 p-4">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="text-lg font-bold text-secondary">{a.name}</p>
                    <p className="text-sm">
                      {ASSET_KIND_LABELS[a.kind as AssetKind] ?? a.kind}
                      {a.serial ? ` · S/N ${a.serial}` : ""}
                      {a.job ? ` · for job ${formatJobNumber(a.job.number)}` : ""}
                    </p>
                  </div>
                  <ServiceDueBadge due={due}>
                    {a.serviceDueOn
                      ? `${due === "overdue" ? "Service overdue" : "Service due"} ${formatDate(a.serviceDueOn)}`
                      : "No service date"}
                  </ServiceDueBadge>
                </div>
                {a.faults.length ? (
                  <ul className="text-sm text-red-900">
                    {a.faults.map((f) => (
                      <li key={f.id}>
                        Open fault: {f.description} ({formatDate(f.createdAt)})
                      </li>
                    ))}
                  </ul>
                ) : null}
                <details open={mine}>
                  <summary className="btn-secondary min-h-12 w-full cursor-pointer">Report a fault</summary>
                  <Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="assetId" value={a.id} />
                    <label htmlFor={`fault-${a.id}`} className="field-label">
                      What is wrong with {a.name}?
                    </label>
                    <textarea
                      id={`fault-${a.id}`}
                      name="description"
                      rows={3}
                      required
                      minLength={5}
                      maxLength={1000}
                      defaultValue={mine ? String(result?.initialValue?.description ?? "") : undefined}
                      className="field-input"
                    />
                    <ErrorList errors={mine ? (result?.error?.description ?? result?.error?.[""]) : null} />
                    <button type="submit" className="btn-primary min-h-12 w-full">
                      Send fault report
                    </button>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
