import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { BerthFields } from "~/components/berth-fields.tsx";
import { CartSummaryCard } from "~/components/cart-summary.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList, FormAlert } from "~/components/ui/error-list.tsx";
import { FieldShell, Options } from "~/components/ui/field-shell.tsx";
import { LightInput, LightSelect, LightTextarea, lightForm } from "~/components/ui/light-form.tsx";
import { vesselOptions } from "~/components/vessel-options.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { NEW_VESSEL, TIMES_OF_DAY, TIME_OF_DAY_LABELS } from "~/domain/cart.ts";
import { VESSEL_TYPES, VESSEL_TYPE_LABELS } from "~/domain/vessel-types.ts";
import { formatCents } from "~/domain/money.ts";
import { PAYMENT_METHOD_LABELS, formatOrderNumber } from "~/domain/orders.ts";
import { handleCheckout, loadCheckout } from "~/screens/checkout/checkout.server.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { CHOICE_CARD_CLASS, RadioChoices } from "~/components/ui/radio-choices.tsx";
import { LinkButtons } from "~/components/link-buttons.tsx";

export const meta: MetaFunction = () => [
  { title: "Checkout | Bosun" },
  {
    name: "description",
    content: "Confirm your vessel, location and dates, and choose how to pay for your Bosun marine services.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  return loadCheckout(request);
}

export async function action({ request }: ActionFunctionArgs) {
  return handleCheckout(request);
}

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "checkout",
    lastResult: withFlatDates(actionData?.result),
    constraint: data.constraint,
    defaultValue: {
      contactName: data.profile?.fullName ?? "",
      contactEmail: data.profile?.email ?? "",
      contactPhone: data.profile?.phone ?? "",
      vesselId: data.defaults.vesselId,
      vesselName: data.defaults.vesselName,
      vesselLength: data.defaults.vesselLength?.toString(),
      vesselType: data.defaults.vesselType ?? "motor_yacht",
      vesselYear: data.defaults.vesselYear?.toString(),
      accessType: data.defaults.accessType,
      marina: data.defaults.marina,
      address: data.defaults.address,
      ...Object.fromEntries(data.items.map((i, index) => [`dates[${index}].date`, i.scheduledDate ?? ""])),
      timeOfDay: data.cart?.scheduling.timeOfDay ?? "any",
      paymentMethod: data.paymentMethods[0],
    },
  });
  const { summary, items } = data;
  const blocked = !summary.eligibility.allowed;
  const vesselId = field("vesselId");
  const paymentMethod = field("paymentMethod");
  const hydrated = useHydrated();
  const [chosenVessel, setChosenVessel] = useState(vesselId.value);
  const showNewVessel = !hydrated || chosenVessel === NEW_VESSEL;

  return (
    <div className="container-page py-8 sm:py-12">
      <nav aria-label="Checkout steps" className="text-sm">
        <Link to="/cart">Cart</Link> <span aria-hidden="true">›</span>{" "}
        <span className="font-semibold text-secondary">Checkout</span> <span aria-hidden="true">›</span> Payment
      </nav>
      <h1 className="mt-2 text-3xl font-bold">Checkout</h1>

      {blocked ? (
        <section
          role="alert"
          className="mt-6 rounded-theme border border-danger/40 bg-danger/5 p-5"
          data-testid="checkout-refused"
        >
          <h2 className="text-lg font-bold text-danger">We can&apos;t check out this cart yet</h2>
          {formErrors?.length ? (
            <p className="mt-2 text-sm font-semibold" data-testid="checkout-changed">
              {formErrors.join(" ")}
            </p>
          ) : null}
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-secondary">
            {summary.eligibility.blocks.map((b) => (
              <li key={b.code + b.itemIds.join()}>{b.message}</li>
            ))}
          </ul>
          {data.expired ? (
            <p className="mt-2 text-sm">Your previous cart was more than 24 hours old, so we cleared it.</p>
          ) : null}
          {data.pendingOrder ? (
            <p className="mt-3 text-sm">
              Your order {formatOrderNumber(data.pendingOrder.number)} is waiting for payment of{" "}
              {formatCents(data.pendingOrder.dueNowCents)}.{" "}
              <Link to={`/payment/pending?order=${data.pendingOrder.id}`} className="font-semibold">
                See the order
              </Link>
            </p>
          ) : null}
          <Link to="/cart" className="btn-primary mt-4">
            {items.length ? "Fix it in your cart" : "Go to your cart"}
          </Link>
        </section>
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div>
          {!blocked && !data.signedIn ? (
            <section className="card" data-testid="checkout-sign-in">
              <h2 className="text-lg font-bold">Log in to place your order</h2>
              <p className="mt-2 text-sm">
                Your bookings, invoices and receipts live in your Bosun account. Your cart comes with you when you log
                in or create an account.
              </p>
              <LinkButtons
                className="mt-4 flex flex-wrap gap-3"
                links={[
                  { to: "/auth?mode=both&tab=login&redirectTo=%2Fcheckout", label: "Log in" },
                  { to: "/auth?mode=both&tab=register&redirectTo=%2Fcheckout", label: "Create an account" },
                ]}
              />
            </section>
          ) : null}

          {!blocked && data.signedIn ? (
            <Form method="post" {...formProps} className="space-y-6">
              <input type="hidden" name="checkoutToken" value={data.checkoutToken} />
              <input type="hidden" name="expectedTotalCents" value={summary.totalCents} />
              <input type="hidden" name="cartVersion" value={data.cartVersion} />
              <input type="hidden" name="expectedDueNowCents" value={summary.dueNowCents} />
              <FormAlert id={formErrorId} errors={formErrors} />

              <fieldset className="card space-y-4">
                <legend className="sr-only">Contact details</legend>
                <h2 className="text-lg font-bold">Contact details</h2>
                <div className="grid gap-4 sm:grid-cols-2">
                  <LightInput field={field("contactName")} label="Full name" autoComplete="name" />
                  <LightInput
                    field={field("contactPhone")}
                    label="Mobile phone"
                    type="tel"
                    autoComplete="tel"
                    placeholder="0412 345 678"
                  />
                  <LightInput
                    field={field("contactEmail")}
                    label="Email"
                    type="email"
                    autoComplete="email"
                    className="sm:col-span-2"
                  />
                </div>
              </fieldset>

              <fieldset className="card space-y-4">
                <legend className="sr-only">Vessel</legend>
                <h2 className="text-lg font-bold">Vessel</h2>
                <FieldShell {...vesselId} label="Which vessel?">
                  <select
                    {...vesselId.props}
                    defaultValue={vesselId.value}
                    onChange={(e) => setChosenVessel(e.currentTarget.value)}
                    className="field-input"
                  >
                    <Options options={vesselOptions(data.vessels)} />
                  </select>
                </FieldShell>
                <div className={showNewVessel ? "space-y-4" : "hidden"}>
                  <p className="text-xs text-ink/80">
                    For another vessel, fill in its details; we save it to your account. Prices follow the vessel&apos;s
                    length.
                  </p>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <LightInput field={field("vesselName")} label="Vessel name" />
                    <LightSelect
                      field={field("vesselType")}
                      label="Type"
                      options={VESSEL_TYPES.map((t) => ({ value: t, label: VESSEL_TYPE_LABELS[t] }))}
                    />
                    <LightInput field={field("vesselLength")} label="Length (m)" type="number" />
                    <LightInput field={field("vesselYear")} label="Year built (optional)" type="number" />
                  </div>
                </div>
              </fieldset>

              <fieldset className="card space-y-4">
                <legend className="sr-only">Location</legend>
                <h2 className="text-lg font-bold">Where is the vessel?</h2>
                {data.savedLocations.length ? (
                  <p className="text-sm" data-testid="saved-locations">
                    Your places:{" "}
                    {data.savedLocations.map((l, i) => (
                      <span key={l.id}>
                        {i ? " · " : ""}
                        {l.id === data.chosenLocation ? (
                          <strong>{l.label}</strong>
                        ) : (
                          <Link to={`/checkout?location=${l.id}`}>{l.label}</Link>
                        )}
                      </span>
                    ))}{" "}
                    · <Link to="/customer/addresses">manage</Link>
                  </p>
                ) : null}
                <BerthFields
                  field={field}
                  marinaLabel="Marina or yacht club"
                  marinaPlaceholder="e.g. d'Albora Marinas Rushcutters Bay"
                  addressAutoComplete="street-address"
                />
              </fieldset>

              <fieldset className="card space-y-4">
                <legend className="sr-only">Preferred dates</legend>
                <h2 className="text-lg font-bold">Preferred dates</h2>
                <p className="text-sm">
                  A date you choose books the service for that day; leave it empty and we&apos;ll agree one with you.
                </p>
                <ul className="space-y-3">
                  {items.map((item, index) => {
                    const date = field(`dates[${index}].date`);
                    return (
                      <li key={item.id} className="grid items-end gap-2 sm:grid-cols-[1fr_14rem]">
                        <input type="hidden" name={`dates[${index}].itemId`} value={item.id} />
                        <label htmlFor={date.id} className="text-sm font-semibold text-secondary">
                          {item.serviceName}
                          {item.weatherDependent ? (
                            <span className="ml-2 badge bg-sky-100 text-sky-900">Weather dependent</span>
                          ) : null}
                        </label>
                        <div>
                          <input
                            {...date.props}
                            type="date"
                            defaultValue={date.value}
                            min={data.minDate}
                            className="field-input"
                          />
                          <ErrorList id={date.errorId} errors={date.errors} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
                <LightSelect
                  field={field("timeOfDay")}
                  label="Preferred time of day"
                  options={TIMES_OF_DAY.map((t) => ({ value: t, label: TIME_OF_DAY_LABELS[t] }))}
                />
              </fieldset>

              <fieldset className="card space-y-3 [&>legend+*]:clear-both">
                <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">
                  Payment method
                </legend>
                <RadioChoices
                  meta={{ ...paymentMethod, initialValue: paymentMethod.value }}
                  labelClassName={`items-start text-sm ${CHOICE_CARD_CLASS}`}
                  inputClassName="mt-1"
                  choices={data.paymentMethods.map((m) => ({
                    value: m,
                    label: (
                      <span>
                        <span className="font-semibold text-secondary">{PAYMENT_METHOD_LABELS[m]}</span>
                        <span className="block text-xs text-ink/80">
                          {m === "card"
                            ? "Pay the amount due now on Stripe's secure page; you come straight back here."
                            : m === "bank_transfer"
                              ? "We send our BSB and account number with your order reference; bookings are confirmed when it arrives."
                              : "Pay our crew on the day; they'll give you a receipt."}
                        </span>
                      </span>
                    ),
                  }))}
                />
              </fieldset>

              <div className="card">
                <LightTextarea
                  field={field("notes")}
                  label="Anything else we should know? (optional)"
                  rows={3}
                  placeholder="Gate codes, parking, pets on board…"
                />
              </div>

              <div className="flex flex-wrap items-center justify-between gap-3">
                <Link to="/cart" className="text-sm font-semibold">
                  ← Back to cart
                </Link>
                <StatusButton pendingText="Placing your order..." className="btn-primary px-6 py-3 text-base">
                  Place order · {formatCents(summary.dueNowCents)} due now
                </StatusButton>
              </div>
            </Form>
          ) : null}
        </div>

        <aside className="space-y-4">
          <CartSummaryCard summary={summary} title="Your order">
            <ul className="space-y-2 text-sm">
              {items.map((i) => (
                <li key={i.id} className="flex justify-between gap-3">
                  <span>
                    {i.serviceName}
                    {i.scheduledDate ? (
                      <span className="block text-xs text-ink/80">{formatServiceDate(i.scheduledDate)}</span>
                    ) : null}
                  </span>
                  <span className="tabular-nums">{formatCents(i.estimatedPriceCents - i.discountCents)}</span>
                </li>
              ))}
            </ul>
          </CartSummaryCard>
          <p className="text-xs text-ink/80">
            Prices are in Australian dollars and include GST. Weather-dependent services are confirmed 48 hours ahead
            and moved free of charge if the forecast is poor.
          </p>
        </aside>
      </div>
    </div>
  );
}

/**
 * The server's answer keeps what was typed as nested values (dates[i].date); the light form reads flat field names,
 * so the typed dates are given under those names too.
 */
function withFlatDates(result: SubmissionResult<string[]> | undefined): SubmissionResult<string[]> | undefined {
  const dates = result?.initialValue?.dates;
  if (!result || !Array.isArray(dates)) return result;
  const flat = Object.fromEntries(
    dates.map((d, i) => {
      const date = (d as { date?: unknown } | null)?.date;
      return [`dates[${i}].date`, typeof date === "string" ? date : ""] as const;
    }),
  );
  return { ...result, initialValue: { ...result.initialValue, ...flat } };
}

export { GeneralErrorBoundary as ErrorBoundary };
