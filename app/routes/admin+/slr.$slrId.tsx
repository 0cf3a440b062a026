// /admin/slr/{slrId} (issue 15): one haul-out — its job, where the boat is, moving it through the yard's steps
// (requested → confirmed → vessel out → back in, or cancelled) and editing its dates and cost.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { jobStatusLabel } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import {
  HAUL_OUT_METHOD_LABELS,
  HAUL_OUT_NEXT,
  HAUL_OUT_STATUSES,
  HAUL_OUT_STATUS_LABELS,
  haulOutLabel,
  type HaulOutStatus,
} from "~/domain/workforce.ts";
import { getHaulOut, moveHaulOut } from "~/models/haul-outs.server.ts";
import { WorkforceRefusal } from "~/models/workforce.server.ts";
import { saveHaulOutAction } from "~/screens/workforce/haul-out-actions.server.ts";
import { HaulOutForm } from "~/screens/workforce/haul-out-form.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data ? haulOutLabel(data.h.number) : "Haul-out"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const h = await getHaulOut(params.slrId ?? "");
  if (!h) throw notFound("Haul-out not found");
  return json({ h });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const id = params.slrId ?? "";
  if (!(await getHaulOut(id))) throw notFound("Haul-out not found");
  const formData = await readForm(request);
  const back = `/admin/slr/${id}`;
  switch (formData.get("intent")) {
    case "save":
      return saveHaulOutAction(request, formData, ctx.audit.actorId, id);
    case "move": {
      const to = String(formData.get("to") ?? "");
      if (!(HAUL_OUT_STATUSES as readonly string[]).includes(to)) throw unknownIntent();
      try {
        const moved = await moveHaulOut(id, to as HaulOutStatus);
        await recordAudit(request, {
          action: "haul_out.status_changed",
          actorId: ctx.audit.actorId,
          entityType: "haul_out",
          entityId: id,
          details: moved ?? {},
        });
      } catch (error) {
        if (!(error instanceof WorkforceRefusal)) throw error;
        return redirectWithToast(back, { type: "error", title: "Not changed", description: error.message });
      }
      return redirectWithToast(back, {
        type: "success",
        title: `Haul-out ${HAUL_OUT_STATUS_LABELS[to as HaulOutStatus].toLowerCase()}`,
      });
    }
    default:
      throw unknownIntent();
  }
}

export default function HaulOutPage() {
  const { h } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const next = HAUL_OUT_NEXT[h.status as HaulOutStatus] ?? [];
  return (
    <>
      <PageHeader
        title={`${haulOutLabel(h.number)} · ${h.vesselName}`}
        description={`${HAUL_OUT_METHOD_LABELS[h.method as keyof typeof HAUL_OUT_METHOD_LABELS] ?? h.method} at ${h.yard}`}
        links={[{ to: "/admin/slr", label: "← Haul-outs" }]}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <TitledSection id="state" className="card space-y-3" title="Where the boat is">
          <p className="text-2xl font-bold text-primary" data-testid="haul-out-state">
            {HAUL_OUT_STATUS_LABELS[h.status as HaulOutStatus] ?? h.status}
          </p>
          <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="font-semibold">Out</dt>
            <dd>{h.outOn}</dd>
            <dt className="font-semibold">Back in</dt>
            <dd>{h.backInOn}</dd>
            <dt className="font-semibold">Yard cost</dt>
            <dd className="tabular-nums">{formatCents(h.costCents)} ex GST</dd>
            <dt className="font-semibold">Job</dt>
            <dd>
              {h.job ? (
                <Link to={`/admin/jobs/${h.job.id}`}>
                  #{h.job.number} {h.job.title} · {jobStatusLabel(h.job.status)}
                  {h.job.scheduledStartAt ? ` · ${formatDateTime(h.job.scheduledStartAt)}` : ""}
                </Link>
              ) : (
                "Not linked to a job"
              )}
            </dd>
          </dl>
          {next.length ? (
            <div className="flex flex-wrap gap-2 border-t border-line pt-3">
              {next.map((to) => (
                <Form method="post" key={to}>
                  <input type="hidden" name="to" value={to} />
                  <StatusButton
                    value="move"
                    pendingText="Saving..."
                    className={to === "cancelled" ? "btn-secondary text-danger" : "btn-primary"}
                  >
                    {to === "cancelled" ? "Cancel haul-out" : `Mark ${HAUL_OUT_STATUS_LABELS[to].toLowerCase()}`}
                  </StatusButton>
                </Form>
              ))}
            </div>
          ) : null}
        </TitledSection>
        <TitledSection id="edit" className="card" headingClassName="mb-3 text-lg font-bold" title="Details">
          <HaulOutForm
            lastResult={data?.result}
            submitLabel="Save haul-out"
            defaultValue={{
              vesselName: h.vesselName,
              yard: h.yard,
              method: h.method,
              outOn: h.outOn,
              backInOn: h.backInOn,
              cost: (h.costCents / 100).toFixed(2),
              jobNumber: h.job ? String(h.job.number) : undefined,
              notes: h.notes ?? undefined,
            }}
          />
        </TitledSection>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
