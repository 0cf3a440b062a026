// /resources/gallery/{id} (issue 18, ADR 181): an image uploaded at /admin/portfolio — anyone may fetch a published
// one (the home gallery, /portfolio); an unpublished one only an admin (its preview in the back-office). The resized
// display copy by default (ADR 181 addendum of 2026-11-27); the original as uploaded with ?original=1.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { hasRole } from "~/domain/roles.ts";
import { sniffGalleryImage } from "~/domain/portfolio.ts";
import { galleryImageFile } from "~/models/gallery.server.ts";
import { getAuthContext } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await getAuthContext(request);
  const admin = !!ctx && (hasRole(ctx.user, "admin") || (!!ctx.impersonator && hasRole(ctx.impersonator, "admin")));
  const original = new URL(request.url).searchParams.get("original") === "1";
  const file = await galleryImageFile(params.id ?? "", { admin, original });
  if (!file) throw notFound("No such image");
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": sniffGalleryImage(file.bytes) ?? "application/octet-stream",
      "Content-Length": String(file.bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": file.published ? "public, max-age=300" : "private, no-store",
    },
  });
}
