// The cart page (/cart and /services/cart). Every form posts to the /cart action and works without JavaScript.
import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { AddToCartForm } from "~/screens/add-to-cart/add-to-cart-form.tsx";
import { CartSummaryCard } from "~/components/cart-summary.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { CartColumns } from "~/components/cart-columns.tsx";
import { LightInput, LightSelect, LightTextarea, lightForm } from "~/components/ui/light-form.tsx";
import { vesselOptions } from "~/components/vessel-options.ts";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import {
  LOCATION_ZONES,
  LOCATION_ZONE_LABELS,
  PAYMENT_PLANS,
  PAYMENT_PLAN_LABELS,
  TIMES_OF_DAY,
  TIME_OF_DAY_LABELS,
  NO_VESSEL,
  NO_ZONE,
  isLocationZone,
} from "~/domain/cart.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import type { loadCartPage } from "~/screens/cart/cart-page.server.ts";

export type CartPageData = SerializeFrom<typeof loadCartPage>;
export interface CartActionData {
  intent?: string | null;
  itemId?: unknown;
  result?: SubmissionResult<string[]>;
  formError?: string;
}

type Item = CartPageData["items"][number];

function zoneLabel(zone: string | null | undefined) {
  return zone && isLocationZone(zone) ? LOCATION_ZONE_LABELS[zone].split(" (")[0] : null;
}

export function CartPage({
  data,
  actionData,
  basePath,
}: {
  data: CartPageData;
  actionData?: CartActionData;
  basePath: string;
}) {
  const { cart, items, summary } = data;
  const blocks = summary.eligibility.blocks.filter((b) => b.code !== "empty");
  const hidden = <input type="hidden" name="redirectTo" value={basePath} />;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Your cart</h1>
          <p className="mt-1 text-sm">
            {cart && items.length
              ? `We keep your cart for 24 hours — until ${formatDateTime(cart.expiresAt)}.`
              : "Combine services for one vessel and save with our bundles. Prices include GST, in Australian dollars."}
          </p>
        </div>
        {cart?.sharedCart ? (
          <p className="badge bg-accent/15 text-secondary">
            Prepared for {cart.sharedCart.recipientName} by the Bosun team
          </p>
        ) : null}
      </div>

      {data.expiredNotice ? (
        <p
          role="status"
          className="mt-6 rounded-theme border border-line bg-white p-4 text-sm"
          data-testid="cart-expired"
        >
          Your previous cart was more than 24 hours old, so we cleared it. Prices and availability change — add the
          services again below.
        </p>
      ) : null}
      <CartColumns
        formError={actionData?.formError}
        summaryGap="space-y-6"
        items={
          <>
            {blocks.length ? (
              <section
                role="alert"
                aria-labelledby="cart-problems"
                className="rounded-theme border border-danger/40 bg-danger/5 p-4"
                data-testid="cart-problems"
              >
                <h2 id="cart-problems" className="text-base font-bold text-danger">
                  Before you can check out
                </h2>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-secondary">
                  {blocks.map((b) => (
                    <li key={b.code + b.itemIds.join()}>{b.message}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            {items.length === 0 ? (
              <div className="rounded-theme border border-dashed border-line bg-white p-8 text-center">
                <p className="font-heading font-semibold text-secondary">Your cart is empty</p>
                <p className="mt-2 text-sm">
                  Add a service below, or book a single service with a time window on the booking page.
                </p>
                <Link to="/book" className="btn-secondary mt-4">
                  Book one service
                </Link>
              </div>
            ) : (
              <ul className="space-y-4" aria-label="Services in your cart">
                {items.map((item) => (
                  <CartItemCard
                    key={item.id}
                    item={item}
                    data={data}
                    actionData={actionData}
                    basePath={basePath}
                    bundleName={summary.bundle?.name ?? null}
                  />
                ))}
              </ul>
            )}

            {summary.bundle ? (
              <p
                className="rounded-theme border border-success/30 bg-success/5 p-4 text-sm text-secondary"
                data-testid="bundle-applied"
              >
                <strong className="text-success">{summary.bundle.name}</strong> applied: you save{" "}
                {formatCents(summary.discountCents)}. {summary.bundle.description}
              </p>
            ) : items.length >= 1 ? (
              <p className="text-sm">
                Save with a bundle: external and internal clean on the same day (15% off), add a polish to an external
                clean (10% off), or book external, internal and engine room cleans together and the engine room is free.
              </p>
            ) : null}
          </>
        }
        summary={
          <>
            {items.length ? (
              <CartSummaryCard summary={summary}>
                {summary.eligibility.allowed ? (
                  <Link to="/checkout" className="btn-primary w-full">
                    Proceed to checkout
                  </Link>
                ) : (
                  <div data-testid="checkout-blocked">
                    <p className="text-sm font-semibold text-secondary">Checkout isn&apos;t available yet:</p>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm">
                      {summary.eligibility.blocks.map((b) => (
                        <li key={b.code + b.itemIds.join()}>
                          {b.code === "empty" ? "Add at least one service." : b.message}
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </CartSummaryCard>
            ) : null}

            {cart && items.length ? (
              <>
                <section className="card space-y-3">
                  <h2 className="text-base font-bold">How you&apos;d like to pay</h2>
                  <Form method="post" action="/cart" className="space-y-2">
                    {hidden}
                    {PAYMENT_PLANS.map((p) => (
                      <label key={p} className="flex items-start gap-2 text-sm">
                        <input
                          type="radio"
                          name="paymentPlan"
                          value={p}
                          defaultChecked={cart.paymentPlan === p}
                          className="mt-1"
                        />
                        <span>{PAYMENT_PLAN_LABELS[p]}</span>
                      </label>
                    ))}
                    <StatusButton value="set-payment-plan" pendingText="Saving..." className="btn-secondary w-full">
                      Save payment plan
                    </StatusButton>
                  </Form>
                </section>

                {data.signedIn && data.vessels.length ? (
                  <section className="card space-y-3">
                    <h2 className="text-base font-bold">One vessel for every service</h2>
                    <Form method="post" action="/cart" className="space-y-2">
                      {hidden}
                      <input type="hidden" name="version" value={cart.version} />
                      <label htmlFor="cart-vessel" className="field-label">
                        Vessel
                      </label>
                      <select
                        id="cart-vessel"
                        name="vesselId"
                        defaultValue={cart.vesselId ?? data.vessels[0]!.id}
                        className="field-input"
                      >
                        {data.vessels.map((v) => (
                          <option key={v.id} value={v.id}>
                            {v.name}
                            {v.lengthMetres ? ` (${v.lengthMetres} m)` : ""}
                          </option>
                        ))}
                      </select>
                      <StatusButton value="set-vessel" pendingText="Saving..." className="btn-secondary w-full">
                        Use this vessel for all
                      </StatusButton>
                    </Form>
                  </section>
                ) : null}

                <section className="card space-y-3">
                  <h2 className="text-base font-bold">Where and when</h2>
                  <Form method="post" action="/cart" className="space-y-2">
                    {hidden}
                    <PlainSelect
                      className="space-y-2"
                      label="Area for all services"
                      id="cart-zone"
                      name="locationZone"
                      defaultValue={cart.locationZone ?? NO_ZONE}
                      options={[
                        { value: NO_ZONE, label: "Decide later" },
                        ...labelledOptions(LOCATION_ZONES, LOCATION_ZONE_LABELS),
                      ]}
                    />
                    <StatusButton value="set-location-zone" pendingText="Saving..." className="btn-secondary w-full">
                      Save area
                    </StatusButton>
                  </Form>
                  <Form method="post" action="/cart" className="space-y-2 border-t border-line pt-3">
                    {hidden}
                    <PlainSelect
                      className="space-y-2"
                      label="Preferred time of day"
                      id="cart-time"
                      name="timeOfDay"
                      defaultValue={cart.scheduling.timeOfDay}
                      options={labelledOptions(TIMES_OF_DAY, TIME_OF_DAY_LABELS)}
                    />
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="flexibleDates"
                        value="on"
                        defaultChecked={cart.scheduling.flexibleDates}
                      />
                      My dates are flexible by a day or two
                    </label>
                    <label htmlFor="cart-sched-notes" className="field-label">
                      Scheduling notes
                    </label>
                    <textarea
                      id="cart-sched-notes"
                      name="schedulingNotes"
                      rows={2}
                      defaultValue={cart.scheduling.notes ?? ""}
                      className="field-input"
                    />
                    <StatusButton value="set-scheduling" pendingText="Saving..." className="btn-secondary w-full">
                      Save preferences
                    </StatusButton>
                  </Form>
                </section>

                <Form method="post" action="/cart">
                  {hidden}
                  <input type="hidden" name="version" value={cart.version} />
                  <StatusButton value="clear" pendingText="Clearing..." className="btn-link text-sm text-danger">
                    Clear cart and start again
                  </StatusButton>
                </Form>
              </>
            ) : null}
          </>
        }
        after={
          <>
            <section className="card">
              <AddToCartForm
                heading={items.length ? "Add another service" : "Add a service"}
                services={data.services}
                vessels={data.vessels}
                signedIn={data.signedIn}
                minDate={data.minDate}
                constraint={data.addToCartConstraint}
                redirectTo={basePath}
                lastResult={actionData?.intent === "add" ? actionData.result : undefined}
              />
            </section>
          </>
        }
      />
    </div>
  );
}

function CartItemCard({
  item,
  data,
  actionData,
  basePath,
  bundleName,
}: {
  item: Item;
  data: CartPageData;
  actionData?: CartActionData;
  basePath: string;
  bundleName: string | null;
}) {
  const mine = actionData?.intent === "update" && actionData.itemId === item.id;
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: `update-${item.id}`,
    lastResult: mine ? actionData?.result : undefined,
    constraint: data.updateItemConstraint,
    defaultValue: {
      vesselId: item.vesselId ?? NO_VESSEL,
      vesselName: item.vesselId ? "" : (item.vesselName ?? ""),
      vesselLength: item.vesselId ? "" : String(item.vesselLengthMetres ?? ""),
      scheduledDate: item.scheduledDate ?? "",
      location: item.location ?? NO_ZONE,
      notes: item.options.notes ?? "",
    },
  });
  const net = item.estimatedPriceCents - item.discountCents;
  const problems = item.problems;
  return (
    <li
      className={`card ${problems.length ? "border-danger/60" : ""}`}
      data-testid="cart-item"
      data-service={item.serviceType}
    >
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <div>
          <h3 className="text-lg font-bold">{item.serviceName}</h3>
          <p className="mt-1 text-sm">
            {item.vesselName ? (
              <>
                For <strong>{item.vesselName}</strong>
                {item.vesselLengthMetres ? ` (${item.vesselLengthMetres} m)` : ""}
              </>
            ) : (
              "Vessel to be confirmed (priced up to 8 m)"
            )}
            {" · "}
            {item.scheduledDate ? formatServiceDate(item.scheduledDate) : "Date to be agreed"}
            {zoneLabel(item.location ?? data.cart?.locationZone)
              ? ` · ${zoneLabel(item.location ?? data.cart?.locationZone)}`
              : ""}
          </p>
          <p className="mt-1 text-xs text-ink/80">
            {item.termsText}
            {item.weatherDependent
              ? " · Weather dependent: we confirm 48 hours ahead and reschedule free if the forecast is poor"
              : ""}
            {item.outOfWater ? " · Done out of the water: you book the haul-out" : ""}
          </p>
          {item.subscribable ? (
            <p className="mt-1 text-sm">
              <Link to={`/complete-subscription?service=${item.serviceType}`} className="font-semibold">
                Make it regular — subscribe instead
              </Link>
            </p>
          ) : null}
        </div>
        <div className="text-right">
          {item.discountCents > 0 ? (
            <>
              <p className="text-sm text-ink/70 line-through">{formatCents(item.estimatedPriceCents)}</p>
              <p className="font-heading text-lg font-bold text-secondary">{formatCents(net)}</p>
              {bundleName ? <p className="text-xs font-semibold text-success">{bundleName}</p> : null}
            </>
          ) : (
            <p className="font-heading text-lg font-bold text-secondary">{formatCents(item.estimatedPriceCents)}</p>
          )}
        </div>
      </div>
      {problems.length ? (
        <ul className="mt-3 space-y-1 text-sm font-semibold text-danger" data-testid="item-problem">
          {problems.map((p) => (
            <li key={p}>⚠ {p}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 flex flex-wrap items-start gap-3">
        <details className="min-w-0 flex-1 open:basis-full" open={mine || undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-primary">Change vessel, date or area</summary>
          <Form method="post" action="/cart" {...formProps} className="mt-3 space-y-3 rounded-theme bg-surface p-4">
            <input type="hidden" name="redirectTo" value={basePath} />
            <input type="hidden" name="itemId" value={item.id} />
            {data.signedIn ? (
              <LightSelect
                field={field("vesselId")}
                label="Vessel"
                options={vesselOptions(data.vessels, {
                  first: { value: NO_VESSEL, label: "Decide at checkout" },
                  newLabel: "A vessel not listed yet…",
                  showLength: false,
                })}
              />
            ) : null}
            <div className="grid gap-3 sm:grid-cols-2">
              <LightInput field={field("vesselName")} label={data.signedIn ? "New vessel name" : "Vessel name"} />
              <LightInput field={field("vesselLength")} label="Length (m)" type="number" extra={{ step: "0.1" }} />
              <LightInput field={field("scheduledDate")} label="Date" type="date" extra={{ min: data.minDate }} />
              <LightSelect
                field={field("location")}
                label="Area"
                options={[
                  { value: NO_ZONE, label: "Same as the cart" },
                  ...LOCATION_ZONES.map((z) => ({ value: z, label: LOCATION_ZONE_LABELS[z].split(" (")[0]! })),
                ]}
              />
            </div>
            <LightTextarea field={field("notes")} label="Notes" rows={2} />
            <ErrorList id={formErrorId} errors={formErrors} />
            <StatusButton value="update" pendingText="Saving..." className="btn-primary">
              Save changes
            </StatusButton>
          </Form>
        </details>
        <Form method="post" action="/cart">
          <input type="hidden" name="redirectTo" value={basePath} />
          <input type="hidden" name="itemId" value={item.id} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="btn-secondary text-danger"
            aria-label={`Remove ${item.serviceName}`}
          >
            Remove
          </button>
        </Form>
      </div>
    </li>
  );
}
