import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { photosProblem } from "~/domain/documents.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { PROGRESS_STEPS, requestProgress, serviceRequestSchema } from "~/domain/service-requests.ts";
import { attachRequestPhotos, createServiceRequest, listServiceRequests } from "~/models/service-request.server.ts";
import { listOwnVessels } from "~/models/vessel.server.ts";
import { ServiceRequestForm } from "~/screens/service-request/service-request-form.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Service requests | Bosun" }];

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
  const files = formData.getAll("photos").filter((f): f is File => f instanceof File && f.size > 0);
  formData.delete("photos");
  const submission = parseForm(formData, { schema: serviceRequestSchema });
  const photos = await Promise.all(
    files.map(async (f) => ({ name: f.name, size: f.size, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  const photoProblem = photosProblem(photos);
  if (submission.status !== "success" || photoProblem) {
    return json(
      { result: submission.reply(photoProblem ? { fieldErrors: { photos: [photoProblem] } } : undefined) },
      { status: 400 },
    );
  }
  const job = await createServiceRequest(ctx.user, submission.value);
  if (!job) {
    return json(
      { result: submission.reply({ fieldErrors: { vesselId: ["Choose one of your vessels"] } }) },
      { status: 400 },
    );
  }
  await recordAudit(request, {
    action: "service_request.created",
    actorId: ctx.audit.actorId,
    subjectUserId: ctx.user.id,
    entityType: "job",
    entityId: job.id,
  });
  const saved = await attachRequestPhotos(job, photos, ctx.audit.actorId);
  return redirectWithToast("/owner/service-requests", {
    type: "success",
    title: `Request ${formatJobNumber(job.number)} sent`,
    description: saved.problem
      ? `We have the request, but the photos were not saved: ${saved.problem}`
      : `We will come back to you within one business day.${saved.count ? ` ${saved.count} photo(s) attached.` : ""}`,
  });
}

export default function ServiceRequests() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
            <ServiceRequestForm
              vessels={d.vessels}
              chosenVessel={d.chosenVessel}
              lastResult={actionData?.result}
              photos
            />
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

export { GeneralErrorBoundary as ErrorBoundary };
