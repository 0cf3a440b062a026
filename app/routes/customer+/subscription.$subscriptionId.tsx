// /customer/subscription/{subscriptionId} (issue 14): one subscription — its visits, bills and history — and the
// customer's own changes: skip the next visit, pause until a date, resume, change how often or the day, cancel.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { changeProblem, FREQUENCIES, MAX_PAUSE_DAYS, WEEKDAYS } from "~/domain/subscriptions.ts";
import { pauseSchema, rescheduleSchema } from "~/domain/subscription-forms.ts";
import {
  cancelSubscription,
  customerSubscription,
  pauseSubscription,
  rescheduleSubscription,
} from "~/models/subscription.server.ts";
import {
  PauseUntilInput,
  SubscriptionPageHeader,
  subscriptionMeta,
  useSubscriptionResult,
} from "~/screens/subscription/subscription-page.tsx";
import { resumeChange, skipChange, subscriptionAction } from "~/screens/subscription/subscription-action.server.ts";
import { ChangeLog, SubscriptionSummary, VisitsTable } from "~/screens/subscription/subscription-view.tsx";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = subscriptionMeta("My Account");

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const sub = await customerSubscription(params.subscriptionId ?? "", user.id, getNow(request));
  if (!sub) throw notFound();
  return json({ sub });
}

type Intent = "skip" | "pause" | "resume" | "reschedule" | "cancel";

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const id = params.subscriptionId ?? "";
  return subscriptionAction<Intent>(
    request,
    { id, actor: { id: user.id, staff: false }, now: getNow(request), back: `/customer/subscription/${id}` },
    {
      skip: skipChange,
      pause: async ({ actor, now, form, fail, done }) => {
        const parsed = pauseSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return fail(parsed.error.issues[0]!.message);
        await pauseSubscription(id, actor, parsed.data.until, now);
        return done(`Paused until ${formatServiceDate(parsed.data.until)}`);
      },
      resume: resumeChange("Subscription resumed"),
      reschedule: async ({ actor, now, form, fail, done }) => {
        const parsed = rescheduleSchema.safeParse(Object.fromEntries(form));
        if (!parsed.success) return fail(parsed.error.issues[0]!.message);
        const from = await rescheduleSubscription(id, actor, parsed.data, now);
        return done(`Changed from ${formatServiceDate(from)}`);
      },
      cancel: async ({ actor, now, form, fail, done }) => {
        if (form.get("confirm") !== "on") return fail("Tick the box to confirm you want to cancel.");
        await cancelSubscription(id, actor, now, String(form.get("reason") ?? "").slice(0, 300) || undefined);
        return done("Subscription cancelled");
      },
    },
  );
}

export default function CustomerSubscription() {
  const { sub } = useLoaderData<typeof loader>();
  const { result, errorFor } = useSubscriptionResult<Intent>();
  const can = (a: Intent) => !changeProblem(a, sub.status);
  return (
    <>
      <SubscriptionPageHeader sub={sub} listPath="/customer/subscriptions" />
      <div className="space-y-6">
        <SubscriptionSummary sub={sub} />
        {sub.status === "pending" ? (
          <section className="card">
            <p>
              This subscription starts when the first visit is paid.{" "}
              <Link to={`/complete-subscription?subscription=${sub.id}`}>Pay for the first visit</Link>.
            </p>
          </section>
        ) : null}
        {sub.status === "past_due" ? (
          <section className="rounded-theme border border-danger/40 bg-danger/5 p-5" role="alert">
            <h2 className="text-lg font-bold text-danger">Payment needed</h2>
            <p className="mt-1 text-sm">
              We couldn&apos;t charge your card for a visit, so no new visits are booked. Pay the invoice below and
              visits start again.
            </p>
          </section>
        ) : null}
        {sub.status !== "cancelled" && sub.status !== "pending" ? (
          <section className="grid gap-4 lg:grid-cols-2" aria-label="Change your subscription">
            <div className="card space-y-3">
              <h2 className="text-lg font-bold">Skip a visit</h2>
              {sub.nextUnbooked && can("skip") ? (
                <Form method="post">
                  <p className="text-sm">
                    Skip the visit on <strong>{formatServiceDate(sub.nextUnbooked)}</strong>. Nothing is charged for a
                    skipped visit. Visits already booked can be changed on <Link to="/customer/bookings">Bookings</Link>
                    .
                  </p>
                  <ErrorList errors={errorFor("skip")} />
                  <StatusButton value="skip" pendingText="Skipping..." className="btn-secondary mt-3">
                    Skip {formatServiceDate(sub.nextUnbooked)}
                  </StatusButton>
                </Form>
              ) : (
                <p className="text-sm">{changeProblem("skip", sub.status) ?? "No later visit to skip."}</p>
              )}
            </div>

            <div className="card space-y-3">
              <h2 className="text-lg font-bold">{sub.status === "paused" ? "Resume" : "Pause"}</h2>
              {sub.status === "paused" ? (
                <Form method="post">
                  <p className="text-sm">
                    Paused until {sub.pausedUntil ? formatServiceDate(sub.pausedUntil) : "further notice"}. Resume now
                    to have the next visit booked as usual.
                  </p>
                  <ErrorList errors={errorFor("resume")} />
                  <StatusButton value="resume" pendingText="Resuming..." className="btn-primary mt-3">
                    Resume now
                  </StatusButton>
                </Form>
              ) : can("pause") ? (
                <Form method="post" noValidate>
                  <PauseUntilInput
                    today={sub.today}
                    id="pause-until"
                    label={`Pause until (up to ${MAX_PAUSE_DAYS} days)`}
                    required
                    defaultValue={result?.intent === "pause" ? result.values.until : undefined}
                    errors={errorFor("pause")}
                  />
                  <StatusButton value="pause" pendingText="Pausing..." className="btn-secondary mt-3">
                    Pause visits
                  </StatusButton>
                </Form>
              ) : (
                <p className="text-sm">{changeProblem("pause", sub.status)}</p>
              )}
            </div>

            {can("reschedule") ? (
              <div className="card space-y-3">
                <h2 className="text-lg font-bold">Change how often or the day</h2>
                <Form method="post" className="space-y-3">
                  <div className="grid gap-3 sm:grid-cols-2">
                    <PlainSelect
                      id="frequency"
                      name="frequency"
                      label="How often"
                      defaultValue={sub.frequency}
                      options={FREQUENCIES.map((f) => ({ value: f.id, label: f.label }))}
                    />
                    <PlainSelect
                      id="weekday"
                      name="weekday"
                      label="Day"
                      defaultValue={sub.weekday}
                      options={WEEKDAYS.map((d) => ({ value: String(d.value), label: d.label }))}
                    />
                  </div>
                  <p className="text-xs">Takes effect from the next visit not booked yet.</p>
                  <ErrorList errors={errorFor("reschedule")} />
                  <StatusButton value="reschedule" pendingText="Saving..." className="btn-secondary">
                    Save change
                  </StatusButton>
                </Form>
              </div>
            ) : null}

            {can("cancel") ? (
              <div className="card space-y-3">
                <h2 className="text-lg font-bold">Cancel</h2>
                <Form method="post" className="space-y-3">
                  <p className="text-sm">Visits already booked still go ahead; nothing is booked after them.</p>
                  <label htmlFor="reason" className="field-label">
                    Anything we could do better? (optional)
                  </label>
                  <input id="reason" name="reason" maxLength={300} className="field-input" />
                  <div className="flex items-start gap-2">
                    <input id="confirm" type="checkbox" name="confirm" className="mt-1" />
                    <label htmlFor="confirm" className="text-sm font-semibold text-secondary">
                      Yes, cancel this subscription
                    </label>
                  </div>
                  <ErrorList errors={errorFor("cancel")} />
                  <StatusButton value="cancel" pendingText="Cancelling..." className="btn-danger">
                    Cancel subscription
                  </StatusButton>
                </Form>
              </div>
            ) : null}
          </section>
        ) : null}
        <VisitsTable sub={sub} />
        <ChangeLog sub={sub} />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
