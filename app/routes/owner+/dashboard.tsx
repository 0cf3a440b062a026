import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { AtAGlance, RecentServices, VesselCards } from "~/components/owner-overview.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { serviceNameOf } from "~/domain/service-types.ts";
import { getOwnerOverview } from "~/models/owner.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { LinkButtons } from "~/components/link-buttons.tsx";

export const meta: MetaFunction = () => [{ title: "Owner dashboard | Bosun" }];

// The phone-first dashboard (spec §6: owner links go here on mobile): what needs a tap first, then the boats.
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const overview = await getOwnerOverview(user, getNow(request));
  return json({ name: user.firstName ?? user.fullName, ...overview });
}

export default function OwnerDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Hi ${d.name}`}
        description={`${d.vesselCount} vessel(s) · ${d.jobCount} service(s) on record`}
      />
      <LinkButtons
        className="mb-6 grid grid-cols-2 gap-3 sm:max-w-md"
        links={[
          { to: "/owner/service-requests", label: "Request work" },
          { to: "/owner/vessels", label: "Log engine hours" },
        ]}
      />
      <AtAGlance d={d} serviceName={serviceNameOf} />
      <RecentServices jobs={d.jobs} title="Latest services" />
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Vessels</h2>
        <VesselCards vessels={d.vessels} />
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
