// The select of plain forms (no Conform), beside PlainInput and PlainTextarea: a label above, the options, the errors.
// Its own module so that the plain fields of the public work-order pages do not bring the select's imports.
import type { SelectHTMLAttributes } from "react";
import { ErrorList } from "./error-list.tsx";
import { Options } from "./field-shell.tsx";
import type { PlainFieldProps } from "./plain-field.tsx";

/** A select of `options`; `placeholder` adds a first empty choice ("Choose…"). */
export function PlainSelect({
  label,
  errors,
  className,
  options,
  placeholder,
  ...select
}: PlainFieldProps & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, "className">) {
  const errorId = errors?.length ? `${select.id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={select.id} className="field-label">
        {label}
      </label>
      <select aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...select} className="field-input">
        <Options options={options} placeholder={placeholder} />
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}
