// npm run maintenance:remind [-- --now 2026-12-01T09:00:00+11:00]
// E-mails owners when a service on one of their boats falls due (once per vessel, service and period). Safe to run
// from cron as often as you like, beside invoices:remind and documents:remind.
import { parseArgs } from "node:util";
import { runMaintenanceReminders } from "../app/models/maintenance.server.ts";
import { prisma } from "../app/utils/db.server.ts";

async function main() {
  const { values } = parseArgs({ options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const run = await runMaintenanceReminders({ now });
  console.log(`Checked ${run.checked} vessel(s) at ${now.toISOString()}; e-mailed about ${run.sent.length}.`);
}

main()
  .catch((error) => {
    console.error("Maintenance reminders failed:", error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
