import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobPage, SharedCartPage, type JobActionData } from "~/screens/job-page/job-page.tsx";
import { jobPageAction, jobPageData } from "~/screens/job-page/job-page.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data?.kind === "job" ? `#${data.job.number} ${data.job.title} | Bosun operations` : "Job | Bosun operations",
  },
];

// Staff act with their own rights (an impersonating admin gets the impersonated user's), recorded as actorOf.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "staff");
  return json(await jobPageData(params.id ?? "", user, getNow(request)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  return jobPageAction(request, {
    jobId: params.id ?? "",
    viewer: ctx.user,
    ...ctx.audit,
    now: getNow(request),
    selfPath: `/staff/jobs/${params.id}`,
  });
}

export default function StaffJob() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as JobActionData;
  if (data.kind === "cart") return <SharedCartPage data={data} listPath="/staff/jobs" />;
  return (
    <JobPage
      data={data}
      actionData={actionData}
      paths={{
        list: "/staff/jobs",
        quote: (id) => `/staff/quotes/${id}`,
        createQuote: `/staff/create-quote?jobId=${data.job.id}`,
      }}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
