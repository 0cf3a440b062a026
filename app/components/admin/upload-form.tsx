import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

/**
 * The form of an admin upload page (issue 21: gallery image, portfolio project and its new image, credential): a
 * multipart POST Conform form in a card, its fields (children, the FileField among them), then the form's errors and
 * its submit button (`submitLabel` and StatusButton's props). The action takes the file out with `takeUpload`
 * (utils/upload.server.ts).
 */
export function UploadForm({
  form,
  className = "card max-w-2xl space-y-4",
  children,
  submitLabel,
  ...button
}: {
  /** Any form's metadata (its schema does not matter here: the frame reads only its id and errors). */
  form: FormMetadata<any, string[]>;
  className?: string;
  children: ReactNode;
  submitLabel: ReactNode;
} & Omit<ComponentProps<typeof SubmitWithErrors>, "form" | "children">) {
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={className}>
      {children}
      <SubmitWithErrors form={form} {...button}>
        {submitLabel}
      </SubmitWithErrors>
    </Form>
  );
}
