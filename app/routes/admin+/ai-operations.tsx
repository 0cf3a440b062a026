// /admin/ai-operations (issue 20, ADR 200): the background work's health — the durable queue (ADR 120) by status,
// its tasks filtered in the URL, a failed or cancelled task retried from its first attempt, a waiting one cancelled,
// and "run what is due now" for an operator who cannot wait for the worker.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { FilterForm } from "~/components/ui/search-form.tsx";
import { EmptyState, PageHeader, StatCard } from "~/components/portal-shell.tsx";
import { FieldShell } from "~/components/ui/field-shell.tsx";
import { FilterSelect, plainOptions } from "~/components/ui/filter-select.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { RowStatusAction } from "~/components/ui/row-status-action.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { TASK_STATUSES } from "~/domain/tasks.ts";
import { cancelTask, recentTasks, retryTask, runDueTasks, taskCounts } from "~/models/queue.server.ts";
import { registerTasks } from "~/models/task-handlers.server.ts";
import { RunStatusBadge } from "~/screens/automations/automation-lists.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam, textParam } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound, safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Background work | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const status = choiceParam(url, "status", TASK_STATUSES) ?? undefined;
  const name = textParam(url, "name", 80) || undefined;
  const [counts, tasks] = await Promise.all([taskCounts(), recentTasks({ status, name, take: 50 })]);
  return json({ counts, tasks, filters: { status: status ?? "", name: name ?? "" } });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const back = safeRedirectPath(formData.get("redirectTo"), "/admin/ai-operations");
  if (intent === "run-due") {
    registerTasks();
    const s = await runDueTasks({ now: getNow(request), limit: 20 });
    return redirectWithToast(back, {
      type: "success",
      title: "Ran what was due",
      description: `${s.claimed} task${s.claimed === 1 ? "" : "s"}: ${s.done} done, ${s.retried} to retry, ${s.failed} failed.`,
    });
  }
  const id = String(formData.get("taskId") ?? "");
  if (intent === "retry") {
    if (!(await retryTask(id, getNow(request)))) throw notFound();
    return redirectWithToast(back, {
      type: "success",
      title: "Task queued again",
      description: "It runs from its first attempt.",
    });
  }
  if (intent === "cancel") {
    if (!(await cancelTask(id))) throw notFound();
    return redirectWithToast(back, { type: "success", title: "Task cancelled", description: "It will not run." });
  }
  throw unknownIntent();
}

const TASK_BADGE: Record<string, string> = {
  queued: "scheduled",
  running: "retrying",
  done: "done",
  failed: "failed",
  cancelled: "skipped",
};

export default function AiOperations() {
  const d = useLoaderData<typeof loader>();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <>
      <PageHeader
        title="Background work"
        description="Follow-ups, reminders, webhooks and schedules run on a durable queue: retried 3 times, then failed with their error."
        actions={
          <Form method="post">
            <input type="hidden" name="redirectTo" value={here} />
            <StatusButton value="run-due" pendingText="Running..." className="btn-primary">
              Run what is due now
            </StatusButton>
          </Form>
        }
      />
      <div className="grid gap-4 sm:grid-cols-5" data-testid="task-counts">
        {TASK_STATUSES.map((s) => (
          <StatCard key={s} label={s} value={<Link to={`?status=${s}`}>{d.counts[s] ?? 0}</Link>} />
        ))}
      </div>
      <FilterForm
        label="Filter tasks"
        submitClassName="btn-secondary"
        className="card my-4 flex flex-wrap items-end gap-3 p-4"
      >
        <FilterSelect
          id="f-status"
          name="status"
          label="Status"
          value={d.filters.status}
          options={plainOptions(TASK_STATUSES)}
          allLabel="All"
        />
        <FieldShell id="f-name" errorId={undefined} errors={undefined} label="Task name">
          <input
            id="f-name"
            name="name"
            defaultValue={d.filters.name}
            className="field-input"
            placeholder="automation:run"
            maxLength={80}
          />
        </FieldShell>
      </FilterForm>
      {d.tasks.length === 0 ? (
        <EmptyState title="No tasks match" />
      ) : (
        <ListTable
          columns={["Task", "Status", "Attempts", "Due / finished", "Last error", { label: "Actions", hidden: true }]}
          testId="tasks-table"
        >
          {d.tasks.map((t) => (
            <tr key={t.id}>
              <td className="text-sm">
                <code>{t.name}</code>
                {t.dedupeKey ? <div className="text-xs">{t.dedupeKey}</div> : null}
              </td>
              <td>
                <RunStatusBadge status={TASK_BADGE[t.status] ?? t.status} />
                <span className="sr-only">{t.status}</span>
              </td>
              <td className="tabular-nums">
                {t.attempts} / {t.maxAttempts}
              </td>
              <td className="text-sm">{formatDateTime(t.finishedAt ?? t.runAt)}</td>
              <td className="max-w-sm text-sm text-red-800">{t.lastError ?? ""}</td>
              <td>
                {t.status === "failed" || t.status === "cancelled" || t.status === "queued" ? (
                  <RowStatusAction
                    idName="taskId"
                    id={t.id}
                    hidden={{ redirectTo: here }}
                    intent={t.status === "queued" ? "cancel" : "retry"}
                    pendingText={t.status === "queued" ? "Cancelling..." : "Queueing..."}
                  >
                    {t.status === "queued" ? "Cancel" : "Retry"}
                  </RowStatusAction>
                ) : null}
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
