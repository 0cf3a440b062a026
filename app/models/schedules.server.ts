// Recurring tasks (ADR 120): each schedule is a row whose nextRunAt one process moves forward with a conditional
// update; the winner enqueues one task for the period (deduplicated by period too), so a schedule runs once per
// period however many server processes tick, and its runs get the queue's retries and log.
import { nextRunAfter, schedulePeriodKey } from "~/domain/tasks.ts";
import { prisma } from "~/utils/db.server.ts";
import { enqueueTask, onTaskFinished } from "./queue.server.ts";

export interface ScheduleDefinition {
  name: string;
  label: string;
  /** The task name run each period (registered with defineTask). */
  task: string;
  everySeconds: number;
  enabled: boolean;
}

const definitions = new Map<string, ScheduleDefinition>();

export function defineSchedule(definition: ScheduleDefinition) {
  definitions.set(definition.name, definition);
}

export function scheduleDefinitions() {
  return [...definitions.values()];
}

/** Makes the rows match the definitions (new ones are due now; a changed period or switch is applied). */
export async function ensureSchedules(now = new Date()) {
  for (const d of definitions.values()) {
    await prisma.taskSchedule.upsert({
      where: { name: d.name },
      create: { name: d.name, everySeconds: d.everySeconds, enabled: d.enabled, nextRunAt: now },
      update: { everySeconds: d.everySeconds, enabled: d.enabled },
    });
  }
}

/** Claims every due schedule this process wins and enqueues its period's task. Returns the names it enqueued. */
export async function tickSchedules(now = new Date()): Promise<string[]> {
  const dueRows = await prisma.taskSchedule.findMany({
    where: { enabled: true, nextRunAt: { lte: now }, name: { in: [...definitions.keys()] } },
  });
  const enqueued: string[] = [];
  for (const row of dueRows) {
    const definition = definitions.get(row.name)!;
    const won = await prisma.$transaction(async (tx) => {
      const claim = await tx.taskSchedule.updateMany({
        where: { name: row.name, nextRunAt: row.nextRunAt, enabled: true },
        data: { nextRunAt: nextRunAfter(row.nextRunAt, row.everySeconds, now), lastRunAt: now, lastStatus: "running" },
      });
      if (claim.count !== 1) return false;
      const task = await enqueueTask(
        tx,
        definition.task,
        { schedule: row.name, dueAt: row.nextRunAt.toISOString() },
        { dedupeKey: schedulePeriodKey(row.name, row.nextRunAt), runAt: now },
      );
      await tx.taskSchedule.update({ where: { name: row.name }, data: { lastTaskId: task.id } });
      return true;
    });
    if (won) enqueued.push(row.name);
  }
  return enqueued;
}

onTaskFinished(async (task) => {
  const schedule = (task.payload as { schedule?: unknown } | null)?.schedule;
  if (typeof schedule !== "string") return;
  await prisma.taskSchedule.updateMany({
    where: { name: schedule, lastTaskId: task.id },
    data: { lastStatus: task.status, lastError: task.lastError, lastDurationMs: task.durationMs },
  });
});

/** Every schedule with its last run (the operator's console). */
export async function listSchedules() {
  const rows = await prisma.taskSchedule.findMany({ orderBy: { name: "asc" } });
  return rows.map((row) => ({ ...row, label: definitions.get(row.name)?.label ?? row.name }));
}
