import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useId, type ReactNode } from "react";
import { ErrorList } from "./error-list.tsx";
import { CHECKBOX_CLASS, CheckShell, FieldShell, Options, PasswordInput } from "./field-shell.tsx";

// ErrorList lives in its own module so Conform-free forms can use it without bundling Conform.
export { ErrorList };

/** The label's target, the errors and where they are described, from Conform's field metadata. */
const shellOf = (meta: { id: string; errorId: string; errors?: string[] }) => ({
  id: meta.id,
  errorId: meta.errorId,
  errors: meta.errors,
});

type InputType = "text" | "email" | "tel" | "date" | "time" | "number" | "url" | "search" | "password";

/** A form's group of fields as a card with a heading (its legend). */
export function FormSection({
  legend,
  className = "space-y-4",
  children,
}: {
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`card [&>legend+*]:clear-both ${className}`}>
      <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">{legend}</legend>
      {children}
    </fieldset>
  );
}

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

/** The file types an upload field offers the phone's picker (the server still decides by the bytes). */
export const FILE_ACCEPT = {
  documents: "application/pdf,image/jpeg,image/png,image/heic,.heic",
  certificates: "application/pdf,image/jpeg,image/png",
  photos: "image/jpeg,image/png,image/heic,image/heif,.heic",
} as const;

/**
 * A file upload field: the label, the file input (a big tap target), a hint and the server's errors. Browsers never
 * keep a chosen file after a refused post, so the errors say what was wrong and the file is chosen again. Shared by
 * the owner portal's document upload and the subcontractor's link uploads.
 */
export function FileField({
  id,
  name = "file",
  label,
  accept,
  errors,
  hint,
  required = true,
  capture,
  className = "",
}: {
  id: string;
  name?: string;
  label: ReactNode;
  accept: string;
  errors?: string[] | null;
  hint?: ReactNode;
  required?: boolean;
  /** "environment": open the phone's back camera (photos). */
  capture?: "environment" | "user";
  className?: string;
}) {
  const errorId = `${id}-error`;
  return (
    <FieldShell id={id} errorId={errorId} errors={errors ?? undefined} label={label} hint={hint} className={className}>
      <input
        id={id}
        type="file"
        name={name}
        required={required}
        accept={accept}
        capture={capture}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby={errors?.length ? errorId : undefined}
        className="field-input min-h-12 file:mr-3 file:rounded-theme file:border-0 file:bg-primary file:px-3 file:py-1.5 file:font-semibold file:text-white"
      />
    </FieldShell>
  );
}
