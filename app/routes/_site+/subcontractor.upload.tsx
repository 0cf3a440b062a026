// /subcontractor/upload (issue 16, ADR 161 addendum): a subcontracting business sends its insurance certificate from
// its work-order link. The same token rule as /subcontractor/dashboard (anything but a live link is the site's plain
// 404); its own address because uploads get server.js's larger body limit (a path segment named upload).
import type { SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { SubcontractorHeader } from "~/screens/work-orders/subcontractor-link-parts.tsx";
import { SubcontractorUpload } from "~/screens/work-orders/subcontractor-upload.tsx";
import {
  loadSubcontractorUpload,
  PRIVATE,
  subcontractorUploadAction,
} from "~/screens/work-orders/work-orders.server.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `Insurance certificate · ${data.business} | Bosun` : "Bosun" },
  { name: "robots", content: "noindex" },
];

export const headers: HeadersFunction = () => PRIVATE;

export const loader = ({ request }: LoaderFunctionArgs) => loadSubcontractorUpload(request);

export const action = ({ request }: ActionFunctionArgs) => subcontractorUploadAction(request);

export default function SubcontractorUploadPage() {
  const d = useLoaderData<typeof loader>();
  const data = useActionData<{ result?: SubmissionResult<string[]> }>();
  return (
    <div className="container-page mx-auto max-w-2xl space-y-4 py-6">
      <SubcontractorHeader business={d.business} expiresAt={d.expiresAt} />
      <SubcontractorUpload data={d} lastResult={data?.result} />
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
