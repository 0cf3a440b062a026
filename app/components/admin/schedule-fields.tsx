import type { FieldMetadata } from "@conform-to/react";
import { Field, SelectField } from "~/components/ui/fields.tsx";

type Meta = FieldMetadata<string | number | undefined | null>;

/**
 * When a job being put in the diary happens (a new job, an accepted quote): the day, start time, hours and the staff
 * member, as fields of the caller's Conform form. `noStaff` is the staff select's first, empty choice.
 */
export function ScheduleFields({
  fields,
  staff,
  noStaff,
}: {
  fields: { date: Meta; startTime: Meta; durationHours: Meta; staffId: FieldMetadata<string | undefined | null> };
  staff: readonly { id: string; fullName: string }[];
  noStaff: string;
}) {
  return (
    <>
      <Field meta={fields.date} label="Date" type="date" />
      <Field meta={fields.startTime} label="Start" type="time" />
      <Field meta={fields.durationHours} label="Hours" type="number" />
      <SelectField
        meta={fields.staffId}
        label="Staff member"
        placeholder={noStaff}
        options={staff.map((s) => ({ value: s.id, label: s.fullName }))}
      />
    </>
  );
}
