// /admin/subscriptions/{subscriptionId} (issue 14): a subscription's visits, charges, invoices and changes, and what
// staff can do about it — pause, resume, skip, cancel, refund a visit through the provider, change the price.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { MAX_MONEY_CENTS } from "~/domain/form-fields.ts";
import { formatCents, parseDollarsToCents } from "~/domain/money.ts";
import {
  cancelSubscription,
  changePrice,
  pauseSubscription,
  refundVisit,
  staffSubscription,
  subscriptionCharges,
} from "~/models/subscription.server.ts";
import {
  PauseUntilInput,
  SubscriptionPageHeader,
  subscriptionMeta,
  useSubscriptionResult,
} from "~/screens/subscription/subscription-page.tsx";
import { resumeChange, skipChange, subscriptionAction } from "~/screens/subscription/subscription-action.server.ts";
import {
  ChangeLog,
  SubscriptionSummary,
  SubscriptionTable,
  VisitsTable,
} from "~/screens/subscription/subscription-view.tsx";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = subscriptionMeta("Bosun admin");

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const sub = await staffSubscription(params.subscriptionId ?? "", getNow(request));
  if (!sub) throw notFound();
  return json({ sub, charges: await subscriptionCharges(sub) });
}

type Intent = "pause" | "resume" | "skip" | "cancel" | "price" | "refund";

/** A short text field as staff type it: trimmed, at most 300 characters. */
const note = (form: FormData, name: string) =>
  String(form.get(name) ?? "")
    .trim()
    .slice(0, 300);

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor: admin } = await requireAdmin(request);
  const id = params.subscriptionId ?? "";
  return subscriptionAction<Intent>(
    request,
    { id, actor: { id: admin.id, staff: true }, now: getNow(request), back: `/admin/subscriptions/${id}` },
    {
      pause: async ({ actor, now, form, done }) => {
        const until = String(form.get("until") ?? "");
        await pauseSubscription(id, actor, until, now);
        return done(`Paused until ${formatServiceDate(until)}`);
      },
      resume: resumeChange("Resumed"),
      skip: skipChange,
      cancel: async ({ actor, now, form, fail, done }) => {
        const reason = note(form, "reason");
        if (!reason) return fail("Say why it is being cancelled (the customer is told).");
        await cancelSubscription(id, actor, now, reason);
        return done("Cancelled at the end of the period");
      },
      price: async ({ form, fail, done }) => {
        const cents = parseDollarsToCents(String(form.get("price") ?? ""));
        const why = note(form, "note");
        if (cents === null || cents <= 0 || cents > MAX_MONEY_CENTS)
          return fail("Enter the new price per visit in dollars, e.g. 385.00");
        if (!why) return fail("Add a note saying why the price changes (the customer is told).");
        await changePrice(id, admin.id, cents, why);
        return done(`Price changed to ${formatCents(cents)}`);
      },
      refund: async ({ now, form, fail, done }) => {
        const reason = note(form, "reason");
        if (!reason) return fail("Say why this visit is refunded.");
        const cents = await refundVisit(id, String(form.get("visitId") ?? ""), admin.id, reason, now);
        return done(`${formatCents(cents)} refunded`);
      },
    },
  );
}

export default function AdminSubscription() {
  const { sub, charges } = useLoaderData<typeof loader>();
  const { errorFor, value } = useSubscriptionResult<Intent>();
  const open = sub.status !== "cancelled";
  return (
    <>
      <SubscriptionPageHeader sub={sub} listPath="/admin/subscriptions" />
      <div className="space-y-6">
        <SubscriptionSummary sub={sub} staff />
        {open ? (
          <section className="grid gap-4 lg:grid-cols-3" aria-label="Staff actions">
            <div className="card space-y-3">
              <h2 className="text-lg font-bold">Pause or resume</h2>
              {sub.status === "paused" ? (
                <Form method="post">
                  <StatusButton value="resume" pendingText="Resuming..." className="btn-primary">
                    Resume now
                  </StatusButton>
                  <ErrorList errors={errorFor("resume")} />
                </Form>
              ) : (
                <Form method="post" className="space-y-2">
                  <PauseUntilInput
                    today={sub.today}
                    bare
                    id="until"
                    label="Pause until"
                    defaultValue={value("pause", "until")}
                  />
                  <ErrorList errors={errorFor("pause")} />
                  <StatusButton value="pause" pendingText="Pausing..." className="btn-secondary">
                    Pause
                  </StatusButton>
                </Form>
              )}
              {sub.nextUnbooked && (sub.status === "active" || sub.status === "past_due") ? (
                <Form method="post">
                  <StatusButton value="skip" pendingText="Skipping..." className="btn-link">
                    Skip {formatServiceDate(sub.nextUnbooked)}
                  </StatusButton>
                  <ErrorList errors={errorFor("skip")} />
                </Form>
              ) : null}
            </div>
            <div className="card space-y-2">
              <h2 className="text-lg font-bold">Change price</h2>
              <Form method="post" className="space-y-2">
                <PlainInput
                  bare
                  id="price"
                  label="New price per visit (incl. GST)"
                  name="price"
                  inputMode="decimal"
                  defaultValue={value("price", "price") ?? (sub.priceCents / 100).toFixed(2)}
                />
                <PlainInput
                  bare
                  id="note"
                  label="Note for the customer"
                  name="note"
                  maxLength={300}
                  defaultValue={value("price", "note")}
                />
                <ErrorList errors={errorFor("price")} />
                <StatusButton value="price" pendingText="Saving..." className="btn-secondary">
                  Change price
                </StatusButton>
              </Form>
            </div>
            {sub.status !== "cancelling" ? (
              <div className="card space-y-2">
                <h2 className="text-lg font-bold">Cancel</h2>
                <Form method="post" className="space-y-2">
                  <PlainInput
                    bare
                    id="cancel-reason"
                    label="Reason"
                    name="reason"
                    maxLength={300}
                    defaultValue={value("cancel", "reason")}
                  />
                  <p className="text-xs">Booked visits still happen; nothing is booked after them.</p>
                  <ErrorList errors={errorFor("cancel")} />
                  <StatusButton value="cancel" pendingText="Cancelling..." className="btn-danger">
                    Cancel subscription
                  </StatusButton>
                </Form>
              </div>
            ) : null}
          </section>
        ) : null}
        <VisitsTable
          sub={sub}
          staff
          rowAction={(v) =>
            v.chargeStatus === "paid" && v.invoice ? (
              <Form method="post" className="flex gap-1">
                <input type="hidden" name="visitId" value={v.id} />
                <label htmlFor={`refund-${v.id}`} className="sr-only">
                  Refund reason
                </label>
                <input
                  id={`refund-${v.id}`}
                  name="reason"
                  placeholder="Reason"
                  className="field-input w-28 py-1 text-xs"
                />
                <StatusButton value="refund" pendingText="..." className="btn-link text-xs">
                  Refund
                </StatusButton>
              </Form>
            ) : null
          }
        />
        <ErrorList errors={errorFor("refund")} />
        <SubscriptionTable
          id="charges-heading"
          title="Charges"
          testId="charges"
          empty={charges.length === 0 ? "No card charges yet." : null}
          columns={["When", "Amount", "Result", "Provider reference"]}
          lastColumn="Note"
        >
          {charges.map((c) => (
            <tr key={c.id} className="border-b border-line/60">
              <td className="py-2 pr-3">{formatDateTime(c.createdAt)}</td>
              <td className="py-2 pr-3">{formatCents(c.amountCents)}</td>
              <td className="py-2 pr-3">{c.status}</td>
              <td className="py-2 pr-3 font-mono text-xs">{c.providerRef ?? "—"}</td>
              <td className="py-2 text-xs">{c.note}</td>
            </tr>
          ))}
        </SubscriptionTable>
        <ChangeLog sub={sub} />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
