/**
 * The "from" and "to" date inputs of a list's or report's GET filter form (the `from` and `to` parameters, Sydney
 * dates YYYY-MM-DD). Two labelled fields side by side in whatever grid or row the form lays out; ids are
 * `${idPrefix}-from` and `${idPrefix}-to`.
 */
export function DateRangeFields({
  idPrefix,
  from,
  to,
  fromLabel = "From",
  toLabel = "To",
  required = false,
}: {
  idPrefix: string;
  from: string | null | undefined;
  to: string | null | undefined;
  fromLabel?: string;
  toLabel?: string;
  required?: boolean;
}) {
  return (
    <>
      {(
        [
          ["from", fromLabel, from],
          ["to", toLabel, to],
        ] as const
      ).map(([name, label, value]) => (
        <div key={name}>
          <label htmlFor={`${idPrefix}-${name}`} className="field-label">
            {label}
          </label>
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type="date"
            required={required}
            defaultValue={value ?? ""}
            className="field-input"
          />
        </div>
      ))}
    </>
  );
}
