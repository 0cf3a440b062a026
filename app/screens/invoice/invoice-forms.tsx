import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/domain/invoice.ts";
import { creditNoteSchema, refundSchema } from "~/domain/report-schemas.ts";
import { recordPaymentSchema, voidInvoiceSchema } from "~/domain/invoice-schemas.ts";
import { Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { labelledOptions } from "~/components/ui/filter-select.tsx";

export type IntentResult = { intent: string; result?: SubmissionResult<string[]> } | undefined;

/** Staff record cash or bank-transfer payments; part payments are fine, overpayment is refused by the server. */
export function RecordPaymentForm({
  actionData,
  today,
  outstanding,
}: {
  actionData: IntentResult;
  today: string;
  outstanding: string;
}) {
  const [form, fields] = useZodForm(recordPaymentSchema, {
    id: "record-payment",
    lastResult: actionData?.intent === "record-payment" ? actionData.result : undefined,
    defaultValue: { method: "cash", receivedOn: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <p className="text-sm">
        <span className="font-semibold">{outstanding}</span> still owing. Record part payments as they arrive.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          meta={fields.amount}
          label="Amount received (AUD)"
          placeholder="e.g. 250.00"
          inputClassName="tabular-nums"
        />
        <SelectField
          meta={fields.method}
          label="Method"
          options={labelledOptions(MANUAL_PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
        />
        <Field meta={fields.receivedOn} label="Date received" type="date" />
        <Field meta={fields.reference} label="Reference (optional)" placeholder="Receipt no. or bank reference" />
      </div>
      <SubmitWithErrors form={form} value="record-payment" pendingText="Recording...">
        Record payment
      </SubmitWithErrors>
    </Form>
  );
}

export function VoidInvoiceForm({ actionData }: { actionData: IntentResult }) {
  const [form, fields] = useZodForm(voidInvoiceSchema, {
    id: "void",
    lastResult: actionData?.intent === "void" ? actionData.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <TextareaField
        meta={fields.reason}
        label="Reason for voiding"
        rows={3}
        placeholder="e.g. Issued to the wrong customer; replaced by a new invoice"
      />
      <SubmitWithErrors form={form} value="void" pendingText="Voiding..." className="btn-danger">
        Void invoice
      </SubmitWithErrors>
    </Form>
  );
}

/** A credit note (issue 19): lowers what is still owed, for a goodwill discount or work not done. */
export function CreditNoteForm({ actionData, today }: { actionData: IntentResult; today: string }) {
  const [form, fields] = useZodForm(creditNoteSchema, {
    id: "credit-note",
    lastResult: actionData?.intent === "credit-note" ? actionData.result : undefined,
    defaultValue: { on: today },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field meta={fields.amount} label="Amount to credit, incl. GST (AUD)" placeholder="e.g. 55.00" />
        <Field meta={fields.on} label="Date" type="date" />
      </div>
      <TextareaField meta={fields.reason} label="Reason (shown on the invoice)" rows={2} />
      <SubmitWithErrors form={form} value="credit-note" pendingText="Adding..." className="btn-secondary">
        Add credit note
      </SubmitWithErrors>
    </Form>
  );
}

/** A refund (issue 19): money already given back at the card provider, by bank transfer or in cash. */
export function RefundForm({ actionData, today }: { actionData: IntentResult; today: string }) {
  const [form, fields] = useZodForm(refundSchema, {
    id: "refund",
    lastResult: actionData?.intent === "refund" ? actionData.result : undefined,
    defaultValue: { on: today, method: "card" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field meta={fields.amount} label="Amount refunded, incl. GST (AUD)" placeholder="e.g. 55.00" />
        <SelectField
          meta={fields.method}
          label="Given back by"
          options={labelledOptions(PAYMENT_METHODS, PAYMENT_METHOD_LABELS)}
        />
        <Field meta={fields.on} label="Date" type="date" />
        <Field meta={fields.reference} label="Reference (optional)" placeholder="Provider refund id or bank ref" />
      </div>
      <TextareaField meta={fields.reason} label="Reason" rows={2} />
      <SubmitWithErrors form={form} value="refund" pendingText="Recording..." className="btn-secondary">
        Record refund
      </SubmitWithErrors>
    </Form>
  );
}
