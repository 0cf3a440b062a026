import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { FieldShell } from "./field-shell.tsx";

/**
 * A typed-in filter of a back-office list's GET form (a date of a range, a search box with its own name): a label
 * above an input whose value comes from the URL, so the form works without JavaScript. FilterSelect's sibling.
 */
export function FilterInput({
  id,
  name,
  label,
  type,
  value,
  required = false,
  className,
}: {
  id: string;
  name: string;
  label: string;
  type: "date" | "search";
  value: string | null | undefined;
  required?: boolean;
  className?: string;
}) {
  return (
    <FieldShell id={id} errorId={undefined} errors={undefined} label={label} className={className}>
      <input id={id} name={name} type={type} required={required} defaultValue={value ?? ""} className="field-input" />
    </FieldShell>
  );
}

/**
 * The end of a grid filter form: anything the form keeps beside its buttons (a checkbox), the submit button and a
 * "Clear" link back to the unfiltered list.
 */
export function FilterButtons({
  submitLabel = "Filter",
  clearTo = "?",
  clearClassName = "btn-secondary",
  className = "flex items-end gap-2",
  children,
}: {
  submitLabel?: string;
  clearTo?: string;
  clearClassName?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      {children}
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
      <Link to={clearTo} className={clearClassName}>
        Clear
      </Link>
    </div>
  );
}
