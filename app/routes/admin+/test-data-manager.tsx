import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { PriorityBadge } from "~/components/job-list.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { TEST_DATA_MARKER, TEST_DATA_STATUS_COUNTS, TEST_DATA_TOTAL } from "~/domain/test-data.ts";
import { JOB_STATUS_LABELS, type JobStatus } from "~/domain/job-lifecycle.ts";
import { countTestData, listTestData } from "~/models/test-data.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { ListTable } from "~/components/ui/list-table.tsx";

export const meta: MetaFunction = () => [{ title: "Test Data Manager | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [count, jobs] = await Promise.all([countTestData(), listTestData()]);
  return json({ count, jobs });
}

export default function TestDataManager() {
  const { count, jobs } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Test Data Manager"
        description={
          <>
            Creates a realistic set of {TEST_DATA_TOTAL} jobs across every stage for demos and training. Every test job
            carries <code>{TEST_DATA_MARKER}</code> in its description — delete them all before going live. Real jobs
            are never touched.
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard label="Test jobs in the system" value={<span data-testid="test-data-count">{count}</span>} />
        <div className="card sm:col-span-2">
          <h2 className="text-base font-bold">One set contains</h2>
          <p className="mt-2 text-sm">
            {(Object.entries(TEST_DATA_STATUS_COUNTS) as [JobStatus, number][])
              .map(([s, n]) => `${n} ${JOB_STATUS_LABELS[s]}`)
              .join(" · ")}
            . About 20% high and 20% urgent priority; prices from $280 to $2,500 ± $100; booked work starts 8–11 am and
            lasts 2–5 hours.
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post" action="/resources/test-data">
              <StatusButton value="create" pendingText="Creating...">
                Create test data
              </StatusButton>
            </Form>
            {count > 0 ? (
              <Form method="post" action="/resources/test-data">
                <StatusButton value="delete" pendingText="Deleting..." className="btn-danger">
                  Delete all {count} test jobs
                </StatusButton>
              </Form>
            ) : null}
          </div>
        </div>
      </div>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Test jobs, newest first</h2>
        {jobs.length === 0 ? (
          <EmptyState title="No test data">Create a set to fill the board, lists and dashboards.</EmptyState>
        ) : (
          <ListTable
            columns={[
              "Job",
              "Stage",
              { label: "Subtotal", align: "right" },
              { label: "Total", align: "right" },
              "Scheduled",
              "Created",
            ]}
          >
            {jobs.map((j) => (
              <tr key={j.id} data-testid="test-job">
                <td>
                  <Link to={`/admin/jobs/${j.id}`} className="font-semibold">
                    {formatJobNumber(j.number)}
                  </Link>
                  <span className="block text-xs">{j.title}</span>
                </td>
                <td>
                  <div className="flex flex-wrap gap-1">
                    <JobStatusBadge status={j.status} />
                    <PriorityBadge priority={j.priority} />
                  </div>
                </td>
                <td className="text-right tabular-nums">{formatCents(j.subtotalCents)}</td>
                <td className="text-right tabular-nums">{formatCents(j.totalCents)}</td>
                <td className="whitespace-nowrap">{j.scheduledStartAt ? formatDateTime(j.scheduledStartAt) : "—"}</td>
                <td className="whitespace-nowrap">{formatDateTime(j.createdAt)}</td>
              </tr>
            ))}
          </ListTable>
        )}
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
