import { FieldShell, Options } from "./field-shell.tsx";

export interface FilterOption {
  value: string;
  label: string;
}

/** A list's values with their labels, as the options of a select. */
export function labelledOptions<V extends string>(values: readonly V[], labels: Record<V, string>): FilterOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** A list whose values are their own labels, as the options of a select. */
export function plainOptions(values: readonly string[]): FilterOption[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * One filter of a back-office list's GET form: a label above a select whose first choice, `allLabel` ("Any", "All
 * roles"…), is the empty value that leaves the filter off; `allLabel={null}` for a select that always has a value
 * (a sort). The current value comes from the URL, so the form works without JavaScript.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  allLabel = "Any",
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | null | undefined;
  options: readonly FilterOption[];
  allLabel?: string | null;
  className?: string;
}) {
  return (
    <FieldShell id={id} errorId={undefined} errors={undefined} label={label} className={className}>
      <select id={id} name={name} defaultValue={value ?? ""} className="field-input">
        <Options options={options} placeholder={allLabel ?? undefined} />
      </select>
    </FieldShell>
  );
}
