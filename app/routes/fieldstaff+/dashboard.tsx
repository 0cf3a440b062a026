import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { MyJobs } from "~/screens/my-jobs/my-jobs.tsx";
import { myJobsLoader } from "~/screens/my-jobs/my-jobs.server.ts";

export const meta: MetaFunction = () => [{ title: "Field portal | Bosun" }];

export const loader = ({ request }: LoaderFunctionArgs) => myJobsLoader(request, "fieldstaff");

export default function FieldDashboard() {
  return <MyJobs title={(name) => `G'day ${name}`} description="Your assigned jobs, soonest first." />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
