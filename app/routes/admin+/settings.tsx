// /admin/settings (issue 18, ADR 180): the business settings the public pages, JSON-LD, invoices and e-mails read —
// validated (the ABN by its checksum), audited with before/after, and undoable from the history below the form.
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { BeforeAfter, ChangeHistory } from "~/components/admin/change-history.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, ErrorList, Field, FormSection, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { WEEKDAYS, businessSettingsSchema, settingsFromForm, settingsToForm } from "~/domain/business-settings.ts";
import {
  SettingsRefusal,
  businessSettingsHistory,
  restoreBusinessSettingsBefore,
  saveBusinessSettings,
} from "~/models/business-settings.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getBusinessSettings } from "~/utils/business-settings.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Business settings | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [settings, history] = await Promise.all([getBusinessSettings(), businessSettingsHistory()]);
  return json({ values: settingsToForm(settings), history });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  switch (formData.get("intent")) {
    case "save": {
      const submission = parseForm(formData, { schema: businessSettingsSchema });
      if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
      const changes = await saveBusinessSettings(settingsFromForm(submission.value), ctx.actor.id);
      return redirectWithToast("/admin/settings", {
        type: "success",
        title: changes.length ? "Settings saved" : "Nothing changed",
        description: changes.length ? `Changed: ${changes.map((c) => c.label).join(", ")}.` : undefined,
      });
    }
    case "restore": {
      try {
        const changes = await restoreBusinessSettingsBefore(String(formData.get("auditId") ?? ""), ctx.actor.id);
        return redirectWithToast("/admin/settings", {
          type: "success",
          title: changes.length ? "Change undone" : "Nothing to undo",
          description: changes.length ? `Restored: ${changes.map((c) => c.label).join(", ")}.` : undefined,
        });
      } catch (error) {
        if (!(error instanceof SettingsRefusal)) throw error;
        return redirectWithToast("/admin/settings", { type: "error", title: "Not undone", description: error.message });
      }
    }
    default:
      throw unknownIntent();
  }
}

export default function AdminSettings() {
  const { values, history } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Business settings"
        description="What the public site, the LocalBusiness data, invoices and e-mails say about the business. Every change is recorded and can be undone."
      />
      {/* A new version (saved or undone) starts the form afresh from the stored values. */}
      <SettingsForm key={history[0]?.id ?? "defaults"} values={values} />
      <History history={history} />
    </>
  );
}

function SettingsForm({ values }: { values: Record<string, string> }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(businessSettingsSchema, {
    id: "business-settings",
    lastResult: actionData?.result,
    defaultValue: values,
  });
  const f = fields as unknown as Record<string, (typeof fields)["name"]>;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <ErrorList id={form.errorId} errors={form.errors} />
      <FormSection legend="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.name} label="Business name" autoComplete="organization" />
          <Field meta={fields.phone} label="Phone" type="tel" autoComplete="tel" />
          <Field meta={fields.email} label="E-mail" type="email" autoComplete="email" />
          <Field meta={fields.location} label="Location" placeholder="Sydney, NSW" hint="Locality, state" />
        </div>
      </FormSection>
      <FormSection legend="Tax and bank">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.abn} label="ABN" hint="11 digits; checked with the ATO checksum" />
          <CheckboxField meta={fields.gstRegistered} label="Registered for GST (invoices are tax invoices)" />
          <Field meta={fields.bankAccountName} label="Bank account name" />
          <Field meta={fields.bankBsb} label="BSB" placeholder="062-000" />
          <Field meta={fields.bankAccountNumber} label="Account number" />
        </div>
      </FormSection>
      <FormSection legend="Business hours" className="space-y-3">
        <p className="text-sm">
          Leave both times empty for a day you are closed. Bookings, the dispatch board and subscriptions follow these
          hours.
        </p>
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
          {WEEKDAYS.map((d) => (
            <fieldset
              key={d.key}
              className="grid min-w-0 grid-cols-[5.5rem_minmax(0,1fr)_minmax(0,1fr)] items-start gap-2"
            >
              <legend className="sr-only">{d.name}</legend>
              <span className="pt-8 text-sm font-semibold text-secondary" aria-hidden="true">
                {d.name}
              </span>
              <Field meta={f[`${d.key}Opens`]!} label={`Opens`} type="time" />
              <Field meta={f[`${d.key}Closes`]!} label={`Closes`} type="time" />
            </fieldset>
          ))}
        </div>
        <TextareaField
          meta={fields.closedDates}
          label="Closed dates (public holidays, shutdowns): one a line, like 2026-12-25 Christmas Day"
          placeholder={"2026-12-25 Christmas Day\n2026-12-26 Boxing Day"}
          rows={4}
        />
      </FormSection>
      <FormSection legend="Service area, invoices and reminders">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field meta={fields.serviceRadiusKm} label="Service radius (km)" type="number" min={1} max={1000} />
          <Field meta={fields.widerServiceRadiusKm} label="Wider radius by arrangement (km)" type="number" min={1} />
          <Field meta={fields.invoiceTermsDays} label="Invoice terms (days)" type="number" min={0} max={120} />
          <Field meta={fields.reminderIntervalDays} label="Days between reminders" type="number" min={1} max={90} />
          <Field meta={fields.reminderMax} label="Reminders at most" type="number" min={0} max={20} />
        </div>
      </FormSection>
      <FormSection legend="Search engines (LocalBusiness data)">
        <div className="grid gap-4 sm:grid-cols-3">
          <Field meta={fields.priceRange} label="Price range" placeholder="$350-$750" />
          <Field meta={fields.ratingValue} label="Rating (0–5)" type="number" min={0} max={5} step="0.1" />
          <Field meta={fields.ratingCount} label="Number of reviews" type="number" min={0} />
        </div>
      </FormSection>
      <StatusButton value="save" pendingText="Saving...">
        Save settings
      </StatusButton>
    </Form>
  );
}

function History({ history }: { history: ReturnType<typeof useLoaderData<typeof loader>>["history"] }) {
  return (
    <ChangeHistory
      history={history}
      emptyText="The settings are the first-run defaults from the configuration."
      testId="settings-history"
    >
      {(h) => (
        <ul className="mt-2 space-y-1 text-sm">
          {h.changes.map((c) => (
            <li key={c.field}>
              <BeforeAfter label={c.label} before={c.before} after={c.after} />
            </li>
          ))}
        </ul>
      )}
    </ChangeHistory>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
