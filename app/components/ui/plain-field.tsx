// Fields of plain forms (no Conform), such as the job card's offline outbox forms and the work-order forms: a label
// above the control, the control, and the errors the server sent back for it.
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { ErrorList } from "./error-list.tsx";

export interface PlainFieldProps {
  id: string;
  label: ReactNode;
  errors?: string[] | null;
  /** The class of the <div> around the field. */
  className?: string;
}

/** An input; `bare` leaves out the <div>, as PlainTextarea's does. */
export function PlainInput({
  label,
  errors,
  className,
  bare = false,
  ...input
}: PlainFieldProps & { bare?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  const errorId = errors?.length ? `${input.id}-error` : undefined;
  const field = (
    <>
      <label htmlFor={input.id} className="field-label">
        {label}
      </label>
      <input aria-invalid={errorId ? true : undefined} aria-describedby={errorId} {...input} className="field-input" />
      <ErrorList id={errorId} errors={errors} />
    </>
  );
  return bare ? field : <div className={className}>{field}</div>;
}

/** A textarea; `bare` leaves out the <div> so the label, textarea and errors space out with the form's other rows. */
export function PlainTextarea({
  label,
  errors,
  className,
  bare = false,
  ...textarea
}: PlainFieldProps & { bare?: boolean } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  const field = (
    <>
      <label htmlFor={textarea.id} className="field-label">
        {label}
      </label>
      <textarea {...textarea} className="field-input" />
      <ErrorList errors={errors} />
    </>
  );
  return bare ? field : <div className={className}>{field}</div>;
}
