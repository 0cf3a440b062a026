// Public marketing forms without Conform's browser runtime (docs/decisions/030-public-site-and-catalogue.md).
// The server still validates with Zod and answers with Conform's SubmissionResult; the browser gets the
// schema's constraints as plain data (getZodConstraint in the loader) and validates natively. This reader
// turns the result into field props: typed values kept, errors next to fields, ARIA wired up.
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode, Ref } from "react";
import { CHECKBOX_CLASS, CheckShell, FieldShell, Options, PasswordInput } from "./field-shell.tsx";

export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  pattern?: string;
  multiple?: boolean;
};

export interface LightField {
  id: string;
  name: string;
  errorId: string;
  errors: string[] | undefined;
  /** The value typed last time (after a failed POST) or the default. */
  value: string;
  /** For checkbox groups: every value typed last time or the defaults. */
  values: string[];
  /** Spread onto <input>/<select>/<textarea>. Text inputs only: no defaultValue for checkboxes or radios. */
  props: {
    id: string;
    name: string;
    required?: boolean;
    minLength?: number;
    maxLength?: number;
    min?: string | number;
    max?: string | number;
    "aria-invalid"?: true;
    "aria-describedby"?: string;
  };
}

function asStrings(value: unknown): string[] {
  if (value == null) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
}

export function lightForm(opts: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  constraint?: Record<string, FieldConstraint>;
  defaultValue?: Record<string, string | string[] | undefined>;
  /** Errors found in the browser before submitting (they replace the server's for that field). */
  clientErrors?: Record<string, string[] | undefined>;
}) {
  const submitted = opts.lastResult?.initialValue ?? null;
  const errors: Record<string, string[] | null | undefined> = { ...opts.lastResult?.error, ...opts.clientErrors };
  const field = (name: string): LightField => {
    const id = `${opts.id}-${name}`;
    const errorId = `${id}-error`;
    const fieldErrors = errors[name] ?? undefined;
    const values = submitted ? asStrings(submitted[name]) : asStrings(opts.defaultValue?.[name]);
    const c = opts.constraint?.[name] ?? {};
    return {
      id,
      name,
      errorId,
      errors: fieldErrors?.length ? fieldErrors : undefined,
      value: values[0] ?? "",
      values,
      props: {
        id,
        name,
        required: c.required || undefined,
        minLength: c.minLength,
        maxLength: c.maxLength,
        min: c.min,
        max: c.max,
        ...(fieldErrors?.length ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
      },
    };
  };
  const formErrors = errors[""]?.length ? errors[""] : undefined;
  const formErrorId = `${opts.id}-form-error`;
  return {
    formId: opts.id,
    formErrorId,
    formErrors,
    /** The form-level errors with their id, as SubmitWithErrors takes them. */
    submitErrors: { errorId: formErrorId, errors: formErrors },
    /** Spread onto the <Form>: its id, and its form-level errors as its description when there are some. */
    formProps: { id: opts.id, "aria-describedby": formErrors ? formErrorId : undefined },
    field,
  };
}

type InputType = "text" | "email" | "tel" | "date" | "number";

export function LightInput({
  field,
  label,
  type = "text",
  autoComplete,
  placeholder,
  className = "",
  extra,
}: {
  field: LightField;
  label: ReactNode;
  type?: InputType;
  autoComplete?: string;
  placeholder?: string;
  className?: string;
  extra?: { min?: string; step?: string; inputMode?: "decimal" };
}) {
  return (
    <FieldShell {...field} label={label} className={className}>
      <input
        {...field.props}
        {...extra}
        type={type}
        defaultValue={field.value}
        autoComplete={autoComplete}
        placeholder={placeholder}
        className="field-input"
      />
    </FieldShell>
  );
}

/** The e-mail address of the log-in, sign-up and newsletter forms. */
export function LightEmail({ field }: { field: LightField }) {
  return <LightInput field={field} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />;
}

export function LightSelect({
  field,
  label,
  options,
}: {
  field: LightField;
  label: ReactNode;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <FieldShell {...field} label={label}>
      <select {...field.props} defaultValue={field.value || options[0]?.value} className="field-input">
        <Options options={options} />
      </select>
    </FieldShell>
  );
}

export function LightTextarea({
  field,
  label,
  rows = 4,
  placeholder,
}: {
  field: LightField;
  label: ReactNode;
  rows?: number;
  placeholder?: string;
}) {
  return (
    <FieldShell {...field} label={label}>
      <textarea
        {...field.props}
        rows={rows}
        defaultValue={field.value}
        placeholder={placeholder}
        className="field-input"
      />
    </FieldShell>
  );
}

/** Password input; the show/hide toggle appears once JavaScript runs (it cannot work without it). */
export function LightPassword({
  field,
  label,
  autoComplete,
}: {
  field: LightField;
  label: ReactNode;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <FieldShell {...field} label={label}>
      <PasswordInput {...field.props} autoComplete={autoComplete} />
    </FieldShell>
  );
}

/** A checkbox that posts "on" when ticked (what Conform's parser expects). */
export function LightCheckbox({
  field,
  label,
  onChange,
  inputRef,
}: {
  field: LightField;
  label: ReactNode;
  onChange?: (checked: boolean) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <CheckShell {...field} label={label}>
      <input
        {...field.props}
        ref={inputRef}
        type="checkbox"
        value="on"
        defaultChecked={field.value === "on"}
        onChange={onChange ? (e) => onChange(e.currentTarget.checked) : undefined}
        className={CHECKBOX_CLASS}
      />
    </CheckShell>
  );
}
