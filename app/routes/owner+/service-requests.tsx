import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import {
  OTHER_WORK,
  PROGRESS_STEPS,
  requestProgress,
  serviceRequestSchema,
  URGENCIES,
  URGENCY_LABELS,
} from "~/domain/service-requests.ts";
import { SERVICE_TYPE_DEFINITIONS } from "~/domain/service-types.ts";
import { createServiceRequest, listServiceRequests } from "~/models/service-request.server.ts";
import { listOwnVessels } from "~/models/vessel.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { actorOf, requirePortal } from "~/utils/auth.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Service requests | Bosun" }];

const WORK_OPTIONS = [
  ...SERVICE_TYPE_DEFINITIONS.map((d) => ({ value: d.serviceType as string, label: d.serviceName })),
  { value: OTHER_WORK, label: "Something else (repairs, electrical, shipwright…)" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const vesselId = new URL(request.url).searchParams.get("vesselId") ?? undefined;
  const [vessels, requests] = await Promise.all([listOwnVessels(user), listServiceRequests(user)]);
  return json({
    vessels: vessels.map((v) => ({ value: v.id, label: v.name })),
    chosenVessel: vessels.some((v) => v.id === vesselId) ? vesselId : vessels[0]?.id,
    requests: requests.map((r) => ({ ...r, progress: requestProgress(r.status, r.scheduledOn) })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: serviceRequestSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const job = await createServiceRequest(ctx.user, submission.value);
  if (!job) {
    return json(
      { result: submission.reply({ fieldErrors: { vesselId: ["Choose one of your vessels"] } }) },
      { status: 400 },
    );
  }
  await recordAudit(request, {
    action: "service_request.created",
    actorId: actorOf(ctx).id,
    subjectUserId: ctx.user.id,
    entityType: "job",
    entityId: job.id,
  });
  return redirectWithToast("/owner/service-requests", {
    type: "success",
    title: `Request ${formatJobNumber(job.number)} sent`,
    description: "We will come back to you within one business day.",
  });
}

export default function ServiceRequests() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "service-request",
    lastResult: actionData?.result,
    constraint: getZodConstraint(serviceRequestSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: serviceRequestSchema }),
    // Checked on submit (not on blur): a message appearing under the last field must not move the button
    // from under a finger mid-tap.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { vesselId: d.chosenVessel, urgency: "routine" },
  });
  const raw = fields.services.value as string[] | string | undefined;
  const chosen = new Set(Array.isArray(raw) ? raw : raw ? [raw] : []);
  return (
    <>
      <PageHeader title="Service requests" description="Ask for work on one of your boats and follow it here." />
      <div className="grid gap-6 lg:grid-cols-5">
        <section className="card lg:col-span-2" aria-labelledby="new-request">
          <h2 id="new-request" className="text-lg font-bold">
            Ask for work
          </h2>
          {d.vessels.length === 0 ? (
            <p className="mt-2 text-sm">
              <Link to="/owner/add-vessel">Add your vessel</Link> first, so we know which boat the work is for.
            </p>
          ) : (
            <Form method="post" {...getFormProps(form)} className="mt-4 space-y-4">
              <SelectField meta={fields.vesselId} label="Vessel" options={d.vessels} />
              <fieldset>
                <legend className="field-label">What needs doing</legend>
                <div className="grid gap-1.5">
                  {WORK_OPTIONS.map((o) => (
                    <label key={o.value} className="flex items-start gap-2 text-sm text-secondary">
                      <input
                        type="checkbox"
                        name={fields.services.name}
                        value={o.value}
                        defaultChecked={chosen.has(o.value)}
                        className="mt-0.5 h-4 w-4 rounded border-line"
                      />
                      {o.label}
                    </label>
                  ))}
                </div>
                <ErrorList id={fields.services.errorId} errors={fields.services.errors} />
              </fieldset>
              <TextareaField
                meta={fields.description}
                label="Tell us more"
                rows={4}
                placeholder="e.g. Port engine alarm at idle; hull growth along the waterline"
              />
              <SelectField
                meta={fields.urgency}
                label="How urgent"
                options={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
              />
              <div className="grid grid-cols-2 gap-3">
                <Field meta={fields.preferredFrom} label="Preferred from" type="date" />
                <Field meta={fields.preferredTo} label="to" type="date" />
              </div>
              <ErrorList id={form.errorId} errors={form.errors} />
              <StatusButton pendingText="Sending...">Send request</StatusButton>
            </Form>
          )}
        </section>
        <section className="lg:col-span-3" aria-labelledby="my-requests">
          <h2 id="my-requests" className="mb-3 text-lg font-bold">
            Your requests
          </h2>
          {d.requests.length === 0 ? (
            <EmptyState title="No requests yet">What you ask for appears here with where it is up to.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {d.requests.map((r) => (
                <li key={r.id} className="card p-4" data-testid="service-request">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold text-secondary">{r.title}</p>
                      <p className="text-xs text-ink/80">
                        {formatJobNumber(r.number)} · asked {formatDate(r.createdAt)}
                      </p>
                    </div>
                    <JobStatusBadge status={r.status} />
                  </div>
                  <ol className="mt-3 grid grid-cols-4 gap-1" aria-label="Progress">
                    {PROGRESS_STEPS.map((step, i) => (
                      <li
                        key={step}
                        className={`rounded px-1 py-1 text-center text-xs font-semibold ${
                          i < r.progress.step ? "bg-primary text-white" : "bg-surface text-ink/80"
                        }`}
                        aria-current={i + 1 === r.progress.step ? "step" : undefined}
                      >
                        {step}
                      </li>
                    ))}
                  </ol>
                  <p className="mt-2 text-sm">{r.progress.text}</p>
                  {r.quotes[0] ? (
                    <a href={`/quote/${r.quotes[0].token}`} className="btn-link mt-1 inline-block text-sm">
                      Read quote Q-{r.quotes[0].number}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
