import { json, type ActionFunctionArgs } from "@remix-run/node";
import { runSubscriptions } from "~/models/subscription.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";

// End-to-end only (ENABLE_TEST_HOOKS=1, refused in production): runs the subscription scheduler at the pinned clock
// (x-test-now), optionally several copies at the same moment — the way two cron hosts would.
export async function loader() {
  throw notFound();
}

export async function action({ request }: ActionFunctionArgs) {
  if (getEnv().ENABLE_TEST_HOOKS !== "1") throw notFound();
  const form = await readForm(request);
  const copies = Math.min(4, Math.max(1, Number(form.get("copies") ?? 1) || 1));
  const now = getNow(request);
  const email = String(form.get("customerEmail") ?? "").toLowerCase();
  const customer = email ? await prisma.user.findUnique({ where: { email }, select: { id: true } }) : null;
  if (email && !customer) return json({ error: "No such customer" }, { status: 404 });
  const runs = await Promise.all(
    Array.from({ length: copies }, () => runSubscriptions({ now, customerId: customer?.id })),
  );
  return json({ runs });
}
