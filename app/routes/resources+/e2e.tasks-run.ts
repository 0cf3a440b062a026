import { json, type ActionFunctionArgs } from "@remix-run/node";
import { runDueTasks } from "~/models/queue.server.ts";
import { registerTasks } from "~/models/task-handlers.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";

// End-to-end only (ENABLE_TEST_HOOKS=1, refused in production; the suite runs with the worker off): runs the queue's
// due tasks at the pinned clock (x-test-now), optionally only some task names — the way the worker would.
export async function loader() {
  throw notFound();
}

export async function action({ request }: ActionFunctionArgs) {
  if (getEnv().ENABLE_TEST_HOOKS !== "1") throw notFound();
  registerTasks();
  const form = await readForm(request);
  const names = form.getAll("name").map(String).filter(Boolean).slice(0, 10);
  const summary = await runDueTasks({ now: getNow(request), limit: 50, ...(names.length ? { names } : {}) });
  return json(summary);
}
