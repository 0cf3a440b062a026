import { useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";

/**
 * A submit button that shows its busy text while its own form submits (matched by `name`/`value`
 * or by form action). Without JavaScript it is a plain submit button.
 */
export function StatusButton({
  children,
  pendingText,
  className = "btn-primary",
  formAction,
  value,
  name = "intent",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { pendingText: ReactNode; formAction?: string; value?: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (value === undefined || navigation.formData?.get(name) === value) &&
    (formAction === undefined || navigation.formAction === formAction);
  return (
    <button
      type="submit"
      name={value !== undefined ? name : undefined}
      value={value}
      formAction={formAction}
      aria-disabled={pending || undefined}
      className={className}
      {...rest}
    >
      {pending ? pendingText : children}
    </button>
  );
}
