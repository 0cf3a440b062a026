import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { OperationsDashboard } from "~/components/ops-dashboard.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { dashboardViewFor } from "~/domain/dashboard-stats.ts";
import { roleList } from "~/domain/roles.ts";
import { loadDashboard } from "~/models/dashboard.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Operations dashboard | Bosun" }];

/** Spec §6: admins and managers get full stats and four short lists; staff their counts and their jobs; others stats and recent jobs. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "staff");
  const dashboard = await loadDashboard(dashboardViewFor(user.roles), user.id, getNow(request));
  return json({
    name: user.firstName ?? user.fullName,
    roles: roleList(user.roles),
    dashboard,
  });
}

export default function StaffDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Operations — ${d.name}`}
        description={`Signed in as ${d.roles}`}
        links={[
          { to: "/staff/jobs", label: "Jobs" },
          { to: "/staff/create-quote", label: "Create a quote", primary: true },
        ]}
      />
      <OperationsDashboard data={d.dashboard} jobsPath="/staff/jobs" />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
