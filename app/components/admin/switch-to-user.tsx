import { Form } from "@remix-run/react";

/**
 * The "Switch to user" button (impersonation, ADR 080): posts to /resources/impersonation, which re-checks that the
 * viewer may. In a list, `fullName` names the account in the button's accessible name.
 */
export function SwitchToUser({
  userId,
  fullName,
  className,
}: {
  userId: string;
  fullName?: string;
  className?: string;
}) {
  return (
    <Form method="post" action="/resources/impersonation">
      <input type="hidden" name="userId" value={userId} />
      <button
        type="submit"
        name="intent"
        value="start"
        className={className ? `btn-secondary ${className}` : "btn-secondary"}
        aria-label={fullName ? `Switch to user ${fullName}` : undefined}
      >
        Switch to user
      </button>
    </Form>
  );
}
