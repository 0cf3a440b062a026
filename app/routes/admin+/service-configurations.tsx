// /admin/service-configurations (issue 18, spec §3 service definition; ADR 180): the service catalogue — names, terms,
// durations, flags, bundling and prices by vessel length — edited with every rule checked and every change kept in
// the definition's history. A new price applies to new carts and quotes; carts, orders, quotes and invoices keep the
// prices on their own lines. Below, the bundle offers (spec §3 bundle offer; ADR 181 addendum of 2026-11-27): create,
// edit, activate and deactivate, each change audited and listed in the offer's history.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, ErrorList, Field, FormSection, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import {
  DISCOUNT_TYPE_LABELS,
  bundleDiscountSummary,
  bundleOfferFromForm,
  bundleOfferSchema,
  bundleOfferToForm,
  type EditableBundleOffer,
} from "~/domain/bundle-offers.ts";
import { DISCOUNT_TYPES } from "~/domain/bundles.ts";
import {
  definitionFromForm,
  definitionToForm,
  isServiceTypeValue,
  serviceConfigSchema,
  type EditableDefinition,
} from "~/domain/service-config.ts";
import { PAYMENT_TERMS, SERVICE_CATEGORIES, SERVICE_TYPES } from "~/domain/service-types.ts";
import {
  BundleOfferRefusal,
  bundleOfferHistory,
  createBundleOffer,
  listBundleOffers,
  setBundleOfferActive,
  updateBundleOffer,
} from "~/models/bundle-offers.server.ts";
import {
  ServiceConfigRefusal,
  listServiceConfigurations,
  serviceDefinitionHistory,
  updateServiceDefinition,
} from "~/models/service-config.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Service configurations | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const requested = new URL(request.url).searchParams.get("service");
  const services = await listServiceConfigurations();
  const selected = isServiceTypeValue(requested) ? (services.find((s) => s.serviceType === requested) ?? null) : null;
  const history = selected ? await serviceDefinitionHistory(selected.serviceType) : [];
  const offers = await listBundleOffers();
  const offerParam = new URL(request.url).searchParams.get("offer");
  const offer = offerParam === "new" ? "new" : (offers.find((o) => o.id === offerParam) ?? null);
  const offerHistory = offer && offer !== "new" ? await bundleOfferHistory(offer.id) : [];
  return json({ services, selected, history, offers, offer, offerHistory });
}

const OFFERS = "/admin/service-configurations";

async function bundleAction(intent: string, formData: FormData, actorId: string) {
  if (intent === "bundle-activate" || intent === "bundle-deactivate") {
    const active = intent === "bundle-activate";
    const changed = await setBundleOfferActive(String(formData.get("id") ?? ""), active, actorId);
    return redirectWithToast(`${OFFERS}#bundle-offers`, {
      type: changed ? "success" : "info",
      title: !changed ? "Nothing changed" : active ? "Bundle offer active" : "Bundle offer deactivated",
      description: changed
        ? "New carts and quotes use the change; orders already placed keep their discount."
        : undefined,
    });
  }
  const submission = parseForm(formData, { schema: bundleOfferSchema });
  if (submission.status !== "success") return json({ form: "bundle", result: submission.reply() }, { status: 400 });
  const offer = bundleOfferFromForm(submission.value);
  const id = submission.value.id;
  const saved = id
    ? { id, changes: await updateBundleOffer(id, offer, actorId) }
    : { ...(await createBundleOffer(offer, actorId)), changes: null };
  return redirectWithToast(`${OFFERS}?offer=${saved.id}#bundle-offer-form`, {
    type: "success",
    title: !id ? `${offer.name} created` : saved.changes?.length ? `${offer.name} saved` : "Nothing changed",
    description:
      !id || saved.changes?.length
        ? "New carts and quotes use it; orders already placed keep their discount."
        : undefined,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "");
  if (intent.startsWith("bundle-")) {
    try {
      return await bundleAction(intent, formData, ctx.actor.id);
    } catch (error) {
      if (!(error instanceof BundleOfferRefusal)) throw error;
      if (intent !== "bundle-save")
        return redirectWithToast(OFFERS, { type: "error", title: "Not changed", description: error.message });
      const submission = parseForm(formData, { schema: bundleOfferSchema });
      return json({ form: "bundle", ...refusalResult(submission, error) }, { status: 400 });
    }
  }
  if (intent !== "save") throw unknownIntent();
  const submission = parseForm(formData, { schema: serviceConfigSchema });
  if (submission.status !== "success") return json({ form: "service", result: submission.reply() }, { status: 400 });
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
    return json({ form: "service", ...refusalResult(submission, error) }, { status: 400 });
  }
}

const label = (v: string) => v.replace(/_/g, " ").replace(/^./, (c) => c.toUpperCase());

export default function ServiceConfigurations() {
  const { services, selected, history, offers, offer, offerHistory } = useLoaderData<typeof loader>();
  const editing = typeof offer === "object" ? offer : null;
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
          <ChangeHistory title={`History of ${selected.serviceName}`} entries={history} testId="definition-history" />
        </>
      ) : (
        <p className="mt-4 text-sm">Choose a service to edit it.</p>
      )}
      <BundleOffers offers={offers} />
      {offer === "new" ? <BundleOfferForm key="new" id={null} offer={null} /> : null}
      {editing ? (
        <>
          <BundleOfferForm
            key={`${editing.id}-${offerHistory[0]?.id ?? "v0"}`}
            id={editing.id}
            offer={editing as unknown as EditableBundleOffer}
          />
          <ChangeHistory title={`History of ${editing.name}`} entries={offerHistory} testId="bundle-offer-history" />
        </>
      ) : null}
    </>
  );
}

type HistoryEntry = {
  id: string;
  at: string;
  by: string;
  changes: { field: string; label: string; before: string; after: string }[];
};

/** A definition's or an offer's audited changes, newest first. */
function ChangeHistory({ title, entries, testId }: { title: string; entries: HistoryEntry[]; testId: string }) {
  return (
    <section className="mt-8" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm">No changes since the catalogue was set up.</p>
      ) : (
        <ol className="mt-3 space-y-3" data-testid={testId}>
          {entries.map((h) => (
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
  );
}

/** The service types as checkboxes (a list field of the form `formId`), with its errors. */
function ServiceChecks({
  legend,
  name,
  formId,
  chosen,
  except,
  errorId,
  errors,
}: {
  legend: string;
  name: string;
  formId: string;
  chosen: unknown;
  except?: string;
  errorId: string;
  errors?: string[];
}) {
  const list = Array.isArray(chosen) ? (chosen as string[]) : chosen ? [String(chosen)] : [];
  return (
    <fieldset>
      <legend className="field-label">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {SERVICE_TYPES.filter((t) => t !== except).map((t) => (
          <label key={t} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={t} form={formId} defaultChecked={list.includes(t)} />
            {label(t)}
          </label>
        ))}
      </div>
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  );
}

type OfferRow = ReturnType<typeof useLoaderData<typeof loader>>["offers"][number];

function BundleOffers({ offers }: { offers: OfferRow[] }) {
  return (
    <section className="mt-10" aria-labelledby="bundle-offers">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="bundle-offers" className="text-xl font-bold">
          Bundle offers
        </h2>
        <Link to="?offer=new#bundle-offer-form" className="btn-primary" preventScrollReset>
          New bundle offer
        </Link>
      </div>
      <p className="mb-3 text-sm">
        A cart gets the best single offer whose services it holds, from the offers active when it was opened: a change
        here reaches new carts; open carts keep their offers until they expire (24 h). Deactivate an offer rather than
        delete it: orders already placed keep their discount.
      </p>
      <ListTable columns={["Offer", "Services", "Discount", "Conditions", "Active", ""]} testId="bundle-offers">
        {offers.map((o) => (
          <tr key={o.id}>
            <td>
              <span className="font-semibold text-secondary">{o.name}</span>
              <span className="block text-xs">{o.slug}</span>
            </td>
            <td>{o.serviceTypes.map(label).join(", ")}</td>
            <td>{bundleDiscountSummary(o as EditableBundleOffer)}</td>
            <td>
              {[
                o.sameVessel && "same vessel",
                o.sameDate && "same date",
                o.sameLocation && "same location",
                o.minimumItems && `${o.minimumItems}+ items`,
              ]
                .filter(Boolean)
                .join(", ") || "none"}
            </td>
            <td>{o.active ? "Yes" : "No"}</td>
            <td className="whitespace-nowrap text-right">
              <Link
                to={`?offer=${o.id}#bundle-offer-form`}
                className="btn-link"
                aria-label={`Edit ${o.name}`}
                preventScrollReset
              >
                Edit
              </Link>
              <Form method="post" className="ml-3 inline">
                <input type="hidden" name="id" value={o.id} />
                <StatusButton
                  value={o.active ? "bundle-deactivate" : "bundle-activate"}
                  pendingText="…"
                  className="btn-link"
                  aria-label={`${o.active ? "Deactivate" : "Activate"} ${o.name}`}
                >
                  {o.active ? "Deactivate" : "Activate"}
                </StatusButton>
              </Form>
            </td>
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

function BundleOfferForm({ id, offer }: { id: string | null; offer: EditableBundleOffer | null }) {
  const actionData = useActionData<typeof action>();
  const initial = offer
    ? bundleOfferToForm(id!, offer)
    : { discountType: "percentage", active: "on", serviceTypes: [] as string[] };
  const [form, fields] = useZodForm(bundleOfferSchema, {
    id: `bundle-offer-${id ?? "new"}`,
    lastResult: actionData?.form === "bundle" ? actionData.result : undefined,
    defaultValue: initial,
  });
  const title = offer ? `Edit ${offer.name}` : "New bundle offer";
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-6" aria-label={title} id={form.id}>
      <h2 id="bundle-offer-form" className="text-xl font-bold">
        {title}
      </h2>
      {id ? <input type="hidden" name={fields.id.name} value={id} /> : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <FormSection legend="Offer">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.name} label="Name" />
          <Field meta={fields.slug} label="Slug" hint="Lower-case words joined by hyphens, unique" />
        </div>
        <TextareaField meta={fields.description} label="Description (shown to customers)" rows={2} />
        <ServiceChecks
          legend="Services in the bundle (at least 2)"
          name={fields.serviceTypes.name}
          formId={form.id}
          chosen={fields.serviceTypes.value ?? initial.serviceTypes}
          errorId={fields.serviceTypes.errorId}
          errors={fields.serviceTypes.errors}
        />
      </FormSection>
      <FormSection legend="Discount">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            meta={fields.discountType}
            label="Discount type"
            options={DISCOUNT_TYPES.map((t) => ({ value: t, label: DISCOUNT_TYPE_LABELS[t] }))}
          />
          <Field
            meta={fields.discountValue}
            label="Value (percent, or dollars for a fixed amount)"
            inputClassName="tabular-nums"
            hint="Empty for a free service"
          />
          <SelectField
            meta={fields.freeServiceType}
            label="Free service (free service type only)"
            placeholder="None"
            options={SERVICE_TYPES.map((t) => ({ value: t, label: label(t) }))}
          />
        </div>
      </FormSection>
      <FormSection legend="Conditions">
        <div className="grid gap-4 sm:grid-cols-3">
          <CheckboxField meta={fields.sameVessel} label="Same vessel" />
          <CheckboxField meta={fields.sameDate} label="Same date" />
          <CheckboxField meta={fields.sameLocation} label="Same location" />
          <Field meta={fields.minimumItems} label="Minimum items (empty: none)" type="number" min={2} max={20} />
          <CheckboxField meta={fields.active} label="Active (applies to new carts)" />
        </div>
      </FormSection>
      <StatusButton value="bundle-save" pendingText="Saving...">
        {offer ? `Save ${offer.name}` : "Create bundle offer"}
      </StatusButton>
    </Form>
  );
}

function DefinitionForm({ serviceType, definition }: { serviceType: string; definition: EditableDefinition }) {
  const actionData = useActionData<typeof action>();
  const initial = definitionToForm(serviceType, definition);
  const [form, fields] = useZodForm(serviceConfigSchema, {
    id: `service-${serviceType}`,
    lastResult: actionData?.form === "service" ? actionData.result : undefined,
    defaultValue: initial,
  });
  const bundle = fields.canBundleWith;
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
        <ServiceChecks
          legend="Bundles with"
          name={bundle.name}
          formId={form.id}
          chosen={bundle.value ?? initial.canBundleWith}
          except={serviceType}
          errorId={bundle.errorId}
          errors={bundle.errors}
        />
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

export { GeneralErrorBoundary as ErrorBoundary };
