// /customer/subscriptions (issue 14): every subscription of the signed-in customer, with its next visit.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import { formatSubscriptionNumber, frequencyLabel, weekdayName } from "~/domain/subscriptions.ts";
import { listCustomerSubscriptions, subscribableServices } from "~/models/subscription.server.ts";
import { SubscriptionStatusBadge } from "~/screens/subscription/subscription-view.tsx";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Subscriptions | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const [subs, services] = await Promise.all([
    listCustomerSubscriptions(user.id, getNow(request)),
    subscribableServices(),
  ]);
  return json({ subs, services: services.map((s) => ({ serviceType: s.serviceType, serviceName: s.serviceName })) });
}

export default function Subscriptions() {
  const { subs, services } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Subscriptions"
        description="Regular visits for your boats: skip, pause, change the day or cancel from here."
      />
      {subs.length === 0 ? (
        <EmptyState title="No subscriptions yet">
          Have us come every week, fortnight or month — billed per visit, cancel any time.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {subs.map((s) => (
            <li key={s.id} className="card" data-testid="subscription">
              <div className="flex items-start justify-between gap-2">
                <div>
                  <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">
                    {formatSubscriptionNumber(s.number)}
                  </p>
                  <h2 className="text-lg font-bold">
                    <Link to={`/customer/subscription/${s.id}`}>
                      {s.serviceName} · {s.vesselName}
                    </Link>
                  </h2>
                </div>
                <SubscriptionStatusBadge status={s.status} />
              </div>
              <p className="mt-2 text-sm">
                {frequencyLabel(s.frequency)} on {weekdayName(s.weekday)}s, {s.windowStart}–{s.windowEnd} ·{" "}
                {formatCents(s.priceCents)} a visit
              </p>
              <p className="mt-1 text-sm">
                <span className="font-semibold text-secondary">Next visit:</span>{" "}
                {s.nextVisit ? formatServiceDate(s.nextVisit) : "none planned"}
              </p>
              <Link to={`/customer/subscription/${s.id}`} className="btn-secondary mt-3 inline-flex">
                Manage
              </Link>
            </li>
          ))}
        </ul>
      )}
      <section className="mt-8" aria-labelledby="start">
        <h2 id="start" className="text-lg font-bold">
          Start a subscription
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {services.map((s) => (
            <li key={s.serviceType}>
              <Link className="btn-secondary" to={`/complete-subscription?service=${s.serviceType}`}>
                {s.serviceName}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
