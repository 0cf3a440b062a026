// "Add to cart" for any page: posts intent=add to the /cart action (works without JavaScript). Load its props
// with addToCartProps() from app/models/add-to-cart.server.ts. With one service in `services` the picker is hidden.
// For one click on a page that sells one service, see add-to-cart-button.tsx.
// A light form (ui/light-form.tsx): the server validates with Zod and the browser gets the schema's constraints
// as data, so public pages that offer it (service pages) do not ship Conform or Zod (ADR 030).
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { ErrorList } from "~/components/ui/error-list.tsx";
import {
  LightInput,
  LightSelect,
  LightTextarea,
  lightForm,
  type FieldConstraint,
  type LightField,
} from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { LOCATION_ZONES, LOCATION_ZONE_LABELS, NEW_VESSEL, NO_VESSEL, NO_ZONE } from "~/domain/cart.ts";
import { formatCents } from "~/domain/money.ts";
import type { ServicePickerOption } from "~/models/pricing.server.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { HoneypotField } from "~/components/honeypot-field.tsx";

export interface AddToCartFormProps {
  services: ServicePickerOption[];
  vessels: { id: string; name: string; lengthMetres: number | null }[];
  signedIn: boolean;
  minDate: string;
  /** getZodConstraint(addToCartSchema) from the loader (addToCartConstraint()). */
  constraint: Record<string, FieldConstraint>;
  /** Where to go after adding (a path on this site); default /cart. */
  redirectTo?: string;
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  heading?: string;
  defaultServiceType?: string;
  submitClassName?: string;
}

export function AddToCartForm({
  services,
  vessels,
  signedIn,
  minDate,
  constraint,
  redirectTo = "/cart",
  lastResult,
  id = "add-to-cart",
  heading,
  defaultServiceType,
  submitClassName = "btn-accent w-full sm:w-auto",
}: AddToCartFormProps) {
  const single = services.length === 1 ? services[0]! : null;
  const hydrated = useHydrated();
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id,
    lastResult,
    constraint,
    defaultValue: {
      serviceType: single?.serviceType ?? defaultServiceType ?? services[0]?.serviceType,
      vesselId: vessels.length === 1 ? vessels[0]!.id : NO_VESSEL,
      location: NO_ZONE,
    },
  });
  const serviceType = field("serviceType");
  const vesselId = field("vesselId");
  const [chosenVessel, setChosenVessel] = useState(vesselId.value);

  return (
    <Form
      method="post"
      action="/cart"
      {...formProps}
      className="space-y-4"
      aria-labelledby={heading ? `${id}-heading` : undefined}
    >
      {heading ? (
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          {heading}
        </h2>
      ) : null}
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {single ? (
        <>
          <input type="hidden" name={serviceType.name} value={single.serviceType} />
          <p className="text-sm">
            <span className="font-semibold text-secondary">{single.serviceName}</span> from{" "}
            {formatCents(single.fromPriceCents)} · {single.termsText}
          </p>
        </>
      ) : (
        <LightSelect
          field={serviceType}
          label="Service"
          options={services.map((s) => ({
            value: s.serviceType,
            label: `${s.serviceName} — from ${formatCents(s.fromPriceCents)}`,
          }))}
        />
      )}

      {signedIn ? (
        <fieldset className="space-y-3">
          <legend className="field-label">Vessel</legend>
          <div>
            <label htmlFor={vesselId.id} className="sr-only">
              Vessel
            </label>
            <select
              {...vesselId.props}
              defaultValue={vesselId.value}
              onChange={(e) => setChosenVessel(e.currentTarget.value)}
              className="field-input"
            >
              <option value={NO_VESSEL}>Decide at checkout</option>
              {vessels.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                  {v.lengthMetres ? ` (${v.lengthMetres} m)` : ""}
                </option>
              ))}
              <option value={NEW_VESSEL}>A vessel not listed yet…</option>
            </select>
            <ErrorList id={vesselId.errorId} errors={vesselId.errors} />
          </div>
          {/* Without JavaScript both parts show; with it, the new-vessel fields appear once "not listed" is chosen. */}
          <div className={hydrated && chosenVessel !== NEW_VESSEL ? "hidden" : "space-y-3"}>
            <p className="text-xs text-ink/80">
              For a vessel not listed yet, give its name and length — we'll save it to your account.
            </p>
            <VesselNameLength field={field} optionalLabel=" (new vessel)" />
          </div>
        </fieldset>
      ) : (
        <fieldset className="space-y-3">
          <legend className="field-label">Your vessel (optional)</legend>
          <p className="text-xs text-ink/80">
            Prices are for vessels up to 8 m; give the length and we'll price it for your boat.
          </p>
          <VesselNameLength field={field} optionalLabel="" />
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <LightInput
          field={field("scheduledDate")}
          label="Preferred date (optional)"
          type="date"
          extra={{ min: minDate }}
        />
        <LightSelect
          field={field("location")}
          label="Where is the vessel?"
          options={[
            { value: NO_ZONE, label: "Decide later" },
            ...LOCATION_ZONES.map((z) => ({ value: z, label: LOCATION_ZONE_LABELS[z] })),
          ]}
        />
      </div>
      <LightTextarea
        field={field("notes")}
        label="Notes for the crew (optional)"
        rows={2}
        placeholder="Berth number, access, anything we should know"
      />
      <ErrorList id={formErrorId} errors={formErrors} />
      <StatusButton value="add" pendingText="Adding..." className={submitClassName} formAction="/cart">
        Add to cart
      </StatusButton>
    </Form>
  );
}

function VesselNameLength({ field, optionalLabel }: { field: (name: string) => LightField; optionalLabel: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LightInput field={field("vesselName")} label={`Vessel name${optionalLabel}`} placeholder="e.g. Southern Cross" />
      <LightInput
        field={field("vesselLength")}
        label={`Length in metres${optionalLabel}`}
        type="number"
        placeholder="e.g. 12.5"
        extra={{ step: "0.1", inputMode: "decimal" }}
      />
    </div>
  );
}
