import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AddToCartForm } from "~/screens/add-to-cart/add-to-cart-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useHydrated } from "~/utils/hydrated.ts";
import { BUSINESS_HOURS_TEXT, SUGGESTED_WINDOWS, earliestBookableDate } from "~/domain/booking.ts";
import { NEW_VESSEL, bookingSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { BOOKING_FIELDS, bookingQuery, parseBookingRequest } from "~/models/booking.server.ts";
import { addToCartConstraint } from "~/screens/add-to-cart/add-to-cart.server.ts";
import { vesselsOf } from "~/models/cart.server.ts";
import { loadCatalogue, servicePickerOptions } from "~/models/pricing.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";

export const meta: MetaFunction = () => [
  { title: "Book a marine service | Bosun" },
  {
    name: "description",
    content:
      "Book a single marine service for your vessel in Sydney: pick the service, date and a time window within our business hours.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const catalogue = await loadCatalogue();
  const vessels = user ? await vesselsOf(user.id) : [];
  const url = new URL(request.url);
  // "Change details" on the review page comes back here with the request in the query string.
  const prefill = Object.fromEntries(BOOKING_FIELDS.map((k) => [k, url.searchParams.get(k) ?? undefined])) as Partial<
    Record<(typeof BOOKING_FIELDS)[number], string>
  >;
  const service = url.searchParams.get("service") ?? prefill.serviceType;
  return json({
    signedIn: !!user,
    services: servicePickerOptions(catalogue),
    vessels: vessels.map((v) => ({ id: v.id, name: v.name, lengthMetres: v.lengthMetres, homeMarina: v.homeMarina })),
    minDate: earliestBookableDate(getNow(request)),
    addToCartConstraint: addToCartConstraint(!!user),
    prefill: {
      ...prefill,
      serviceType: catalogue.service(service ?? "")
        ? service
        : (catalogue.services[0]?.serviceType ?? "external_clean"),
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await getUser(request);
  const catalogue = await loadCatalogue();
  const formData = await readForm(request);
  const parsed = await parseBookingRequest(formData, { now: getNow(request), userId: user?.id ?? null, catalogue });
  if (!parsed.ok)
    return json(
      { result: parsed.submission.reply(parsed.fieldErrors ? { fieldErrors: parsed.fieldErrors } : undefined) },
      { status: 400 },
    );
  return redirect(`/booking-confirmation?${bookingQuery(parsed.value)}`);
}

export default function Book() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const schema = bookingSchema({ signedIn: data.signedIn });
  const p = data.prefill;
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "book",
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: {
      serviceType: p.serviceType,
      vesselId: p.vesselId ?? data.vessels[0]?.id ?? NEW_VESSEL,
      vesselName: p.vesselName,
      vesselLength: p.vesselLength,
      date: p.date,
      startTime: p.startTime ?? "08:00",
      endTime: p.endTime ?? "12:00",
      marina: p.marina ?? data.vessels[0]?.homeMarina ?? "",
      haulOutNote: p.haulOutNote,
      notes: p.notes,
    },
  });
  return (
    <div className="container-page py-8 sm:py-12">
      <h1 className="text-3xl font-bold">Book a service</h1>
      <p className="mt-2 max-w-2xl">
        One service, one vessel, a date and a time window. You&apos;ll see the price and what&apos;s due now before you
        confirm. Our crews work {BUSINESS_HOURS_TEXT}.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Form method="post" {...getFormProps(form)} className="space-y-6">
          <fieldset className="card [&>legend+*]:clear-both">
            <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">Service</legend>
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {data.services.map((s) => (
                <li key={s.serviceType}>
                  <label className="flex h-full cursor-pointer gap-3 rounded-theme border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5">
                    <input
                      type="radio"
                      name={fields.serviceType.name}
                      value={s.serviceType}
                      defaultChecked={fields.serviceType.initialValue === s.serviceType}
                      className="mt-1"
                    />
                    <span className="text-sm">
                      <span className="block font-semibold text-secondary">{s.serviceName}</span>
                      from {formatCents(s.fromPriceCents)} · about {s.estimatedDurationHours} h
                      <span className="mt-1 flex flex-wrap gap-1">
                        {s.weatherDependent ? (
                          <span className="badge bg-sky-100 text-sky-900">Weather dependent</span>
                        ) : null}
                        {s.requiresVesselOutOfWater ? (
                          <span className="badge bg-amber-100 text-amber-900">Out of the water</span>
                        ) : null}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            <ErrorList id={fields.serviceType.errorId} errors={fields.serviceType.errors} />
            <p className="mt-3 text-xs text-ink/80">
              Weather-dependent services are confirmed 48 hours ahead; if the forecast is poor we move them free of
              charge.
            </p>
          </fieldset>

          <fieldset className="card space-y-4 [&>legend+*]:clear-both">
            <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">Vessel</legend>
            {data.signedIn ? (
              <div>
                <label htmlFor={fields.vesselId.id} className="field-label">
                  Which vessel?
                </label>
                <select {...getSelectProps(fields.vesselId)} key={fields.vesselId.key} className="field-input">
                  {data.vessels.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.name}
                      {v.lengthMetres ? ` (${v.lengthMetres} m)` : ""}
                    </option>
                  ))}
                  <option value={NEW_VESSEL}>Another vessel (enter its details)</option>
                </select>
                <ErrorList id={fields.vesselId.errorId} errors={fields.vesselId.errors} />
              </div>
            ) : null}
            <div
              className={
                data.signedIn && hydrated && fields.vesselId.value !== NEW_VESSEL
                  ? "hidden"
                  : "grid gap-4 sm:grid-cols-2"
              }
            >
              <div>
                <label htmlFor={fields.vesselName.id} className="field-label">
                  Vessel name{data.signedIn ? " (another vessel)" : ""}
                </label>
                <input
                  {...getInputProps(fields.vesselName, { type: "text" })}
                  key={fields.vesselName.key}
                  className="field-input"
                />
                <ErrorList id={fields.vesselName.errorId} errors={fields.vesselName.errors} />
              </div>
              <div>
                <label htmlFor={fields.vesselLength.id} className="field-label">
                  Length in metres{data.signedIn ? " (another vessel)" : ""}
                </label>
                <input
                  {...getInputProps(fields.vesselLength, { type: "number" })}
                  key={fields.vesselLength.key}
                  step="0.1"
                  className="field-input"
                />
                <ErrorList id={fields.vesselLength.errorId} errors={fields.vesselLength.errors} />
              </div>
            </div>
            <div>
              <label htmlFor={fields.marina.id} className="field-label">
                Marina, yacht club or mooring
              </label>
              <input
                {...getInputProps(fields.marina, { type: "text" })}
                key={fields.marina.key}
                className="field-input"
                placeholder="e.g. Royal Prince Alfred Yacht Club, Newport"
              />
              <ErrorList id={fields.marina.errorId} errors={fields.marina.errors} />
            </div>
          </fieldset>

          <fieldset className="card space-y-4 [&>legend+*]:clear-both">
            <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">
              Date and time window
            </legend>
            <div className="grid gap-4 sm:grid-cols-3">
              <div>
                <label htmlFor={fields.date.id} className="field-label">
                  Date
                </label>
                <input
                  {...getInputProps(fields.date, { type: "date" })}
                  key={fields.date.key}
                  min={data.minDate}
                  className="field-input"
                />
                <ErrorList id={fields.date.errorId} errors={fields.date.errors} />
              </div>
              <div>
                <label htmlFor={fields.startTime.id} className="field-label">
                  From
                </label>
                <input
                  {...getInputProps(fields.startTime, { type: "time" })}
                  key={fields.startTime.key}
                  min="07:00"
                  max="18:00"
                  step={900}
                  className="field-input"
                />
                <ErrorList id={fields.startTime.errorId} errors={fields.startTime.errors} />
              </div>
              <div>
                <label htmlFor={fields.endTime.id} className="field-label">
                  To
                </label>
                <input
                  {...getInputProps(fields.endTime, { type: "time" })}
                  key={fields.endTime.key}
                  min="07:00"
                  max="18:00"
                  step={900}
                  className="field-input"
                />
                <ErrorList id={fields.endTime.errorId} errors={fields.endTime.errors} />
              </div>
            </div>
            <p className="text-xs text-ink/80">
              {BUSINESS_HOURS_TEXT}. Common windows: {SUGGESTED_WINDOWS.map((w) => w.label).join("; ")}. The window must
              fit the service&apos;s minimum time.
            </p>
          </fieldset>

          <fieldset className="card space-y-4 [&>legend+*]:clear-both">
            <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">
              Details for the crew
            </legend>
            <div>
              <label htmlFor={fields.haulOutNote.id} className="field-label">
                Haul-out details (required for out-of-the-water services such as antifoul)
              </label>
              <textarea
                {...getTextareaProps(fields.haulOutNote)}
                key={fields.haulOutNote.key}
                rows={2}
                className="field-input"
                placeholder="e.g. Booked on the hardstand at Woolwich Dock, lifted Monday 7 am"
              />
              <ErrorList id={fields.haulOutNote.errorId} errors={fields.haulOutNote.errors} />
            </div>
            <div>
              <label htmlFor={fields.notes.id} className="field-label">
                Notes (optional)
              </label>
              <textarea
                {...getTextareaProps(fields.notes)}
                key={fields.notes.key}
                rows={2}
                className="field-input"
                placeholder="Berth number, gate code, anything we should know"
              />
            </div>
          </fieldset>

          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusButton pendingText="Checking..." className="btn-primary px-6 py-3 text-base">
            Review booking
          </StatusButton>
        </Form>

        <aside className="space-y-4">
          <section className="card">
            <AddToCartForm
              id="book-add-to-cart"
              heading="Planning more than one service?"
              services={data.services}
              vessels={data.vessels}
              signedIn={data.signedIn}
              minDate={data.minDate}
              constraint={data.addToCartConstraint}
              defaultServiceType={p.serviceType}
            />
            <p className="mt-3 text-xs text-ink/80">
              Combine services in your cart to save with our bundles — e.g. external and internal clean on one day: 15%
              off.
            </p>
          </section>
        </aside>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
