// npm run credentials:remind [-- --now 2026-12-01T09:00:00+11:00]
// E-mails about staff and subcontractor credentials expiring within 30 days (once per credential and expiry date).
// The server runs it on its own schedule (credential-reminders); safe to run from cron too: a re-run sends nothing new.
import { parseArgs } from "node:util";
import { runCredentialReminders } from "../app/models/credential-reminders.server.ts";
import { prisma } from "../app/utils/db.server.ts";

async function main() {
  const { values } = parseArgs({ options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const run = await runCredentialReminders({ now });
  console.log(`Checked ${run.checked} credential(s) at ${now.toISOString()}; sent ${run.sent.length} e-mail(s).`);
}

main()
  .catch((error) => {
    console.error("Credential reminders failed:", error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
