import { Form } from "@remix-run/react";

/**
 * The search card at the top of an admin list: a plain GET form with one search box (`q`), so it works without
 * JavaScript and the search stays in the URL.
 */
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
    <Form method="get" className="card mb-4 flex flex-wrap items-end gap-3 p-4" role="search">
      <div className="min-w-[14rem] flex-1">
        <label htmlFor="q" className="field-label">
          {label}
        </label>
        <input
          id="q"
          name="q"
          type="search"
          defaultValue={defaultValue}
          className="field-input"
          placeholder={placeholder}
          maxLength={maxLength}
        />
      </div>
      <button type="submit" className="btn-primary">
        Search
      </button>
    </Form>
  );
}
