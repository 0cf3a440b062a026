// /admin/subcontractor (issue 15): one subcontracting business — new (no ?id) or edited (?id=…): ABN checked with the
// ATO checksum, GST registration, contact, rates; with its credentials (insurance) and the jobs sent to it.
import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { ErrorList, Field, FormSection, TextareaField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatAbn } from "~/domain/invoice.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import { INSURANCE_CREDENTIAL, insuranceWarning } from "~/domain/subcontractor-documents.ts";
import { credentialLabel, subcontractorRecordSchema } from "~/domain/workforce.ts";
import { insuranceOnFile, verifySubcontractorCredential } from "~/models/subcontractor-documents.server.ts";
import { getSubcontractor, saveSubcontractor } from "~/models/subcontractors.server.ts";
import { subcontractorWorkOrdersForOffice } from "~/models/work-orders.server.ts";
import { WorkforceRefusal } from "~/models/workforce.server.ts";
import { WorkOrdersPanel } from "~/screens/work-orders/office-panel.tsx";
import { officeWorkOrderAction } from "~/screens/work-orders/work-orders.server.ts";
import { CredentialBadge } from "~/screens/workforce/workforce-ui.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.sub?.name ?? "New subcontractor"} | Bosun admin` },
];

function idOf(request: Request) {
  return (new URL(request.url).searchParams.get("id") ?? "").slice(0, 40) || null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const id = idOf(request);
  const sub = id ? await getSubcontractor(id, getNow(request)) : null;
  if (id && !sub) throw notFound("Subcontractor not found");
  const [workOrders, insurance] = sub
    ? await Promise.all([
        subcontractorWorkOrdersForOffice(sub.id, getNow(request)),
        insuranceOnFile(sub.id, getNow(request)),
      ])
    : [null, null];
  return json({
    sub: sub
      ? {
          ...sub,
          // What the page shows of each credential (never the storage key).
          credentials: sub.credentials.map(({ storageKey, submittedByLinkId, ...c }) => ({
            ...c,
            hasFile: Boolean(storageKey),
            fromLink: Boolean(submittedByLinkId),
          })),
        }
      : null,
    workOrders,
    insurance: insurance ? { ...insurance.status, warning: insuranceWarning(insurance.status) } : null,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const id = idOf(request);
  const formData = await readForm(request);
  // Work orders and links (issue 16): their own intents.
  const workOrderAnswer = id ? await officeWorkOrderAction(request, ctx, id, formData) : null;
  if (workOrderAnswer) return workOrderAnswer;
  if (id && formData.get("intent") === "verify-credential") {
    const credentialId = String(formData.get("credentialId") ?? "").slice(0, 40);
    const verified = await verifySubcontractorCredential({
      subcontractorId: id,
      credentialId,
      actorId: ctx.audit.actorId,
      now: getNow(request),
    });
    if (verified) {
      await recordAudit(request, {
        action: "credential.verified",
        actorId: ctx.audit.actorId,
        entityType: "credential",
        entityId: credentialId,
        details: { subcontractorId: id, onBehalfOfId: ctx.audit.onBehalfOfId },
      });
    }
    return redirectWithToast(`/admin/subcontractor?id=${id}`, {
      type: verified ? "success" : "error",
      title: verified ? "Certificate marked as verified" : "That credential was already verified",
    });
  }
  const submission = parseForm(formData, { schema: subcontractorRecordSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const saved = await saveSubcontractor(id, submission.value);
    await recordAudit(request, {
      action: id ? "subcontractor.updated" : "subcontractor.created",
      actorId: ctx.audit.actorId,
      entityType: "subcontractor",
      entityId: saved.id,
      details: { name: submission.value.name, onBehalfOfId: ctx.audit.onBehalfOfId },
    });
    return redirectWithToast(`/admin/subcontractor?id=${saved.id}`, {
      type: "success",
      title: id ? "Subcontractor saved" : "Subcontractor added",
    });
  } catch (error) {
    if (error instanceof WorkforceRefusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function SubcontractorPage() {
  const { sub, workOrders, insurance } = useLoaderData<typeof loader>();
  const data = useActionData<{ intent?: string; result?: SubmissionResult<string[]> }>();
  const [form, fields] = useZodForm(subcontractorRecordSchema, {
    id: "subcontractor",
    lastResult: data?.intent ? undefined : data?.result,
    defaultValue: sub
      ? {
          name: sub.name,
          abn: formatAbn(sub.abn),
          gstRegistered: sub.gstRegistered ? "on" : undefined,
          address: sub.address,
          contactName: sub.contactName ?? "",
          email: sub.email ?? "",
          phone: sub.phone ?? "",
          ratesNote: sub.ratesNote ?? "",
          active: sub.active ? "on" : undefined,
        }
      : { active: "on", gstRegistered: "on" },
  });
  return (
    <>
      <PageHeader
        title={sub ? sub.name : "New subcontractor"}
        description={sub ? `ABN ${formatAbn(sub.abn)}` : "A business Bosun sends work to."}
        links={[{ to: "/admin/subcontractors", label: "← Subcontractors" }]}
      />
      <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
        <Form method="post" {...getFormProps(form)} className="space-y-6">
          <FormSection legend="Business">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field meta={fields.name} label="Business name" />
              <Field meta={fields.abn} label="ABN" placeholder="e.g. 51 824 753 556" inputClassName="tabular-nums" />
              <Field meta={fields.address} label="Address" className="sm:col-span-2" />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.gstRegistered, { type: "checkbox" })} className="h-4 w-4" />
              Registered for GST
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input {...getInputProps(fields.active, { type: "checkbox" })} className="h-4 w-4" />
              Active (offered work)
            </label>
          </FormSection>
          <FormSection legend="Contact and rates">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field meta={fields.contactName} label="Contact name" />
              <Field meta={fields.phone} label="Phone" type="tel" />
              <Field meta={fields.email} label="Email" type="email" />
            </div>
            <TextareaField
              meta={fields.ratesNote}
              label="Rates"
              rows={3}
              placeholder="e.g. $95/h ex GST, call-out $120"
            />
          </FormSection>
          <ErrorList id={form.errorId} errors={form.errors} />
          <StatusButton pendingText="Saving..." className="btn-primary">
            {sub ? "Save subcontractor" : "Add subcontractor"}
          </StatusButton>
        </Form>
        {sub ? (
          <div className="space-y-6">
            <TitledSection
              id="sub-cred"
              className="card space-y-2"
              title="Insurance and credentials"
              tools={
                <Link to={`/admin/credentials/upload?holder=sub:${sub.id}`} className="text-sm">
                  Add
                </Link>
              }
            >
              {sub.credentials.length ? (
                <ul className="divide-y divide-line text-sm" data-testid="sub-credentials">
                  {sub.credentials.map((c) => (
                    <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                      <span>
                        {credentialLabel(c.type)} · {c.number}
                        <span className="block text-xs">
                          {c.issuer}
                          {c.expiresOn ? ` · expires ${formatServiceDate(c.expiresOn)}` : " · no expiry"}
                        </span>
                        <span className="block text-xs">
                          {c.fromLink ? "Sent by the business from its link · " : ""}
                          {c.verifiedAt ? "Verified" : "Not verified yet"}
                          {c.hasFile ? (
                            <>
                              {" · "}
                              <a href={`/admin/credentials/${c.id}/file`} download>
                                Download the certificate
                              </a>
                            </>
                          ) : null}
                        </span>
                      </span>
                      <span className="flex flex-col items-end gap-1">
                        <CredentialBadge state={c.state} />
                        {c.verifiedAt ? null : (
                          <Form method="post">
                            <input type="hidden" name="intent" value="verify-credential" />
                            <input type="hidden" name="credentialId" value={c.id} />
                            <button type="submit" className="btn-link text-xs">
                              Mark verified
                            </button>
                          </Form>
                        )}
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {!sub.credentials.some((c) => c.type === INSURANCE_CREDENTIAL) ? (
                <p className="text-sm text-danger">No insurance on file.</p>
              ) : null}
            </TitledSection>
            <TitledSection id="sub-jobs" className="card space-y-2" title="Jobs sent">
              {sub.costs.length ? (
                <ul className="divide-y divide-line text-sm">
                  {sub.costs.map((c) => (
                    <li key={c.id} className="py-2">
                      <Link to={`/admin/jobs/${c.job.id}`}>
                        #{c.job.number} {c.job.title}
                      </Link>
                      <span className="block text-xs">
                        {c.description} · {formatCents(c.amountCents)} ex GST
                      </span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm">No work recorded yet.</p>
              )}
            </TitledSection>
            {workOrders ? (
              <WorkOrdersPanel
                data={workOrders}
                active={sub.active}
                email={sub.email}
                insuranceWarning={insurance?.warning ?? null}
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
