import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { fileProblem, sniffType } from "~/domain/documents.ts";
import { setVesselPhoto, vesselPhotoKey } from "~/models/vessel.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAuth } from "~/utils/auth.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { fileStore, newStorageKey } from "~/utils/storage.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { notFound, safeRedirectPath } from "~/utils/misc.ts";

// /resources/vessels/{id}/photo — GET the vessel's photo (whoever may open the vessel); POST a new one (whoever may
// edit it). Images only, checked by their bytes.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireAuth(request);
  const key = await vesselPhotoKey(ctx.user, params.id ?? "");
  const bytes = key ? await fileStore().get(key) : null;
  if (!bytes) throw notFound("No photo");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": sniffType(bytes) ?? "application/octet-stream",
      "Content-Length": String(bytes.length),
      "Cache-Control": "private, max-age=300",
    },
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAuth(request);
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("redirectTo"), `/owner/vessels/${params.id}`);
  const file = formData.get("photo");
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : null;
  const problem =
    fileProblem(file instanceof File && bytes ? { size: file.size, bytes } : null) ??
    (bytes && sniffType(bytes) === "application/pdf" ? "Choose a JPEG, PNG or HEIC photo" : null);
  if (problem) return redirectWithToast(back, { type: "error", title: "Photo not saved", description: problem });
  const key = newStorageKey("vessel-photos");
  await fileStore().put(key, bytes!, { contentType: sniffType(bytes!)! });
  const previous = await setVesselPhoto(ctx.user, params.id ?? "", key);
  if (previous === undefined) {
    await fileStore().delete(key);
    throw notFound("Vessel not found");
  }
  if (previous) await fileStore().delete(previous);
  await recordAudit(request, {
    action: "vessel.photo_set",
    actorId: ctx.audit.actorId,
    entityType: "vessel",
    entityId: params.id,
  });
  return redirectWithToast(back, { type: "success", title: "Photo saved" });
}
