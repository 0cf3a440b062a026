import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { CheckboxField, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { FLEET_KINDS, FLEET_KIND_LABELS, fleetAccountSchema } from "~/domain/fleet.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export interface FleetAccountValues {
  name: string;
  kind: string;
  abn: string;
  billingName: string;
  billingEmail: string;
  billingPhone: string;
  billingAddress: string;
  paymentTermsDays: string;
  statementByEmail: boolean;
  notes: string;
}

/** The fleet account's details: create (/admin/tenant-management/new) and edit (its page) share it. */
export function FleetAccountForm({
  id,
  stored,
  lastResult,
  submitLabel,
  intent,
}: {
  id: string;
  stored?: FleetAccountValues;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  intent: string;
}) {
  const [form, fields] = useZodForm(fleetAccountSchema, {
    id,
    lastResult,
    defaultValue: stored
      ? { ...stored, statementByEmail: stored.statementByEmail ? "on" : undefined }
      : { paymentTermsDays: "14" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.name} label="Organisation name" autoComplete="organization" />
        <SelectField
          meta={fields.kind}
          label="Kind"
          placeholder="Choose…"
          options={FLEET_KINDS.map((k) => ({ value: k, label: FLEET_KIND_LABELS[k] }))}
        />
        <Field meta={fields.abn} label="ABN" hint="11 digits; leave empty if none" autoComplete="off" />
        <Field meta={fields.paymentTermsDays} label="Days to pay a statement" type="number" min={0} max={90} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field meta={fields.billingName} label="Billing contact" autoComplete="off" />
        <Field meta={fields.billingEmail} label="Billing e-mail" type="email" autoComplete="off" />
        <Field meta={fields.billingPhone} label="Billing phone" type="tel" autoComplete="off" />
        <Field meta={fields.billingAddress} label="Billing address" autoComplete="off" />
      </div>
      <CheckboxField
        meta={fields.statementByEmail}
        label="E-mail the statement early each month (for the month before)"
      />
      <TextareaField meta={fields.notes} label="Notes (terms, purchase order rules…)" rows={3} />
      <SubmitWithErrors form={form} value={intent} pendingText="Saving...">
        {submitLabel}
      </SubmitWithErrors>
    </Form>
  );
}
