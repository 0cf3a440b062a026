// The forms of job costing (issue 19): labour, materials or a haul-out, a subcontractor's bill, a new subcontractor,
// the default labour cost rate, and an overhead. Each is one Conform form on one Zod schema; the server answers
// `{ intent, result }` so a refusal lands next to the field of the form that sent it, with everything typed kept.
import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { ErrorList, Field, SelectField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { labourRateSchema, jobCostSchema, overheadSchema, subcontractorSchema } from "~/domain/report-schemas.ts";
import { OVERHEAD_CATEGORIES } from "~/domain/reports.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export type CostingActionData = { intent: string; result?: SubmissionResult<string[]> } | undefined;

function useCostForm(id: string, actionData: CostingActionData, defaultValue: Record<string, string>) {
  return useZodForm(jobCostSchema, {
    id,
    lastResult: actionData?.intent === id ? actionData.result : undefined,
    defaultValue,
  });
}

/**
 * The frame the costing forms share: a POST form with its fields in a grid, anything wider below it, then the
 * form-level errors and the submit button. `kind` is sent as a hidden field where the form has no "Kind" select.
 */
function CostingForm<Schema extends Record<string, unknown>>({
  form,
  kind,
  gridClassName = "grid gap-3 sm:grid-cols-2",
  below,
  intent,
  submitLabel,
  submitClassName = "btn-secondary",
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  kind?: string;
  gridClassName?: string;
  below?: ReactNode;
  intent: string;
  submitLabel: string;
  submitClassName?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      {kind ? <input type="hidden" name="kind" value={kind} /> : null}
      <div className={gridClassName}>{children}</div>
      {below}
      <SubmitWithErrors form={form} value={intent} pendingText="Adding..." className={submitClassName}>
        {submitLabel}
      </SubmitWithErrors>
    </Form>
  );
}

export function LabourCostForm({
  actionData,
  today,
  rate,
  workers,
}: {
  actionData: CostingActionData;
  today: string;
  rate: string;
  workers: readonly { id: string; fullName: string }[];
}) {
  const [form, fields] = useCostForm("cost-labour", actionData, {
    kind: "labour",
    description: "Time on the job",
    rate,
    incurredOn: today,
  });
  return (
    <CostingForm
      form={form}
      kind="labour"
      below={<Field meta={fields.description} label="What was done" />}
      intent="add-cost"
      submitLabel="Add labour"
    >
      <SelectField
        meta={fields.workerId}
        label="Worker"
        placeholder="Not recorded"
        options={workers.map((w) => ({ value: w.id, label: w.fullName }))}
      />
      <Field meta={fields.incurredOn} label="Date worked" type="date" />
      <Field meta={fields.hours} label="Hours" placeholder="e.g. 1.5" inputClassName="tabular-nums" />
      <Field meta={fields.rate} label="Cost per hour (AUD)" inputClassName="tabular-nums" />
    </CostingForm>
  );
}

export function MaterialCostForm({ actionData, today }: { actionData: CostingActionData; today: string }) {
  const [form, fields] = useCostForm("cost-materials", actionData, { kind: "materials", incurredOn: today });
  return (
    <CostingForm
      form={form}
      below={<Field meta={fields.description} label="Description" placeholder="e.g. 2 L antifoul, slipway fee" />}
      intent="add-cost"
      submitLabel="Add cost"
    >
      <SelectField
        meta={fields.kind}
        label="Kind"
        options={[
          { value: "materials", label: "Materials" },
          { value: "haul_out", label: "Haul-out" },
        ]}
      />
      <Field meta={fields.incurredOn} label="Date" type="date" />
      <Field meta={fields.amount} label="Amount ex GST (AUD)" inputClassName="tabular-nums" />
      <Field meta={fields.gst} label="GST paid (AUD, optional)" inputClassName="tabular-nums" />
    </CostingForm>
  );
}

export function SubcontractorCostForm({
  actionData,
  today,
  subcontractors,
}: {
  actionData: CostingActionData;
  today: string;
  subcontractors: readonly { id: string; name: string }[];
}) {
  const [form, fields] = useCostForm("cost-subcontractor", actionData, {
    kind: "subcontractor",
    incurredOn: today,
    paidOn: today,
  });
  return (
    <CostingForm
      form={form}
      kind="subcontractor"
      below={<Field meta={fields.description} label="Description" placeholder="e.g. Hull dive and clean" />}
      intent="add-cost"
      submitLabel="Add subcontractor cost"
    >
      <SelectField
        meta={fields.subcontractorId}
        label="Subcontractor"
        placeholder="Choose…"
        options={subcontractors.map((s) => ({ value: s.id, label: s.name }))}
      />
      <Field meta={fields.incurredOn} label="Date of the work" type="date" />
      <Field meta={fields.amount} label="Their bill ex GST (AUD)" inputClassName="tabular-nums" />
      <Field meta={fields.gst} label="GST on their bill (AUD)" inputClassName="tabular-nums" />
      <Field meta={fields.paidOn} label="Paid on (for the TPAR)" type="date" />
    </CostingForm>
  );
}

export function SubcontractorForm({ actionData }: { actionData: CostingActionData }) {
  const [form, fields] = useZodForm(subcontractorSchema, {
    id: "subcontractor",
    lastResult: actionData?.intent === "subcontractor" ? actionData.result : undefined,
  });
  return (
    <CostingForm form={form} intent="subcontractor" submitLabel="Add subcontractor">
      <Field meta={fields.name} label="Business name" />
      <Field meta={fields.abn} label="ABN" placeholder="11 digits" inputClassName="tabular-nums" />
      <Field meta={fields.address} label="Address" className="sm:col-span-2" />
      <Field meta={fields.email} label="E-mail (optional)" type="email" />
    </CostingForm>
  );
}

export function LabourRateForm({ actionData, rate }: { actionData: CostingActionData; rate: string }) {
  const [form, fields] = useZodForm(labourRateSchema, {
    id: "labour-rate",
    lastResult: actionData?.intent === "labour-rate" ? actionData.result : undefined,
    defaultValue: { rate },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
      <Field meta={fields.rate} label="Default labour cost per hour (AUD)" inputClassName="tabular-nums" />
      <StatusButton value="labour-rate" pendingText="Saving..." className="btn-secondary">
        Save rate
      </StatusButton>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

export function OverheadForm({ actionData, month }: { actionData: CostingActionData; month: string }) {
  const [form, fields] = useZodForm(overheadSchema, {
    id: "overhead",
    lastResult: actionData?.intent === "overhead" ? actionData.result : undefined,
    defaultValue: { month, category: "Rent" },
  });
  return (
    <CostingForm
      form={form}
      gridClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      intent="overhead"
      submitLabel="Add overhead"
    >
      <Field meta={fields.month} label="Month" type="text" placeholder="YYYY-MM" />
      <SelectField
        meta={fields.category}
        label="Category"
        options={OVERHEAD_CATEGORIES.map((c) => ({ value: c, label: c }))}
      />
      <Field meta={fields.description} label="Description" placeholder="e.g. Workshop rent" />
      <Field meta={fields.amount} label="Amount ex GST (AUD)" inputClassName="tabular-nums" />
    </CostingForm>
  );
}
