import type { ComponentProps } from "react";
import { ErrorList } from "./error-list.tsx";
import { StatusButton } from "./status-button.tsx";

/**
 * The end of a Conform form: the form-level errors (under the id the form points aria-describedby at), then its
 * submit button. The button takes StatusButton's props.
 */
export function SubmitWithErrors({
  form,
  ...button
}: { form: { errorId: string; errors?: string[] } } & Omit<ComponentProps<typeof StatusButton>, "form">) {
  return (
    <>
      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusButton {...button} />
    </>
  );
}
