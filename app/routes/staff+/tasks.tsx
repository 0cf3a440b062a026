// /staff/tasks (issue 20, ADR 201): the team's to-do list — tasks written by hand here or made by an automation's
// "create a task" action. Mine or everyone's, open or done (filters in the URL), paged; mark done with one button.
import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { Field, FormSection, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDate } from "~/domain/dates.ts";
import { isTaskOverdue, parseTaskFilter, staffTaskSchema } from "~/domain/staff-tasks.ts";
import { TaskRefusal, createTask, listTaskAssignees, listTasks, setTaskStatus } from "~/models/staff-tasks.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { listRequest } from "~/utils/list-request.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { notFound, safeRedirectPath, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export const meta: MetaFunction = () => [{ title: "Tasks | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "staff");
  const { url, page, pageSize, skip, take } = listRequest(request);
  const filter = parseTaskFilter(url.searchParams);
  const [tasks, assignees] = await Promise.all([listTasks(filter, user.id, { skip, take }), listTaskAssignees()]);
  return json({
    filter,
    page,
    pageSize,
    total: tasks.total,
    tasks: tasks.rows,
    assignees: assignees.map((a) => ({ value: a.id, label: `${a.fullName} (${a.email})` })),
    me: user.id,
    now: getNow(request).toISOString(),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "create") {
    const submission = parseForm(formData, { schema: staffTaskSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      await createTask(submission.value, ctx.audit.actorId);
    } catch (error) {
      if (!(error instanceof TaskRefusal)) throw error;
      return json(refusalResult(submission, error), { status: 400 });
    }
    const mine = submission.value.assigneeId === ctx.user.id;
    return redirectWithToast(mine ? "/staff/tasks" : "/staff/tasks?scope=all", {
      type: "success",
      title: "Task added",
      description: submission.value.title,
    });
  }
  if (intent === "done" || intent === "reopen") {
    const ok = await setTaskStatus(
      String(formData.get("taskId") ?? ""),
      intent === "done" ? "done" : "open",
      ctx.audit.actorId,
      getNow(request),
    );
    if (!ok) throw notFound();
    return redirectWithToast(safeRedirectPath(formData.get("redirectTo"), "/staff/tasks"), {
      type: "success",
      title: intent === "done" ? "Task done" : "Task reopened",
    });
  }
  throw unknownIntent();
}

export default function StaffTasks() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as { result?: SubmissionResult<string[]> } | undefined;
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const [form, fields] = useZodForm(staffTaskSchema, {
    id: "task",
    lastResult: actionData?.result,
    defaultValue: { assigneeId: d.me },
  });
  const now = new Date(d.now);
  const filterLink = (scope: string, status: string) => `?scope=${scope}&status=${status}`;
  return (
    <>
      <PageHeader
        title="Tasks"
        description="To-dos for the team: written here, or made by an automation rule (“create a task”)."
      />
      <nav aria-label="Task lists" className="mb-4 flex flex-wrap gap-2">
        {(
          [
            ["mine", "open", "My open tasks"],
            ["all", "open", "Everyone's open tasks"],
            ["mine", "done", "My done tasks"],
            ["all", "done", "All done tasks"],
          ] as const
        ).map(([scope, status, label]) => {
          const current = d.filter.scope === scope && d.filter.status === status;
          return (
            <Link
              key={label}
              to={filterLink(scope, status)}
              className={current ? "btn-primary" : "btn-secondary"}
              aria-current={current ? "page" : undefined}
            >
              {label}
            </Link>
          );
        })}
      </nav>
      <PagedListTable
        rows={d.tasks}
        paging={d}
        empty={<EmptyState title={d.filter.status === "open" ? "Nothing to do here" : "No done tasks yet"} />}
        columns={["Task", "Who", "Due", "Job", { label: "Actions", hidden: true }]}
        testId="tasks-table"
      >
        {(t) => {
          const overdue = isTaskOverdue(t, now);
          return (
            <tr key={t.id} data-testid="task-row">
              <td>
                <p className="font-semibold">{t.title}</p>
                {t.notes ? <p className="whitespace-pre-line text-sm">{t.notes}</p> : null}
                {t.source === "automation" ? <span className="badge">from an automation</span> : null}
              </td>
              <td className="text-sm">{t.assignee?.fullName ?? "Unassigned"}</td>
              <td className="text-sm">
                {t.dueAt ? (
                  <span className={overdue ? "font-semibold text-red-800" : undefined}>
                    {formatDate(t.dueAt)}
                    {overdue ? " (overdue)" : ""}
                  </span>
                ) : (
                  "—"
                )}
                {t.completedAt ? <div>done {formatDate(t.completedAt)}</div> : null}
              </td>
              <td className="text-sm">
                {t.job ? (
                  <Link to={`/staff/jobs/${t.job.id}`} className="link">
                    #{t.job.number} {t.job.title}
                  </Link>
                ) : (
                  "—"
                )}
              </td>
              <td>
                <Form method="post">
                  <input type="hidden" name="taskId" value={t.id} />
                  <input type="hidden" name="redirectTo" value={here} />
                  <StatusButton
                    value={t.status === "open" ? "done" : "reopen"}
                    pendingText="Saving..."
                    className="btn-secondary"
                    aria-label={`${t.status === "open" ? "Mark done" : "Reopen"}: ${t.title}`}
                  >
                    {t.status === "open" ? "Mark done" : "Reopen"}
                  </StatusButton>
                </Form>
              </td>
            </tr>
          );
        }}
      </PagedListTable>

      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-4" noValidate={form.noValidate}>
        <FormSection legend="Add a task">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.title} label="What needs doing" />
            <SelectField meta={fields.assigneeId} label="Who" options={d.assignees} placeholder="Unassigned" />
            <Field meta={fields.dueDate} label="Due (optional)" type="date" />
            <Field meta={fields.jobNumber} label="Job number (optional)" type="number" min={1} />
          </div>
          <TextareaField meta={fields.notes} label="Notes (optional)" rows={3} />
          <SubmitWithErrors form={form} value="create" pendingText="Adding..." className="btn-primary">
            Add task
          </SubmitWithErrors>
        </FormSection>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
