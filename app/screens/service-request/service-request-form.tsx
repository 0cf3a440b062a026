import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { MAX_REQUEST_PHOTOS } from "~/domain/documents.ts";
import { OTHER_WORK, serviceRequestSchema, URGENCIES, URGENCY_LABELS } from "~/domain/service-requests.ts";
import { SERVICE_TYPE_DEFINITIONS } from "~/domain/service-types.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

const WORK_OPTIONS = [
  ...SERVICE_TYPE_DEFINITIONS.map((d) => ({ value: d.serviceType as string, label: d.serviceName })),
  { value: OTHER_WORK, label: "Something else (repairs, electrical, shipwright…)" },
];

/** Asking for work on a vessel: the owner's requests page and a crew member's vessel page. Works without JavaScript. */
export function ServiceRequestForm({
  vessels,
  chosenVessel,
  lastResult,
  intent,
  photos = false,
}: {
  vessels: { value: string; label: string }[];
  chosenVessel?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** Set when the form shares an action with other forms (the vessel page). */
  intent?: string;
  /** Offer photo uploads (the owner portal's requests page). */
  photos?: boolean;
}) {
  const [form, fields] = useZodForm(serviceRequestSchema, {
    id: "service-request",
    lastResult,
    // Checked on submit (not on blur): a message appearing under the last field must not move the button
    // from under a finger mid-tap.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { vesselId: chosenVessel, urgency: "routine" },
  });
  const raw = fields.services.value as string[] | string | undefined;
  const chosen = new Set(Array.isArray(raw) ? raw : raw ? [raw] : []);
  const photoErrors = (lastResult?.error as Record<string, string[]> | undefined)?.photos;
  return (
    <Form
      method="post"
      encType={photos ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
      className="mt-4 space-y-4"
    >
      {vessels.length > 1 ? (
        <SelectField meta={fields.vesselId} label="Vessel" options={vessels} />
      ) : (
        <input type="hidden" name={fields.vesselId.name} value={vessels[0]?.value ?? ""} />
      )}
      <fieldset>
        <legend className="field-label">What needs doing</legend>
        <div className="grid gap-1.5">
          {WORK_OPTIONS.map((o) => (
            <label key={o.value} className="flex items-start gap-2 text-sm text-secondary">
              <input
                type="checkbox"
                name={fields.services.name}
                value={o.value}
                defaultChecked={chosen.has(o.value)}
                className="mt-0.5 h-4 w-4 rounded border-line"
              />
              {o.label}
            </label>
          ))}
        </div>
        <ErrorList id={fields.services.errorId} errors={fields.services.errors} />
      </fieldset>
      <TextareaField
        meta={fields.description}
        label="Tell us more"
        rows={4}
        placeholder="e.g. Port engine alarm at idle; hull growth along the waterline"
      />
      <SelectField
        meta={fields.urgency}
        label="How urgent"
        options={URGENCIES.map((u) => ({ value: u, label: URGENCY_LABELS[u] }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field meta={fields.preferredFrom} label="Preferred from" type="date" />
        <Field meta={fields.preferredTo} label="to" type="date" />
      </div>
      {photos ? (
        <div>
          <label htmlFor="request-photos" className="field-label">
            Photos (optional, up to {MAX_REQUEST_PHOTOS})
          </label>
          <input
            id="request-photos"
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/heic,.heic"
            aria-describedby={photoErrors ? "request-photos-error" : undefined}
            className="field-input file:mr-3 file:rounded-theme file:border-0 file:bg-primary file:px-3 file:py-1.5 file:font-semibold file:text-white"
          />
          <ErrorList id="request-photos-error" errors={photoErrors} />
        </div>
      ) : null}
      <SubmitWithErrors form={form} pendingText="Sending..." value={intent}>
        Send request
      </SubmitWithErrors>
    </Form>
  );
}
