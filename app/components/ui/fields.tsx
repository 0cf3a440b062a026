import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useId, type ReactNode } from "react";
import { ErrorList } from "./error-list.tsx";
import { CHECKBOX_CLASS, CheckShell, FieldShell, Options, PasswordInput } from "./field-shell.tsx";

// ErrorList lives in its own module so Conform-free forms can use it without bundling Conform.
export { ErrorList };
// FormSection lives in its own module so light (Conform-free) forms can use it without bundling Conform.
export { FormSection } from "./form-section.tsx";

/** The label's target, the errors and where they are described, from Conform's field metadata. */
const shellOf = (meta: { id: string; errorId: string; errors?: string[] }) => ({
  id: meta.id,
  errorId: meta.errorId,
  errors: meta.errors,
});

type InputType = "text" | "email" | "tel" | "date" | "time" | "number" | "url" | "search" | "password";

export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  placeholder,
  hint,
  min,
  max,
  step,
  className = "",
  inputClassName = "",
}: {
  meta: FieldMetadata<string | number | undefined | null>;
  label: ReactNode;
  type?: InputType;
  autoComplete?: string;
  placeholder?: string;
  hint?: ReactNode;
  /** Native limits shown to the browser (dates, times, numbers); the schema still decides. */
  min?: string | number;
  max?: string | number;
  step?: string | number;
  className?: string;
  inputClassName?: string;
}) {
  const props = getInputProps(meta, { type: type === "password" ? "password" : type, ariaAttributes: true });
  return (
    <FieldShell {...shellOf(meta)} label={label} hint={hint} className={className}>
      <input
        {...props}
        key={props.key}
        autoComplete={autoComplete}
        placeholder={placeholder}
        {...(min !== undefined ? { min } : {})}
        {...(max !== undefined ? { max } : {})}
        {...(step !== undefined ? { step } : {})}
        className={`field-input ${inputClassName}`}
      />
    </FieldShell>
  );
}

/** Password input; the show/hide toggle appears once JavaScript runs (it cannot work without it). */
export function PasswordField({
  meta,
  label,
  autoComplete = "current-password",
  className = "",
}: {
  meta: FieldMetadata<string | undefined | null>;
  label: ReactNode;
  autoComplete?: string;
  className?: string;
}) {
  const { key, type: _type, ...props } = getInputProps(meta, { type: "password", ariaAttributes: true });
  return (
    <FieldShell {...shellOf(meta)} label={label} className={className}>
      <PasswordInput {...props} key={key} id={meta.id} autoComplete={autoComplete} />
    </FieldShell>
  );
}

export function SelectField({
  meta,
  label,
  options,
  placeholder,
  className = "",
}: {
  meta: FieldMetadata<string | undefined | null>;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
  /** A first, empty choice ("Choose…", "Not recorded"). */
  placeholder?: string;
  className?: string;
}) {
  const props = getSelectProps(meta, { ariaAttributes: true });
  return (
    <FieldShell {...shellOf(meta)} label={label} className={className}>
      <select {...props} key={props.key} className="field-input">
        <Options options={options} placeholder={placeholder} />
      </select>
    </FieldShell>
  );
}

export function TextareaField({
  meta,
  label,
  rows = 4,
  className = "",
  placeholder,
}: {
  meta: FieldMetadata<string | undefined | null>;
  label: ReactNode;
  rows?: number;
  className?: string;
  placeholder?: string;
}) {
  const props = getTextareaProps(meta, { ariaAttributes: true });
  return (
    <FieldShell {...shellOf(meta)} label={label} className={className}>
      <textarea {...props} key={props.key} rows={rows} placeholder={placeholder} className="field-input" />
    </FieldShell>
  );
}

export function CheckboxField({
  meta,
  label,
  className = "",
  onChange,
}: {
  meta: FieldMetadata<string | boolean | undefined | null>;
  label: ReactNode;
  className?: string;
  onChange?: (checked: boolean) => void;
}) {
  const fallbackId = useId();
  const props = getInputProps(meta, { type: "checkbox", ariaAttributes: true });
  const id = meta.id ?? fallbackId;
  return (
    <CheckShell {...shellOf(meta)} id={id} label={label} className={className}>
      <input
        {...props}
        key={props.key}
        id={id}
        onChange={(e) => onChange?.(e.currentTarget.checked)}
        className={CHECKBOX_CLASS}
      />
    </CheckShell>
  );
}

// The file field is Conform-free (the job card and the light forms use it too): it lives with the field shell.
export { FILE_ACCEPT, FileField } from "./field-shell.tsx";
