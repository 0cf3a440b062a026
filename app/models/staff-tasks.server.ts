// Staff tasks (issue 20, ADR 201): the list at /staff/tasks and the writes behind it. An automation's "create a task"
// action writes through createTaskInTx inside its effect's transaction, so the task exists exactly once per run step.
import { endOfSydneyDay } from "~/domain/dates.ts";
import { Refusal } from "~/domain/refusal.ts";
import { OPERATIONS_ROLES } from "~/domain/roles.ts";
import type { StaffTaskInput, TaskFilter } from "~/domain/staff-tasks.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";

export class TaskRefusal extends Refusal {}

/** Who can be given a task: operations staff and marine professionals. */
export const TASK_ASSIGNEE_ROLES = [...OPERATIONS_ROLES, "marine_professional"] as const;

export async function listTaskAssignees() {
  return prisma.user.findMany({
    where: { roles: { some: { role: { in: [...TASK_ASSIGNEE_ROLES] } } } },
    select: { id: true, fullName: true, email: true },
    orderBy: { fullName: "asc" },
    take: 200,
  });
}

export async function createTaskInTx(
  tx: Prisma.TransactionClient,
  input: {
    title: string;
    notes?: string | null;
    assigneeId?: string | null;
    jobId?: string | null;
    dueAt?: Date | null;
    source: "manual" | "automation";
    automationRunId?: string | null;
    createdById?: string | null;
  },
) {
  return tx.staffTask.create({
    data: {
      title: input.title.slice(0, 200),
      notes: input.notes?.slice(0, 2000) || null,
      assigneeId: input.assigneeId ?? null,
      jobId: input.jobId ?? null,
      dueAt: input.dueAt ?? null,
      source: input.source,
      automationRunId: input.automationRunId ?? null,
      createdById: input.createdById ?? null,
    },
    select: { id: true },
  });
}

/** A task typed by a person; the assignee must be staff and the job number real. */
export async function createTask(input: StaffTaskInput, actorId: string) {
  const assigneeId = input.assigneeId || null;
  if (assigneeId) {
    const ok = await prisma.user.findFirst({
      where: { id: assigneeId, roles: { some: { role: { in: [...TASK_ASSIGNEE_ROLES] } } } },
      select: { id: true },
    });
    if (!ok) throw new TaskRefusal("Choose someone from the team", "assigneeId");
  }
  let jobId: string | null = null;
  if (input.jobNumber) {
    const job = await prisma.job.findUnique({ where: { number: input.jobNumber }, select: { id: true } });
    if (!job) throw new TaskRefusal(`There is no job #${input.jobNumber}`, "jobNumber");
    jobId = job.id;
  }
  return prisma.$transaction((tx) =>
    createTaskInTx(tx, {
      title: input.title,
      notes: input.notes ?? null,
      assigneeId,
      jobId,
      dueAt: input.dueDate ? endOfSydneyDay(input.dueDate) : null,
      source: "manual",
      createdById: actorId,
    }),
  );
}

function taskWhere(filter: TaskFilter, viewerId: string): Prisma.StaffTaskWhereInput {
  return { status: filter.status, ...(filter.scope === "mine" ? { assigneeId: viewerId } : {}) };
}

export async function listTasks(filter: TaskFilter, viewerId: string, page: { skip: number; take: number }) {
  const where = taskWhere(filter, viewerId);
  const [rows, total] = await Promise.all([
    prisma.staffTask.findMany({
      where,
      // Open work by due date (undated last); done work most recent first.
      orderBy:
        filter.status === "open"
          ? [{ dueAt: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }]
          : [{ completedAt: "desc" }],
      skip: page.skip,
      take: Math.min(page.take, 100),
      select: {
        id: true,
        title: true,
        notes: true,
        status: true,
        source: true,
        dueAt: true,
        createdAt: true,
        completedAt: true,
        assignee: { select: { id: true, fullName: true } },
        job: { select: { id: true, number: true, title: true } },
      },
    }),
    prisma.staffTask.count({ where }),
  ]);
  return { rows, total };
}

/** Marks a task done (or open again); false when there is no such task. */
export async function setTaskStatus(taskId: string, status: "open" | "done", actorId: string, now: Date) {
  const { count } = await prisma.staffTask.updateMany({
    where: { id: taskId },
    data:
      status === "done"
        ? { status, completedAt: now, completedById: actorId }
        : { status, completedAt: null, completedById: null },
  });
  return count === 1;
}

export async function openTaskCount(viewerId: string) {
  return prisma.staffTask.count({ where: { status: "open", assigneeId: viewerId } });
}
