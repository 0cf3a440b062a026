// The background worker inside each server process (ADR 120): every TASK_WORKER_POLL_MS it claims the schedules that
// are due and runs the due tasks. Several processes may run it at once; the queue and schedules make that safe.
// TASK_WORKER_POLL_MS=0 turns it off (the end-to-end suite drives tasks through a test hook instead).
import { errorLine } from "~/domain/tasks.ts";
import { getEnv } from "~/utils/env.server.ts";
import { resealWebhookSecrets } from "./automations.server.ts";
import { runDueTasks } from "./queue.server.ts";
import { ensureSchedules, tickSchedules } from "./schedules.server.ts";
import { registerTasks } from "./task-handlers.server.ts";

let started = false;

export function startTaskWorker() {
  registerTasks();
  const pollMs = getEnv().TASK_WORKER_POLL_MS;
  if (started || pollMs <= 0) return;
  started = true;
  let busy = false;
  let ready = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      if (!ready) {
        await ensureSchedules();
        // Webhook secrets stored before they were sealed, or under a previous key, are rewritten under the current
        // key (ADR 201 and its rotation addendum).
        // A failure here (no key configured) is reported and does not stop the queue and the schedules.
        try {
          const sealed = await resealWebhookSecrets();
          if (sealed.resealed) console.log(`Sealed the webhook secrets of ${sealed.resealed} rule version(s)`);
          if (sealed.unreadable.length)
            console.error(
              `${sealed.unreadable.length} webhook secret(s) open with no configured key: npm run secrets:rotate lists them`,
            );
        } catch (error) {
          console.error(`Webhook secrets not re-sealed: ${errorLine(error)}`);
        }
        ready = true;
      }
      await tickSchedules();
      const run = await runDueTasks({ limit: 10 });
      if (run.failed) console.error(`Background tasks: ${run.failed} failed for good (see the task log)`);
    } catch (error) {
      console.error("Background worker pass failed:", errorLine(error));
    } finally {
      busy = false;
    }
  }, pollMs);
  timer.unref();
}
