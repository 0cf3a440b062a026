// Paying for one service directly (/services/payment/{serviceId}, /services/one-off-payment). A light form (ADR 030):
// the server validates with servicePaymentSchema and the browser gets its constraints as data.
import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { FormSection } from "~/components/ui/form-section.tsx";
import { LightInput, LightTextarea, lightForm } from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { VesselPicker } from "~/components/vessel-picker.tsx";
import { NEW_VESSEL } from "~/domain/cart.ts";
import { formatCents } from "~/domain/money.ts";
import type { loadServicePayment } from "~/screens/service-payment/service-payment.server.ts";
import { CHOICE_CARD_CLASS, PaymentMethodChoices, RadioChoices } from "~/components/ui/radio-choices.tsx";

type Data = SerializeFrom<typeof loadServicePayment>;

type FormProps = { data: Data; lastResult?: SubmissionResult<string[]> };

/** The page of either route: its heading, a line about what is paid, then the form. */
export function ServicePaymentPage({
  title,
  children,
  ...form
}: FormProps & { title: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page max-w-3xl py-8 sm:py-12">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2">{children}</p>
      <div className="mt-8">
        <ServicePaymentForm {...form} />
      </div>
    </div>
  );
}

export function ServicePaymentForm({ data, lastResult }: FormProps) {
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "service-payment",
    lastResult,
    constraint: data.constraint,
    defaultValue: {
      serviceType: data.defaultService,
      vesselId: data.vessels[0]?.id ?? NEW_VESSEL,
      marina: data.vessels[0]?.homeMarina ?? "",
      contactPhone: data.phone,
      paymentMethod: data.paymentMethods[0],
    },
  });
  const serviceType = field("serviceType");
  const paymentMethod = field("paymentMethod");
  return (
    <Form method="post" {...formProps} className="space-y-6">
      <input type="hidden" name="checkoutToken" value={data.checkoutToken} />
      {data.fixed ? (
        <input type="hidden" name={serviceType.name} value={data.fixed} />
      ) : (
        <FormSection legend="Service" className="">
          <RadioChoices
            meta={{ ...serviceType, initialValue: serviceType.value }}
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
        <VesselPicker field={field} vessels={data.vessels} selectLabel="Vessel" newSuffix=" (another vessel)" />
        <div className="grid gap-4 sm:grid-cols-2">
          <LightInput field={field("marina")} label="Marina, yacht club or mooring" />
          <LightInput
            field={field("date")}
            label="Preferred date (optional)"
            type="date"
            extra={{ min: data.minDate }}
          />
        </div>
      </FormSection>

      <FormSection legend="Contact and payment" className="space-y-3">
        <LightInput field={field("contactPhone")} label="Mobile phone" type="tel" autoComplete="tel" />
        <PaymentMethodChoices
          meta={{ ...paymentMethod, initialValue: paymentMethod.value }}
          methods={data.paymentMethods}
        />
        <LightTextarea field={field("notes")} label="Notes (optional)" rows={2} />
      </FormSection>
      <ErrorList id={formErrorId} errors={formErrors} />
      <StatusButton pendingText="Placing order..." className="btn-primary px-6 py-3 text-base">
        Continue to payment
      </StatusButton>
    </Form>
  );
}
