// "Which vessel?" on the light booking and direct-payment forms (ADR 030): one of the account's vessels or another
// one by name and length. Without JavaScript both parts show; with it, the name and length appear once "another
// vessel" is chosen. Conform-free: it takes the light form's fields (ui/light-form.tsx).
import { useState } from "react";
import { FieldShell, Options } from "~/components/ui/field-shell.tsx";
import { LightInput, type LightField } from "~/components/ui/light-form.tsx";
import { vesselOptions } from "~/components/vessel-options.ts";
import { NEW_VESSEL } from "~/domain/cart.ts";
import { useHydrated } from "~/utils/hydrated.ts";

export function VesselPicker({
  field,
  vessels,
  selectLabel,
  newSuffix,
  withSelect = true,
}: {
  /** The light form's field reader: vesselId, vesselName and vesselLength are read from it. */
  field: (name: string) => LightField;
  vessels: readonly { id: string; name: string; lengthMetres?: number | null }[];
  selectLabel: string;
  /** Added to the name and length labels, e.g. " (another vessel)". */
  newSuffix: string;
  /** Without the select (a visitor has no saved vessels) the name and length always show. */
  withSelect?: boolean;
}) {
  const vesselId = field("vesselId");
  const options = vesselOptions(vessels);
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(vesselId.value || options[0]?.value);
  return (
    <>
      {withSelect ? (
        <FieldShell {...vesselId} label={selectLabel}>
          <select
            {...vesselId.props}
            defaultValue={vesselId.value || options[0]?.value}
            onChange={(e) => setChosen(e.currentTarget.value)}
            className="field-input"
          >
            <Options options={options} />
          </select>
        </FieldShell>
      ) : null}
      <div className={withSelect && hydrated && chosen !== NEW_VESSEL ? "hidden" : "grid gap-4 sm:grid-cols-2"}>
        <LightInput field={field("vesselName")} label={`Vessel name${newSuffix}`} />
        <LightInput
          field={field("vesselLength")}
          label={`Length in metres${newSuffix}`}
          type="number"
          extra={{ step: "0.1" }}
        />
      </div>
    </>
  );
}
