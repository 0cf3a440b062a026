import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ATTENTION_REASON_LABELS, type AttentionReason } from "~/domain/dashboard-stats.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import type { loadDashboard } from "~/models/dashboard.server.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { OverdueBadge, PriorityBadge } from "./job-list.tsx";
import { EmptyState, StatCard } from "./portal-shell.tsx";

type Dashboard = SerializeFrom<typeof loadDashboard>;
type Row = Extract<Dashboard, { view: "management" }>["newEnquiries"][number];

function JobMiniList({
  title,
  rows,
  jobPath,
  empty,
  more,
}: {
  title: string;
  rows: Row[];
  jobPath: (id: string) => string;
  empty: string;
  more?: { to: string; label: string };
}) {
  return (
    <section className="card p-0" aria-label={title}>
      <div className="flex items-center justify-between gap-3 px-5 pt-4">
        <h2 className="text-lg font-bold">{title}</h2>
        {more ? (
          <Link to={more.to} className="shrink-0 whitespace-nowrap text-sm">
            {more.label}
          </Link>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="px-5 pb-5 pt-2 text-sm">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {rows.map((j) => (
            <li key={j.id} className="px-5 py-3">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Link to={jobPath(j.id)} className="min-w-0 font-semibold">
                  {j.number} · {j.title}
                </Link>
                <JobStatusBadge status={j.status} />
              </div>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
                <span>
                  {j.customer}
                  {j.vessel ? ` · ${j.vessel}` : ""}
                </span>
                {j.scheduledStartAt ? <span>· {formatDateTime(j.scheduledStartAt)}</span> : null}
                <PriorityBadge priority={j.priority} />
                {j.overdue ? <OverdueBadge /> : null}
                {j.reasons
                  .filter((r: AttentionReason) => r !== "overdue")
                  .map((r: AttentionReason) => (
                    <span key={r} className="badge bg-amber-50 text-amber-900">
                      {ATTENTION_REASON_LABELS[r]}
                    </span>
                  ))}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FullStats({
  stats,
  jobsPath,
}: {
  stats: Extract<Dashboard, { view: "management" }>["stats"];
  jobsPath: string;
}) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" data-testid="ops-stats">
      <StatCard label="Total jobs" value={stats.totalJobs} />
      <StatCard
        label="New enquiries"
        value={stats.newEnquiries}
        hint={<Link to={`${jobsPath}?status=quote_requested`}>Answer them</Link>}
      />
      <StatCard label="Active jobs" value={stats.activeJobs} hint="Quote accepted to awaiting approval" />
      <StatCard label="Completed jobs" value={stats.completedJobs} hint="Completed, invoiced or paid" />
      <StatCard label="High priority" value={stats.highPriority} hint={`${stats.urgent} urgent, not finished`} />
      <StatCard label="Overdue" value={stats.overdue} hint="Booked work past its scheduled finish" />
      <div className="col-span-2 sm:col-span-1">
        <StatCard label="Revenue" value={formatCents(stats.revenueCents)} hint="Total of paid jobs" />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <StatCard label="Invoiced, unpaid" value={formatCents(stats.outstandingCents)} />
      </div>
    </div>
  );
}

export function OperationsDashboard({ data, jobsPath }: { data: Dashboard; jobsPath: string }) {
  const jobPath = (id: string) => `${jobsPath}/${id}`;
  if (data.view === "staff") {
    return (
      <>
        <div className="grid grid-cols-3 gap-3 sm:gap-4" data-testid="ops-stats">
          <StatCard label="Total jobs" value={data.counts.totalJobs} />
          <StatCard label="Active jobs" value={data.counts.activeJobs} />
          <StatCard label="Completed jobs" value={data.counts.completedJobs} />
        </div>
        <section className="mt-8">
          <h2 className="mb-3 text-xl font-bold">My active jobs</h2>
          {data.myJobs.length === 0 ? (
            <EmptyState title="Nothing assigned to you right now">
              Jobs a manager schedules for you appear here, soonest first.
            </EmptyState>
          ) : (
            <JobMiniList
              title="Scheduled, dispatched or in progress"
              rows={data.myJobs}
              jobPath={jobPath}
              empty=""
              more={{ to: `${jobsPath}?mine=1`, label: "All my jobs" }}
            />
          )}
        </section>
      </>
    );
  }
  if (data.view === "other") {
    return (
      <>
        <FullStats stats={data.stats} jobsPath={jobsPath} />
        <div className="mt-8">
          <JobMiniList
            title="Recently updated jobs"
            rows={data.recentJobs}
            jobPath={jobPath}
            empty="No jobs yet."
            more={{ to: jobsPath, label: "All jobs" }}
          />
        </div>
      </>
    );
  }
  return (
    <>
      <FullStats stats={data.stats} jobsPath={jobsPath} />
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <JobMiniList
          title="Needs attention"
          rows={data.needsAttention}
          jobPath={jobPath}
          empty="Nothing overdue, unassigned or waiting for sign-off."
        />
        <JobMiniList
          title="New enquiries"
          rows={data.newEnquiries}
          jobPath={jobPath}
          empty="No new enquiries."
          more={{ to: `${jobsPath}?status=quote_requested`, label: "All enquiries" }}
        />
        <JobMiniList
          title="Active jobs"
          rows={data.activeJobs}
          jobPath={jobPath}
          empty="No active jobs."
          more={{ to: jobsPath, label: "All jobs" }}
        />
        <JobMiniList
          title="High priority"
          rows={data.highPriority}
          jobPath={jobPath}
          empty="No high-priority jobs open."
          more={{ to: `${jobsPath}?priority=urgent`, label: "Urgent jobs" }}
        />
      </div>
    </>
  );
}
