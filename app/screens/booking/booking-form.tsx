import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { BUSINESS_HOURS_TEXT, SUGGESTED_WINDOWS } from "~/domain/booking.ts";
import { NEW_VESSEL, bookingSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import type { BookingFormData } from "./booking-form.server.ts";

/** The one booking form (/book and the owner portal's /owner/booking): one service, one vessel, a date and a window. */
export function BookingForm({
  data,
  lastResult,
}: {
  data: BookingFormData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const schema = bookingSchema({ signedIn: data.signedIn });
  const p = data.prefill;
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "book",
    lastResult,
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
          Weather-dependent services are confirmed 48 hours ahead; if the forecast is poor we move them free of charge.
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
            data.signedIn && hydrated && fields.vesselId.value !== NEW_VESSEL ? "hidden" : "grid gap-4 sm:grid-cols-2"
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
          {BUSINESS_HOURS_TEXT}. Common windows: {SUGGESTED_WINDOWS.map((w) => w.label).join("; ")}. The window must fit
          the service&apos;s minimum time.
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
  );
}
