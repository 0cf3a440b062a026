import crypto from "node:crypto";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { CartSummaryCard } from "~/components/cart-summary.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { LightInput, lightForm } from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { paymentTermsText } from "~/domain/cart.ts";
import { confirmBookingConstraint, parseBookingConfirmation } from "~/screens/booking/booking-form.server.ts";
import { bookingQuery, parseBookingRequest } from "~/models/booking.server.ts";
import { loadCatalogue } from "~/models/pricing.server.ts";
import { placeOrderAndPay } from "~/models/order-flow.server.ts";
import {
  orderOutcomeResponse,
  orderedBy,
  orderPlacedWithToken,
  unavailablePaymentMethodReply,
} from "~/screens/payment/order-outcome.server.ts";
import { getUser, requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { availablePaymentMethods } from "~/utils/payments.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { addNamedVessel } from "~/models/vessel.server.ts";
import { rememberPhone } from "~/models/account.server.ts";
import { PaymentMethodChoices } from "~/components/ui/radio-choices.tsx";
import { LinkButtons } from "~/components/link-buttons.tsx";

export const meta: MetaFunction = () => [
  { title: "Review your booking | Bosun" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const url = new URL(request.url);
  if (![...url.searchParams.keys()].length) return json({ state: "empty" as const });
  const catalogue = await loadCatalogue();
  const parsed = await parseBookingRequest(url.searchParams, {
    now: getNow(request),
    userId: user?.id ?? null,
    catalogue,
  });
  if (!parsed.ok) {
    const errors = { ...(parsed.submission.reply().error ?? {}), ...(parsed.fieldErrors ?? {}) };
    return json({
      state: "invalid" as const,
      errors: Object.values(errors).flat().filter(Boolean) as string[],
      back: `/book?${url.searchParams}`,
    });
  }
  const phone = user
    ? (await prisma.user.findUnique({ where: { id: user.id }, select: { phone: true } }))?.phone
    : null;
  const { value, service, vessel, summary } = parsed;
  return json({
    state: "ready" as const,
    signedIn: !!user,
    booking: {
      serviceName: service.serviceName,
      termsText: paymentTermsText(service),
      weatherDependent: service.weatherDependent,
      outOfWater: service.requiresVesselOutOfWater,
      date: value.date,
      startTime: value.startTime,
      endTime: value.endTime,
      marina: value.marina,
      haulOutNote: value.haulOutNote ?? null,
      notes: value.notes ?? null,
      vesselName: vessel.name,
      vesselLength: vessel.lengthMetres,
    },
    summary: { ...summary, lines: undefined, eligibility: undefined },
    back: `/book?${bookingQuery(value)}`,
    phone: phone ?? "",
    paymentMethods: availablePaymentMethods(),
    checkoutToken: crypto.randomBytes(18).toString("base64url"),
    constraint: confirmBookingConstraint,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAuth(request);
  const now = getNow(request);
  const url = new URL(request.url);
  const catalogue = await loadCatalogue();
  const parsed = await parseBookingRequest(url.searchParams, { now, userId: ctx.user.id, catalogue });
  if (!parsed.ok) return redirect(`/book?${url.searchParams}`);
  const formData = await readForm(request);
  const submission = parseBookingConfirmation(formData);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const refused = unavailablePaymentMethodReply(submission, v.paymentMethod);
  if (refused) return refused;
  const placed = await orderPlacedWithToken(v.checkoutToken, ctx.user.id);
  if (placed) return redirect(`/booking-success?order=${placed}`);

  let vessel = parsed.vessel;
  if (!vessel.id) {
    const created = await addNamedVessel(prisma, ctx.user.id, { ...vessel, homeMarina: parsed.value.marina });
    vessel = { ...vessel, id: created.id };
  }
  await rememberPhone(ctx.user.id, v.contactPhone);
  const outcome = await placeOrderAndPay(
    catalogue,
    {
      source: "booking",
      checkoutToken: v.checkoutToken,
      ...orderedBy(ctx, v.contactPhone),
      paymentMethod: v.paymentMethod,
      paymentPlan: "per_service_terms",
      vessel,
      location: { accessType: null, marina: parsed.value.marina, address: null, zone: null },
      lines: [
        {
          key: "booking",
          serviceType: parsed.value.serviceType,
          scheduledDate: parsed.value.date,
          windowStart: parsed.value.startTime,
          windowEnd: parsed.value.endTime,
          haulOutNote: parsed.value.haulOutNote ?? null,
          notes: parsed.value.notes ?? null,
        },
      ],
      now,
    },
    { offline: (id) => `/booking-success?order=${id}`, cardUnavailable: (id) => `/booking-success?order=${id}` },
  );
  return orderOutcomeResponse(outcome, submission);
}

export default function BookingConfirmation() {
  const data = useLoaderData<typeof loader>();
  if (data.state === "empty") {
    return (
      <div className="container-page max-w-2xl py-12">
        <h1 className="text-3xl font-bold">Nothing to review yet</h1>
        <p className="mt-3">Choose a service, a date and a time window first.</p>
        <Link to="/book" className="btn-primary mt-6">
          Book a service
        </Link>
      </div>
    );
  }
  if (data.state === "invalid") {
    return (
      <div className="container-page max-w-2xl py-12">
        <h1 className="text-3xl font-bold">A few details need another look</h1>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-danger">
          {data.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <Link to={data.back} className="btn-primary mt-6">
          Back to the booking form
        </Link>
      </div>
    );
  }
  return <ReadyConfirmation data={data} />;
}

function ReadyConfirmation({
  data,
}: {
  data: Extract<ReturnType<typeof useLoaderData<typeof loader>>, { state: "ready" }>;
}) {
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "confirm-booking",
    lastResult: actionData?.result,
    constraint: data.constraint,
    defaultValue: { paymentMethod: data.paymentMethods[0], contactPhone: data.phone },
  });
  const paymentMethod = field("paymentMethod");
  const b = data.booking;
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Booking steps" className="text-sm">
        <Link to={data.back}>Details</Link> <span aria-hidden="true">›</span>{" "}
        <span className="font-semibold text-secondary">Review</span> <span aria-hidden="true">›</span> Confirmed
      </nav>
      <h1 className="mt-2 text-3xl font-bold">Review your booking</h1>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section className="card" data-testid="booking-review">
            <h2 className="text-xl font-bold">{b.serviceName}</h2>
            <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-y-2 text-sm">
              <dt>Vessel</dt>
              <dd className="font-semibold text-secondary">
                {b.vesselName}
                {b.vesselLength ? ` (${b.vesselLength} m)` : ""}
              </dd>
              <dt>Where</dt>
              <dd>{b.marina}</dd>
              <dt>When</dt>
              <dd className="font-semibold text-secondary">
                {formatServiceDate(b.date)}, {b.startTime}–{b.endTime}
              </dd>
              <dt>Payment terms</dt>
              <dd>{b.termsText}</dd>
              {b.haulOutNote ? (
                <>
                  <dt>Haul-out</dt>
                  <dd>{b.haulOutNote}</dd>
                </>
              ) : null}
              {b.notes ? (
                <>
                  <dt>Notes</dt>
                  <dd>{b.notes}</dd>
                </>
              ) : null}
            </dl>
            {b.weatherDependent ? (
              <p className="mt-4 rounded-theme bg-sky-50 p-3 text-sm text-sky-900">
                Weather dependent: we check the forecast 48 hours before and move the booking free of charge if wind or
                rain would spoil the work.
              </p>
            ) : null}
            {b.outOfWater ? (
              <p className="mt-3 rounded-theme bg-amber-50 p-3 text-sm text-amber-900">
                Done out of the water: please keep your haul-out booking for this date.
              </p>
            ) : null}
            <Link to={data.back} className="mt-4 inline-block text-sm font-semibold">
              Change details
            </Link>
          </section>

          {data.signedIn ? (
            <Form method="post" {...formProps} className="card space-y-4">
              <input type="hidden" name="checkoutToken" value={data.checkoutToken} />
              <LightInput
                field={field("contactPhone")}
                label="Mobile phone for the crew"
                type="tel"
                autoComplete="tel"
              />
              <fieldset className="space-y-2">
                <legend className="field-label">Payment method</legend>
                <PaymentMethodChoices
                  meta={{ ...paymentMethod, initialValue: paymentMethod.value }}
                  methods={data.paymentMethods}
                />
              </fieldset>
              <ErrorList id={formErrorId} errors={formErrors} />
              <StatusButton pendingText="Confirming..." className="btn-primary">
                Confirm booking
              </StatusButton>
            </Form>
          ) : (
            <section className="card">
              <h2 className="text-lg font-bold">Log in to confirm</h2>
              <p className="mt-2 text-sm">
                Your booking, receipts and reminders live in your Bosun account. We&apos;ll bring you straight back
                here.
              </p>
              <LinkButtons
                className="mt-4 flex flex-wrap gap-3"
                links={[
                  { to: `/auth?mode=both&tab=login&redirectTo=${encodeURIComponent(here)}`, label: "Log in" },
                  {
                    to: `/auth?mode=both&tab=register&redirectTo=${encodeURIComponent(here)}`,
                    label: "Create an account",
                  },
                ]}
              />
            </section>
          )}
        </div>
        <aside>
          <CartSummaryCard summary={data.summary} title="Price" />
        </aside>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
