import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobPage, SharedCartPage, type JobActionData } from "~/screens/job-page/job-page.tsx";
import { jobPageAction, jobPageData } from "~/screens/job-page/job-page.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.kind === "job" ? `#${data.job.number} ${data.job.title} | Bosun admin` : "Job | Bosun admin" },
];

// Admin pages act with the admin's rights, also while impersonating (the admin is recorded as the actor).
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor } = await requireAdmin(request);
  return json(await jobPageData(params.id ?? "", actor, getNow(request)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  return jobPageAction(request, {
    jobId: params.id ?? "",
    viewer: ctx.actor,
    actorId: ctx.actor.id,
    onBehalfOfId: ctx.audit.onBehalfOfId,
    now: getNow(request),
    selfPath: `/admin/jobs/${params.id}`,
  });
}

export default function AdminJob() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as JobActionData;
  if (data.kind === "cart") return <SharedCartPage data={data} listPath="/admin/jobs" />;
  return (
    <JobPage
      data={data}
      actionData={actionData}
      paths={{
        list: "/admin/jobs",
        quote: (id) => `/admin/quotes/${id}`,
        createQuote: `/admin/quotes/create?jobId=${data.job.id}`,
      }}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
