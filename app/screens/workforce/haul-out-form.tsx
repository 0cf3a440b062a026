// The haul-out form (issue 15): new on /admin/slr, edited on /admin/slr/{slrId}.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { HAUL_OUT_METHODS, HAUL_OUT_METHOD_LABELS, haulOutSchema } from "~/domain/workforce.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export function HaulOutForm({
  lastResult,
  defaultValue,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaultValue?: Record<string, string | undefined>;
  submitLabel: string;
}) {
  const [form, fields] = useZodForm(haulOutSchema, { id: "haul-out", lastResult, defaultValue });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field meta={fields.vesselName} label="Vessel" />
        <Field meta={fields.yard} label="Yard" placeholder="e.g. Woolwich Dock slipway" />
        <SelectField
          meta={fields.method}
          label="Method"
          options={HAUL_OUT_METHODS.map((m) => ({ value: m, label: HAUL_OUT_METHOD_LABELS[m] }))}
        />
        <Field meta={fields.jobNumber} label="For job number (optional)" type="number" />
        <Field meta={fields.outOn} label="Out of the water" type="date" />
        <Field meta={fields.backInOn} label="Back in" type="date" />
        <Field meta={fields.cost} label="Yard cost (AUD, ex GST)" inputClassName="tabular-nums" />
      </div>
      <TextareaField meta={fields.notes} label="Notes" rows={2} />
      <SubmitWithErrors form={form} value="save" pendingText="Saving..." className="btn-primary">
        {submitLabel}
      </SubmitWithErrors>
    </Form>
  );
}
