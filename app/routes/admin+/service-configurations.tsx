// /admin/service-configurations (issue 18, spec §3 service definition; ADR 180): the service catalogue — names, terms,
// durations, flags, bundling and prices by vessel length — edited with every rule checked and every change kept in
// the definition's history. A new price applies to new carts and quotes; carts, orders, quotes and invoices keep the
// prices on their own lines.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, ErrorList, Field, FormSection, SelectField } from "~/components/ui/fields.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import {
  definitionFromForm,
  definitionToForm,
  isServiceTypeValue,
  serviceConfigSchema,
  type EditableDefinition,
} from "~/domain/service-config.ts";
import { PAYMENT_TERMS, SERVICE_CATEGORIES, SERVICE_TYPES } from "~/domain/service-types.ts";
import {
  ServiceConfigRefusal,
  listServiceConfigurations,
  serviceDefinitionHistory,
  updateServiceDefinition,
} from "~/models/service-config.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Service configurations | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const requested = new URL(request.url).searchParams.get("service");
  const services = await listServiceConfigurations();
  const selected = isServiceTypeValue(requested) ? (services.find((s) => s.serviceType === requested) ?? null) : null;
  const history = selected ? await serviceDefinitionHistory(selected.serviceType) : [];
  return json({ services, selected, history });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "save") throw unknownIntent();
  const submission = parseForm(formData, { schema: serviceConfigSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { serviceType } = submission.value;
  try {
    const changes = await updateServiceDefinition(serviceType, definitionFromForm(submission.value), ctx.actor.id);
    return redirectWithToast(`/admin/service-configurations?service=${serviceType}`, {
      type: "success",
      title: changes.length ? `${submission.value.serviceName} saved` : "Nothing changed",
      description: changes.length
        ? `Changed: ${changes.map((c) => c.label).join(", ")}. New carts and quotes use it; existing ones keep their prices.`
        : undefined,
    });
  } catch (error) {
    if (!(error instanceof ServiceConfigRefusal)) throw error;
    return refusalReply(submission, error);
  }
}

const label = (v: string) => v.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

export default function ServiceConfigurations() {
  const { services, selected, history } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Service configurations"
        description="The service catalogue: terms, durations, bundling and prices by vessel length. Price changes apply to new carts and quotes; carts, orders, quotes and invoices already made keep their prices."
      />
      <ListTable
        columns={[
          "Service",
          "Category",
          "Payment terms",
          { label: "Up to 8 m", align: "right" },
          { label: "Per metre over 8 m", align: "right" },
          "Active",
          "",
        ]}
        testId="service-configurations"
      >
        {services.map((s) => (
          <tr key={s.serviceType} aria-current={selected?.serviceType === s.serviceType ? "true" : undefined}>
            <td className="font-semibold text-secondary">{s.serviceName}</td>
            <td>{label(s.category)}</td>
            <td>{label(s.paymentTerms)}</td>
            <td className="text-right tabular-nums">{formatCents(s.basePriceCents)}</td>
            <td className="text-right tabular-nums">{formatCents(s.pricePerMetreCents)}</td>
            <td>{s.active ? "Yes" : "No"}</td>
            <td className="text-right">
              <Link
                to={`?service=${s.serviceType}`}
                className="btn-link"
                aria-label={`Edit ${s.serviceName}`}
                preventScrollReset
              >
                Edit
              </Link>
            </td>
          </tr>
        ))}
      </ListTable>
      {selected ? (
        <>
          <DefinitionForm
            key={`${selected.serviceType}-${history[0]?.id ?? "v0"}`}
            serviceType={selected.serviceType}
            definition={selected as unknown as EditableDefinition}
          />
          <section className="mt-8" aria-labelledby="definition-history-heading">
            <h2 id="definition-history-heading" className="text-lg font-bold">
              History of {selected.serviceName}
            </h2>
            {history.length === 0 ? (
              <p className="mt-2 text-sm">No changes since the catalogue was set up.</p>
            ) : (
              <ol className="mt-3 space-y-3" data-testid="definition-history">
                {history.map((h) => (
                  <li key={h.id} className="card p-4 text-sm">
                    <p>
                      <span className="font-semibold text-secondary">{formatDateTime(h.at)}</span> by {h.by}
                    </p>
                    <ul className="mt-1 space-y-0.5">
                      {h.changes.map((c) => (
                        <li key={c.field}>
                          <span className="font-semibold">{c.label}:</span> {c.before} → {c.after}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : (
        <p className="mt-4 text-sm">Choose a service to edit it.</p>
      )}
    </>
  );
}

function DefinitionForm({ serviceType, definition }: { serviceType: string; definition: EditableDefinition }) {
  const actionData = useActionData<typeof action>();
  const initial = definitionToForm(serviceType, definition);
  const [form, fields] = useZodForm(serviceConfigSchema, {
    id: `service-${serviceType}`,
    lastResult: actionData?.result,
    defaultValue: initial,
  });
  const bundle = fields.canBundleWith;
  const chosen = (bundle.value as string[] | string | undefined) ?? initial.canBundleWith;
  const chosenList = Array.isArray(chosen) ? chosen : [chosen];
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-8 space-y-6"
      aria-label={`Edit ${definition.serviceName}`}
    >
      <h2 className="text-xl font-bold">Edit {definition.serviceName}</h2>
      <input type="hidden" name={fields.serviceType.name} value={serviceType} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <FormSection legend="Service">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field meta={fields.serviceName} label="Name" />
          <SelectField
            meta={fields.category}
            label="Category"
            options={SERVICE_CATEGORIES.map((c) => ({ value: c, label: label(c) }))}
          />
          <SelectField
            meta={fields.paymentTerms}
            label="Payment terms"
            options={PAYMENT_TERMS.map((t) => ({ value: t, label: label(t) }))}
          />
          <Field meta={fields.minimumDurationHours} label="Minimum hours" type="number" min={1} max={200} />
          <Field meta={fields.estimatedDurationHours} label="Estimated hours" type="number" min={1} max={200} />
          <Field meta={fields.maximumDurationHours} label="Maximum hours" type="number" min={1} max={200} />
          <CheckboxField meta={fields.weatherDependent} label="Weather dependent" />
          <CheckboxField meta={fields.requiresVesselOutOfWater} label="Vessel out of the water" />
          <CheckboxField meta={fields.active} label="Active (offered to customers)" />
          <CheckboxField meta={fields.supportsOneOff} label="Offered one-off" />
          <CheckboxField meta={fields.supportsSubscription} label="Offered by subscription" />
        </div>
      </FormSection>
      <FormSection legend="Prices (GST inclusive)">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field meta={fields.basePrice} label="Price up to 8 m (AUD)" inputClassName="tabular-nums" />
          <Field meta={fields.pricePerMetre} label="Per metre over 8 m (AUD)" inputClassName="tabular-nums" />
          <Field
            meta={fields.depositPercent}
            label="Deposit % (deposit and balance terms)"
            type="number"
            min={1}
            max={99}
          />
        </div>
      </FormSection>
      <FormSection legend="Bundling" className="space-y-3">
        <fieldset>
          <legend className="field-label">Bundles with</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {SERVICE_TYPES.filter((t) => t !== serviceType).map((t) => (
              <label key={t} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={bundle.name}
                  value={t}
                  form={form.id}
                  defaultChecked={chosenList.includes(t)}
                />
                {label(t)}
              </label>
            ))}
          </div>
          <ErrorList id={bundle.errorId} errors={bundle.errors} />
        </fieldset>
        <Field
          meta={fields.bundleDiscountPercentage}
          label="Bundle discount % (empty: none)"
          type="number"
          min={1}
          max={50}
          className="max-w-xs"
        />
      </FormSection>
      <StatusButton value="save" pendingText="Saving...">
        Save {definition.serviceName}
      </StatusButton>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
