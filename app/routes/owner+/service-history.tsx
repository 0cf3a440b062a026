import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { listOwnVessels, serviceHistory } from "~/models/vessel.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { FilterSelect } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Service history | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const vessels = await listOwnVessels(user);
  const asked = new URL(request.url).searchParams.get("vesselId");
  const vesselId = vessels.some((v) => v.id === asked) ? asked! : undefined;
  const jobs = vessels.length
    ? await serviceHistory(user, { vesselId, take: 100 }).then((all) =>
        all.filter((j) => vessels.some((v) => v.id === j.vesselId)),
      )
    : [];
  return json({ vessels: vessels.map((v) => ({ id: v.id, name: v.name })), vesselId: vesselId ?? null, jobs });
}

export default function ServiceHistory() {
  const d = useLoaderData<typeof loader>();
  const shown = d.vesselId ? d.vessels.filter((v) => v.id === d.vesselId) : d.vessels;
  return (
    <>
      <PageHeader
        title="Service history"
        description="Completed work on your boats — it goes with the boat if you sell."
      />
      {d.vessels.length > 1 ? (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
          <FilterSelect
            id="vesselId"
            name="vesselId"
            label="Vessel"
            value={d.vesselId ?? ""}
            options={d.vessels.map((v) => ({ value: v.id, label: v.name }))}
            allLabel="All vessels"
          />
          <button type="submit" className="btn-secondary">
            Show
          </button>
        </Form>
      ) : null}
      {d.vessels.length === 0 ? (
        <EmptyState title="No vessels yet">
          <Link to="/owner/add-vessel">Add your boat</Link> to keep her history here.
        </EmptyState>
      ) : null}
      <div className="space-y-8">
        {shown.map((v) => {
          const jobs = d.jobs.filter((j) => j.vesselId === v.id);
          return (
            <section key={v.id} aria-labelledby={`h-${v.id}`}>
              <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                <h2 id={`h-${v.id}`} className="text-xl font-bold">
                  {v.name}
                </h2>
                <a href={`/resources/vessels/${v.id}/history.pdf`} className="btn-secondary" download>
                  Download history (PDF)
                </a>
              </div>
              {jobs.length === 0 ? (
                <EmptyState title="No completed work yet" />
              ) : (
                <ol className="relative space-y-4 border-l-2 border-line pl-5">
                  {jobs.map((j) => (
                    <li key={j.id} className="card p-4" data-testid="history-entry">
                      <span className="absolute -left-[7px] mt-1.5 h-3 w-3 rounded-full bg-accent" aria-hidden />
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div>
                          <p className="text-xs font-semibold uppercase tracking-wide text-ink/80">
                            {formatDate(j.completedAt ?? j.updatedAt)} · {formatJobNumber(j.number)}
                          </p>
                          <p className="font-semibold text-secondary">{j.title}</p>
                        </div>
                        <JobStatusBadge status={j.status} />
                      </div>
                      {j.items.length ? (
                        <ul className="mt-2 list-inside list-disc text-sm">
                          {j.items.map((i, n) => (
                            <li key={n}>
                              {i.name}
                              {i.quantity > 1 ? ` × ${i.quantity}` : ""}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                      <p className="mt-2 text-sm text-ink/80">
                        {j.assignedStaff ? `By ${j.assignedStaff.fullName}` : "By the Bosun team"}
                      </p>
                      {j.invoices.map((inv) => (
                        <p key={inv.id} className="mt-1 text-sm">
                          <Link to={`/owner/invoices/${inv.id}`}>Invoice INV-{inv.number}</Link> ·{" "}
                          {formatCents(inv.totalCents)} · {inv.status === "paid" ? "paid" : "to pay"}
                        </p>
                      ))}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
