import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/**
 * One action on one row of a list ("Make default", "Remove", …): a small POST form that sends the row's id under
 * `idName` and the `intent`, so it works without JavaScript.
 */
export function RowAction({
  idName,
  id,
  intent,
  className = "btn-link",
  label,
  children,
}: {
  idName: string;
  id: string;
  intent: string;
  className?: string;
  /** What the button does to which row, for screen readers when its text alone ("Remove") does not say. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name={idName} value={id} />
      <button type="submit" name="intent" value={intent} className={className} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
