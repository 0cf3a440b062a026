import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useHydrated } from "~/utils/hydrated.ts";
import { NEW_VESSEL, servicePaymentSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { PAYMENT_METHOD_LABELS } from "~/domain/orders.ts";
import type { loadServicePayment } from "~/screens/service-payment/service-payment.server.ts";

type Data = SerializeFrom<typeof loadServicePayment>;

export function ServicePaymentForm({ data, lastResult }: { data: Data; lastResult?: SubmissionResult<string[]> }) {
  const schema = servicePaymentSchema();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "service-payment",
    lastResult,
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    defaultValue: {
      serviceType: data.defaultService,
      vesselId: data.vessels[0]?.id ?? NEW_VESSEL,
      marina: data.vessels[0]?.homeMarina ?? "",
      contactPhone: data.phone,
      paymentMethod: data.paymentMethods[0],
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <input type="hidden" name="checkoutToken" value={data.checkoutToken} />
      {data.fixed ? (
        <input type="hidden" name={fields.serviceType.name} value={data.fixed} />
      ) : (
        <fieldset className="card [&>legend+*]:clear-both">
          <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">Service</legend>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {data.services.map((s) => (
              <li key={s.serviceType}>
                <label className="flex gap-3 rounded-theme border border-line p-3 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/5">
                  <input
                    type="radio"
                    name={fields.serviceType.name}
                    value={s.serviceType}
                    defaultChecked={fields.serviceType.initialValue === s.serviceType}
                    className="mt-1"
                  />
                  <span>
                    <span className="block font-semibold text-secondary">{s.serviceName}</span>
                    from {formatCents(s.fromPriceCents)} · {s.termsText}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <ErrorList id={fields.serviceType.errorId} errors={fields.serviceType.errors} />
        </fieldset>
      )}

      {data.vessels.length ? (
        <section className="card">
          <h2 className="text-lg font-bold">Price for your vessels</h2>
          <table className="table-base mt-3">
            <thead>
              <tr>
                <th scope="col">Service</th>
                <th scope="col">Vessel</th>
                <th scope="col">Price</th>
                <th scope="col">Due now</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {data.quotes.flatMap((q) =>
                q.perVessel.map((pv) => (
                  <tr key={q.serviceType + pv.vesselId}>
                    <td>{data.services.find((s) => s.serviceType === q.serviceType)?.serviceName}</td>
                    <td>{pv.vesselName}</td>
                    <td className="tabular-nums">{formatCents(pv.priceCents)}</td>
                    <td className="tabular-nums">{formatCents(pv.dueNowCents)}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
          <p className="mt-2 text-xs text-ink/80">
            Prices in AUD, GST included. For another vessel, the price follows its length.
          </p>
        </section>
      ) : null}

      <fieldset className="card space-y-4 [&>legend+*]:clear-both">
        <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">
          Vessel and location
        </legend>
        <div>
          <label htmlFor={fields.vesselId.id} className="field-label">
            Vessel
          </label>
          <select {...getSelectProps(fields.vesselId)} key={fields.vesselId.key} className="field-input">
            {data.vessels.map((v) => (
              <option key={v.id} value={v.id}>
                {v.name}
                {v.lengthMetres ? ` (${v.lengthMetres} m)` : ""}
              </option>
            ))}
            <option value={NEW_VESSEL}>Another vessel (enter its details)</option>
          </select>
          <ErrorList id={fields.vesselId.errorId} errors={fields.vesselId.errors} />
        </div>
        <div className={hydrated && fields.vesselId.value !== NEW_VESSEL ? "hidden" : "grid gap-4 sm:grid-cols-2"}>
          <div>
            <label htmlFor={fields.vesselName.id} className="field-label">
              Vessel name (another vessel)
            </label>
            <input
              {...getInputProps(fields.vesselName, { type: "text" })}
              key={fields.vesselName.key}
              className="field-input"
            />
            <ErrorList id={fields.vesselName.errorId} errors={fields.vesselName.errors} />
          </div>
          <div>
            <label htmlFor={fields.vesselLength.id} className="field-label">
              Length in metres (another vessel)
            </label>
            <input
              {...getInputProps(fields.vesselLength, { type: "number" })}
              key={fields.vesselLength.key}
              step="0.1"
              className="field-input"
            />
            <ErrorList id={fields.vesselLength.errorId} errors={fields.vesselLength.errors} />
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={fields.marina.id} className="field-label">
              Marina, yacht club or mooring
            </label>
            <input
              {...getInputProps(fields.marina, { type: "text" })}
              key={fields.marina.key}
              className="field-input"
            />
            <ErrorList id={fields.marina.errorId} errors={fields.marina.errors} />
          </div>
          <div>
            <label htmlFor={fields.date.id} className="field-label">
              Preferred date (optional)
            </label>
            <input
              {...getInputProps(fields.date, { type: "date" })}
              key={fields.date.key}
              min={data.minDate}
              className="field-input"
            />
            <ErrorList id={fields.date.errorId} errors={fields.date.errors} />
          </div>
        </div>
      </fieldset>

      <fieldset className="card space-y-3 [&>legend+*]:clear-both">
        <legend className="float-left mb-3 w-full font-heading text-lg font-bold text-secondary">
          Contact and payment
        </legend>
        <div>
          <label htmlFor={fields.contactPhone.id} className="field-label">
            Mobile phone
          </label>
          <input
            {...getInputProps(fields.contactPhone, { type: "tel" })}
            key={fields.contactPhone.key}
            autoComplete="tel"
            className="field-input"
          />
          <ErrorList id={fields.contactPhone.errorId} errors={fields.contactPhone.errors} />
        </div>
        {data.paymentMethods.map((m) => (
          <label key={m} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={fields.paymentMethod.name}
              value={m}
              defaultChecked={fields.paymentMethod.initialValue === m}
            />
            {PAYMENT_METHOD_LABELS[m]}
          </label>
        ))}
        <ErrorList id={fields.paymentMethod.errorId} errors={fields.paymentMethod.errors} />
        <div>
          <label htmlFor={fields.notes.id} className="field-label">
            Notes (optional)
          </label>
          <textarea {...getTextareaProps(fields.notes)} key={fields.notes.key} rows={2} className="field-input" />
        </div>
      </fieldset>
      <ErrorList id={form.errorId} errors={form.errors} />
      <StatusButton pendingText="Placing order..." className="btn-primary px-6 py-3 text-base">
        Continue to payment
      </StatusButton>
    </Form>
  );
}
