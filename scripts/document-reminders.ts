// npm run documents:remind [-- --now 2026-12-01T09:00:00+11:00]
// E-mails owners about documents expiring in 30 days, in 7 days and on the day (once per document and threshold).
// Safe to run from cron as often as you like, next to invoices:remind: a re-run sends nothing new.
import { parseArgs } from "node:util";
import { runDocumentReminders } from "../app/models/documents.server.ts";
import { prisma } from "../app/utils/db.server.ts";

async function main() {
  const { values } = parseArgs({ options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const run = await runDocumentReminders({ now });
  console.log(`Checked ${run.checked} document(s) at ${now.toISOString()}; sent ${run.sent.length} reminder(s).`);
}

main()
  .catch((error) => {
    console.error("Document reminders failed:", error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
