// /subcontractor/upload (issue 16, ADR 161 addendum): the business sends its insurance certificate from its link, with
// no account. Phone first; a plain multipart POST (works without JavaScript). The business sees what is on file and
// whether the office has checked it, never a download (the link is not a way to read documents back).
import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FieldShell, FILE_ACCEPT, FileField } from "~/components/ui/field-shell.tsx";
import { LightSelect, lightForm, type FieldConstraint, type LightField } from "~/components/ui/light-form.tsx";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import {
  INSURANCE_CREDENTIAL,
  MAX_CERTIFICATE_BYTES,
  SUBCONTRACTOR_DOCUMENT_LABELS,
  SUBCONTRACTOR_DOCUMENT_TYPES,
  type SubcontractorDocumentType,
  type InsuranceState,
} from "~/domain/subcontractor-document-types.ts";
import { SUBCONTRACTOR_UPLOAD_PATH, workOrderLinkPath } from "~/domain/work-order-links.ts";
import { InsuranceNotice } from "./subcontractor-link-parts.tsx";

export interface UploadPageData {
  token: string;
  /** The upload schema's native validation attributes, sent by the loader (a light form, ADR 030). */
  constraint: Record<string, FieldConstraint>;
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

export function SubcontractorUpload({
  data,
  lastResult,
}: {
  data: UploadPageData;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { submitErrors, field, formProps } = lightForm({
    id: "certificate",
    lastResult,
    constraint: data.constraint,
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
        {...formProps}
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
        <LightSelect
          field={field("type")}
          label="What is it?"
          options={SUBCONTRACTOR_DOCUMENT_TYPES.map((t) => ({ value: t, label: SUBCONTRACTOR_DOCUMENT_LABELS[t] }))}
        />
        <FileField id="certificate-file" label="Document file" accept={FILE_ACCEPT.certificates} errors={fileErrors} />
        <HintedInput
          field={field("insurer")}
          label="Issued by (insurer or authority)"
          placeholder="e.g. QBE Insurance"
          hint="For a SWMS, your business's name."
        />
        <HintedInput field={field("policyNumber")} label="Policy number, licence number or reference" />
        <HintedInput
          field={field("expiresOn")}
          label="Cover ends on, expiry or review date"
          type="date"
          hint="The day the cover or licence ends; for a SWMS, when it is due for review."
        />
        <SubmitWithErrors
          form={submitErrors}
          pendingText="Uploading..."
          className="btn-primary min-h-12 w-full text-base"
        >
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

/** A light text or date input with a hint under it (ui/light-form.tsx's LightInput has no hint). */
function HintedInput({
  field,
  label,
  type = "text",
  placeholder,
  hint,
}: {
  field: LightField;
  label: string;
  type?: "text" | "date";
  placeholder?: string;
  hint?: string;
}) {
  return (
    <FieldShell {...field} label={label} hint={hint}>
      <input
        {...field.props}
        type={type}
        defaultValue={field.value}
        placeholder={placeholder}
        className="field-input"
      />
    </FieldShell>
  );
}
