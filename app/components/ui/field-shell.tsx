// The one look of a form field, shared by the Conform fields (fields.tsx) and the light public forms
// (light-form.tsx): label, control, hint and errors; the checkbox row; the password show/hide toggle; the options of a
// select. Conform-free, so the light forms do not bundle Conform.
import { useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useHydrated } from "~/utils/hydrated.ts";
import { ErrorList } from "./error-list.tsx";

interface ShellProps {
  id: string | undefined;
  errorId: string | undefined;
  errors: string[] | undefined;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label above the control, an optional hint, the errors below. */
export function FieldShell({
  id,
  errorId,
  errors,
  label,
  hint,
  className = "",
  children,
}: ShellProps & { hint?: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-ink/80">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** A checkbox (the child) with its label beside it and the errors below. */
export function CheckShell({ id, errorId, errors, label, className = "", children }: ShellProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        {children}
        <label htmlFor={id} className="text-sm text-secondary">
          {label}
        </label>
      </div>
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export const CHECKBOX_CLASS = "mt-1 h-4 w-4 rounded border-line text-primary focus:ring-accent";

/** Password input; the show/hide toggle appears once JavaScript runs (it cannot work without it). */
export function PasswordInput({ id, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  return (
    <div className="relative">
      <input {...input} id={id} type={visible ? "text" : "password"} className="field-input pr-16" />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 px-3 text-sm font-semibold text-primary"
          aria-controls={id}
          aria-pressed={visible}
          aria-label={visible ? "Hide password" : "Show password"}
        >
          {visible ? "Hide" : "Show"}
        </button>
      ) : null}
    </div>
  );
}

/** A select's options, with an optional first empty choice ("Choose…"). */
export function Options({
  options,
  placeholder,
}: {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
