import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { StatusButton } from "./status-button.tsx";

/**
 * One action on one row of a list that shows its busy text while it runs ("Remove" → "Removing..."): a small POST
 * form with the row's id under `idName` and a StatusButton sending the `intent`. RowAction's sibling for buttons
 * that look like buttons; works without JavaScript.
 */
export function RowStatusAction({
  idName,
  id,
  intent,
  pendingText,
  className = "btn-secondary",
  formClassName,
  label,
  hidden,
  children,
}: {
  idName: string;
  id: string;
  intent: string;
  pendingText: string;
  className?: string;
  formClassName?: string;
  /** What the button does to which row, for screen readers when its text alone ("Remove") does not say. */
  label?: string;
  /** Other fields the action reads (where to go back to). */
  hidden?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={formClassName}>
      <input type="hidden" name={idName} value={id} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <StatusButton value={intent} pendingText={pendingText} className={className} aria-label={label}>
        {children}
      </StatusButton>
    </Form>
  );
}
