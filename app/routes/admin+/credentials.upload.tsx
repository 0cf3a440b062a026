// /admin/credentials/upload (issue 15): add a licence, certificate or insurance with its scanned copy. Its own address
// because uploads get the larger body limit (server.js: paths named upload); the file's type is read from its bytes.
import { getInputProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { UploadForm } from "~/components/admin/upload-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Field, FileField, SelectField } from "~/components/ui/fields.tsx";
import { fieldErrorsOf } from "~/components/ui/field-errors-of.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { MAX_DOCUMENT_BYTES, formatBytes } from "~/domain/documents.ts";
import { CREDENTIAL_LABELS, CREDENTIAL_TYPES, credentialSchema } from "~/domain/workforce.ts";
import { WorkforceRefusal, addCredential, credentialHolders } from "~/models/workforce.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { takeUpload } from "~/utils/upload.server.ts";

export const meta: MetaFunction = () => [{ title: "Add a credential | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const holders = await credentialHolders();
  const asked = new URL(request.url).searchParams.get("holder") ?? "";
  return json({ holders, holder: holders.some((h) => h.value === asked) ? asked : "" });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const upload = await takeUpload(formData);
  const submission = parseForm(formData, { schema: credentialSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    const created = await addCredential({ ...submission.value, file: upload }, ctx.audit.actorId, getNow(request));
    await recordAudit(request, {
      action: "credential.added",
      actorId: ctx.audit.actorId,
      subjectUserId: created.holderUserId,
      entityType: "credential",
      entityId: created.id,
      details: { type: submission.value.type, expiresOn: submission.value.expiresOn ?? null },
    });
    const back = created.holderUserId ? `/admin/staff-profiles/${created.holderUserId}` : "/admin/credentials";
    return redirectWithToast(back, { type: "success", title: "Credential added" });
  } catch (error) {
    if (error instanceof WorkforceRefusal) return refusalReply(submission, error);
    throw error;
  }
}

export default function AddCredential() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(credentialSchema, {
    id: "credential",
    lastResult: data?.result,
    defaultValue: { holder: d.holder, verified: "on" },
  });
  const fileErrors = fieldErrorsOf(data?.result);
  return (
    <>
      <PageHeader title="Add a credential" links={[{ to: "/admin/credentials", label: "← Credentials" }]} />
      <UploadForm form={form} pendingText="Saving..." submitLabel="Add credential">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField meta={fields.holder} label="Held by" placeholder="Choose…" options={d.holders} />
          <SelectField
            meta={fields.type}
            label="Type"
            placeholder="Choose…"
            options={CREDENTIAL_TYPES.map((t) => ({ value: t, label: CREDENTIAL_LABELS[t] }))}
          />
          <Field meta={fields.number} label="Number" />
          <Field meta={fields.issuer} label="Issuer" placeholder="e.g. Transport for NSW" />
          <Field meta={fields.expiresOn} label="Expires on" type="date" hint="Leave empty if it does not expire." />
        </div>
        <FileField
          id="credential-file"
          label={`Scanned copy (PDF, JPEG, PNG or HEIC, up to ${formatBytes(MAX_DOCUMENT_BYTES)}; optional)`}
          accept="application/pdf,image/jpeg,image/png,image/heic,.heic"
          errors={fileErrors}
          required={false}
        />
        <label className="flex items-center gap-2 text-sm">
          <input {...getInputProps(fields.verified, { type: "checkbox" })} className="h-4 w-4" />I have seen the
          original: record me as having verified it
        </label>
      </UploadForm>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
