// A form's group of fields as a card with a heading. Conform-free (fields.tsx re-exports it), so the
// light public forms (ui/light-form.tsx) can use it without bundling Conform.
import type { ReactNode } from "react";

/** A form's group of fields as a card with a heading (its legend). */
export function FormSection({
  legend,
  className = "space-y-4",
  children,
}: {
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`card [&>legend+*]:clear-both ${className}`}>
      <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">{legend}</legend>
      {children}
    </fieldset>
  );
}
