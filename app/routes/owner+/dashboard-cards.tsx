import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { RecentJobs, VesselCards } from "~/components/owner-overview.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { getOwnerOverview } from "~/models/owner.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Your fleet | Bosun owner portal" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const overview = await getOwnerOverview(user.id);
  return json({ name: user.firstName ?? user.fullName, ...overview });
}

export default function OwnerDashboardCards() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Welcome aboard, ${d.name}`}
        description="Your vessels and services at a glance."
        actions={
          <Link to="/contact" className="btn-primary">
            Request a quote
          </Link>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Vessels" value={d.vessels.length} />
        <StatCard label="Services booked" value={d.jobCount} />
        <StatCard
          label="In progress"
          value={d.jobs.filter((j) => ["job_scheduled", "job_dispatched", "in_progress"].includes(j.status)).length}
        />
      </div>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Your vessels</h2>
        <VesselCards vessels={d.vessels} />
      </section>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Recent services</h2>
        <RecentJobs jobs={d.jobs} />
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
