import crypto from "node:crypto";
import { checkoutLocation } from "~/domain/addresses.ts";
import { serviceLocations } from "~/models/addresses.server.ts";
import { getFormProps, getInputProps } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { CartSummaryCard } from "~/components/cart-summary.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { FormAlert } from "~/components/ui/error-list.tsx";
import { vesselOptions } from "~/components/vessel-options.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate, earliestBookableDate } from "~/domain/booking.ts";
import { TIMES_OF_DAY, TIME_OF_DAY_LABELS } from "~/domain/cart.ts";
import {
  ACCESS_TYPES,
  ACCESS_TYPE_LABELS,
  NEW_VESSEL,
  VESSEL_TYPES,
  VESSEL_TYPE_LABELS,
  checkoutSchema,
} from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { PAYMENT_METHOD_LABELS, formatOrderNumber } from "~/domain/orders.ts";
import { parseSharedCartData } from "~/domain/shared-cart.ts";
import {
  CartVersionConflict,
  cartView,
  findActiveCart,
  parseItemOptions,
  repriceCartForOrder,
  vesselsOf,
} from "~/models/cart.server.ts";
import { cartOwnerFor } from "~/screens/cart/cart-owner.server.ts";
import { catalogueForCart, loadCatalogue } from "~/models/pricing.server.ts";
import { priceOrder } from "~/models/order.server.ts";
import { placeOrderAndPay } from "~/models/order-flow.server.ts";
import {
  notYourVesselReply,
  orderOutcomeResponse,
  type OrderVessel,
  PAYMENT_RESULT_PAGES,
  orderPlacedWithToken,
  ownVesselForOrder,
  unavailablePaymentMethodReply,
} from "~/screens/payment/order-outcome.server.ts";
import { getUser, requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { prisma } from "~/utils/db.server.ts";
import { availablePaymentMethods } from "~/utils/payments.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { addNamedVessel } from "~/models/vessel.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";
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
  const user = await getUser(request);
  const now = getNow(request);
  const { owner } = await cartOwnerFor(request, user);
  const [found, catalogue, vessels, saved] = await Promise.all([
    findActiveCart(owner, now),
    loadCatalogue(),
    user ? vesselsOf(user.id) : Promise.resolve([]),
    user
      ? serviceLocations(user.id, new URL(request.url).searchParams.get("location"))
      : Promise.resolve({ locations: [], chosen: null }),
  ]);
  const savedLocation = saved.chosen ? checkoutLocation(saved.chosen) : null;
  const view = cartView(found.cart, catalogue, new Map(vessels.map((v) => [v.id, v.name])));
  const profile = user
    ? await prisma.user.findUnique({ where: { id: user.id }, select: { fullName: true, email: true, phone: true } })
    : null;
  const pendingOrder =
    user && !view.items.length
      ? await prisma.order.findFirst({
          where: { customerId: user.id, status: "pending" },
          orderBy: { createdAt: "desc" },
          select: { id: true, number: true, dueNowCents: true },
        })
      : null;

  // Defaults: the cart's vessel, else a vessel named in the cart (visitor or shared cart), else the first saved vessel.
  const itemVesselId = view.items.find((i) => i.vesselId)?.vesselId ?? found.cart?.vesselId ?? null;
  const named = view.items.find((i) => !i.vesselId && i.vesselName);
  const shared = found.cart?.sharedCartId
    ? await prisma.sharedCart.findUnique({ where: { id: found.cart.sharedCartId }, select: { cartData: true } })
    : null;
  const sharedData = shared ? parseSharedCartData(shared.cartData) : null;
  const vesselId = itemVesselId ?? (named || !vessels.length ? NEW_VESSEL : vessels[0]!.id);
  const homeVessel = vessels.find((v) => v.id === vesselId);
  return json({
    signedIn: !!user,
    ...view,
    expired: found.expired,
    profile,
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres })),
    defaults: {
      vesselId,
      vesselName: named?.vesselName ?? sharedData?.vesselInfo?.name ?? "",
      vesselLength: named?.vesselLengthMetres ?? sharedData?.vesselInfo?.lengthMetres ?? undefined,
      vesselType: sharedData?.vesselInfo?.type ?? undefined,
      vesselYear: sharedData?.vesselInfo?.year ?? undefined,
      accessType: sharedData?.jobLocation?.accessType ?? savedLocation?.accessType ?? "marina",
      marina: sharedData?.jobLocation?.marina ?? savedLocation?.marina ?? homeVessel?.homeMarina ?? "",
      address: sharedData?.jobLocation?.address ?? savedLocation?.address ?? "",
    },
    savedLocations: saved.locations.map((l) => ({ id: l.id, label: l.label })),
    chosenLocation: saved.chosen?.id ?? null,
    paymentMethods: availablePaymentMethods(),
    checkoutToken: crypto.randomBytes(18).toString("base64url"),
    // The cart as this page shows it: the order is placed only if the cart is still this version (issue 21).
    cartVersion: found.cart?.version ?? 0,
    minDate: earliestBookableDate(now),
    pendingOrder,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAuth(request);
  const user = ctx.user;
  const now = getNow(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: checkoutSchema({ now, hours: await bookingHours() }) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;

  const placed = await orderPlacedWithToken(v.checkoutToken, user.id);
  if (placed) throw redirect(`/payment/pending?order=${placed}`);

  const { owner } = await cartOwnerFor(request, user);
  const { cart } = await findActiveCart(owner, now);
  if (!cart || cart.items.length === 0) {
    // Another tab may have just placed this cart's order: show that order rather than an empty cart.
    const recent = await prisma.order.findFirst({
      where: { customerId: user.id, source: "checkout", createdAt: { gt: new Date(now.getTime() - 10 * 60_000) } },
      orderBy: { createdAt: "desc" },
      select: { id: true },
    });
    if (recent)
      return redirectWithToast(`/payment/pending?order=${recent.id}`, {
        type: "info",
        title: "This order is already placed",
      });
    return redirectWithToast("/cart", {
      type: "error",
      title: "Your cart is empty",
      description: "It may have expired after 24 hours. Add your services again.",
    });
  }
  // Another tab changed the cart after this page was opened (a second vessel, a removed service, new dates): the
  // customer must see the cart as it is now before anything is placed.
  if (cart.version !== v.cartVersion) {
    return json(
      {
        result: submission.reply({
          formErrors: [
            "Your cart changed in another tab or window after you opened checkout, so nothing was placed. Check your cart as it is now, then place your order.",
          ],
        }),
      },
      { status: 409 },
    );
  }
  const refused = unavailablePaymentMethodReply(
    submission,
    v.paymentMethod,
    "Card payments are not available right now: choose bank transfer or cash",
  );
  if (refused) return refused;

  // The vessel: one of the account's, or a new one (saved to the account when the order is placed).
  let vessel: OrderVessel;
  if (v.vesselId === NEW_VESSEL) {
    vessel = {
      id: null,
      name: v.vesselName!,
      type: v.vesselType ?? "other",
      lengthMetres: v.vesselLength ?? null,
      year: v.vesselYear ?? null,
    };
  } else {
    const own = await ownVesselForOrder(v.vesselId, user.id);
    if (!own) return notYourVesselReply(submission);
    vessel = own;
  }

  // The cart prices with the bundle offers it kept when it opened (ADR 181 addendum).
  const catalogue = catalogueForCart(await loadCatalogue(), cart);
  const dateFor = new Map(v.dates.map((d) => [d.itemId, d.date ?? null]));
  const lines = cart.items.map((i) => {
    const o = parseItemOptions(i.options);
    return {
      key: i.id,
      serviceType: i.serviceType,
      scheduledDate: dateFor.has(i.id) ? dateFor.get(i.id) : i.scheduledDate,
      windowStart: o.startTime ?? null,
      windowEnd: o.endTime ?? null,
      haulOutNote: o.haulOutNote ?? null,
      notes: o.notes ?? null,
      location: i.location,
    };
  });
  const paymentPlan = (cart.paymentPlan as "per_service_terms" | "pay_in_full" | null) ?? "per_service_terms";
  const location = { accessType: v.accessType, marina: v.marina, address: v.address, zone: cart.locationZone };
  const { summary } = priceOrder(catalogue, { lines, vessel, location, paymentPlan });
  if (!summary.eligibility.allowed) {
    return json(
      { result: submission.reply({ formErrors: summary.eligibility.blocks.map((b) => b.message) }) },
      { status: 400 },
    );
  }

  // The customer always sees the amount before committing: if the vessel's length or new dates changed the
  // price from what the page showed, the cart is updated and the page shows the new amounts first.
  if (summary.totalCents !== v.expectedTotalCents || summary.dueNowCents !== v.expectedDueNowCents) {
    try {
      await repriceCartForOrder(cart.id, v.cartVersion, catalogue, { vessel, dates: dateFor, totals: summary });
    } catch (error) {
      if (!(error instanceof CartVersionConflict)) throw error;
      return refusalReply(submission, error, 409);
    }
    return json(
      {
        result: submission.reply({
          formErrors: [
            `Prices updated for ${vessel.name}${vessel.lengthMetres ? ` (${vessel.lengthMetres} m)` : ""}: the total is now ${formatCents(summary.totalCents)}, ${formatCents(summary.dueNowCents)} due now. Check the summary and place your order again.`,
          ],
        }),
      },
      { status: 409 },
    );
  }

  if (!vessel.id) {
    const created = await addNamedVessel(prisma, user.id, { ...vessel, homeMarina: v.marina });
    vessel = { ...vessel, id: created.id };
  }
  const shared = cart.sharedCart;
  const outcome = await placeOrderAndPay(
    catalogue,
    {
      source: "checkout",
      checkoutToken: v.checkoutToken,
      customerId: user.id,
      actorId: ctx.audit.actorId,
      onBehalfOfId: ctx.audit.onBehalfOfId,
      cartId: cart.id,
      sharedCartId: shared?.id ?? null,
      priority: shared?.priority ?? "normal",
      paymentMethod: v.paymentMethod,
      paymentPlan,
      contact: { name: v.contactName, email: v.contactEmail, phone: v.contactPhone },
      vessel,
      location,
      timeOfDay: v.timeOfDay,
      notes: v.notes ?? null,
      lines,
      now,
    },
    PAYMENT_RESULT_PAGES,
  );
  return orderOutcomeResponse(outcome, submission);
}

export default function Checkout() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const schema = checkoutSchema();
  const [form, fields] = useZodForm(schema, {
    id: "checkout",
    lastResult: actionData?.result,
    defaultValue: {
      contactName: data.profile?.fullName ?? "",
      contactEmail: data.profile?.email ?? "",
      contactPhone: data.profile?.phone ?? "",
      vesselId: data.defaults.vesselId,
      vesselName: data.defaults.vesselName,
      vesselLength: data.defaults.vesselLength,
      vesselType: data.defaults.vesselType ?? "motor_yacht",
      vesselYear: data.defaults.vesselYear,
      accessType: data.defaults.accessType,
      marina: data.defaults.marina,
      address: data.defaults.address,
      dates: data.items.map((i) => ({ itemId: i.id, date: i.scheduledDate ?? "" })),
      timeOfDay: data.cart?.scheduling.timeOfDay ?? "any",
      paymentMethod: data.paymentMethods[0],
    },
  });
  const { summary, items } = data;
  const blocked = !summary.eligibility.allowed;
  const dateFields = fields.dates.getFieldList();
  const hydrated = useHydrated();
  const showNewVessel = !hydrated || fields.vesselId.value === NEW_VESSEL;

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
          {form.errors?.length ? (
            <p className="mt-2 text-sm font-semibold" data-testid="checkout-changed">
              {form.errors.join(" ")}
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
            <Form method="post" {...getFormProps(form)} className="space-y-6">
              <input type="hidden" name="checkoutToken" value={data.checkoutToken} />
              <input type="hidden" name="expectedTotalCents" value={summary.totalCents} />
              <input type="hidden" name="cartVersion" value={data.cartVersion} />
              <input type="hidden" name="expectedDueNowCents" value={summary.dueNowCents} />
              <FormAlert id={form.errorId} errors={form.errors} />

              <fieldset className="card space-y-4">
                <legend className="sr-only">Contact details</legend>
                <h2 className="text-lg font-bold">Contact details</h2>
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field meta={fields.contactName} label="Full name" autoComplete="name" />
                  <Field
                    meta={fields.contactPhone}
                    label="Mobile phone"
                    type="tel"
                    autoComplete="tel"
                    placeholder="0412 345 678"
                  />
                  <Field
                    meta={fields.contactEmail}
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
                <SelectField meta={fields.vesselId} label="Which vessel?" options={vesselOptions(data.vessels)} />
                <div className={showNewVessel ? "space-y-4" : "hidden"}>
                  <p className="text-xs text-ink/80">
                    For another vessel, fill in its details; we save it to your account. Prices follow the vessel&apos;s
                    length.
                  </p>
                  <div className="grid gap-4 sm:grid-cols-2">
                    <Field meta={fields.vesselName} label="Vessel name" />
                    <SelectField
                      meta={fields.vesselType}
                      label="Type"
                      options={VESSEL_TYPES.map((t) => ({ value: t, label: VESSEL_TYPE_LABELS[t] }))}
                    />
                    <Field meta={fields.vesselLength} label="Length (m)" type="number" />
                    <Field meta={fields.vesselYear} label="Year built (optional)" type="number" />
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
                <div className="grid gap-4 sm:grid-cols-2">
                  <SelectField
                    meta={fields.accessType}
                    label="Berthed at a"
                    options={ACCESS_TYPES.map((t) => ({ value: t, label: ACCESS_TYPE_LABELS[t] }))}
                  />
                  <Field
                    meta={fields.marina}
                    label="Marina or yacht club"
                    placeholder="e.g. d'Albora Marinas Rushcutters Bay"
                  />
                  <Field
                    meta={fields.address}
                    label="Street address"
                    autoComplete="street-address"
                    placeholder="e.g. 1C New Beach Rd, Darling Point NSW 2027"
                    className="sm:col-span-2"
                  />
                </div>
              </fieldset>

              <fieldset className="card space-y-4">
                <legend className="sr-only">Preferred dates</legend>
                <h2 className="text-lg font-bold">Preferred dates</h2>
                <p className="text-sm">
                  A date you choose books the service for that day; leave it empty and we&apos;ll agree one with you.
                </p>
                <ul className="space-y-3">
                  {dateFields.map((df, index) => {
                    const f = df.getFieldset();
                    const item = items[index];
                    if (!item) return null;
                    return (
                      <li key={df.key} className="grid items-end gap-2 sm:grid-cols-[1fr_14rem]">
                        <input type="hidden" name={f.itemId.name} value={item.id} />
                        <label htmlFor={f.date.id} className="text-sm font-semibold text-secondary">
                          {item.serviceName}
                          {item.weatherDependent ? (
                            <span className="ml-2 badge bg-sky-100 text-sky-900">Weather dependent</span>
                          ) : null}
                        </label>
                        <div>
                          <input
                            {...getInputProps(f.date, { type: "date" })}
                            key={f.date.key}
                            min={data.minDate}
                            className="field-input"
                          />
                          <ErrorList id={f.date.errorId} errors={f.date.errors} />
                        </div>
                      </li>
                    );
                  })}
                </ul>
                <SelectField
                  meta={fields.timeOfDay}
                  label="Preferred time of day"
                  options={TIMES_OF_DAY.map((t) => ({ value: t, label: TIME_OF_DAY_LABELS[t] }))}
                />
              </fieldset>

              <fieldset className="card space-y-3 [&>legend+*]:clear-both">
                <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">
                  Payment method
                </legend>
                <RadioChoices
                  meta={fields.paymentMethod}
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
                <TextareaField
                  meta={fields.notes}
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
