import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { MyJobs } from "~/screens/my-jobs/my-jobs.tsx";
import { myJobsLoader } from "~/screens/my-jobs/my-jobs.server.ts";

export const meta: MetaFunction = () => [{ title: "Crew portal | Bosun" }];

export const loader = ({ request }: LoaderFunctionArgs) => myJobsLoader(request, "crew");

export default function CrewDashboard() {
  return <MyJobs title={(name) => `Crew — ${name}`} description="Jobs you are crewing, soonest first." />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
