// npm run invoices:remind [-- --now 2026-12-01T09:00:00+11:00]
// Sends the overdue-invoice reminders that are due (at most one per invoice per INVOICE_REMINDER_INTERVAL_DAYS).
// Safe to run from cron as often as you like: a re-run sends nothing new. `--now` pins the clock (testing).
import { parseArgs } from "node:util";
import { formatInvoiceNumber } from "../app/domain/invoice.ts";
import { runInvoiceReminders } from "../app/models/invoice-reminders.server.ts";
import { prisma } from "../app/utils/db.server.ts";

async function main() {
  const { values } = parseArgs({ options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const run = await runInvoiceReminders({ now });
  console.log(
    `Checked ${run.checked} overdue invoice(s) at ${now.toISOString()}; sent ${run.sent.length} reminder(s).`,
  );
  for (const s of run.sent) console.log(`  ${formatInvoiceNumber(s.number)}: reminder ${s.sequence}`);
}

main()
  .catch((error) => {
    console.error("Invoice reminders failed:", error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
