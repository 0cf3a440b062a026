import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { Field, FormSection, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { vesselOptions } from "~/components/vessel-options.ts";
import { useHydrated } from "~/utils/hydrated.ts";
import { NEW_VESSEL, servicePaymentSchema } from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import type { loadServicePayment } from "~/screens/service-payment/service-payment.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { CHOICE_CARD_CLASS, PaymentMethodChoices, RadioChoices } from "~/components/ui/radio-choices.tsx";

type Data = SerializeFrom<typeof loadServicePayment>;

export function ServicePaymentForm({ data, lastResult }: { data: Data; lastResult?: SubmissionResult<string[]> }) {
  const schema = servicePaymentSchema();
  const hydrated = useHydrated();
  const [form, fields] = useZodForm(schema, {
    id: "service-payment",
    lastResult,
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
        <FormSection legend="Service" className="">
          <RadioChoices
            meta={fields.serviceType}
            listClassName="mt-3 grid gap-2 sm:grid-cols-2"
            labelClassName={`text-sm ${CHOICE_CARD_CLASS}`}
            inputClassName="mt-1"
            choices={data.services.map((s) => ({
              value: s.serviceType,
              label: (
                <span>
                  <span className="block font-semibold text-secondary">{s.serviceName}</span>
                  from {formatCents(s.fromPriceCents)} · {s.termsText}
                </span>
              ),
            }))}
          />
        </FormSection>
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

      <FormSection legend="Vessel and location">
        <SelectField meta={fields.vesselId} label="Vessel" options={vesselOptions(data.vessels)} />
        <div className={hydrated && fields.vesselId.value !== NEW_VESSEL ? "hidden" : "grid gap-4 sm:grid-cols-2"}>
          <Field meta={fields.vesselName} label="Vessel name (another vessel)" />
          <Field meta={fields.vesselLength} label="Length in metres (another vessel)" type="number" step="0.1" />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.marina} label="Marina, yacht club or mooring" />
          <Field meta={fields.date} label="Preferred date (optional)" type="date" min={data.minDate} />
        </div>
      </FormSection>

      <FormSection legend="Contact and payment" className="space-y-3">
        <Field meta={fields.contactPhone} label="Mobile phone" type="tel" autoComplete="tel" />
        <PaymentMethodChoices meta={fields.paymentMethod} methods={data.paymentMethods} />
        <TextareaField meta={fields.notes} label="Notes (optional)" rows={2} />
      </FormSection>
      <SubmitWithErrors form={form} pendingText="Placing order..." className="btn-primary px-6 py-3 text-base">
        Continue to payment
      </SubmitWithErrors>
    </Form>
  );
}
