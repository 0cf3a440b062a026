// "Before or after the work?": the choice every job-photo upload form asks (the field worker's job card and the
// subcontractor's work order), posted as `kind` and checked on the server by takePhotoPost.
import { PHOTO_KINDS, PHOTO_KIND_LABELS, type PhotoKind } from "~/domain/job-card-labels.ts";

export function PhotoKindChoice({ defaultKind = "before" }: { defaultKind?: PhotoKind }) {
  return (
    <fieldset className="flex gap-4">
      <legend className="field-label">Before or after the work?</legend>
      {PHOTO_KINDS.map((kind) => (
        <label key={kind} className="flex min-h-12 items-center gap-2 text-base">
          <input
            type="radio"
            name="kind"
            value={kind}
            required
            defaultChecked={kind === defaultKind}
            className="h-5 w-5"
          />
          {PHOTO_KIND_LABELS[kind]}
        </label>
      ))}
    </fieldset>
  );
}
