import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AtAGlance, RecentServices, VesselCards } from "~/components/owner-overview.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { serviceNameOf } from "~/domain/service-types.ts";
import { getOwnerOverview } from "~/models/owner.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Your fleet | Bosun owner portal" }];

// The desktop overview (spec §6: owners land here): the four things to check, the fleet, the latest work.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const overview = await getOwnerOverview(user, getNow(request));
  return json({ name: user.firstName ?? user.fullName, ...overview });
}

export default function OwnerDashboardCards() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Welcome aboard, ${d.name}`}
        description="Your vessels and services at a glance."
        links={[
          { to: "/owner/service-requests", label: "Request work", primary: true },
          { to: "/owner/booking", label: "Book a service" },
        ]}
      />
      <AtAGlance d={d} serviceName={serviceNameOf} />
      <section className="mt-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-xl font-bold">Your vessels ({d.vesselCount})</h2>
          <Link to="/owner/add-vessel" className="btn-secondary">
            Add a vessel
          </Link>
        </div>
        <VesselCards vessels={d.vessels} />
        {d.vesselCount > d.vessels.length ? (
          <p className="mt-3 text-sm">
            <Link to="/owner/vessels">All {d.vesselCount} vessels</Link>
          </p>
        ) : null}
      </section>
      <RecentServices jobs={d.jobs} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
