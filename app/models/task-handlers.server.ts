// Every background task and recurring schedule the server runs, registered in one place (ADR 120). A new kind of
// background work adds its defineTask (and, if recurring, defineSchedule) here.
import { getEnv } from "~/utils/env.server.ts";
import { AUTOMATION_TASK, runAutomation } from "./automations.server.ts";
import { ARRIVAL_WINDOW_TASK, sendArrivalWindow } from "./arrival-window.server.ts";
import { runCredentialReminders } from "./credential-reminders.server.ts";
import { runDocumentReminders } from "./documents.server.ts";
import { runFleetStatements } from "./fleet-statements.server.ts";
import { runInvoiceReminders } from "./invoice-reminders.server.ts";
import { runMaintenanceReminders } from "./maintenance.server.ts";
import { defineTask } from "./queue.server.ts";
import { defineSchedule } from "./schedules.server.ts";
import { runSubscriptions } from "./subscription.server.ts";

let registered = false;

export function registerTasks() {
  if (registered) return;
  registered = true;
  const env = getEnv();

  defineTask(AUTOMATION_TASK, runAutomation);
  defineTask("schedule:subscriptions", async (_payload, { now }) => runSubscriptions({ now }));
  for (const [task, runReminders] of [
    ["schedule:invoice-reminders", runInvoiceReminders],
    ["schedule:maintenance-reminders", runMaintenanceReminders],
    ["schedule:document-reminders", runDocumentReminders],
    ["schedule:credential-reminders", runCredentialReminders],
  ] as const) {
    defineTask(task, async (_payload, { now }) => {
      const run = await runReminders({ now });
      return { checked: run.checked, sent: run.sent.length };
    });
  }
  defineTask(ARRIVAL_WINDOW_TASK, sendArrivalWindow);
  defineTask("schedule:fleet-statements", async (_payload, { now }) => runFleetStatements({ now }));

  const reminders = env.REMINDERS_RUN_EVERY_MINUTES;
  defineSchedule({
    name: "subscriptions",
    label: "Book and bill subscription visits",
    task: "schedule:subscriptions",
    everySeconds: Math.max(1, env.SUBSCRIPTIONS_RUN_EVERY_MINUTES) * 60,
    enabled: env.SUBSCRIPTIONS_RUN_EVERY_MINUTES > 0,
  });
  for (const [name, label] of [
    ["invoice-reminders", "Overdue invoice reminders"],
    ["maintenance-reminders", "Maintenance due reminders"],
    ["document-reminders", "Document expiry reminders"],
    ["credential-reminders", "Credential expiry e-mails (30 days ahead)"],
    ["fleet-statements", "Fleet accounts' monthly statements"],
  ] as const) {
    defineSchedule({
      name,
      label,
      task: `schedule:${name}`,
      everySeconds: Math.max(1, reminders) * 60,
      enabled: reminders > 0,
    });
  }
}
