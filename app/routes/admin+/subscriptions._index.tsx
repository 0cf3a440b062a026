// /admin/subscriptions (issue 14): every subscription — past due first — with its next visit, and monthly recurring
// revenue. Paged and filtered in the database (indexes on status and createdAt).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { Pagination } from "~/components/ui/pagination.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import {
  formatSubscriptionNumber,
  frequencyLabel,
  STATUS_LABELS,
  STATUSES,
  weekdayName,
} from "~/domain/subscriptions.ts";
import { adminSubscriptions } from "~/models/subscription.server.ts";
import { SubscriptionStatusBadge } from "~/screens/subscription/subscription-view.tsx";
import { choiceParam } from "~/utils/list-request.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Subscriptions | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const status = choiceParam(url, "status", STATUSES) ?? "";
  const list = await adminSubscriptions({
    q: q || undefined,
    status: status || undefined,
    skip,
    take,
    now: getNow(request),
  });
  return json({ q, status, page, pageSize, ...list });
}

export default function AdminSubscriptions() {
  const d = useLoaderData<typeof loader>();
  const running = (d.counts.active ?? 0) + (d.counts.cancelling ?? 0);
  return (
    <>
      <PageHeader title="Subscriptions" description="Recurring visits: past due first, then newest." />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Monthly recurring revenue"
          value={<span data-testid="mrr">{formatCents(d.mrrCents)}</span>}
          hint="Active and ending, incl. GST"
        />
        <StatCard label="Active" value={running} />
        <StatCard label="Past due" value={d.counts.past_due ?? 0} />
        <StatCard label="Paused" value={d.counts.paused ?? 0} />
      </div>
      <FilterForm className="mt-6 flex flex-wrap items-end gap-3" submitClassName="btn-secondary">
        <PlainInput id="q" name="q" label="Customer, vessel or SUB number" defaultValue={d.q} />
        <FilterSelect
          id="status"
          name="status"
          label="Status"
          value={d.status}
          options={labelledOptions(STATUSES, STATUS_LABELS)}
          allLabel="All"
        />
      </FilterForm>
      {d.rows.length === 0 ? (
        <div className="mt-6">
          <EmptyState title="No subscriptions match" />
        </div>
      ) : (
        <div className="mt-6">
          <ListTable
            columns={[
              "Subscription",
              "Customer",
              "Schedule",
              "Next visit",
              { label: "Per visit", align: "right" },
              "Status",
            ]}
            testId="subscriptions"
          >
            {d.rows.map((s) => (
              <tr key={s.id} data-testid="subscription-row">
                <td>
                  <Link to={`/admin/subscriptions/${s.id}`} className="font-semibold">
                    {formatSubscriptionNumber(s.number)}
                  </Link>
                  <span className="block text-xs">
                    {s.serviceName} · {s.vesselName}
                  </span>
                </td>
                <td>
                  {s.customer.fullName}
                  <span className="block text-xs">{s.customer.email}</span>
                </td>
                <td>
                  {frequencyLabel(s.frequency)}, {weekdayName(s.weekday)}
                </td>
                <td>{s.nextVisit ? formatServiceDate(s.nextVisit) : "—"}</td>
                <td className="text-right">{formatCents(s.priceCents)}</td>
                <td>
                  <SubscriptionStatusBadge status={s.status} />
                </td>
              </tr>
            ))}
          </ListTable>
        </div>
      )}
      <Pagination page={d.page} pageSize={d.pageSize} total={d.total} />
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
