// Staff tasks (issue 20, ADR 201): a to-do with an assignee and a due date, written by hand at /staff/tasks or by an
// automation's "create a task" action. Pure: the form, the list's filters read from the URL, and what is overdue.
import { z } from "zod";
import { dateField, requiredText } from "./form-fields.ts";
import { oneOfOr } from "./labelled-values.ts";

export const STAFF_TASK_STATUSES = ["open", "done"] as const;
export type StaffTaskStatus = (typeof STAFF_TASK_STATUSES)[number];
export const TASK_SCOPES = ["mine", "all"] as const;
export type TaskScope = (typeof TASK_SCOPES)[number];

export const staffTaskSchema = z.object({
  title: requiredText("Say what needs doing", {
    min: 3,
    max: 200,
    tooShort: "Say what needs doing (at least 3 characters)",
    tooLong: "Keep the task under 200 characters",
  }),
  notes: z.string().trim().max(2000, "Keep the notes under 2000 characters").optional(),
  assigneeId: z.string().trim().max(40).optional(),
  dueDate: dateField("Enter the due date").optional(),
  jobNumber: z
    .number({ invalid_type_error: "Enter the job number, e.g. 1004" })
    .int("Enter the job number, e.g. 1004")
    .positive("Enter the job number, e.g. 1004")
    .optional(),
});
export type StaffTaskInput = z.infer<typeof staffTaskSchema>;

export interface TaskFilter {
  scope: TaskScope;
  status: StaffTaskStatus;
}

/** The list's filters from the URL: bad or missing values fall back to "my open tasks". */
export function parseTaskFilter(params: URLSearchParams): TaskFilter {
  return {
    scope: oneOfOr(TASK_SCOPES, params.get("scope"), "mine"),
    status: oneOfOr(STAFF_TASK_STATUSES, params.get("status"), "open"),
  };
}

export function isTaskOverdue(task: { status: string; dueAt: Date | string | null }, now: Date): boolean {
  return task.status === "open" && task.dueAt !== null && new Date(task.dueAt).getTime() < now.getTime();
}
