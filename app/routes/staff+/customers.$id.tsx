import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobTable } from "~/components/job-list.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { PROFILE_TYPE_LABELS, isProfileType } from "~/domain/roles.ts";
import { VESSEL_TYPE_LABELS } from "~/domain/job-schemas.ts";
import { getCustomer } from "~/models/customer.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.customer.fullName ?? "Customer"} | Bosun operations` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const found = await getCustomer(params.id ?? "", getNow(request));
  if (!found) throw new Response("Customer not found", { status: 404 });
  return json(found);
}

export default function StaffCustomer() {
  const { customer, quotes, jobs, jobCount } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={customer.fullName}
        description={`${isProfileType(customer.profileType) ? PROFILE_TYPE_LABELS[customer.profileType] : customer.profileType} · customer since ${formatDate(customer.createdAt)}`}
        actions={
          <Link to={`/staff/create-quote?customerId=${customer.id}`} className="btn-primary">
            Create a quote
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <section className="card">
          <h2 className="text-lg font-bold">Contact</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-secondary">Email</dt>
              <dd>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-secondary">Phone</dt>
              <dd>
                {customer.phone ? (
                  <a href={`tel:${customer.phone.replace(/\s/g, "")}`}>{customer.phone}</a>
                ) : (
                  "Not given"
                )}
              </dd>
            </div>
          </dl>
        </section>
        <section className="card xl:col-span-2">
          <h2 className="text-lg font-bold">Vessels</h2>
          {customer.vessels.length === 0 ? (
            <p className="mt-2 text-sm">No vessels on file yet.</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {customer.vessels.map((v) => (
                <li key={v.id} className="rounded-theme border border-line p-3 text-sm">
                  <p className="font-semibold text-secondary">{v.name}</p>
                  <p>
                    {VESSEL_TYPE_LABELS[v.type as keyof typeof VESSEL_TYPE_LABELS] ?? v.type}
                    {v.lengthMetres ? ` · ${v.lengthMetres} m` : ""}
                    {v.year ? ` · ${v.year}` : ""}
                    {v.make ? ` · ${v.make}${v.model ? ` ${v.model}` : ""}` : ""}
                  </p>
                  {v.homeMarina ? (
                    <p className="text-xs">
                      {v.homeMarina}
                      {v.berth ? `, ${v.berth}` : ""}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Quotes</h2>
        {quotes.length === 0 ? (
          <EmptyState title="No quotes yet" />
        ) : (
          <ul className="card divide-y divide-line p-0">
            {quotes.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <span>
                  <Link to={`/staff/quotes/${q.id}`} className="font-semibold">
                    {formatQuoteNumber(q.number)}
                  </Link>{" "}
                  · {q.title}
                </span>
                <span className="flex items-center gap-3">
                  <QuoteStatusBadge status={q.status} />
                  <span className="tabular-nums">{formatCents(q.acceptedTotalCents ?? q.totalCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">
          Jobs{" "}
          {jobCount > jobs.length ? (
            <span className="text-sm font-normal">
              (latest {jobs.length} of {jobCount})
            </span>
          ) : null}
        </h2>
        {jobs.length === 0 ? (
          <EmptyState title="No jobs yet" />
        ) : (
          <JobTable
            rows={jobs}
            jobPath={(id) => `/staff/jobs/${id}`}
            page={1}
            pageSize={Math.max(jobs.length, 1)}
            total={jobs.length}
            paginate={false}
          />
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
