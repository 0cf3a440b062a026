// Where a vessel is kept, on the public forms that book work for it (checkout, a new subscription): marina or yacht
// club, its name, and the street address, all posted as `accessType`, `marina` and `address`.
import { labelledOptions } from "./ui/filter-select.tsx";
import { LightInput, LightSelect, type LightField } from "./ui/light-form.tsx";
import { ACCESS_TYPES, ACCESS_TYPE_LABELS } from "~/domain/vessel-types.ts";

export function BerthFields({
  field,
  marinaLabel,
  marinaPlaceholder,
  addressAutoComplete,
}: {
  field: (name: string) => LightField;
  marinaLabel: string;
  marinaPlaceholder: string;
  addressAutoComplete?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LightSelect
        field={field("accessType")}
        label="Berthed at a"
        options={labelledOptions(ACCESS_TYPES, ACCESS_TYPE_LABELS)}
      />
      <LightInput field={field("marina")} label={marinaLabel} placeholder={marinaPlaceholder} />
      <LightInput
        field={field("address")}
        label="Street address"
        autoComplete={addressAutoComplete}
        placeholder="e.g. 1C New Beach Rd, Darling Point NSW 2027"
        className="sm:col-span-2"
      />
    </div>
  );
}
