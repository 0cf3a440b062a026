// Spec §2 /complete-subscription (issue 14): review and start a subscription — vessel, place, how often, first
// visit, price per visit, terms, and how to pay. Works without JavaScript; a signed-out visitor is asked to sign in.
import crypto from "node:crypto";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { LightInput, LightSelect, LightTextarea, lightForm } from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { bookingHoursText, dayOfWeek, formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import {
  BOOK_AHEAD_DAYS,
  cardLabel,
  FREQUENCIES,
  firstVisitDates,
  RETRY_AFTER_DAYS,
  WINDOW_CHOICES,
} from "~/domain/subscriptions.ts";
import { BerthFields } from "~/components/berth-fields.tsx";
import { PaymentUnavailableError, startCardPayment } from "~/models/payment.server.ts";
import { signUp, signUpOptions } from "~/models/subscription.server.ts";
import { getUser, loginPath } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { parseForm, readForm, refusalReply, unparsedReply } from "~/utils/forms.server.ts";
import { Refusal } from "~/domain/refusal.ts";
import { notFound } from "~/utils/misc.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";
import { subscribeConstraint, subscribeSchema } from "~/screens/subscription/subscribe-form.server.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { LinkButtons } from "~/components/link-buttons.tsx";

export const meta: MetaFunction = () => [
  { title: "Start a subscription | Bosun" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const serviceParam = url.searchParams.get("service") ?? "external_clean";
  const user = await getUser(request);
  const now = getNow(request);
  const hours = await bookingHours();
  const options = await signUpOptions(user?.id ?? null, serviceParam);
  const service = options.service ?? options.services[0] ?? null;
  const pendingId = url.searchParams.get("subscription");
  const pending =
    user && pendingId
      ? await prisma.subscription.findFirst({
          where: { id: pendingId, customerId: user.id, status: "pending" },
          select: { id: true, number: true, serviceName: true, vesselName: true, priceCents: true },
        })
      : null;
  return json({
    signedIn: !!user,
    loginHref: user ? null : loginPath(request),
    signupHref: user
      ? null
      : `/auth?mode=both&tab=register&redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    service: service ? { ...service, basePriceCents: options.basePriceCents } : null,
    services: options.services.map((s) => ({ serviceType: s.serviceType, serviceName: s.serviceName })),
    vessels: options.vessels.map((v) => ({
      ...v,
      priceCents: options.prices.find((p) => p.vesselId === v.id)?.priceCents ?? 0,
    })),
    addresses: options.addresses,
    cards: options.cards,
    cardsAvailable: options.cardsAvailable,
    dates: firstVisitDates(now, hours, 21),
    hours,
    constraint: subscribeConstraint(hours),
    token: crypto.randomBytes(18).toString("base64url"),
    pending,
    cancelled: url.searchParams.get("payment") === "cancelled",
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  if (!user) throw redirect(loginPath(request));
  const now = getNow(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "pay") {
    const id = String(formData.get("subscriptionId") ?? "");
    const sub = await prisma.subscription.findFirst({ where: { id, customerId: user.id }, select: { id: true } });
    if (!sub) throw notFound();
    try {
      return redirect((await startCardPayment("subscription", sub.id)).redirectTo);
    } catch (error) {
      if (error instanceof PaymentUnavailableError)
        return json({ result: unparsedReply(formData, { formErrors: [error.message] }) }, { status: 503 });
      throw error;
    }
  }
  const submission = parseForm(formData, { schema: subscribeSchema(await bookingHours()) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    const { redirectTo } = await signUp(user, { ...v, weekday: dayOfWeek(v.firstVisit) }, now);
    return redirect(redirectTo);
  } catch (error) {
    if (error instanceof Refusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function CompleteSubscription() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const firstVessel = data.vessels[0]?.id ?? "new";
  const firstAddress = data.addresses[0]?.id ?? "new";
  const defaultBilling = data.cards[0] ? `card:${data.cards[0].id}` : data.cardsAvailable ? "card_new" : "invoice";
  // A light form (ADR 030): the action parses with subscribeSchema; the browser gets its constraints as data.
  const { submitErrors, field, formProps } = lightForm({
    id: "subscribe",
    lastResult: actionData?.result,
    constraint: data.constraint,
    defaultValue: {
      service: data.service?.serviceType,
      vesselId: firstVessel,
      addressId: firstAddress,
      accessType: "marina",
      frequency: "fortnightly",
      window: WINDOW_CHOICES[0].value,
      firstVisit: data.dates.find((d) => dayOfWeek(d) === 2) ?? data.dates[0],
      billing: defaultBilling,
    },
  });

  const billing = field("billing");
  // One name, several radios: each gets the field's attributes but not its id (the labels wrap them).
  const { id: _billingId, ...billingProps } = billing.props;
  const billingRadio = (value: string) => ({
    ...billingProps,
    type: "radio" as const,
    value,
    defaultChecked: billing.value === value,
  });
  // Not `required`: an unticked box is refused by the server with its reason, next to it, everything typed kept.
  const { required: _termsRequired, ...termsProps } = field("terms").props;
  const terms = { ...field("terms"), props: termsProps };

  if (!data.service) {
    return (
      <div className="container-page py-12">
        <h1 className="text-3xl font-bold">Subscriptions</h1>
        <p className="mt-3">
          No service is offered as a subscription right now. <Link to="/services">See our services</Link>.
        </p>
      </div>
    );
  }

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Subscription steps" className="text-sm">
        <Link to={`/services`}>Services</Link> <span aria-hidden="true">›</span>{" "}
        <span className="font-semibold text-secondary">Subscribe</span> <span aria-hidden="true">›</span> Activated
      </nav>
      <h1 className="mt-2 text-3xl font-bold">Regular {data.service.serviceName.toLowerCase()}</h1>
      <p className="mt-2 max-w-2xl">
        We come on the same day every week, fortnight or month, book each visit {BOOK_AHEAD_DAYS} days ahead and bill it
        then. Skip a visit, pause or cancel from your account whenever you like.
      </p>

      {data.pending ? (
        <section
          className="mt-6 rounded-theme border border-warning/40 bg-warning/10 p-5"
          data-testid="pending-subscription"
        >
          <h2 className="text-lg font-bold">
            {data.cancelled ? "Payment not completed" : "Waiting for the first payment"}
          </h2>
          <p className="mt-1 text-sm">
            Your {data.pending.serviceName} subscription for {data.pending.vesselName} starts once the first visit (
            {formatCents(data.pending.priceCents)}) is paid.
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="subscriptionId" value={data.pending.id} />
            <StatusButton value="pay" pendingText="Opening the payment page...">
              Pay {formatCents(data.pending.priceCents)} and start
            </StatusButton>
          </Form>
        </section>
      ) : null}

      {!data.signedIn ? (
        <section className="card mt-8 max-w-xl" data-testid="subscribe-sign-in">
          <h2 className="text-xl font-bold">Sign in to subscribe</h2>
          <p className="mt-2 text-sm">
            A subscription lives in your account: that is where you see the coming visits, skip or pause them, and keep
            the card we charge. From {formatCents(data.service.basePriceCents)} a visit for a boat up to 8 m.
          </p>
          <LinkButtons
            className="mt-4 flex flex-wrap gap-3"
            links={[
              { to: data.loginHref!, label: "Sign in" },
              { to: data.signupHref!, label: "Create an account" },
            ]}
          />
        </section>
      ) : (
        <Form method="post" {...formProps} className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
          <input type="hidden" name="token" value={data.token} />
          <div className="space-y-6">
            <fieldset className="card space-y-4">
              <legend className="px-1 text-lg font-bold">Service and boat</legend>
              <LightSelect
                field={field("service")}
                label="Service"
                options={data.services.map((s) => ({ value: s.serviceType, label: s.serviceName }))}
              />
              <LightSelect
                field={field("vesselId")}
                label="Vessel"
                options={[
                  ...data.vessels.map((v) => ({
                    value: v.id,
                    label: `${v.name}${v.lengthMetres ? ` (${v.lengthMetres} m)` : ""} — ${formatCents(v.priceCents)} a visit`,
                  })),
                  { value: "new", label: "Another boat — enter it below" },
                ]}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <LightInput field={field("vesselName")} label="New boat's name" placeholder="e.g. Blue Wren" />
                <LightInput
                  field={field("vesselLength")}
                  label="Length in metres"
                  type="number"
                  placeholder="e.g. 11.3"
                  extra={{ step: "any" }}
                />
              </div>
              <p className="text-xs">
                Only needed for another boat. Its price per visit is worked out from its length (
                {formatCents(data.service.basePriceCents)} up to 8 m) and shown before you pay.
              </p>
            </fieldset>

            <fieldset className="card space-y-4">
              <legend className="px-1 text-lg font-bold">Where she is kept</legend>
              <LightSelect
                field={field("addressId")}
                label="Place"
                options={[
                  ...data.addresses.map((a) => ({
                    value: a.id,
                    label: [a.label, a.marina, a.berth ? `berth ${a.berth}` : null].filter(Boolean).join(" · "),
                  })),
                  { value: "new", label: "Somewhere else — enter it below" },
                ]}
              />
              <BerthFields
                field={field}
                marinaLabel="Marina or yacht club, berth"
                marinaPlaceholder="e.g. d'Albora, C14"
              />
              <p className="text-xs">
                Save places on <Link to="/customer/addresses">your addresses page</Link> to pick them here next time.
              </p>
            </fieldset>

            <fieldset className="card space-y-4">
              <legend className="px-1 text-lg font-bold">When</legend>
              <div className="grid gap-4 sm:grid-cols-3">
                <LightSelect
                  field={field("frequency")}
                  label="How often"
                  options={FREQUENCIES.map((f) => ({ value: f.id, label: f.label }))}
                />
                <LightSelect
                  field={field("firstVisit")}
                  label="First visit (sets the day)"
                  options={data.dates.map((d) => ({ value: d, label: formatServiceDate(d) }))}
                />
                <LightSelect
                  field={field("window")}
                  label="Time window"
                  options={WINDOW_CHOICES.map((w) => ({ value: w.value, label: w.label }))}
                />
              </div>
              <p className="text-xs">
                Later visits fall on the same weekday. We work {bookingHoursText(data.hours)}; weather may move a visit
                by a day and we will tell you.
              </p>
              <LightTextarea
                field={field("notes")}
                label="Notes for the crew (optional)"
                rows={2}
                placeholder="Gate code is given on the day; covers off please"
              />
            </fieldset>

            <fieldset className="card space-y-3" aria-describedby={billing.errorId}>
              <legend className="px-1 text-lg font-bold">How to pay</legend>
              {data.cards.map((c) => (
                <label key={c.id} className="flex items-start gap-3 rounded-theme border border-line p-3">
                  <input {...billingRadio(`card:${c.id}`)} key={`card:${c.id}`} className="mt-1" />
                  <span>
                    <span className="font-semibold text-secondary">{cardLabel(c)}</span>
                    <span className="block text-sm">
                      Expires {String(c.expMonth).padStart(2, "0")}/{c.expYear}. We charge it when each visit is booked.
                    </span>
                  </span>
                </label>
              ))}
              {data.cardsAvailable ? (
                <label className="flex items-start gap-3 rounded-theme border border-line p-3">
                  <input {...billingRadio("card_new")} key="card_new" className="mt-1" />
                  <span>
                    <span className="font-semibold text-secondary">{data.cards.length ? "A new card" : "Card"}</span>
                    <span className="block text-sm">
                      Pay the first visit now on our secure payment page; the card is kept there for later visits.
                    </span>
                  </span>
                </label>
              ) : null}
              <label className="flex items-start gap-3 rounded-theme border border-line p-3">
                <input {...billingRadio("invoice")} key="invoice" className="mt-1" />
                <span>
                  <span className="font-semibold text-secondary">Invoice and bank transfer</span>
                  <span className="block text-sm">
                    We e-mail a tax invoice for each visit when it is booked, with a pay link.
                  </span>
                </span>
              </label>
              <ErrorList id={billing.errorId} errors={billing.errors} />
            </fieldset>
          </div>

          <aside className="space-y-4">
            <div className="card space-y-3 text-sm" data-testid="subscription-terms">
              <h2 className="text-lg font-bold">Terms</h2>
              <ul className="list-disc space-y-1 pl-5">
                <li>Each visit is booked and billed {BOOK_AHEAD_DAYS} days before it.</li>
                <li>Skip any visit not booked yet, pause up to 180 days, or change the day — from your account.</li>
                <li>Cancel any time: visits already booked still go ahead, nothing after.</li>
                <li>
                  If a card payment fails, the visit stays booked and we e-mail a pay link; we retry after{" "}
                  {RETRY_AFTER_DAYS.join(", ")} days, then stop booking until it is paid.
                </li>
                <li>Prices include GST; two subscribed services on the same visit get our bundle saving.</li>
              </ul>
              <div className="flex items-start gap-2">
                <input
                  {...terms.props}
                  type="checkbox"
                  value="on"
                  defaultChecked={terms.value === "on"}
                  className="mt-1"
                />
                <label htmlFor={terms.id} className="font-semibold text-secondary">
                  I agree to these subscription terms
                </label>
              </div>
              <ErrorList id={terms.errorId} errors={terms.errors} />
            </div>
            <SubmitWithErrors
              form={submitErrors}
              value="subscribe"
              pendingText="Starting..."
              className="btn-primary w-full py-3 text-base"
            >
              Start subscription
            </SubmitWithErrors>
          </aside>
        </Form>
      )}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
