// A group of radio buttons for one form field (a service, a payment method), each in its own label, with the field's
// errors below. Conform-free (it takes the field's name, initial value and errors), so light public forms can use it.
import { Fragment, type ReactNode } from "react";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "~/domain/orders.ts";
import { ErrorList } from "./error-list.tsx";

export interface RadioFieldMeta {
  name: string;
  initialValue?: unknown;
  errorId: string;
  errors?: string[];
}

/** One choice: its value and what its label shows beside the radio button. */
export interface RadioChoice {
  value: string;
  label: ReactNode;
}

export function RadioChoices({
  meta,
  choices,
  listClassName,
  labelClassName,
  inputClassName,
}: {
  meta: RadioFieldMeta;
  choices: RadioChoice[];
  /** Given: the choices are a list (`<ul>` of this class); left out, the labels follow one another. */
  listClassName?: string;
  labelClassName: string;
  inputClassName?: string;
}) {
  const label = (c: RadioChoice) => (
    <label className={labelClassName}>
      <input
        type="radio"
        name={meta.name}
        value={c.value}
        defaultChecked={meta.initialValue === c.value}
        className={inputClassName}
      />
      {c.label}
    </label>
  );
  return (
    <>
      {listClassName ? (
        <ul className={listClassName}>
          {choices.map((c) => (
            <li key={c.value}>{label(c)}</li>
          ))}
        </ul>
      ) : (
        choices.map((c) => <Fragment key={c.value}>{label(c)}</Fragment>)
      )}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </>
  );
}

/** The bordered card a choice sits in, highlighted when chosen. */
export const CHOICE_CARD_CLASS =
  "flex gap-3 rounded-theme border border-line p-3 has-[:checked]:border-accent has-[:checked]:bg-accent/5";

/** The payment methods on offer, one plain radio row each. */
export function PaymentMethodChoices({ meta, methods }: { meta: RadioFieldMeta; methods: PaymentMethod[] }) {
  return (
    <RadioChoices
      meta={meta}
      labelClassName="flex items-center gap-2 text-sm"
      choices={methods.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
    />
  );
}
