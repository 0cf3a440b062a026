// A server process's background worker on its own (the fault test in tests/unit/queue-kill-model.test.ts): the real
// task handlers and the real worker loop (`startTaskWorker`, as server.js runs it), on the database in DATABASE_URL.
// KILLTEST_HOLD makes it stop in the middle of a batch so the test can SIGKILL it at a known point:
//   "after:N"  — the Nth automation run has done all its effects, but its task is not yet marked done;
//   "before:N" — the Nth automation task on its first attempt is claimed (its lease taken), nothing of it done yet.
// It prints one line per step ("ran <runId>", "holding <runId>") on stdout for the test to follow.
import { AUTOMATION_TASK, runAutomation } from "~/models/automations.server.ts";
import { defineTask } from "~/models/queue.server.ts";
import { registerTasks } from "~/models/task-handlers.server.ts";
import { startTaskWorker } from "~/models/task-worker.server.ts";

const [holdWhen, holdAt] = (process.env.KILLTEST_HOLD ?? "").split(":");
const holdN = Number(holdAt);
let started = 0;
let fresh = 0;
const holdForever = (runId: string) => {
  console.log(`holding ${runId}`);
  return new Promise<never>(() => {});
};

registerTasks();
defineTask(AUTOMATION_TASK, async (payload, ctx) => {
  const runId = String((payload as { runId?: unknown })?.runId);
  started++;
  if (ctx.attempt === 1) fresh++;
  if (holdWhen === "before" && ctx.attempt === 1 && fresh === holdN) await holdForever(runId);
  const result = await runAutomation(payload, ctx);
  console.log(`ran ${runId} attempt ${ctx.attempt}`);
  if (holdWhen === "after" && started === holdN) await holdForever(runId);
  return result;
});
startTaskWorker();
console.log("worker started");
// The worker's timer does not keep the process alive on its own (it is unref'd inside a server).
setInterval(() => {}, 60_000);
