// "Add to cart" for any page: posts intent=add to the /cart action (works without JavaScript). Load its props
// with addToCartProps() from app/models/add-to-cart.server.ts. With one service in `services` the picker is hidden.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { LOCATION_ZONES, LOCATION_ZONE_LABELS } from "~/domain/cart.ts";
import { NEW_VESSEL, NO_VESSEL, NO_ZONE, addToCartSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import type { ServicePickerOption } from "~/models/pricing.server.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { HoneypotField } from "./honeypot-field.tsx";

export interface AddToCartFormProps {
  services: ServicePickerOption[];
  vessels: { id: string; name: string; lengthMetres: number | null }[];
  signedIn: boolean;
  minDate: string;
  /** Where to go after adding (a path on this site); default /cart. */
  redirectTo?: string;
  lastResult?: SubmissionResult<string[]> | null;
  id?: string;
  heading?: string;
  defaultServiceType?: string;
}

export function AddToCartForm({ services, vessels, signedIn, minDate, redirectTo = "/cart", lastResult, id = "add-to-cart", heading, defaultServiceType }: AddToCartFormProps) {
  const schema = addToCartSchema({ signedIn });
  const single = services.length === 1 ? services[0]! : null;
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: {
      serviceType: single?.serviceType ?? defaultServiceType ?? services[0]?.serviceType,
      vesselId: vessels.length === 1 ? vessels[0]!.id : NO_VESSEL,
      location: NO_ZONE,
    },
  });

  return (
    <Form method="post" action="/cart" {...getFormProps(form)} className="space-y-4" aria-labelledby={heading ? `${id}-heading` : undefined}>
      {heading ? (
        <h2 id={`${id}-heading`} className="text-lg font-bold">
          {heading}
        </h2>
      ) : null}
      <HoneypotField />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {single ? (
        <>
          <input type="hidden" name={fields.serviceType.name} value={single.serviceType} />
          <p className="text-sm">
            <span className="font-semibold text-secondary">{single.serviceName}</span> from {formatCents(single.fromPriceCents)} · {single.termsText}
          </p>
        </>
      ) : (
        <div>
          <label htmlFor={fields.serviceType.id} className="field-label">
            Service
          </label>
          <select {...getSelectProps(fields.serviceType)} key={fields.serviceType.key} className="field-input">
            {services.map((s) => (
              <option key={s.serviceType} value={s.serviceType}>
                {s.serviceName} — from {formatCents(s.fromPriceCents)}
              </option>
            ))}
          </select>
          <ErrorList id={fields.serviceType.errorId} errors={fields.serviceType.errors} />
        </div>
      )}

      {signedIn ? (
        <fieldset className="space-y-3">
          <legend className="field-label">Vessel</legend>
          <div>
            <label htmlFor={fields.vesselId.id} className="sr-only">
              Vessel
            </label>
            <select {...getSelectProps(fields.vesselId)} key={fields.vesselId.key} className="field-input">
              <option value={NO_VESSEL}>Decide at checkout</option>
              {vessels.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                  {v.lengthMetres ? ` (${v.lengthMetres} m)` : ""}
                </option>
              ))}
              <option value={NEW_VESSEL}>A vessel not listed yet…</option>
            </select>
            <ErrorList id={fields.vesselId.errorId} errors={fields.vesselId.errors} />
          </div>
          {/* Without JavaScript both parts show; with it, the new-vessel fields appear once "not listed" is chosen. */}
          <div className={hydrated && fields.vesselId.value !== NEW_VESSEL ? "hidden" : "space-y-3"}>
            <p className="text-xs text-ink/80">For a vessel not listed yet, give its name and length — we'll save it to your account.</p>
            <VesselNameLength fields={fields} optionalLabel="(new vessel)" />
          </div>
        </fieldset>
      ) : (
        <fieldset className="space-y-3">
          <legend className="field-label">Your vessel (optional)</legend>
          <p className="text-xs text-ink/80">Prices are for vessels up to 8 m; give the length and we'll price it for your boat.</p>
          <VesselNameLength fields={fields} optionalLabel="" />
        </fieldset>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={fields.scheduledDate.id} className="field-label">
            Preferred date (optional)
          </label>
          <input {...getInputProps(fields.scheduledDate, { type: "date" })} key={fields.scheduledDate.key} min={minDate} className="field-input" />
          <ErrorList id={fields.scheduledDate.errorId} errors={fields.scheduledDate.errors} />
        </div>
        <div>
          <label htmlFor={fields.location.id} className="field-label">
            Where is the vessel?
          </label>
          <select {...getSelectProps(fields.location)} key={fields.location.key} className="field-input">
            <option value={NO_ZONE}>Decide later</option>
            {LOCATION_ZONES.map((z) => (
              <option key={z} value={z}>
                {LOCATION_ZONE_LABELS[z]}
              </option>
            ))}
          </select>
          <ErrorList id={fields.location.errorId} errors={fields.location.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={fields.notes.id} className="field-label">
          Notes for the crew (optional)
        </label>
        <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={2} className="field-input" placeholder="Berth number, access, anything we should know" />
        <ErrorList id={fields.notes.errorId} errors={fields.notes.errors} />
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusButton value="add" pendingText="Adding..." className="btn-accent w-full sm:w-auto" formAction="/cart">
        Add to cart
      </StatusButton>
    </Form>
  );
}

type AddFields = ReturnType<typeof useForm<{ vesselName?: string; vesselLength?: number }>>[1];

function VesselNameLength({ fields, optionalLabel }: { fields: AddFields; optionalLabel: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div>
        <label htmlFor={fields.vesselName.id} className="field-label">
          Vessel name {optionalLabel}
        </label>
        <input {...getInputProps(fields.vesselName, { type: "text" })} key={fields.vesselName.key} className="field-input" placeholder="e.g. Southern Cross" />
        <ErrorList id={fields.vesselName.errorId} errors={fields.vesselName.errors} />
      </div>
      <div>
        <label htmlFor={fields.vesselLength.id} className="field-label">
          Length in metres {optionalLabel}
        </label>
        <input {...getInputProps(fields.vesselLength, { type: "number" })} key={fields.vesselLength.key} step="0.1" inputMode="decimal" className="field-input" placeholder="e.g. 12.5" />
        <ErrorList id={fields.vesselLength.errorId} errors={fields.vesselLength.errors} />
      </div>
    </div>
  );
}
