// The server half of the field job card (/fieldstaff/jobs/{id}; previewed at /admin/job-card-test).
import { randomUUID } from "node:crypto";
import { json } from "@remix-run/node";
import { OUTBOX_HEADER } from "~/components/outbox.tsx";
import { jobCardPostSchema } from "~/domain/job-card.ts";
import { Refusal } from "~/domain/refusal.ts";
import { applyJobCardPost, getJobCard, JobCardConflict } from "~/models/job-card.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export async function loadJobCard(request: Request, jobId: string) {
  const ctx = await requirePortal(request, "fieldstaff");
  const now = new Date();
  const card = await getJobCard(jobId, { id: ctx.user.id, isAdmin: ctx.user.roles.includes("admin") }, now);
  if (!card) throw notFound();
  // The key a form carries when it is posted without JavaScript: a new one per page view, so posting the same page
  // twice (a double tap, a resend) is applied once. With JavaScript the outbox makes a fresh key per submission.
  return json({ card, formKey: randomUUID().replace(/-/g, ""), now: now.toISOString() });
}

export async function jobCardAction(request: Request, jobId: string) {
  const ctx = await requirePortal(request, "fieldstaff");
  const viaOutbox = request.headers.get(OUTBOX_HEADER) === "1";
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: jobCardPostSchema });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") {
    if (viaOutbox) {
      const first = Object.values(submission.error ?? {}).flat()[0] ?? "Check what was typed.";
      return json({ ok: false, message: first }, { status: 400 });
    }
    return json({ intent, result: submission.reply() }, { status: 400 });
  }
  try {
    const result = await applyJobCardPost({
      jobId,
      userId: ctx.user.id,
      actorId: ctx.audit.actorId,
      onBehalfOfId: ctx.audit.onBehalfOfId,
      post: submission.value,
      now: new Date(),
    });
    if (viaOutbox) return json({ ok: true, ...result });
    return redirectWithToast(new URL(request.url).pathname, { type: "success", title: result.message });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const status = error instanceof JobCardConflict ? 409 : 400;
    if (viaOutbox) return json({ ok: false, message: error.message }, { status });
    return json({ intent, ...refusalResult(submission, error) }, { status });
  }
}
