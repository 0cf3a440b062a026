// The frame of a subscription page's action (the customer's page and the admin page): read the form,
// run the change its intent names, answer with a success toast back to the page, or with a 400 naming the intent,
// the message and what was typed when the change is refused (a `SubscriptionRefused` included).
import { json, type TypedResponse } from "@remix-run/node";
import { formatServiceDate } from "~/domain/booking.ts";
import { resumeSubscription, skipNextVisit, SubscriptionRefused } from "~/models/subscription.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export interface SubscriptionActionData {
  intent: string;
  error: string;
  /** What was posted, so the form that failed shows it again. */
  values: Record<string, string>;
}

type Answer = TypedResponse<never> | TypedResponse<SubscriptionActionData>;

export interface SubscriptionChange {
  id: string;
  actor: { id: string; staff: boolean };
  now: Date;
  form: FormData;
  /** The 400 answer with this message, shown by the form that was posted. */
  fail: (message: string) => TypedResponse<SubscriptionActionData>;
  /** Back to the subscription page with a success toast. */
  done: (title: string) => Promise<TypedResponse<never>>;
}

/** `changes` names every intent the page posts (`I`); any other intent is `unknownIntent()`. */
export async function subscriptionAction<I extends string>(
  request: Request,
  page: { id: string; actor: SubscriptionChange["actor"]; now: Date; back: string },
  changes: Record<I, (change: SubscriptionChange) => Promise<Answer>>,
): Promise<Answer> {
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const values = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const fail = (error: string) => json({ intent, error, values }, { status: 400 });
  const done = (title: string) => redirectWithToast(page.back, { type: "success", title });
  const change = Object.hasOwn(changes, intent) ? changes[intent as I] : undefined;
  if (!change) throw unknownIntent();
  try {
    return await change({ id: page.id, actor: page.actor, now: page.now, form, fail, done });
  } catch (error) {
    if (error instanceof SubscriptionRefused) return fail(error.message);
    throw error;
  }
}

/** Skip the next visit not booked yet. */
export async function skipChange({ id, actor, now, done }: SubscriptionChange) {
  const date = await skipNextVisit(id, actor, now);
  return done(`Visit on ${formatServiceDate(date)} skipped`);
}

/** Resume a paused subscription; `title` is the toast. */
export function resumeChange(title: string) {
  return async ({ id, actor, now, done }: SubscriptionChange) => {
    await resumeSubscription(id, actor, now);
    return done(title);
  };
}
