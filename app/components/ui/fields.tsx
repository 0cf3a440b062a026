import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useId, useState, type ReactNode } from "react";
import { useHydrated } from "~/utils/hydrated.ts";
import { ErrorList } from "./error-list.tsx";

// ErrorList lives in its own module so Conform-free forms can use it without bundling Conform.
export { ErrorList };

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
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
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
      {hint ? <p className="mt-1 text-xs text-ink/80">{hint}</p> : null}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
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
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const props = getInputProps(meta, { type: "password", ariaAttributes: true });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          className="field-input pr-16"
        />
        {hydrated ? (
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-primary"
            aria-controls={meta.id}
            aria-pressed={visible}
            aria-label={visible ? "Hide password" : "Show password"}
          >
            {visible ? "Hide" : "Show"}
          </button>
        ) : null}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
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
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <select {...props} key={props.key} className="field-input">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
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
    <div className={className}>
      <label htmlFor={meta.id} className="field-label">
        {label}
      </label>
      <textarea {...props} key={props.key} rows={rows} placeholder={placeholder} className="field-input" />
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
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
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          {...props}
          key={props.key}
          id={id}
          onChange={(e) => onChange?.(e.currentTarget.checked)}
          className="mt-1 h-4 w-4 rounded border-line text-primary focus:ring-accent"
        />
        <label htmlFor={id} className="text-sm text-secondary">
          {label}
        </label>
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
