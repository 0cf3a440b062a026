import { FileField } from "~/components/ui/fields.tsx";
import { MAX_GALLERY_BYTES } from "~/domain/portfolio.ts";

/** The image file of a gallery image or a portfolio project: JPEG, PNG or WebP, with the size rules as its hint. */
export function ImageFileField({ id, label, errors }: { id: string; label: string; errors: string[] | undefined }) {
  return (
    <FileField
      id={id}
      label={label}
      accept="image/jpeg,image/png,image/webp"
      errors={errors}
      hint={`JPEG, PNG or WebP, at least 320 × 200 pixels, up to ${MAX_GALLERY_BYTES / 1024 / 1024} MB.`}
    />
  );
}
