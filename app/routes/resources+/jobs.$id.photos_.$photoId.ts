// GET /resources/jobs/{id}/photos/{photoId} — a job-card photo for whoever may open the card (issue 16, ADR 161): the
// resized copy, or the original as uploaded with ?original=1 (also when no copy could be made).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { jobPhotoFile } from "~/models/job-photos.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { notFound } from "~/utils/misc.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requirePortal(request, "fieldstaff");
  const original = new URL(request.url).searchParams.get("original") === "1";
  const file = await jobPhotoFile({
    jobId: params.id ?? "",
    photoId: params.photoId ?? "",
    viewer: { id: ctx.user.id, isAdmin: ctx.user.roles.includes("admin") },
    original,
  });
  if (!file) throw notFound();
  const ext = file.contentType.split("/")[1];
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": `${file.useOriginal && original ? "attachment" : "inline"}; filename="${file.kind}-${params.photoId}.${ext}"`,
      "Cache-Control": "private, max-age=3600",
    },
  });
}
