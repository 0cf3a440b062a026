// Turns an order-placement outcome (models/order-flow.server.ts) into the response every ordering form gives.
import { json, redirect } from "@remix-run/node";
import type { OrderOutcome } from "~/models/order-flow.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export function orderOutcomeResponse<R>(
  outcome: OrderOutcome,
  submission: { reply: (opts: { formErrors: string[] }) => R },
) {
  switch (outcome.kind) {
    case "placed":
      return redirect(outcome.redirectTo);
    case "placed_unpaid":
      return redirectWithToast(outcome.redirectTo, {
        type: "error",
        title: "Card payment not started",
        description: outcome.problem,
      });
    case "refused":
      return json({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 409 });
  }
}
