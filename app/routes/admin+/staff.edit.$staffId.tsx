// /admin/staff/edit/{staffId} (issue 15): a worker's record — name, contact, home base, cost rate, skills, working
// hours per weekday, field work — and their leave. Validated with one schema; every save lands in the audit log.
import { getFormProps, getInputProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList, Field, FormSection } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { parseDollarsToCents } from "~/domain/money.ts";
import { SERVICE_CATEGORIES } from "~/domain/service-types.ts";
import {
  DEFAULT_WEEK_HOURS,
  ROSTER_ORDER,
  SKILL_LABELS,
  WEEKDAY_NAMES,
  staffProfileSchema,
  weekFromForm,
} from "~/domain/workforce.ts";
import { WorkforceRefusal, getStaffMember, saveStaffProfile } from "~/models/workforce.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Edit ${data?.member.fullName ?? "staff member"} | Bosun admin` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const member = await getStaffMember(params.staffId ?? "");
  if (!member) throw notFound("Staff member not found");
  return json({ member });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const id = params.staffId ?? "";
  if (!(await getStaffMember(id))) throw notFound("Staff member not found");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: staffProfileSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const v = submission.value;
  try {
    const { changed } = await saveStaffProfile(id, {
      fullName: v.fullName,
      phone: v.phone,
      emergencyContact: v.emergencyContact,
      homeBase: v.homeBase,
      hourlyCostCents: v.hourlyCost ? parseDollarsToCents(v.hourlyCost) : null,
      skills: v.skills,
      dispatchable: v.dispatchable,
      week: weekFromForm(v.days),
    });
    await recordAudit(request, {
      action: "staff.profile_updated",
      actorId: ctx.audit.actorId,
      subjectUserId: id,
      entityType: "staff",
      entityId: id,
      details: { changed, onBehalfOfId: ctx.audit.onBehalfOfId },
    });
  } catch (error) {
    if (error instanceof WorkforceRefusal) return refusalReply(submission, error);
    throw error;
  }
  return redirectWithToast(`/admin/staff-profiles/${id}`, { type: "success", title: "Staff record saved" });
}

export default function EditStaff() {
  const { member } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const week = member.week ?? DEFAULT_WEEK_HOURS;
  const [form, fields] = useZodForm(staffProfileSchema, {
    id: "staff-profile",
    lastResult: data?.result,
    defaultValue: {
      fullName: member.fullName,
      phone: member.phone ?? "",
      emergencyContact: member.emergencyContact ?? "",
      homeBase: member.homeBase ?? "",
      hourlyCost: member.hourlyCostCents === null ? "" : (member.hourlyCostCents / 100).toFixed(2),
      skills: member.skills,
      dispatchable: member.hasProfile ? (member.dispatchable ? "on" : undefined) : "on",
      days: week.map((h) => ({ works: h ? "on" : undefined, start: h?.start ?? "07:00", end: h?.end ?? "15:30" })),
    },
  });
  const days = fields.days.getFieldList();
  const initialSkills = fields.skills.initialValue;
  const chosenSkills: string[] = Array.isArray(initialSkills)
    ? initialSkills.filter((v): v is string => typeof v === "string")
    : typeof initialSkills === "string"
      ? [initialSkills]
      : [];
  return (
    <>
      <PageHeader
        title={`Edit ${member.fullName}`}
        description={member.email}
        links={[{ to: `/admin/staff-profiles/${member.id}`, label: "← Profile" }]}
      />
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-6">
        <FormSection legend="Contact and costing">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field meta={fields.fullName} label="Full name" autoComplete="off" />
            <Field meta={fields.phone} label="Work phone" type="tel" />
            <Field meta={fields.homeBase} label="Home base" placeholder="e.g. Rushcutters Bay" />
            <Field meta={fields.emergencyContact} label="Emergency contact" />
            <Field
              meta={fields.hourlyCost}
              label="Cost per hour (AUD, ex GST)"
              placeholder="e.g. 48.50"
              inputClassName="tabular-nums"
              hint="What an hour of their time costs the business; job costing uses it."
            />
          </div>
        </FormSection>
        <FormSection legend="Skills">
          <fieldset>
            <legend className="sr-only">Service categories they can do</legend>
            <div className="flex flex-wrap gap-4">
              {SERVICE_CATEGORIES.map((skill) => (
                <label key={skill} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={fields.skills.name}
                    value={skill}
                    form={form.id}
                    defaultChecked={chosenSkills.includes(skill)}
                    className="h-4 w-4"
                  />
                  {SKILL_LABELS[skill]}
                </label>
              ))}
            </div>
            <ErrorList id={fields.skills.errorId} errors={fields.skills.errors} />
          </fieldset>
          <label className="mt-2 flex items-center gap-2 text-sm">
            <input {...getInputProps(fields.dispatchable, { type: "checkbox" })} className="h-4 w-4" />
            Field worker: give them a lane on the dispatch board
          </label>
        </FormSection>
        <FormSection legend="Working hours">
          <div className="space-y-2">
            {ROSTER_ORDER.map((dayIndex) => {
              const day = days[dayIndex]!.getFieldset();
              return (
                <div key={dayIndex} className="grid grid-cols-[8rem_1fr_1fr] items-start gap-3">
                  <label className="flex items-center gap-2 pt-2 text-sm font-semibold">
                    <input {...getInputProps(day.works, { type: "checkbox" })} className="h-4 w-4" />
                    {WEEKDAY_NAMES[dayIndex]}
                  </label>
                  <Field
                    meta={day.start}
                    label={<span className="sr-only">{WEEKDAY_NAMES[dayIndex]} start</span>}
                    type="time"
                  />
                  <Field
                    meta={day.end}
                    label={<span className="sr-only">{WEEKDAY_NAMES[dayIndex]} end</span>}
                    type="time"
                  />
                </div>
              );
            })}
          </div>
          <p className="text-xs text-ink/80">
            Tick the days they work. Jobs are also kept inside business hours: Mon–Fri 07:00–18:00, Sat 08:00–16:00.
          </p>
        </FormSection>
        <ErrorList id={form.errorId} errors={form.errors} />
        <StatusButton pendingText="Saving..." className="btn-primary">
          Save staff record
        </StatusButton>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
