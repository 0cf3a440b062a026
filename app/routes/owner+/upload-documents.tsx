import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { CheckboxField, ErrorList, Field, FILE_ACCEPT, FileField, SelectField } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import {
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  fileProblem,
  formatBytes,
  MAX_DOCUMENT_BYTES,
  TIERS,
  uploadSchema,
} from "~/domain/documents.ts";
import { DocumentInputError, ownerTier, storageUsed, uploadDocument } from "~/models/documents.server.ts";
import { listOwnVessels } from "~/models/vessel.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";

export const meta: MetaFunction = () => [{ title: "Upload a document | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const url = new URL(request.url);
  const [vessels, tier, used] = await Promise.all([listOwnVessels(user), ownerTier(user.id), storageUsed(user.id)]);
  const asked = url.searchParams.get("vesselId");
  return json({
    vessels: vessels.map((v) => ({ value: v.id, label: v.name })),
    vesselId: vessels.some((v) => v.id === asked) ? asked! : (vessels[0]?.id ?? ""),
    replacesId: url.searchParams.get("replaces") ?? "",
    tier: TIERS[tier].label,
    left: formatBytes(Math.max(0, TIERS[tier].quotaBytes - used)),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const file = formData.get("file");
  formData.delete("file");
  const submission = parseForm(formData, { schema: uploadSchema });
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  const problem = fileProblem(file instanceof File && bytes ? { size: file.size, bytes } : null);
  if (submission.status !== "success" || problem) {
    const reply = submission.reply(problem ? { fieldErrors: { file: [problem] } } : undefined);
    return json({ result: reply }, { status: 400 });
  }
  try {
    const doc = await uploadDocument(
      ctx.user,
      { ...submission.value, fileName: (file as File).name, bytes: bytes! },
      ctx.audit.actorId,
    );
    await recordAudit(request, {
      action: "document.uploaded",
      actorId: ctx.audit.actorId,
      subjectUserId: ctx.user.id,
      entityType: "document",
      entityId: doc.id,
    });
    return redirectWithToast("/owner/documents", { type: "success", title: `${doc.title} uploaded` });
  } catch (error) {
    if (error instanceof DocumentInputError) return refusalReply(submission, error);
    throw error;
  }
}

export default function UploadDocuments() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useZodForm(uploadSchema, {
    id: "upload",
    lastResult: data?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: { vesselId: d.vesselId, kind: "insurance", replacesId: d.replacesId },
  });
  const fileErrors = (data?.result?.error as Record<string, string[]> | undefined)?.file;
  return (
    <>
      <PageHeader
        title="Upload a document"
        description={`Registration, insurance, surveys, manuals and receipts — kept safe and reminded before they expire. ${d.tier}: ${d.left} free.`}
      />
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="card max-w-2xl space-y-4">
        <FileField
          id="upload-file"
          label={`File (PDF, JPEG, PNG or HEIC, up to ${formatBytes(MAX_DOCUMENT_BYTES)})`}
          accept={FILE_ACCEPT.documents}
          errors={fileErrors}
        />
        <Field meta={fields.title} label="Name" placeholder="e.g. Insurance certificate 2026" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            meta={fields.kind}
            label="Kind"
            options={DOCUMENT_KINDS.map((k) => ({ value: k, label: DOCUMENT_KIND_LABELS[k] }))}
          />
          {d.vessels.length ? (
            <SelectField
              meta={fields.vesselId}
              label="Vessel"
              options={[...d.vessels, { value: "", label: "Not for one vessel" }]}
            />
          ) : (
            <p className="text-sm sm:pt-7">
              <Link to="/owner/add-vessel">Add your vessel</Link> to file documents under her.
            </p>
          )}
          <Field meta={fields.expiresOn} label="Expires on (optional)" type="date" />
        </div>
        <CheckboxField meta={fields.private} label="Private — stays with me if I sell the boat" />
        <input type="hidden" name={fields.replacesId.name} defaultValue={d.replacesId} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap gap-3">
          <StatusButton pendingText="Uploading...">Upload</StatusButton>
          <Link to="/owner/documents" className="btn-secondary">
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
