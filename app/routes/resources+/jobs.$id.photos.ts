// POST /resources/jobs/{id}/photos — a before or after photo for the job card (issue 16, ADR 161), by the assigned
// worker. The bytes must be a JPEG, PNG or HEIC photo; the original is kept and a resized copy made for the page.
// (The path ends in /photos so server.js gives it the upload body limit.) Sent from the phone's outbox (a photo taken
// with no signal, ADR 161 addendum of 2026-11-27) it answers JSON ({ ok, message }), as the job card's action does.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { OUTBOX_HEADER } from "~/components/outbox.tsx";
import { Refusal } from "~/domain/refusal.ts";
import { JobCardConflict } from "~/models/job-card.server.ts";
import { addJobPhoto } from "~/models/job-photos.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { takePhotoPost } from "~/utils/upload.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePortal(request, "fieldstaff");
  throw notFound();
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "fieldstaff");
  const jobId = params.id ?? "";
  const back = `/fieldstaff/jobs/${jobId}#photos`;
  const viaOutbox = request.headers.get(OUTBOX_HEADER) === "1";
  const { problem, photo } = await takePhotoPost(await readForm(request));
  if (problem !== null) {
    if (viaOutbox) return json({ ok: false, message: `Photo not saved: ${problem}.` }, { status: 400 });
    return redirectWithToast(back, { type: "error", title: "Photo not saved", description: problem });
  }
  try {
    const result = await addJobPhoto({
      jobId,
      userId: ctx.user.id,
      actorId: ctx.audit.actorId,
      ...photo,
      now: getNow(request),
    });
    if (viaOutbox) return json({ ok: true, ...result });
    return redirectWithToast(back, { type: "success", title: result.message });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    if (viaOutbox)
      return json({ ok: false, message: error.message }, { status: error instanceof JobCardConflict ? 409 : 400 });
    return redirectWithToast(back, { type: "error", title: "Photo not saved", description: error.message });
  }
}
