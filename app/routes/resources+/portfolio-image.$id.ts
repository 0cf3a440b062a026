// /resources/portfolio-image/{id} (issue 18, ADR 181 addendum of 2026-11-27): a portfolio project's uploaded image —
// anyone may fetch a published project's, an admin any. The resized display copy; the original with ?original=1.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { projectImageFile } from "~/models/portfolio-projects.server.ts";
import { uploadedImageResponse } from "~/screens/portfolio-admin/image-response.server.ts";

export function loader({ request, params }: LoaderFunctionArgs) {
  return uploadedImageResponse(request, (opts) => projectImageFile(params.id ?? "", opts));
}
