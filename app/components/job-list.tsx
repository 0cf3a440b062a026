import { Form, Link } from "@remix-run/react";
import { formatDate, formatDateTime, formatTime } from "~/domain/dates.ts";
import { JOB_KINDS, JOB_KIND_LABELS, JOB_SORTS, JOB_SORT_LABELS, type JobListQuery } from "~/domain/job-list.ts";
import { JOB_PRIORITIES, JOB_PRIORITY_LABELS, JOB_STATUSES, JOB_STATUS_LABELS } from "~/domain/job-lifecycle.ts";
import { formatCents } from "~/domain/money.ts";
import { JobStatusBadge } from "./job-status-badge.tsx";
import { EmptyState } from "./portal-shell.tsx";
import { Pagination } from "./ui/pagination.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { FilterSelect, labelledOptions, type FilterOption } from "~/components/ui/filter-select.tsx";
import { SearchField } from "~/components/ui/search-form.tsx";
import { FilterButtons } from "~/components/ui/filter-fields.tsx";
import type { JobListRow } from "~/models/job-ops.server.ts";

/** A job list row as the loaders send it (models/job-ops `JobListRow`); any status text is shown as it is. */
export type JobRow = Omit<JobListRow, "status"> & { status: string };

const PRIORITY_TONES: Record<string, string> = {
  normal: "bg-surface text-secondary",
  high: "bg-amber-100 text-amber-900",
  urgent: "bg-red-600 text-white",
};

export function PriorityBadge({ priority }: { priority: string }) {
  if (priority === "normal") return null;
  return <span className={`badge ${PRIORITY_TONES[priority] ?? PRIORITY_TONES.normal} capitalize`}>{priority}</span>;
}

export function OverdueBadge() {
  return <span className="badge bg-red-100 text-red-900">Overdue</span>;
}

/** The select filters of a job list, in order: the query field each sets, its label, choices and "all" choice. */
const JOB_FILTERS: {
  name: "status" | "priority" | "sort" | "kind";
  label: string;
  options: FilterOption[];
  allLabel: string | null;
}[] = [
  { name: "status", label: "Stage", options: labelledOptions(JOB_STATUSES, JOB_STATUS_LABELS), allLabel: "All stages" },
  {
    name: "priority",
    label: "Priority",
    options: labelledOptions(JOB_PRIORITIES, JOB_PRIORITY_LABELS),
    allLabel: "Any priority",
  },
  { name: "sort", label: "Sort", options: labelledOptions(JOB_SORTS, JOB_SORT_LABELS), allLabel: null },
  { name: "kind", label: "Show", options: labelledOptions(JOB_KINDS, JOB_KIND_LABELS), allLabel: null },
];

export function JobFilters({
  query,
  staff,
  showMine,
}: {
  query: JobListQuery;
  staff?: { id: string; fullName: string }[];
  showMine?: boolean;
}) {
  return (
    <Form
      method="get"
      className={`card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4 ${staff ? "2xl:grid-cols-7" : "2xl:grid-cols-6"}`}
      role="search"
    >
      <SearchField
        id="jobs-q"
        label="Search number, customer or vessel"
        defaultValue={query.q}
        placeholder="#1042, Harbour, Blue Wren, CART-…"
        className="sm:col-span-2"
      />
      {JOB_FILTERS.map((f) => (
        <FilterSelect
          key={f.name}
          id={`jobs-${f.name}`}
          name={f.name}
          label={f.label}
          value={query[f.name] ?? ""}
          options={f.options}
          allLabel={f.allLabel}
        />
      ))}
      {staff ? (
        <FilterSelect
          id="jobs-staff"
          name="staff"
          label="Assigned to"
          value={query.staffId}
          options={staff.map((s) => ({ value: s.id, label: s.fullName }))}
          allLabel="Anyone"
        />
      ) : null}
      <FilterButtons
        submitLabel="Apply"
        className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-4 2xl:col-span-full"
      >
        {showMine ? (
          <label className="flex items-center gap-2 text-sm font-semibold text-secondary">
            <input
              type="checkbox"
              name="mine"
              value="1"
              defaultChecked={query.mine}
              className="h-4 w-4 rounded border-line"
            />{" "}
            Only jobs assigned to me
          </label>
        ) : null}
      </FilterButtons>
    </Form>
  );
}

/** Jobs as cards on a phone and a table from md up; `paging` for one page of a longer list, with its links. */
export function JobTable({
  rows,
  jobPath,
  paging,
}: {
  rows: JobRow[];
  jobPath: (id: string) => string;
  paging?: { page: number; pageSize: number; total: number };
}) {
  const pagination = paging ? <Pagination page={paging.page} pageSize={paging.pageSize} total={paging.total} /> : null;
  if (rows.length === 0) {
    return (
      <>
        <EmptyState title="No jobs match">Try another stage or priority, or a shorter search.</EmptyState>
        {pagination}
      </>
    );
  }
  return (
    <>
      <ul className="space-y-3 md:hidden">
        {rows.map((r) => (
          <li key={r.id} className="card p-4">
            <div className="flex items-start justify-between gap-3">
              <Link to={jobPath(r.id)} className="min-w-0 font-semibold">
                {r.number} · {r.title}
              </Link>
              <span className="shrink-0 font-semibold tabular-nums">{formatCents(r.totalCents)}</span>
            </div>
            <p className="mt-1 text-sm">
              {r.customer}
              {r.vessel ? ` · ${r.vessel}` : ""}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <JobStatusBadge status={r.status} />
              <PriorityBadge priority={r.priority} />
              {r.overdue ? <OverdueBadge /> : null}
              {r.kind === "cart" ? <span className="badge bg-accent/15 text-secondary">Shared cart</span> : null}
              {r.scheduledStartAt ? <span className="text-xs">{formatDateTime(r.scheduledStartAt)}</span> : null}
            </div>
          </li>
        ))}
      </ul>
      <ListTable
        columns={["Job", "Customer and vessel", "Stage", "Scheduled", "Assigned", { label: "Total", align: "right" }]}
        className="hidden md:block"
      >
        {rows.map((r) => (
          <tr key={r.id} data-testid="job-row">
            <td>
              <Link to={jobPath(r.id)} className="font-semibold">
                {r.number}
              </Link>
              <span className="block max-w-[15rem] truncate text-xs" title={r.title}>
                {r.title}
              </span>
              {r.kind === "cart" ? <span className="badge mt-1 bg-accent/15 text-secondary">Shared cart</span> : null}
            </td>
            <td className="whitespace-nowrap">
              {r.customer}
              {r.vessel ? <span className="block text-xs">{r.vessel}</span> : null}
            </td>
            <td>
              <div className="flex flex-wrap gap-1 whitespace-nowrap">
                <JobStatusBadge status={r.status} />
                <PriorityBadge priority={r.priority} />
                {r.overdue ? <OverdueBadge /> : null}
              </div>
            </td>
            <td className="whitespace-nowrap">
              {r.scheduledStartAt ? (
                <>
                  {formatDate(r.scheduledStartAt)}
                  <span className="block text-xs">{formatTime(r.scheduledStartAt)}</span>
                </>
              ) : (
                "—"
              )}
            </td>
            <td className="whitespace-nowrap">{r.assignee ?? "—"}</td>
            <td className="whitespace-nowrap text-right tabular-nums">{formatCents(r.totalCents)}</td>
          </tr>
        ))}
      </ListTable>
      {pagination}
    </>
  );
}
