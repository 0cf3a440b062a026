export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const list = errors?.filter(Boolean);
  if (!list?.length) return null;
  return (
    <ul id={id} className="field-error space-y-0.5">
      {list.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** The errors of a whole form (not of one field), in a box above a long form, announced when they appear. */
export function FormAlert({
  id,
  errors,
  className = "",
}: {
  id?: string;
  errors?: string[] | null;
  className?: string;
}) {
  if (!errors?.length) return null;
  return (
    <div
      role="alert"
      id={id}
      className={`rounded-theme border border-danger/40 bg-danger/5 p-4 text-sm text-danger ${className}`}
    >
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
