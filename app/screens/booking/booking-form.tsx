import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, FormSection, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { vesselOptions } from "~/components/vessel-options.ts";
import { SUGGESTED_WINDOWS } from "~/domain/booking.ts";
import { NEW_VESSEL, bookingSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import type { BookingFormData } from "./booking-form.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { CHOICE_CARD_CLASS, RadioChoices } from "~/components/ui/radio-choices.tsx";

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
  const [form, fields] = useZodForm(schema, {
    id: "book",
    lastResult,
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
      <FormSection legend="Service" className="">
        <RadioChoices
          meta={fields.serviceType}
          listClassName="mt-3 grid gap-3 sm:grid-cols-2"
          labelClassName={`h-full cursor-pointer ${CHOICE_CARD_CLASS}`}
          inputClassName="mt-1"
          choices={data.services.map((s) => ({
            value: s.serviceType,
            label: (
              <span className="text-sm">
                <span className="block font-semibold text-secondary">{s.serviceName}</span>
                from {formatCents(s.fromPriceCents)} · about {s.estimatedDurationHours} h
                <span className="mt-1 flex flex-wrap gap-1">
                  {s.weatherDependent ? <span className="badge bg-sky-100 text-sky-900">Weather dependent</span> : null}
                  {s.requiresVesselOutOfWater ? (
                    <span className="badge bg-amber-100 text-amber-900">Out of the water</span>
                  ) : null}
                </span>
              </span>
            ),
          }))}
        />
        <p className="mt-3 text-xs text-ink/80">
          Weather-dependent services are confirmed 48 hours ahead; if the forecast is poor we move them free of charge.
        </p>
      </FormSection>

      <FormSection legend="Vessel">
        {data.signedIn ? (
          <SelectField meta={fields.vesselId} label="Which vessel?" options={vesselOptions(data.vessels)} />
        ) : null}
        <div
          className={
            data.signedIn && hydrated && fields.vesselId.value !== NEW_VESSEL ? "hidden" : "grid gap-4 sm:grid-cols-2"
          }
        >
          <Field meta={fields.vesselName} label={`Vessel name${data.signedIn ? " (another vessel)" : ""}`} />
          <Field
            meta={fields.vesselLength}
            label={`Length in metres${data.signedIn ? " (another vessel)" : ""}`}
            type="number"
            step="0.1"
          />
        </div>
        <Field
          meta={fields.marina}
          label="Marina, yacht club or mooring"
          placeholder="e.g. Royal Prince Alfred Yacht Club, Newport"
        />
      </FormSection>

      <FormSection legend="Date and time window">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field meta={fields.date} label="Date" type="date" min={data.minDate} />
          <Field meta={fields.startTime} label="From" type="time" min="07:00" max="18:00" step={900} />
          <Field meta={fields.endTime} label="To" type="time" min="07:00" max="18:00" step={900} />
        </div>
        <p className="text-xs text-ink/80">
          We work {data.hoursText}. Common windows: {SUGGESTED_WINDOWS.map((w) => w.label).join("; ")}. The window must
          fit the service&apos;s minimum time.
        </p>
      </FormSection>

      <FormSection legend="Details for the crew">
        <TextareaField
          meta={fields.haulOutNote}
          label="Haul-out details (required for out-of-the-water services such as antifoul)"
          rows={2}
          placeholder="e.g. Booked on the hardstand at Woolwich Dock, lifted Monday 7 am"
        />
        <TextareaField
          meta={fields.notes}
          label="Notes (optional)"
          rows={2}
          placeholder="Berth number, gate code, anything we should know"
        />
      </FormSection>

      <SubmitWithErrors form={form} pendingText="Checking..." className="btn-primary px-6 py-3 text-base">
        Review booking
      </SubmitWithErrors>
    </Form>
  );
}
