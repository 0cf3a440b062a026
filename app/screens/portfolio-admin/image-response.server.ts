// The answer of /resources/gallery/{id} and /resources/portfolio-image/{id} (issue 18, ADR 181): an uploaded image as
// its sniffed type, anyone's when published and cached briefly, an admin's preview otherwise (never cached).
import { hasRole } from "~/domain/roles.ts";
import { sniffGalleryImage } from "~/domain/portfolio.ts";
import { getAuthContext } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function uploadedImageResponse(
  request: Request,
  read: (opts: { admin: boolean; original: boolean }) => Promise<{ bytes: Uint8Array; published: boolean } | null>,
) {
  const ctx = await getAuthContext(request);
  const admin = !!ctx && (hasRole(ctx.user, "admin") || (!!ctx.impersonator && hasRole(ctx.impersonator, "admin")));
  const original = new URL(request.url).searchParams.get("original") === "1";
  const file = await read({ admin, original });
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
