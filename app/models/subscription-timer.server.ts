// The subscription scheduler inside the server (issue 14): every SUBSCRIPTIONS_RUN_EVERY_MINUTES (0 = off; cron can
// run `npm run subscriptions:run` instead or as well — runs are idempotent). One pass at a time per process.
import { getEnv } from "~/utils/env.server.ts";
import { runSubscriptions } from "./subscription.server.ts";

let started = false;
let running = false;

export function startSubscriptionTimer(now: () => Date = () => new Date()) {
  const minutes = getEnv().SUBSCRIPTIONS_RUN_EVERY_MINUTES;
  if (started || minutes <= 0) return;
  started = true;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const run = await runSubscriptions({ now: now() });
      if (run.booked || run.declined || run.pastDue) console.log("Subscription run", JSON.stringify(run));
    } catch (error) {
      console.error("Subscription run failed", error);
    } finally {
      running = false;
    }
  }, minutes * 60_000);
  timer.unref();
}
