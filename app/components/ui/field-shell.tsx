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
