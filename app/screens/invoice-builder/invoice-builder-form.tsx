import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { invoiceBuilderSchema } from "~/domain/invoice-schemas.ts";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";

/**
 * Row `index` of a list the user lengthens and shortens: its legend ("Line 2"), its fields in a grid, and its Remove
 * button (Conform's remove props, named "Remove line 2" for screen readers).
 */
function RemovableRow({
  noun,
  index,
  gridClassName,
  remove,
  children,
}: {
  noun: "Line" | "Deduction";
  index: number;
  gridClassName: string;
  remove: ButtonHTMLAttributes<HTMLButtonElement>;
  children: ReactNode;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-secondary">
        {noun} {index + 1}
      </legend>
      <div className={`grid gap-3 ${gridClassName} md:items-start`}>
        {children}
        <div className="md:pt-6">
          <button
            {...remove}
            className="btn-secondary w-full py-2 text-danger md:w-auto"
            aria-label={`Remove ${noun.toLowerCase()} ${index + 1}`}
          >
            Remove
          </button>
        </div>
      </div>
    </fieldset>
  );
}

export interface BuilderDefaults {
  customerName?: string;
  customerEmail?: string;
  customerAbn?: string;
  customerAddress?: string;
  pricing?: "inclusive" | "exclusive";
  items?: { description: string; quantity: number | string; unitPrice: string }[];
  credits?: { description: string; amount: string }[];
  notes?: string;
}

function SmallInput({
  meta,
  label,
  inputMode,
  placeholder,
  className = "",
}: {
  meta: FieldMetadata<string | number | undefined | null>;
  label: string;
  inputMode?: "decimal" | "text";
  placeholder?: string;
  className?: string;
}) {
  const props = getInputProps(meta, { type: "text", ariaAttributes: true });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <input {...props} key={props.key} inputMode={inputMode} placeholder={placeholder} className="field-input" />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * The hand-built invoice (and draft editor). Lines and deductions are added and removed with Conform intent
 * buttons: with JavaScript they act at once, without it the server re-renders the form with the change.
 */
export function InvoiceBuilderForm({
  lastResult,
  defaults,
  submitLabel,
}: {
  lastResult?: SubmissionResult<string[]>;
  defaults: BuilderDefaults;
  submitLabel: string;
}) {
  const [form, fields] = useZodForm(invoiceBuilderSchema, {
    id: "invoice-builder",
    lastResult,
    defaultValue: {
      pricing: "inclusive",
      items: [{ description: "", quantity: 1, unitPrice: "" }],
      credits: [],
      ...defaults,
    },
    shouldRevalidate: "onInput",
  });
  const items = fields.items.getFieldList();
  const credits = fields.credits.getFieldList();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <section className="card space-y-4" aria-labelledby="customer-heading">
        <h2 id="customer-heading" className="text-lg font-bold">
          Customer
        </h2>
        <p className="text-sm">
          If the e-mail belongs to a Bosun account, the invoice also appears in that customer's account.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <Field meta={fields.customerName} label="Name (person or business)" autoComplete="off" />
          <Field meta={fields.customerEmail} label="Email" type="email" autoComplete="off" />
          <Field meta={fields.customerAbn} label="Buyer's ABN (optional)" placeholder="11 digits" />
          <Field
            meta={fields.customerAddress}
            label="Address (optional)"
            placeholder="e.g. Berth C14, Rushcutters Bay"
          />
        </div>
      </section>

      <section className="card space-y-4" aria-labelledby="lines-heading">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="lines-heading" className="text-lg font-bold">
            Line items
          </h2>
          <SelectField
            meta={fields.pricing}
            label="Prices"
            className="min-w-[16rem]"
            options={[
              { value: "inclusive", label: "Prices include GST" },
              { value: "exclusive", label: "Prices exclude GST (GST added)" },
            ]}
          />
        </div>
        <ol className="space-y-4">
          {items.map((item, index) => {
            const f = item.getFieldset();
            return (
              <li key={item.key} className="rounded-theme border border-line p-4">
                <RemovableRow
                  noun="Line"
                  index={index}
                  gridClassName="md:grid-cols-[minmax(0,1fr)_7rem_10rem_auto]"
                  remove={{
                    ...form.remove.getButtonProps({ name: fields.items.name, index }),
                    disabled: items.length === 1,
                  }}
                >
                  <SmallInput
                    meta={f.description}
                    label="Description"
                    placeholder="e.g. Full external clean and polish"
                  />
                  <SmallInput meta={f.quantity} label="Quantity" inputMode="decimal" />
                  <SmallInput
                    meta={f.unitPrice}
                    label="Unit price (AUD)"
                    inputMode="decimal"
                    placeholder="e.g. 450.00"
                  />
                </RemovableRow>
              </li>
            );
          })}
        </ol>
        <ErrorList id={fields.items.errorId} errors={fields.items.errors} />
        <button
          {...form.insert.getButtonProps({
            name: fields.items.name,
            defaultValue: { description: "", quantity: 1, unitPrice: "" },
          })}
          className="btn-secondary"
        >
          + Add line
        </button>
      </section>

      <section className="card space-y-4" aria-labelledby="credits-heading">
        <h2 id="credits-heading" className="text-lg font-bold">
          Already paid (deductions)
        </h2>
        <p className="text-sm">
          A deposit or earlier instalment the customer has already paid is shown on the invoice and deducted from the
          amount due.
        </p>
        {credits.length ? (
          <ol className="space-y-4">
            {credits.map((credit, index) => {
              const f = credit.getFieldset();
              return (
                <li key={credit.key} className="rounded-theme border border-line p-4">
                  <RemovableRow
                    noun="Deduction"
                    index={index}
                    gridClassName="md:grid-cols-[minmax(0,1fr)_10rem_auto]"
                    remove={form.remove.getButtonProps({ name: fields.credits.name, index })}
                  >
                    <SmallInput meta={f.description} label="What was paid" placeholder="e.g. Deposit paid on quote" />
                    <SmallInput meta={f.amount} label="Amount (AUD)" inputMode="decimal" placeholder="e.g. 200.00" />
                  </RemovableRow>
                </li>
              );
            })}
          </ol>
        ) : null}
        <ErrorList id={fields.credits.errorId} errors={fields.credits.errors} />
        <button
          {...form.insert.getButtonProps({ name: fields.credits.name, defaultValue: { description: "", amount: "" } })}
          className="btn-secondary"
        >
          + Add deduction
        </button>
      </section>

      <section className="card space-y-4" aria-labelledby="notes-heading">
        <h2 id="notes-heading" className="text-lg font-bold">
          Notes for the customer
        </h2>
        <TextareaField
          meta={fields.notes}
          label="Notes (optional)"
          rows={3}
          placeholder="e.g. Antifoul colour: navy. Next haul-out due in 12 months."
        />
      </section>

      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <StatusButton value="save-draft" pendingText="Saving...">
          {submitLabel}
        </StatusButton>
        <StatusButton value="save-issue" pendingText="Issuing..." className="btn-accent">
          Save, issue and e-mail
        </StatusButton>
      </div>
    </Form>
  );
}
