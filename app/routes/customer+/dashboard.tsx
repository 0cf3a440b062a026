import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { RecentJobs } from "~/components/owner-overview.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { PROFILE_TYPE_LABELS, ROLE_LABELS, isProfileType } from "~/domain/roles.ts";
import { getOwnerOverview } from "~/models/owner.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "My account | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const overview = await getOwnerOverview(user, getNow(request));
  return json({
    name: user.firstName ?? user.fullName,
    email: user.email,
    emailVerified: user.emailVerified,
    roles: user.roles.map((r) => ROLE_LABELS[r] ?? r),
    profileType: isProfileType(user.profileType) ? PROFILE_TYPE_LABELS[user.profileType] : user.profileType,
    ...overview,
  });
}

export default function CustomerDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={`Hello, ${d.name}`} description={`${d.email} · ${d.profileType} · ${d.roles.join(", ")}`} />
      {!d.emailVerified ? (
        <div className="mb-6 rounded-theme border border-amber-300 bg-amber-50 p-4 text-sm text-secondary">
          Please verify your email address — we sent you a link when you signed up.{" "}
          <Link to="/customer/account">Send it again</Link>
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Services on record" value={d.jobCount} />
        <StatCard label="Vessels" value={d.vesselCount} />
        <StatCard label="Account" value={d.emailVerified ? "Verified" : "Unverified"} />
      </div>
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
