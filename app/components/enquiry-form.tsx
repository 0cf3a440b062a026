import { getCollectionProps, getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { EnquiryFields } from "~/domain/enquiry.ts";
import { ACCESS_TYPES, ACCESS_TYPE_LABELS, VESSEL_TYPES, VESSEL_TYPE_LABELS, type AccessType, type EnquirySource } from "~/domain/vessel-types.ts";
import { HoneypotField } from "./honeypot-field.tsx";
import { ErrorList, Field, SelectField, TextareaField } from "./ui/fields.tsx";
import { StatusButton } from "./ui/status-button.tsx";

export interface EnquiryFormDefaults {
  services?: string[];
  vesselLength?: string;
  bundle?: string;
  message?: string;
}

type Constraint = Parameters<typeof useForm>[0]["constraint"];

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
  constraint: Constraint;
  options: { slug: string; shortName: string }[];
  defaults?: EnquiryFormDefaults;
  source: EnquirySource;
  action?: string;
  todayKey: string;
  submitLabel?: string;
}) {
  const [form, fields] = useForm<EnquiryFields>({
    id: "enquiry",
    lastResult,
    constraint,
    defaultNoValidate: false,
    defaultValue: {
      services: defaults.services ?? [],
      vesselLength: defaults.vesselLength ?? "",
      vesselType: "other",
      accessType: "marina",
      message: defaults.message ?? "",
    },
  });
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="relative space-y-6" aria-label="Enquiry form">
      <HoneypotField />
      <input type="hidden" name="source" value={source} />
      {defaults.bundle ? <input type="hidden" name="bundle" value={defaults.bundle} /> : null}

      <fieldset className="space-y-4">
        <legend className="font-heading text-base font-semibold text-secondary">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.name} label="Name" autoComplete="name" className="sm:col-span-2" />
          <Field meta={fields.email} label="Email" type="email" autoComplete="email" />
          <Field meta={fields.phone} label="Phone (optional)" type="tel" autoComplete="tel" placeholder="0412 345 678" />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="font-heading text-base font-semibold text-secondary">Your vessel</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.vesselName} label="Vessel name (optional)" placeholder="e.g. Southern Cross" />
          <SelectField meta={fields.vesselType} label="Vessel type" options={VESSEL_TYPES.map((v) => ({ value: v, label: VESSEL_TYPE_LABELS[v] }))} />
          <Field
            meta={fields.vesselLength}
            label="Length in metres (optional)"
            type="number"
            placeholder="e.g. 12.5"
            inputClassName="[appearance:textfield]"
          />
          <Field meta={fields.marina} label="Marina or yacht club (optional)" placeholder="e.g. d'Albora Rushcutters Bay" />
        </div>
        <div role="radiogroup" aria-labelledby="access-type-label" className="flex flex-wrap items-center gap-x-6 gap-y-2">
          <span id="access-type-label" className="field-label mb-0">
            She is kept at a
          </span>
          {getCollectionProps(fields.accessType, {
            type: "radio",
            options: [...ACCESS_TYPES],
          }).map((props) => (
            <label key={props.key} className="flex items-center gap-2 text-sm text-secondary">
              <input {...props} key={props.key} className="h-4 w-4 border-line text-primary focus:ring-accent" />
              {ACCESS_TYPE_LABELS[props.value as AccessType]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-heading text-base font-semibold text-secondary">Services you are interested in</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {getCollectionProps(fields.services, { type: "checkbox", options: options.map((o) => o.slug) }).map((props) => (
            <label
              key={props.key}
              className="flex cursor-pointer items-center gap-3 rounded-theme border border-line bg-white px-3 py-2.5 text-sm text-secondary has-[:checked]:border-accent has-[:checked]:bg-accent/10"
            >
              <input {...props} key={props.key} className="h-4 w-4 rounded border-line text-primary focus:ring-accent" />
              {options.find((o) => o.slug === props.value)?.shortName}
            </label>
          ))}
        </div>
        <ErrorList id={fields.services.errorId} errors={fields.services.errors} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.preferredDate.id} className="field-label">
            Preferred date (optional)
          </label>
          <input {...getInputProps(fields.preferredDate, { type: "date", ariaAttributes: true })} key={fields.preferredDate.key} min={todayKey} className="field-input" />
          <ErrorList id={fields.preferredDate.errorId} errors={fields.preferredDate.errors} />
        </div>
      </div>
      <TextareaField meta={fields.message} label="Tell us about the job" rows={5} placeholder="What needs doing, any deadlines, how to reach the boat…" />

      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <StatusButton pendingText="Sending..." className="btn-accent px-6 py-3 text-base">
          {submitLabel}
        </StatusButton>
        <p className="text-sm text-ink">We reply within one business day. No obligation, no spam.</p>
      </div>
    </Form>
  );
}
