// npm run subscriptions:run [-- --now 2026-12-01T06:00:00+11:00]
// Books and bills the subscription visits due in the coming week, retries declined cards on schedule, ends and
// resumes subscriptions whose dates came. Safe to run from cron as often as you like and on several hosts at once:
// a visit is unique per subscription and date, a charge per visit and attempt (ADR 136).
import { parseArgs } from "node:util";
import { runSubscriptions } from "../app/models/subscription.server.ts";
import { prisma } from "../app/utils/db.server.ts";

async function main() {
  const { values } = parseArgs({ options: { now: { type: "string" } } });
  const now = values.now ? new Date(values.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error(`--now is not a date: ${values.now}`);
  const run = await runSubscriptions({ now });
  console.log(
    `Subscriptions at ${now.toISOString()}: booked ${run.booked} visit(s), charged ${run.charged}, declined ${run.declined}, invoiced ${run.invoiced}; resumed ${run.resumed}, ended ${run.ended}, past due ${run.pastDue}, reactivated ${run.reactivated}.`,
  );
}

main()
  .catch((error) => {
    console.error("Subscription run failed:", error);
    process.exitCode = 1;
  })
  .finally(() => prisma.$disconnect());
