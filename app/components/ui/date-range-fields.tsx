import { FilterInput } from "./filter-fields.tsx";

/**
 * The "from" and "to" date inputs of a list's or report's GET filter form (the `from` and `to` parameters, Sydney
 * dates YYYY-MM-DD; `toName` for a form whose end is called otherwise, e.g. `until`). Two labelled `FilterInput`s
 * side by side in whatever grid or row the form lays out; ids are `${idPrefix}-from` and `${idPrefix}-${toName}`.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  fromLabel = "From",
  toLabel = "To",
  toName = "to",
  required = false,
}: {
  idPrefix: string;
  from: string | null | undefined;
  to: string | null | undefined;
  fromLabel?: string;
  toLabel?: string;
  toName?: string;
  required?: boolean;
}) {
  return (
    <>
      {(
        [
          ["from", fromLabel, from],
          [toName, toLabel, to],
        ] as const
      ).map(([name, label, value]) => (
        <FilterInput
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={label}
          type="date"
          value={value}
          required={required}
        />
      ))}
    </>
  );
}
