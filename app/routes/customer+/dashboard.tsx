import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { RecentServices } from "~/components/owner-overview.tsx";
import { PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { PROFILE_TYPE_LABELS, ROLE_LABELS, isProfileType } from "~/domain/roles.ts";
import { getOwnerOverview } from "~/models/owner.server.ts";
import { customerAtAGlance } from "~/models/subscription.server.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import { SubscriptionStatusBadge } from "~/screens/subscription/subscription-view.tsx";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "My account | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const now = getNow(request);
  const [overview, glance] = await Promise.all([getOwnerOverview(user, now), customerAtAGlance(user.id, now)]);
  return json({
    name: user.firstName ?? user.fullName,
    email: user.email,
    emailVerified: user.emailVerified,
    roles: user.roles.map((r) => ROLE_LABELS[r] ?? r),
    profileType: isProfileType(user.profileType) ? PROFILE_TYPE_LABELS[user.profileType] : user.profileType,
    ...overview,
    glance,
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
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Next visit"
          value={
            <span data-testid="dashboard-next-visit">
              {d.glance.nextVisit ? formatServiceDate(d.glance.nextVisit) : "—"}
            </span>
          }
          hint={<Link to="/customer/bookings">Bookings</Link>}
        />
        <StatCard label="Open orders" value={d.glance.openOrders} hint={<Link to="/customer/orders">Orders</Link>} />
        <StatCard
          label="Unpaid invoices"
          value={d.glance.unpaidInvoices}
          hint={
            d.glance.unpaidInvoices ? (
              `${formatCents(d.glance.unpaidCents)} owing`
            ) : (
              <Link to="/invoices">Invoices</Link>
            )
          }
        />
        <StatCard
          label="Services on record"
          value={d.jobCount}
          hint={`${d.vesselCount} vessel${d.vesselCount === 1 ? "" : "s"}`}
        />
      </div>
      <section className="mt-8" aria-labelledby="subs-heading">
        <h2 id="subs-heading" className="mb-3 text-xl font-bold">
          Subscriptions
        </h2>
        {d.glance.subscriptions.length ? (
          <ul className="grid gap-3 md:grid-cols-2">
            {d.glance.subscriptions.map((s) => (
              <li key={s.id} className="card flex items-center justify-between gap-3 p-4">
                <span>
                  <Link to={`/customer/subscription/${s.id}`} className="font-semibold">
                    {s.serviceName} · {s.vesselName}
                  </Link>
                  <span className="block text-sm">Next visit {s.nextVisit ? formatServiceDate(s.nextVisit) : "—"}</span>
                </span>
                <SubscriptionStatusBadge status={s.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm">
            None yet. <Link to="/complete-subscription?service=external_clean">Have us clean her every fortnight</Link>.
          </p>
        )}
      </section>
      <RecentServices jobs={d.jobs} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
