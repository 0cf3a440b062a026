import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type Submission,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import type { z } from "zod";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatCents, parseDollarsToCents } from "~/domain/money.ts";
import {
  DEPOSIT_TYPES,
  DEPOSIT_TYPE_LABELS,
  baseTotals,
  depositCents,
  formatQuoteNumber,
  totalsOf,
  type DepositType,
} from "~/domain/quote.ts";
import { quoteFormSchema } from "~/domain/quote-schemas.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { GstTotalRows } from "~/components/gst-total-rows.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";

export interface BuilderCatalogueOption {
  serviceType: string;
  serviceName: string;
  basePriceCents: number;
}

type FormValues = Record<string, unknown> & { items?: unknown };

/** Totals of what is typed so far (display only: the server recomputes everything it stores). */
export function builderTotals(value: FormValues | undefined) {
  const rawItems = Array.isArray(value?.items) ? (value!.items as Record<string, unknown>[]) : [];
  const lines = rawItems.map((i, index) => {
    const quantity = Number.parseInt(String(i?.quantity ?? "0"), 10);
    const unit = parseDollarsToCents(String(i?.unitPrice ?? "")) ?? 0;
    return {
      id: String(index),
      quantity: Number.isFinite(quantity) && quantity > 0 ? quantity : 0,
      unitPriceCents: unit,
      optional: i?.optional === "on" || i?.optional === true,
    };
  });
  const required = baseTotals(lines);
  const optionalCents = lines.filter((l) => l.optional).reduce((n, l) => n + l.quantity * l.unitPriceCents, 0);
  const all = totalsOf(lines);
  const type = (DEPOSIT_TYPES as readonly string[]).includes(String(value?.depositType))
    ? (value!.depositType as DepositType)
    : "none";
  const raw = String(value?.depositValue ?? "");
  const depositValue = type === "percent" ? Number(raw) || 0 : type === "fixed" ? (parseDollarsToCents(raw) ?? 0) : 0;
  return {
    required,
    optionalCents,
    all,
    deposit: depositCents({ type, value: depositValue }, required.totalCents),
    lineTotals: lines.map((l) => l.quantity * l.unitPriceCents),
  };
}

/** Lets 'Add from catalogue' reach the server even when other fields are not filled in yet. */
function passToServer(): Submission<unknown> {
  return { status: undefined, payload: {}, error: null, reply: () => ({}) } as unknown as Submission<unknown>;
}

/**
 * The Conform form of a builder (a quote, a new job): validated against `schema` on blur, then on input, except that
 * 'Add from catalogue' goes to the server as it is.
 */
export function useBuilderForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  opts: { id: string; lastResult: SubmissionResult<string[]> | undefined; defaultValue: Record<string, unknown> },
) {
  return useForm<z.input<Schema>>({
    id: opts.id,
    lastResult: opts.lastResult,
    defaultValue: opts.defaultValue as never,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData, submitter }) => {
      if (submitter && (submitter as HTMLButtonElement).value === "add-catalogue") return passToServer() as never;
      return parseWithZod(formData, { schema });
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

export function QuoteBuilder({
  lastResult,
  defaultValue,
  catalogue,
  enquiry,
  quote,
  cancelTo,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue: Record<string, unknown>;
  catalogue: BuilderCatalogueOption[];
  enquiry: { id: string; number: number; status: string } | null;
  quote: { id: string; number: number; status: string } | null;
  cancelTo: string;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useBuilderForm(quoteFormSchema, { id: "quote-builder", lastResult, defaultValue });
  const totals = builderTotals(form.value as FormValues | undefined);
  const depositType = String((form.value as FormValues | undefined)?.depositType ?? "none");

  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-6 xl:grid-cols-[1fr_20rem]">
      <div className="min-w-0 space-y-6">
        <input {...getInputProps(fields.jobId, { type: "hidden" })} key={fields.jobId.key} />
        <input {...getInputProps(fields.vesselId, { type: "hidden" })} key={fields.vesselId.key} />

        <section className="card space-y-4" aria-labelledby="quote-customer">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="quote-customer" className="text-lg font-bold">
              Customer and vessel
            </h2>
            {enquiry ? (
              <p className="text-sm">
                Answers enquiry <span className="font-semibold">{formatJobNumber(enquiry.number)}</span>
              </p>
            ) : null}
          </div>
          <Field meta={fields.title} label="Quote title" placeholder="e.g. Hull inspection and propeller polish" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.customerName} label="Customer name" autoComplete="off" />
            <Field
              meta={fields.customerEmail}
              label="Customer email"
              type="email"
              autoComplete="off"
              hint="The quote link is sent here. An existing account with this email is linked automatically."
            />
            <Field meta={fields.customerPhone} label="Customer phone (optional)" type="tel" autoComplete="off" />
            <Field meta={fields.vesselName} label="Vessel (optional)" placeholder="e.g. Blue Wren" />
          </div>
        </section>

        <LineItemsSection
          form={form}
          items={fields.items}
          catalogue={catalogue}
          lineTotals={totals.lineTotals}
          allowOptional
        />

        <section className="card space-y-4" aria-labelledby="quote-terms">
          <h2 id="quote-terms" className="text-lg font-bold">
            Validity, deposit and notes
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field meta={fields.validUntil} label="Valid until" type="date" hint="Ends at midnight Sydney time." />
            <SelectField
              meta={fields.depositType}
              label="Deposit"
              options={DEPOSIT_TYPES.map((d) => ({ value: d, label: DEPOSIT_TYPE_LABELS[d] }))}
            />
            <Field
              meta={fields.depositValue}
              label="Deposit value"
              hint={
                depositType === "fixed"
                  ? "In dollars, e.g. 200"
                  : depositType === "percent"
                    ? "Whole percent, e.g. 25"
                    : "A percentage (e.g. 25) or dollars (e.g. 200)."
              }
            />
          </div>
          <TextareaField
            meta={fields.notes}
            label="Notes for the customer (optional)"
            rows={4}
            placeholder="Access, what is included, what we need from the owner…"
          />
        </section>
      </div>

      <aside className="xl:sticky xl:top-20 xl:self-start">
        <div className="card space-y-3" aria-live="polite">
          <h2 className="text-lg font-bold">{quote ? `Quote ${formatQuoteNumber(quote.number)}` : "New quote"}</h2>
          <dl className="space-y-1 text-sm tabular-nums">
            <GstTotalRows
              subtotalCents={totals.required.subtotalCents}
              taxCents={totals.required.taxCents}
              totalCents={totals.required.totalCents}
              totalTestId="builder-total"
            />
            {totals.optionalCents > 0 ? (
              <div className="flex justify-between text-ink">
                <dt>With every option</dt>
                <dd>{formatCents(totals.all.totalCents)}</dd>
              </div>
            ) : null}
            {totals.deposit > 0 ? (
              <div className="flex justify-between text-ink">
                <dt>Deposit</dt>
                <dd>{formatCents(totals.deposit)}</dd>
              </div>
            ) : null}
          </dl>
          {!hydrated ? (
            <button {...form.validate.getButtonProps()} className="btn-secondary w-full">
              Check and update totals
            </button>
          ) : null}
          <SubmitWithErrors form={form} value="send" pendingText="Sending..." className="btn-primary w-full">
            Save and send to customer
          </SubmitWithErrors>
          <StatusButton value="save" pendingText="Saving..." className="btn-secondary w-full">
            {quote ? "Save changes" : "Save draft"}
          </StatusButton>
          <Link to={cancelTo} className="block text-center text-sm">
            Cancel
          </Link>
        </div>
      </aside>
    </Form>
  );
}

type LineLike = {
  serviceType?: string;
  name: string;
  description?: string;
  quantity: number;
  unitPrice: string;
  optional?: boolean;
};

/** Line items with Conform list intents: remove / add-custom work client-side with JS and through the action without. */
export function LineItemsSection({
  form,
  items: itemsField,
  catalogue,
  lineTotals,
  allowOptional,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: FormMetadata<any, string[]>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  items: FieldMetadata<LineLike[] | undefined, any, string[]>;
  catalogue: BuilderCatalogueOption[];
  lineTotals: number[];
  allowOptional: boolean;
}) {
  const items = itemsField.getFieldList();
  const fields = { items: itemsField };
  const totals = { lineTotals };
  return (
    <section className="card space-y-4" aria-labelledby="quote-items">
      <h2 id="quote-items" className="text-lg font-bold">
        Line items <span className="text-sm font-normal text-ink">(prices exclude GST)</span>
      </h2>
      {items.length === 0 ? (
        <p className="rounded-theme bg-surface p-4 text-sm">
          No lines yet. Add a service from the catalogue or a custom line below.
        </p>
      ) : null}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const f = item.getFieldset();
          return (
            <li key={item.key} className="rounded-theme border border-line p-4" data-testid="quote-line">
              <input {...getInputProps(f.serviceType, { type: "hidden" })} key={f.serviceType.key} />
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
                <Field meta={f.name} label={`Line ${index + 1} name`} className="col-span-2 sm:col-span-3" />
                <Field
                  meta={f.quantity}
                  label="Qty"
                  type="number"
                  className="sm:col-span-1"
                  inputClassName="tabular-nums"
                />
                <Field
                  meta={f.unitPrice}
                  label="Unit price ($)"
                  className="sm:col-span-2"
                  inputClassName="tabular-nums"
                />
                <Field meta={f.description} label="Description (optional)" className="col-span-2 sm:col-span-6" />
              </div>
              <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
                {allowOptional ? (
                  <CheckboxField meta={f.optional} label="Optional — the customer may tick it" />
                ) : (
                  <span />
                )}
                <div className="flex items-center gap-3">
                  <span className="text-sm tabular-nums">
                    Line total <strong>{formatCents(totals.lineTotals[index] ?? 0)}</strong>
                  </span>
                  <button
                    {...form.remove.getButtonProps({ name: fields.items.name, index })}
                    className="btn-secondary py-1.5 text-danger"
                    aria-label={`Remove line ${index + 1}`}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      <ErrorList id={fields.items.errorId} errors={fields.items.errors} />
      <div className="flex flex-wrap items-end gap-3 border-t border-line pt-4">
        <PlainSelect
          id="catalogueType"
          name="catalogueType"
          label="Service from the catalogue"
          className="min-w-[14rem] flex-1"
          defaultValue={catalogue[0]?.serviceType}
          options={catalogue.map((c) => ({
            value: c.serviceType,
            label: `${c.serviceName} — from ${formatCents(c.basePriceCents)} inc GST`,
          }))}
        />
        <button type="submit" name="intent" value="add-catalogue" formNoValidate className="btn-secondary">
          Add from catalogue
        </button>
        <button
          {...form.insert.getButtonProps({ name: fields.items.name, defaultValue: { quantity: "1" } })}
          className="btn-secondary"
        >
          Add a custom line
        </button>
      </div>
    </section>
  );
}
