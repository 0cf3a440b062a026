// /resources/gallery/{id} (issue 18, ADR 181): an image uploaded at /admin/portfolio — anyone may fetch a published
// one (the home gallery, /portfolio); an unpublished one only an admin (its preview in the back-office). The resized
// display copy by default (ADR 181 addendum of 2026-11-27); the original as uploaded with ?original=1.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { galleryImageFile } from "~/models/gallery.server.ts";
import { uploadedImageResponse } from "~/screens/portfolio-admin/image-response.server.ts";

export function loader({ request, params }: LoaderFunctionArgs) {
  return uploadedImageResponse(request, (opts) => galleryImageFile(params.id ?? "", opts));
}
