import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import {
  ACCESS_TYPES,
  ACCESS_TYPE_LABELS,
  VESSEL_TYPES,
  VESSEL_TYPE_LABELS,
  type EnquirySource,
} from "~/domain/vessel-types.ts";
import { HoneypotField } from "~/components/honeypot-field.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import {
  LightInput,
  LightSelect,
  LightTextarea,
  lightForm,
  type FieldConstraint,
} from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";

export interface EnquiryFormDefaults {
  services?: string[];
  vesselLength?: string;
  bundle?: string;
  message?: string;
}

/**
 * The enquiry form. Validation runs on the server (the action's Zod schema); the browser gets the schema's
 * constraints as plain data, so required/e-mail/length checks work natively and Zod never ships to phones.
 */
export function EnquiryForm({
  lastResult,
  constraint,
  options,
  defaults = {},
  source,
  action,
  todayKey,
  submitLabel = "Send enquiry",
}: {
  lastResult?: SubmissionResult<string[]>;
  constraint: Record<string, FieldConstraint>;
  options: { slug: string; shortName: string }[];
  defaults?: EnquiryFormDefaults;
  source: EnquirySource;
  action?: string;
  todayKey: string;
  submitLabel?: string;
}) {
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "enquiry",
    lastResult,
    constraint,
    defaultValue: { services: defaults.services ?? [], vesselLength: defaults.vesselLength, message: defaults.message },
  });
  const accessType = field("accessType");
  const services = field("services");
  const preferredDate = field("preferredDate");
  return (
    <Form method="post" action={action} {...formProps} className="relative space-y-6" aria-label="Enquiry form">
      <HoneypotField />
      <input type="hidden" name="source" value={source} />
      {defaults.bundle ? <input type="hidden" name="bundle" value={defaults.bundle} /> : null}

      <fieldset className="space-y-4">
        <legend className="font-heading text-base font-semibold text-secondary">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <LightInput field={field("name")} label="Name" autoComplete="name" className="sm:col-span-2" />
          <LightInput field={field("email")} label="Email" type="email" autoComplete="email" />
          <LightInput
            field={field("phone")}
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            placeholder="0412 345 678"
          />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-heading text-base font-semibold text-secondary">Your vessel</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <LightInput field={field("vesselName")} label="Vessel name (optional)" placeholder="e.g. Southern Cross" />
          <LightSelect
            field={field("vesselType")}
            label="Vessel type"
            options={VESSEL_TYPES.map((v) => ({ value: v, label: VESSEL_TYPE_LABELS[v] }))}
          />
          <LightInput
            field={field("vesselLength")}
            label="Length in metres (optional)"
            type="number"
            placeholder="e.g. 12.5"
            extra={{ step: "0.1", inputMode: "decimal" }}
          />
          <LightInput
            field={field("marina")}
            label="Marina or yacht club (optional)"
            placeholder="e.g. d'Albora Rushcutters Bay"
          />
        </div>
        <fieldset>
          <legend className="field-label">Where is she kept?</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {ACCESS_TYPES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm text-secondary">
                <input
                  type="radio"
                  name={accessType.name}
                  value={value}
                  defaultChecked={(accessType.value || "marina") === value}
                  className="h-4 w-4 border-line text-primary focus:ring-accent"
                />
                {ACCESS_TYPE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-heading text-base font-semibold text-secondary">Services you are interested in</legend>
        <div className="grid grid-cols-2 gap-2">
          {options.map((o) => (
            <label
              key={o.slug}
              className="flex cursor-pointer items-center gap-3 rounded-theme border border-line bg-white px-3 py-2.5 text-sm text-secondary has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input
                type="checkbox"
                name={services.name}
                value={o.slug}
                defaultChecked={services.values.includes(o.slug)}
                aria-describedby={services.errors ? services.errorId : undefined}
                className="h-4 w-4 rounded border-line text-primary focus:ring-accent"
              />
              {o.shortName}
            </label>
          ))}
        </div>
        <ErrorList id={services.errorId} errors={services.errors} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <LightInput field={preferredDate} label="Preferred date (optional)" type="date" extra={{ min: todayKey }} />
      </div>
      <LightTextarea
        field={field("message")}
        label="Tell us about the job"
        rows={5}
        placeholder="What needs doing, any deadlines, how to reach the boat…"
      />

      <ErrorList id={formErrorId} errors={formErrors} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <StatusButton pendingText="Sending..." className="btn-accent px-6 py-3 text-base">
          {submitLabel}
        </StatusButton>
        <p className="text-sm text-ink">We reply within one business day. No obligation, no spam.</p>
      </div>
    </Form>
  );
}
