import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ScheduleFields } from "~/components/admin/schedule-fields.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { LineItemsSection, builderTotals, useBuilderForm } from "~/screens/quote-builder/quote-builder.tsx";
import { insertCatalogueLine } from "~/screens/quote-builder/quote-builder.server.ts";
import { Field, SelectField, TextareaField } from "~/components/ui/fields.tsx";
import { sydneyDateKey } from "~/domain/dates.ts";
import { JOB_PRIORITIES, JOB_PRIORITY_LABELS, JOB_STATUS_LABELS, formatJobNumber } from "~/domain/job-lifecycle.ts";
import { JOB_CREATE_STATUSES, VESSEL_TYPES, VESSEL_TYPE_LABELS, createJobSchema } from "~/domain/job-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { createManualJob, listAssignableStaff } from "~/models/job-ops.server.ts";
import { listCatalogue } from "~/models/quote.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { labelledOptions } from "~/components/ui/filter-select.tsx";
import { GstTotalRows } from "~/components/gst-total-rows.tsx";

export const meta: MetaFunction = () => [{ title: "New job | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [catalogue, staff] = await Promise.all([listCatalogue(), listAssignableStaff()]);
  return json({ catalogue, staff, today: sydneyDateKey(getNow(request)) });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  if (intent === "add-catalogue") {
    await insertCatalogueLine(formData, Number(formData.get("vesselLengthMetres")) || null);
    return json({ result: parseForm(formData, { schema: createJobSchema }).reply() });
  }
  const submission = parseForm(formData, { schema: createJobSchema });
  if (intent !== "create") return json({ result: submission.reply() });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  const job = await createManualJob(v, ctx.audit);
  return redirectWithToast(`/admin/jobs/${job.id}`, {
    type: "success",
    title: `Job ${formatJobNumber(job.number)} created`,
    description: `${JOB_STATUS_LABELS[v.status]}, ${formatCents(job.totalCents)} incl GST.`,
  });
}

export default function NewJob() {
  const { catalogue, staff } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useBuilderForm(createJobSchema, {
    id: "create-job",
    lastResult: actionData?.result,
    defaultValue: { status: "quote_requested", priority: "normal", items: [] },
  });
  const totals = builderTotals(form.value as Record<string, unknown> | undefined);
  return (
    <>
      <PageHeader
        title="New job"
        description="For work booked by phone or in person. Enquiries from the website and accepted quotes create their jobs by themselves."
      />
      <Form method="post" {...getFormProps(form)} className="grid gap-6 xl:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-6">
          <TitledSection id="job" className="card space-y-4" title="The job">
            <Field meta={fields.title} label="Title" placeholder="e.g. Antifoul and hull prep — Southern Cross" />
            <TextareaField meta={fields.description} label="Description (optional)" rows={3} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                meta={fields.status}
                label="Starts at stage"
                options={labelledOptions(JOB_CREATE_STATUSES, JOB_STATUS_LABELS)}
              />
              <SelectField
                meta={fields.priority}
                label="Priority"
                options={labelledOptions(JOB_PRIORITIES, JOB_PRIORITY_LABELS)}
              />
            </div>
          </TitledSection>
          <TitledSection id="customer" className="card space-y-4" title="Customer">
            <div className="grid gap-4 sm:grid-cols-3">
              <Field meta={fields.customerName} label="Name" />
              <Field
                meta={fields.customerEmail}
                label="Email"
                type="email"
                hint="Linked to their account if they have one."
              />
              <Field meta={fields.customerPhone} label="Phone (optional)" type="tel" />
            </div>
          </TitledSection>
          <TitledSection id="vessel" className="card space-y-4" title="Vessel and location">
            <div className="grid gap-4 sm:grid-cols-4">
              <Field meta={fields.vesselName} label="Vessel name" className="sm:col-span-2" />
              <SelectField
                meta={fields.vesselType}
                label="Type"
                placeholder="Choose…"
                options={labelledOptions(VESSEL_TYPES, VESSEL_TYPE_LABELS)}
              />
              <Field meta={fields.vesselLengthMetres} label="Length (m)" type="number" />
              <Field meta={fields.vesselYear} label="Year built" type="number" />
              <Field
                meta={fields.locationMarina}
                label="Marina or club"
                className="sm:col-span-3"
                placeholder="e.g. Middle Harbour Yacht Club"
              />
              <Field meta={fields.locationAddress} label="Address" className="sm:col-span-3" />
              <SelectField
                meta={fields.locationAccessType}
                label="Access"
                placeholder="Choose…"
                options={[
                  { value: "marina", label: "Marina" },
                  { value: "yacht_club", label: "Yacht club" },
                ]}
              />
            </div>
          </TitledSection>
          <LineItemsSection
            form={form}
            items={fields.items}
            catalogue={catalogue}
            lineTotals={totals.lineTotals}
            allowOptional={false}
          />
          <TitledSection id="schedule" className="card space-y-4" title="Schedule (optional)">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <ScheduleFields fields={fields} staff={staff} noStaff="Nobody yet" />
            </div>
            <TextareaField meta={fields.internalNotes} label="Internal notes (optional)" rows={3} />
          </TitledSection>
        </div>
        <aside className="xl:sticky xl:top-20 xl:self-start">
          <div className="card space-y-3">
            <dl className="space-y-1 text-sm tabular-nums">
              <GstTotalRows
                subtotalCents={totals.all.subtotalCents}
                taxCents={totals.all.taxCents}
                totalCents={totals.all.totalCents}
              />
            </dl>
            <SubmitWithErrors form={form} value="create" pendingText="Creating..." className="btn-primary w-full">
              Create job
            </SubmitWithErrors>
            <Link to="/admin/jobs" className="block text-center text-sm">
              Cancel
            </Link>
          </div>
        </aside>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
