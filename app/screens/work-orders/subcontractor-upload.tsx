// /subcontractor/upload (issue 16, ADR 161 addendum): the business sends its insurance certificate from its link, with
// no account. Phone first; a plain multipart POST (works without JavaScript). The business sees what is on file and
// whether the office has checked it, never a download (the link is not a way to read documents back).
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { Field, FILE_ACCEPT, FileField, SelectField } from "~/components/ui/fields.tsx";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import {
  certificateUploadSchema,
  INSURANCE_CREDENTIAL,
  MAX_CERTIFICATE_BYTES,
  SUBCONTRACTOR_DOCUMENT_LABELS,
  SUBCONTRACTOR_DOCUMENT_TYPES,
  type SubcontractorDocumentType,
  type InsuranceState,
} from "~/domain/subcontractor-documents.ts";
import { SUBCONTRACTOR_UPLOAD_PATH, workOrderLinkPath } from "~/domain/work-orders.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export interface UploadPageData {
  token: string;
  insurance: {
    status: { state: InsuranceState; expiresOn: string | null; verified: boolean };
    certificates: {
      id: string;
      type: string;
      issuer: string;
      expiresOn: string | null;
      verified: boolean;
      createdAt: string;
      fromLink: boolean;
    }[];
  };
}

const STATE_TEXT: Record<InsuranceState, string> = {
  missing: "We have no insurance certificate for you yet.",
  expired: "Your insurance certificate on file has expired.",
  expiring: "Your insurance certificate on file expires soon.",
  valid: "Your insurance certificate is on file.",
};

const STATE_STYLE: Record<InsuranceState, string> = {
  missing: "border-amber-300 bg-amber-50 text-amber-900",
  expired: "border-red-400 bg-red-50 text-red-900",
  expiring: "border-amber-300 bg-amber-50 text-amber-900",
  valid: "border-emerald-300 bg-emerald-50 text-emerald-900",
};

/** The business's cover in one line, with the way to send a new certificate (also on the dashboard). */
export function InsuranceNotice({
  token,
  status,
  showLink = true,
}: {
  token: string;
  status: UploadPageData["insurance"]["status"];
  showLink?: boolean;
}) {
  return (
    <section
      className={`space-y-2 rounded-theme border-2 p-3 text-sm ${STATE_STYLE[status.state]}`}
      aria-label="Your insurance"
      data-testid="insurance-notice"
    >
      <p>
        <strong>{STATE_TEXT[status.state]}</strong>
        {status.expiresOn ? ` Cover ends ${formatServiceDate(status.expiresOn)}.` : ""}
      </p>
      {showLink ? (
        <p>
          <Link to={workOrderLinkPath(token, SUBCONTRACTOR_UPLOAD_PATH)} className="btn-secondary min-h-12 w-full">
            {status.state === "valid" ? "Send a new insurance certificate" : "Upload your insurance certificate"}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export function SubcontractorUpload({
  data,
  lastResult,
}: {
  data: UploadPageData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useZodForm(certificateUploadSchema, {
    id: "certificate",
    lastResult,
    defaultValue: { type: INSURANCE_CREDENTIAL },
  });
  const fileErrors = (lastResult?.error as Record<string, string[]> | undefined)?.file;
  const dashboard = workOrderLinkPath(data.token);
  return (
    <div className="space-y-4">
      <p>
        <Link to={dashboard} className="btn-link">
          ← All work orders
        </Link>
      </p>
      <InsuranceNotice token={data.token} status={data.insurance.status} showLink={false} />
      <Form
        method="post"
        encType="multipart/form-data"
        action={workOrderLinkPath(data.token, SUBCONTRACTOR_UPLOAD_PATH)}
        {...getFormProps(form)}
        className="card space-y-4 p-4 sm:p-6"
      >
        <h2 className="font-heading text-lg font-bold text-secondary">
          Upload your insurance certificate, SWMS or licence
        </h2>
        <p className="text-sm">
          A certificate of currency, a safe work method statement, a licence: a PDF, or a clear photo (JPEG or PNG), up
          to {MAX_CERTIFICATE_BYTES / 1024 / 1024} MB. The office sees it on your business's page beside your work
          orders.
        </p>
        <SelectField
          meta={fields.type}
          label="What is it?"
          options={SUBCONTRACTOR_DOCUMENT_TYPES.map((t) => ({ value: t, label: SUBCONTRACTOR_DOCUMENT_LABELS[t] }))}
        />
        <FileField id="certificate-file" label="Document file" accept={FILE_ACCEPT.certificates} errors={fileErrors} />
        <Field
          meta={fields.insurer}
          label="Issued by (insurer or authority)"
          placeholder="e.g. QBE Insurance"
          hint="For a SWMS, your business's name."
        />
        <Field meta={fields.policyNumber} label="Policy number, licence number or reference" />
        <Field
          meta={fields.expiresOn}
          label="Cover ends on, expiry or review date"
          type="date"
          hint="The day the cover or licence ends; for a SWMS, when it is due for review."
        />
        <SubmitWithErrors form={form} pendingText="Uploading..." className="btn-primary min-h-12 w-full text-base">
          Upload document
        </SubmitWithErrors>
      </Form>
      {data.insurance.certificates.length ? (
        <section className="card space-y-2 p-4" aria-labelledby="on-file">
          <h2 id="on-file" className="font-heading text-lg font-bold text-secondary">
            On file
          </h2>
          <ul className="divide-y divide-line text-sm" data-testid="certificates-on-file">
            {data.insurance.certificates.map((c) => (
              <li key={c.id} className="py-2">
                <span className="block font-semibold">{documentLabel(c.type)}</span>
                {c.issuer} · {c.expiresOn ? `cover ends ${formatServiceDate(c.expiresOn)}` : "no end date"}
                <span className="block text-xs">
                  {c.fromLink ? `Sent ${formatDate(c.createdAt)}` : "Added by the office"} ·{" "}
                  {c.verified ? "checked by the office" : "not checked by the office yet"}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

const documentLabel = (type: string) =>
  SUBCONTRACTOR_DOCUMENT_LABELS[type as SubcontractorDocumentType] ?? "Document from the office";
