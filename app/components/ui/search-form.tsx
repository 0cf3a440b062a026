import { Form, Link } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * The filter card at the top of a back-office list: a plain GET form, so it works without JavaScript and the filters
 * stay in the URL. Its fields (SearchField, FilterSelect, …) are the children; the submit button comes after them,
 * then a "Clear" link back to the unfiltered list where `clear` is set.
 */
export function FilterForm({
  children,
  submitLabel = "Filter",
  submitClassName = "btn-primary",
  clear = false,
  className = "card mb-4 flex flex-wrap items-end gap-3 p-4",
  label,
}: {
  children: ReactNode;
  submitLabel?: string;
  submitClassName?: string;
  clear?: boolean;
  /** The layout of the card; the default is a row that wraps. */
  className?: string;
  /** The form's accessible name ("Filter calls") where the page has more than one. */
  label?: string;
}) {
  return (
    <Form method="get" className={className} role="search" aria-label={label}>
      {children}
      <button type="submit" className={submitClassName}>
        {submitLabel}
      </button>
      {clear ? (
        <Link to="?" className="btn-secondary">
          Clear
        </Link>
      ) : null}
    </Form>
  );
}

/** The search box of a list's filter form: a labelled `type="search"` input, the `q` parameter unless named. */
export function SearchField({
  id = "q",
  name = "q",
  label,
  defaultValue,
  placeholder,
  maxLength,
  className = "min-w-[14rem] flex-1",
}: {
  id?: string;
  name?: string;
  label: string;
  defaultValue: string;
  placeholder?: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        defaultValue={defaultValue}
        className="field-input"
        placeholder={placeholder}
        maxLength={maxLength}
      />
    </div>
  );
}

/** A list whose only filter is one search box (`q`). */
export function SearchForm({
  label,
  defaultValue,
  placeholder,
  maxLength,
}: {
  label: string;
  defaultValue: string;
  placeholder?: string;
  maxLength?: number;
}) {
  return (
    <FilterForm submitLabel="Search">
      <SearchField label={label} defaultValue={defaultValue} placeholder={placeholder} maxLength={maxLength} />
    </FilterForm>
  );
}
