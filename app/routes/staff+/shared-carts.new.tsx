import { getFormProps, getInputProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList, Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { FormAlert } from "~/components/ui/error-list.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { earliestBookableDate } from "~/domain/booking.ts";
import { LOCATION_ZONES, LOCATION_ZONE_LABELS } from "~/domain/cart.ts";
import {
  ACCESS_TYPES,
  ACCESS_TYPE_LABELS,
  NO_ZONE,
  PRIORITIES,
  VESSEL_TYPES,
  VESSEL_TYPE_LABELS,
  sharedCartBuilderSchema,
} from "~/domain/cart-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { SHARED_CART_VALID_DAYS } from "~/domain/shared-cart-flow.ts";
import { loadCatalogue, servicePickerOptions } from "~/models/pricing.server.ts";
import { SharedCartRefused, createSharedCart } from "~/models/shared-cart.server.ts";
import { actorOf, requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { bookingHours } from "~/utils/business-settings.server.ts";

export const meta: MetaFunction = () => [{ title: "New shared cart | Bosun Operations" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const catalogue = await loadCatalogue();
  return json({ services: servicePickerOptions(catalogue), minDate: earliestBookableDate(getNow(request)) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const now = getNow(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: sharedCartBuilderSchema({ now, hours: await bookingHours() }) });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    const staff = actorOf(ctx);
    const cart = await createSharedCart(
      {
        recipientName: v.recipientName,
        recipientEmail: v.recipientEmail,
        lines: v.lines.filter((l) => l.include).map((l) => ({ serviceType: l.serviceType, date: l.date ?? null })),
        vessel: { name: v.vesselName, type: v.vesselType, lengthMetres: v.vesselLength, year: v.vesselYear ?? null },
        location: {
          accessType: v.accessType,
          marina: v.marina,
          address: v.address ?? null,
          zone: v.locationZone && v.locationZone !== NO_ZONE ? v.locationZone : null,
        },
        message: v.message ?? null,
        priority: v.priority,
        validDays: v.validDays,
      },
      staff,
      now,
    );
    return redirectWithToast(`/staff/shared-carts/${cart.id}`, {
      type: "success",
      title: "Cart shared",
      description: `We emailed the link to ${v.recipientEmail}.`,
    });
  } catch (error) {
    if (error instanceof SharedCartRefused) return refusalReply(submission, error);
    throw error;
  }
}

export default function NewSharedCart() {
  const { services, minDate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const schema = sharedCartBuilderSchema();
  const [form, fields] = useZodForm(schema, {
    id: "shared-cart-builder",
    lastResult: actionData?.result,
    defaultValue: {
      lines: services.map((s) => ({ serviceType: s.serviceType, include: undefined, date: "" })),
      vesselType: "motor_yacht",
      accessType: "marina",
      locationZone: NO_ZONE,
      priority: "normal",
      validDays: SHARED_CART_VALID_DAYS,
    },
  });
  const lineFields = fields.lines.getFieldList();
  return (
    <>
      <PageHeader
        title="New shared cart"
        description="Build a priced cart for a customer and email them a private link. They can look without logging in, reply, or accept and check out."
        links={[{ to: "/staff/shared-carts", label: "All shared carts" }]}
      />
      <Form method="post" {...getFormProps(form)} className="space-y-6">
        <FormAlert id={form.errorId} errors={form.errors} />
        <section className="card space-y-4">
          <h2 className="text-lg font-bold">Customer</h2>
          <p className="text-sm">If the email belongs to a customer account, the cart is linked to that account.</p>
          <div className="grid gap-4 md:grid-cols-2">
            <Field meta={fields.recipientName} label="Customer name" autoComplete="off" />
            <Field meta={fields.recipientEmail} label="Customer email" type="email" autoComplete="off" />
          </div>
        </section>

        <section className="card space-y-4">
          <h2 className="text-lg font-bold">Services</h2>
          <ErrorList id={fields.lines.errorId} errors={fields.lines.errors} />
          <ul className="divide-y divide-line">
            {lineFields.map((lf, i) => {
              const f = lf.getFieldset();
              const s = services[i]!;
              return (
                <li key={lf.key} className="grid items-center gap-3 py-3 sm:grid-cols-[1fr_12rem]">
                  <input type="hidden" name={f.serviceType.name} value={s.serviceType} />
                  <label className="flex items-start gap-3">
                    <input
                      {...getInputProps(f.include, { type: "checkbox" })}
                      key={f.include.key}
                      className="mt-1 h-4 w-4"
                    />
                    <span>
                      <span className="font-semibold text-secondary">{s.serviceName}</span>
                      <span className="block text-xs text-ink/80">
                        from {formatCents(s.fromPriceCents)} + {formatCents(s.pricePerMetreCents)}/m over 8 m ·{" "}
                        {s.termsText}
                      </span>
                    </span>
                  </label>
                  <div>
                    <label htmlFor={f.date.id} className="sr-only">
                      Date for {s.serviceName}
                    </label>
                    <input
                      {...getInputProps(f.date, { type: "date" })}
                      key={f.date.key}
                      min={minDate}
                      className="field-input"
                      aria-label={`Date for ${s.serviceName}`}
                    />
                    <ErrorList id={f.date.errorId} errors={f.date.errors} />
                  </div>
                </li>
              );
            })}
          </ul>
        </section>

        <section className="card space-y-4">
          <h2 className="text-lg font-bold">Vessel and location</h2>
          <div className="grid gap-4 md:grid-cols-2">
            <Field meta={fields.vesselName} label="Vessel name" />
            <SelectField
              meta={fields.vesselType}
              label="Type"
              options={VESSEL_TYPES.map((t) => ({ value: t, label: VESSEL_TYPE_LABELS[t] }))}
            />
            <Field
              meta={fields.vesselLength}
              label="Length (m)"
              type="number"
              hint="Prices follow the length: every metre over 8 m adds the per-metre rate."
            />
            <Field meta={fields.vesselYear} label="Year built (optional)" type="number" />
            <SelectField
              meta={fields.accessType}
              label="Berthed at a"
              options={ACCESS_TYPES.map((t) => ({ value: t, label: ACCESS_TYPE_LABELS[t] }))}
            />
            <Field meta={fields.marina} label="Marina or yacht club" />
            <Field meta={fields.address} label="Street address (optional)" />
            <SelectField
              meta={fields.locationZone}
              label="Area"
              options={[
                { value: NO_ZONE, label: "Not set" },
                ...LOCATION_ZONES.map((z) => ({ value: z, label: LOCATION_ZONE_LABELS[z] })),
              ]}
            />
          </div>
        </section>

        <section className="card space-y-4">
          <h2 className="text-lg font-bold">Message and priority</h2>
          <TextareaField
            meta={fields.message}
            label="Message to the customer (optional)"
            rows={4}
            placeholder="e.g. As discussed on the phone, here's the spring clean for Southern Cross…"
          />
          <div className="grid gap-4 md:grid-cols-2">
            <SelectField
              meta={fields.priority}
              label="Priority"
              options={PRIORITIES.map((p) => ({ value: p, label: p[0]!.toUpperCase() + p.slice(1) }))}
            />
            <Field meta={fields.validDays} label="Valid for (days)" type="number" />
          </div>
        </section>

        <StatusButton pendingText="Sharing..." className="btn-primary">
          Share cart by email
        </StatusButton>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
