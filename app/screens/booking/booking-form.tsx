import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormSection } from "~/components/ui/form-section.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { FieldShell } from "~/components/ui/field-shell.tsx";
import { LightInput, LightTextarea, lightForm, type LightField } from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { VesselPicker } from "~/components/vessel-picker.tsx";
import { SUGGESTED_WINDOWS } from "~/domain/booking.ts";
import { NEW_VESSEL } from "~/domain/cart.ts";
import { formatCents } from "~/domain/money.ts";
import type { BookingFormData } from "./booking-form.server.ts";
import { CHOICE_CARD_CLASS, RadioChoices } from "~/components/ui/radio-choices.tsx";

/**
 * The one booking form (/book and the owner portal's /owner/booking): one service, one vessel, a date and a window.
 * A light form (ADR 030): the server validates with bookingSchema and the browser gets its constraints as data.
 */
export function BookingForm({
  data,
  lastResult,
}: {
  data: BookingFormData;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const p = data.prefill;
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "book",
    lastResult,
    constraint: data.bookingConstraint,
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
  const serviceType = field("serviceType");
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <FormSection legend="Service" className="">
        <RadioChoices
          meta={{ ...serviceType, initialValue: serviceType.value }}
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
        <VesselPicker
          field={field}
          vessels={data.vessels}
          selectLabel="Which vessel?"
          newSuffix={data.signedIn ? " (another vessel)" : ""}
          withSelect={data.signedIn}
        />
        <LightInput
          field={field("marina")}
          label="Marina, yacht club or mooring"
          placeholder="e.g. Royal Prince Alfred Yacht Club, Newport"
        />
      </FormSection>

      <FormSection legend="Date and time window">
        <div className="grid gap-4 sm:grid-cols-3">
          <LightInput field={field("date")} label="Date" type="date" extra={{ min: data.minDate }} />
          <TimeInput field={field("startTime")} label="From" />
          <TimeInput field={field("endTime")} label="To" />
        </div>
        <p className="text-xs text-ink/80">
          We work {data.hoursText}. Common windows: {SUGGESTED_WINDOWS.map((w) => w.label).join("; ")}. The window must
          fit the service&apos;s minimum time.
        </p>
      </FormSection>

      <FormSection legend="Details for the crew">
        <LightTextarea
          field={field("haulOutNote")}
          label="Haul-out details (required for out-of-the-water services such as antifoul)"
          rows={2}
          placeholder="e.g. Booked on the hardstand at Woolwich Dock, lifted Monday 7 am"
        />
        <LightTextarea
          field={field("notes")}
          label="Notes (optional)"
          rows={2}
          placeholder="Berth number, gate code, anything we should know"
        />
      </FormSection>

      <ErrorList id={formErrorId} errors={formErrors} />
      <StatusButton pendingText="Checking..." className="btn-primary px-6 py-3 text-base">
        Review booking
      </StatusButton>
    </Form>
  );
}

/** A quarter-hour time within the working day (the server checks the business's real hours). */
function TimeInput({ field, label }: { field: LightField; label: string }) {
  return (
    <FieldShell {...field} label={label}>
      <input
        {...field.props}
        type="time"
        min="07:00"
        max="18:00"
        step={900}
        defaultValue={field.value}
        className="field-input"
      />
    </FieldShell>
  );
}
