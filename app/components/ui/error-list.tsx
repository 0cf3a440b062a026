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
