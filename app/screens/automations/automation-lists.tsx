// The lists of the automation screens (issue 20): rules with pause/resume, and runs that explain themselves — the
// event, the version, what each step did, why it was skipped, the error of a failure.
import { Form, Link } from "@remix-run/react";
import { EmptyState } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import {
  describeCondition,
  describeDelay,
  eventLabel,
  ACTION_LABELS,
  type RuleDefinition,
  type RunStatus,
} from "~/domain/automations.ts";
import { formatDateTime } from "~/domain/dates.ts";

export interface RuleRow {
  id: string;
  name: string;
  eventType: string;
  status: string;
  version: number;
  definition: RuleDefinition;
  runs: Partial<Record<RunStatus, number>>;
}

export interface RunRow {
  id: string;
  ruleId: string;
  ruleName: string;
  version: number;
  eventSeq: number;
  eventType: string;
  subjectType: string;
  subjectId: string;
  status: RunStatus;
  runAt: string;
  attempts: number;
  reason: string | null;
  error: string | null;
  steps: { step: number; summary: string; status: string }[];
  createdAt: string;
}

const RUN_BADGE: Record<string, string> = {
  scheduled: "bg-sky-100 text-sky-900",
  retrying: "bg-amber-100 text-amber-900",
  done: "bg-emerald-100 text-emerald-900",
  skipped: "bg-slate-100 text-slate-800",
  failed: "bg-red-100 text-red-900",
};

export function RunStatusBadge({ status }: { status: string }) {
  return <span className={`badge ${RUN_BADGE[status] ?? ""}`}>{status}</span>;
}

export function ruleSummary(d: RuleDefinition) {
  const ifs = d.conditions.length ? `if ${d.conditions.map(describeCondition).join(" and ")}, ` : "";
  return `${ifs}${describeDelay(d.delay)}: ${d.actions.map((a) => ACTION_LABELS[a.kind] ?? a.kind).join(", ") || "nothing"}`;
}

export function RulesTable({ rules, redirectTo }: { rules: RuleRow[]; redirectTo: string }) {
  if (!rules.length)
    return (
      <EmptyState title="No rules here yet">
        <Link to="/workflow-builder" className="link">
          Create a rule
        </Link>{" "}
        to act on events automatically.
      </EmptyState>
    );
  return (
    <ListTable
      columns={["Rule", "When", "What it does", "Runs", { label: "Actions", hidden: true }]}
      testId="rules-table"
    >
      {rules.map((r) => (
        <tr key={r.id} data-testid={`rule-${r.id}`}>
          <td>
            <Link to={`/admin/trigger-management?rule=${r.id}`} className="link font-semibold">
              {r.name}
            </Link>
            <div className="text-xs">
              v{r.version} · {r.status === "active" ? "active" : <strong>paused</strong>}
            </div>
          </td>
          <td>{eventLabel(r.eventType)}</td>
          <td className="max-w-md text-sm">{ruleSummary(r.definition)}</td>
          <td className="text-sm tabular-nums">
            {(["done", "scheduled", "retrying", "skipped", "failed"] as const)
              .filter((s) => r.runs[s])
              .map((s) => `${r.runs[s]} ${s}`)
              .join(" · ") || "none yet"}
          </td>
          <td>
            <div className="flex flex-wrap gap-2">
              <Link to={`/workflow-builder?rule=${r.id}`} className="btn-secondary">
                Edit
              </Link>
              <Form method="post">
                <input type="hidden" name="ruleId" value={r.id} />
                <input type="hidden" name="redirectTo" value={redirectTo} />
                <StatusButton
                  value={r.status === "active" ? "pause" : "resume"}
                  pendingText="Saving..."
                  className="btn-secondary"
                  aria-label={`${r.status === "active" ? "Pause" : "Resume"} ${r.name}`}
                >
                  {r.status === "active" ? "Pause" : "Resume"}
                </StatusButton>
              </Form>
            </div>
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

function subjectLink(run: RunRow) {
  if (run.subjectType === "job") return `/admin/jobs/${run.subjectId}`;
  if (run.subjectType === "quote") return `/admin/quotes/${run.subjectId}`;
  if (run.subjectType === "invoice") return `/admin/invoices/${run.subjectId}`;
  return null;
}

export function RunsTable({ runs, showRule = true }: { runs: RunRow[]; showRule?: boolean }) {
  if (!runs.length) return <EmptyState title="No runs yet">Runs appear here when a rule's event happens.</EmptyState>;
  return (
    <ListTable
      columns={[...(showRule ? ["Rule"] : []), "Event", "Status", "When", "What happened"]}
      testId="runs-table"
    >
      {runs.map((run) => {
        const link = subjectLink(run);
        return (
          <tr key={run.id} data-testid="run-row">
            {showRule ? (
              <td>
                <Link to={`/admin/trigger-management?rule=${run.ruleId}`} className="link">
                  {run.ruleName}
                </Link>
                <div className="text-xs">v{run.version}</div>
              </td>
            ) : null}
            <td className="text-sm">
              #{run.eventSeq} {eventLabel(run.eventType)}
              {link ? (
                <div>
                  <Link to={link} className="link text-xs">
                    open the {run.subjectType}
                  </Link>
                </div>
              ) : null}
            </td>
            <td>
              <RunStatusBadge status={run.status} />
              {run.attempts > 1 ? <div className="text-xs">{run.attempts} attempts</div> : null}
            </td>
            <td className="text-sm">
              {run.status === "scheduled" || run.status === "retrying" ? "due " : ""}
              {formatDateTime(run.runAt)}
            </td>
            <td className="max-w-md text-sm">
              {run.steps.length ? (
                <ol className="list-decimal pl-4">
                  {run.steps.map((s) => (
                    <li key={s.step}>
                      {s.summary}
                      {s.status !== "done" ? ` (${s.status})` : ""}
                    </li>
                  ))}
                </ol>
              ) : null}
              {run.reason && run.status !== "done" ? <p>{run.reason}</p> : null}
              {run.error ? <p className="text-red-800">Error: {run.error}</p> : null}
            </td>
          </tr>
        );
      })}
    </ListTable>
  );
}
