import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import type { z } from "zod";
import { CheckboxField, ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { addVesselSchema, vesselSchema } from "~/domain/vessel-schemas.ts";
import {
  ENGINE_FUEL_LABELS,
  ENGINE_FUELS,
  HULL_MATERIAL_LABELS,
  HULL_MATERIALS,
  LOCATION_KIND_LABELS,
  LOCATION_KINDS,
} from "~/domain/vessel.ts";
import { VESSEL_TYPE_LABELS, VESSEL_TYPES } from "~/domain/vessel-types.ts";

const options = <T extends string>(values: readonly T[], labels: Record<T, string>, blank?: string) => [
  ...(blank !== undefined ? [{ value: "", label: blank }] : []),
  ...values.map((v) => ({ value: v, label: labels[v] })),
];

/** The vessel record form, for adding (with a first engine) and editing. Works before JavaScript loads. */
export function VesselForm({
  mode,
  lastResult,
  defaultValue,
  cancelTo,
}: {
  mode: "add" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, string | null | undefined>;
  cancelTo: string;
}) {
  // One field set (the add form's, a superset); editing validates against the record's schema.
  const schema = mode === "add" ? addVesselSchema : vesselSchema;
  const [form, f] = useForm<z.input<typeof addVesselSchema>>({
    id: `vessel-${mode}`,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <section className="card space-y-4">
        <h2 className="text-lg font-bold">The boat</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={f.name} label="Vessel name" autoComplete="off" />
          <SelectField meta={f.type} label="Type" options={options(VESSEL_TYPES, VESSEL_TYPE_LABELS)} />
          <Field meta={f.make} label="Make" placeholder="e.g. Riviera" />
          <Field meta={f.model} label="Model" placeholder="e.g. 4800 Sport Yacht" />
          <Field meta={f.lengthMetres} label="Length (metres)" type="number" inputClassName="max-w-[10rem]" />
          <Field meta={f.year} label="Year built" type="number" inputClassName="max-w-[10rem]" />
          <SelectField
            meta={f.hullMaterial}
            label="Hull material"
            options={options(HULL_MATERIALS, HULL_MATERIAL_LABELS, "Not sure")}
          />
          <Field
            meta={f.hin}
            label="HIN (Hull Identification Number)"
            placeholder="AU-ABC12345D404"
            hint="On the transom or the builders plate: country code, then 12 letters and digits."
          />
          <Field meta={f.registration} label="NSW registration" placeholder="e.g. AB123N" />
          <CheckboxField meta={f.builderPlate} label="Australian Builders Plate fitted" className="sm:pt-7" />
        </div>
      </section>
      <section className="card space-y-4">
        <h2 className="text-lg font-bold">Where she is</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={f.locationKind}
            label="Kept at"
            options={options(LOCATION_KINDS, LOCATION_KIND_LABELS, "Choose…")}
          />
          <Field meta={f.homeMarina} label="Marina, club or mooring area" placeholder="e.g. d'Albora Rushcutters Bay" />
          <Field meta={f.berth} label="Berth or mooring number" placeholder="e.g. C14" />
        </div>
        <TextareaField
          meta={f.accessNotes}
          rows={2}
          label="Access notes (gate codes, keys) — only you, our staff and the crew on the job see these"
        />
      </section>
      <section className="card space-y-4">
        <h2 className="text-lg font-bold">Antifouling</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={f.antifoulType} label="Antifouling type" placeholder="e.g. Jotun SeaQuantum Ultra S" />
          <Field meta={f.antifoulAppliedOn} label="Last applied" type="date" inputClassName="max-w-[12rem]" />
        </div>
        <TextareaField meta={f.notes} rows={2} label="Other notes" />
      </section>
      {mode === "add" ? (
        <section className="card space-y-4">
          <h2 className="text-lg font-bold">Engine (optional)</h2>
          <p className="text-sm">Add the main engine now to track its hours; add more engines on the vessel page.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={f.engineMake} label="Engine make" placeholder="e.g. Volvo Penta" />
            <Field meta={f.engineModel} label="Engine model" placeholder="e.g. D6-440" />
            <SelectField meta={f.engineFuel} label="Fuel" options={options(ENGINE_FUELS, ENGINE_FUEL_LABELS)} />
            <Field meta={f.engineHours} label="Hours on the meter" type="number" inputClassName="max-w-[10rem]" />
          </div>
        </section>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <StatusButton pendingText="Saving...">{mode === "add" ? "Add vessel" : "Save changes"}</StatusButton>
        <a href={cancelTo} className="btn-secondary">
          Cancel
        </a>
      </div>
    </Form>
  );
}
