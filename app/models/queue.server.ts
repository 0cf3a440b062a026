// The durable task queue (ADR 120): one table on SQLite and PostgreSQL alike, so a task can be enqueued in the same
// transaction as the business change that needs it (an outbox), and every server process can work it. A conditional
// update claims a task (one winner); a lease that runs out lets another worker take over a task whose process died;
// failures are retried by the §9 rule (domain/tasks.ts). Handlers must make their effects idempotent (a unique key
// per effect): a task killed after its effect but before it was marked done runs again.
import os from "node:os";
import { afterFailure, DEFAULT_MAX_ATTEMPTS, errorLine, type TaskStatus } from "~/domain/tasks.ts";
import { prisma, type Prisma } from "~/utils/db.server.ts";

export interface TaskContext {
  taskId: string;
  attempt: number;
  dedupeKey: string | null;
  now: Date;
}
export type TaskHandler = (payload: unknown, ctx: TaskContext) => Promise<unknown>;

const handlers = new Map<string, TaskHandler>();

/** Registers what a task name does (models/task-handlers.server.ts registers them all in one place). */
export function defineTask(name: string, handler: TaskHandler) {
  handlers.set(name, handler);
}

export function isTaskDefined(name: string) {
  return handlers.has(name);
}

export interface EnqueueOptions {
  runAt?: Date;
  /** One task per key, ever: a second enqueue with the same key returns the first task. */
  dedupeKey?: string;
  maxAttempts?: number;
}

type Db = Prisma.TransactionClient;

/** Adds a task. Pass the transaction client to enqueue it with the change that needs it (both or neither). */
export async function enqueueTask(db: Db, name: string, payload: unknown = {}, opts: EnqueueOptions = {}) {
  const data = {
    name,
    payload: JSON.stringify(payload ?? {}),
    runAt: opts.runAt ?? new Date(),
    maxAttempts: opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  };
  if (!opts.dedupeKey) return db.queuedTask.create({ data, select: { id: true, status: true } });
  // An upsert on the unique key is one INSERT … ON CONFLICT statement on both engines: no error that would abort a
  // PostgreSQL transaction, and a concurrent twin gets the first task back.
  return db.queuedTask.upsert({
    where: { dedupeKey: opts.dedupeKey },
    create: { ...data, dedupeKey: opts.dedupeKey },
    update: {},
    select: { id: true, status: true },
  });
}

function parsePayload(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

export const WORKER_ID = `${os.hostname()}:${process.pid}:${Date.now().toString(36)}`;

function leaseMs() {
  const seconds = Number(process.env.TASK_LEASE_SECONDS ?? 30);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 30) * 1000;
}

const due = (now: Date): Prisma.QueuedTaskWhereInput => ({
  OR: [
    { status: "queued", runAt: { lte: now } },
    // A worker that died mid-task: its lease ran out.
    { status: "running", lockedUntil: { lt: now } },
  ],
});

export interface RunSummary {
  claimed: number;
  done: number;
  retried: number;
  failed: number;
}

/**
 * Claims and runs the tasks due at `now` (at most `limit`), one after another. Safe to call from several processes
 * at once: each task is run by the worker whose conditional update won it.
 */
export async function runDueTasks(
  opts: { now?: Date; limit?: number; workerId?: string; names?: string[] } = {},
): Promise<RunSummary> {
  const now = opts.now ?? new Date();
  const workerId = opts.workerId ?? WORKER_ID;
  const summary: RunSummary = { claimed: 0, done: 0, retried: 0, failed: 0 };
  const candidates = await prisma.queuedTask.findMany({
    where: { AND: [due(now), ...(opts.names ? [{ name: { in: opts.names } }] : [])] },
    orderBy: { runAt: "asc" },
    take: opts.limit ?? 20,
    select: { id: true, attempts: true },
  });
  for (const candidate of candidates) {
    const claimed = await prisma.queuedTask.updateMany({
      // `attempts` unchanged since we read it: nobody else claimed it in between.
      where: { AND: [{ id: candidate.id, attempts: candidate.attempts }, due(now)] },
      data: {
        status: "running",
        lockedBy: workerId,
        lockedUntil: new Date(now.getTime() + leaseMs()),
        attempts: { increment: 1 },
      },
    });
    if (claimed.count !== 1) continue;
    summary.claimed++;
    const outcome = await runClaimed(candidate.id, now);
    summary[outcome]++;
  }
  return summary;
}

async function runClaimed(id: string, now: Date): Promise<"done" | "retried" | "failed"> {
  const task = await prisma.queuedTask.findUniqueOrThrow({ where: { id } });
  const started = Date.now();
  const handler = handlers.get(task.name);
  const payload = parsePayload(task.payload);
  try {
    if (!handler) throw new Error(`No handler for task '${task.name}'`);
    const result = await handler(payload, { taskId: task.id, attempt: task.attempts, dedupeKey: task.dedupeKey, now });
    await finish(task, started, { status: "done", result: result === undefined ? null : JSON.stringify(result) });
    return "done";
  } catch (error) {
    const next = afterFailure(task.attempts, task.maxAttempts, new Date());
    if (next.status === "queued") {
      await prisma.queuedTask.updateMany({
        where: { id: task.id, status: "running" },
        data: { status: "queued", runAt: next.runAt, lockedBy: null, lockedUntil: null, lastError: errorLine(error) },
      });
      return "retried";
    }
    await finish(task, started, { status: "failed", lastError: errorLine(error) });
    return "failed";
  }
}

export interface FinishedTask {
  id: string;
  name: string;
  payload: unknown;
  status: "done" | "failed";
  lastError: string | null;
  durationMs: number;
}

async function finish(
  task: { id: string; name: string; payload: string },
  started: number,
  data: { status: "done" | "failed"; result?: string | null; lastError?: string },
) {
  await prisma.queuedTask.updateMany({
    where: { id: task.id, status: "running" },
    data: { ...data, lastError: data.lastError ?? null, lockedBy: null, lockedUntil: null, finishedAt: new Date() },
  });
  await afterTaskFinished({
    id: task.id,
    name: task.name,
    payload: parsePayload(task.payload),
    status: data.status,
    lastError: data.lastError ?? null,
    durationMs: Date.now() - started,
  });
}

type FinishedListener = (task: FinishedTask) => Promise<void>;
const finishedListeners: FinishedListener[] = [];

/** Called after a task ends (done or failed for good); schedules record their last run this way. */
export function onTaskFinished(listener: FinishedListener) {
  finishedListeners.push(listener);
}

async function afterTaskFinished(task: FinishedTask) {
  for (const listener of finishedListeners) {
    try {
      await listener(task);
    } catch (error) {
      console.error("Task listener failed", errorLine(error));
    }
  }
}

/** Cancels a task that has not started (a follow-up no longer needed). Running tasks finish. */
export async function cancelTask(id: string) {
  const { count } = await prisma.queuedTask.updateMany({
    where: { id, status: "queued" },
    data: { status: "cancelled", finishedAt: new Date() },
  });
  return count === 1;
}

/** Runs a failed or cancelled task again from its first attempt. */
export async function retryTask(id: string, now = new Date()) {
  const { count } = await prisma.queuedTask.updateMany({
    where: { id, status: { in: ["failed", "cancelled"] } },
    data: { status: "queued", attempts: 0, runAt: now, lastError: null, finishedAt: null },
  });
  return count === 1;
}

export async function taskCounts() {
  const rows = await prisma.queuedTask.groupBy({ by: ["status"], _count: { _all: true } });
  return Object.fromEntries(rows.map((r) => [r.status, r._count._all])) as Partial<Record<TaskStatus, number>>;
}

/** The newest tasks, optionally of one status or name (the operator's console). */
export async function recentTasks(filter: { status?: TaskStatus; name?: string; take?: number } = {}) {
  return prisma.queuedTask.findMany({
    where: { ...(filter.status ? { status: filter.status } : {}), ...(filter.name ? { name: filter.name } : {}) },
    orderBy: { createdAt: "desc" },
    take: Math.min(filter.take ?? 50, 200),
    select: {
      id: true,
      name: true,
      status: true,
      attempts: true,
      maxAttempts: true,
      runAt: true,
      lastError: true,
      createdAt: true,
      finishedAt: true,
      dedupeKey: true,
    },
  });
}
