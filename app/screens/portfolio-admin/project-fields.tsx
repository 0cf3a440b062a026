// The fields of a portfolio project (issue 18, ADR 181 addendum of 2026-11-27), shared by the edit card at
// /admin/portfolio/projects and the new-project form at /admin/portfolio/upload-project.
import type { FieldMetadata } from "@conform-to/react";
import { CheckboxField, ErrorList, Field, TextareaField } from "~/components/ui/fields.tsx";

type Meta = FieldMetadata<string | undefined | null>;
export type ProjectFieldMetas = Record<
  | "title"
  | "slug"
  | "summary"
  | "description"
  | "vesselName"
  | "vesselType"
  | "lengthMetres"
  | "location"
  | "highlights"
  | "durationText"
  | "completedOn"
  | "imageAlt"
  | "published",
  Meta
> & { services: { name: string; errorId: string; errors?: string[]; value?: unknown } };

export function ProjectFields({
  fields,
  formId,
  servicePages,
  chosenServices,
  altRequired,
}: {
  fields: ProjectFieldMetas;
  formId: string;
  servicePages: { slug: string; title: string }[];
  chosenServices: string[];
  altRequired: boolean;
}) {
  const chosen = fields.services.value ?? chosenServices;
  const list = Array.isArray(chosen) ? (chosen as string[]) : chosen ? [String(chosen)] : [];
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field meta={fields.title} label="Title" />
        <Field meta={fields.slug} label="Slug (its page: /portfolio/slug)" />
      </div>
      <TextareaField meta={fields.summary} label="Summary" rows={2} />
      <TextareaField meta={fields.description} label="Description (paragraphs separated by a blank line)" rows={8} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field meta={fields.vesselName} label="Vessel name" />
        <Field meta={fields.vesselType} label="Vessel type" />
        <Field meta={fields.lengthMetres} label="Length (m)" type="number" min={3} max={100} step="0.1" />
        <Field meta={fields.location} label="Location" />
        <Field meta={fields.durationText} label="Time taken (e.g. 2 days)" />
        <Field meta={fields.completedOn} label="Completed on" type="date" />
      </div>
      <fieldset>
        <legend className="field-label">Services</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {servicePages.map((p) => (
            <label key={p.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={fields.services.name}
                value={p.slug}
                form={formId}
                defaultChecked={list.includes(p.slug)}
              />
              {p.title}
            </label>
          ))}
        </div>
        <ErrorList id={fields.services.errorId} errors={fields.services.errors} />
      </fieldset>
      <TextareaField meta={fields.highlights} label="Highlights (one per line)" rows={4} />
      <Field
        meta={fields.imageAlt}
        label={altRequired ? "Image alt text" : "Image alt text (optional for a seeded image)"}
        hint="What the picture shows, for people who cannot see it"
      />
      <CheckboxField meta={fields.published} label="Published (shown on /portfolio)" />
    </>
  );
}

/** The form's starting values from a stored project. */
export function projectDefaults(p: {
  title: string;
  slug: string;
  summary: string;
  description: string;
  vesselName: string;
  vesselType: string;
  lengthMetres: number | null;
  location: string;
  services: string[];
  highlights: string[];
  durationText: string;
  completedOn: string;
  imageAlt: string;
  published: boolean;
}) {
  return {
    ...p,
    lengthMetres: p.lengthMetres === null ? "" : String(p.lengthMetres),
    highlights: p.highlights.join("\n"),
    published: p.published ? "on" : undefined,
  };
}
