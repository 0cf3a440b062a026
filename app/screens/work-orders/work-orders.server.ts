// The server half of subcontractor work orders (issue 16, ADR 161): the public /subcontractor/dashboard, opened with
// the link's token, and the office's intents on /admin/subcontractor.
import { getZodConstraint } from "@conform-to/zod";
import { randomUUID } from "node:crypto";
import { json } from "@remix-run/node";
import { Refusal } from "~/domain/refusal.ts";
import { addWorkOrderPhoto } from "~/models/job-photos.server.ts";
import { certificateUploadSchema, insuranceWarning } from "~/domain/subcontractor-documents.ts";
import {
  createLinkSchema,
  sendWorkOrderSchema,
  SUBCONTRACTOR_UPLOAD_PATH,
  workOrderLinkPath,
  workOrderPostSchema,
} from "~/domain/work-orders.ts";
import {
  CertificateRefusal,
  insuranceOnFile,
  submitInsuranceCertificate,
} from "~/models/subcontractor-documents.server.ts";
import {
  applyWorkOrderPost,
  createSubcontractorLink,
  emailWorkOrderLink,
  resolveSubcontractorLink,
  revokeSubcontractorLink,
  sendWorkOrder,
  subcontractorDashboard,
  WorkOrderNotFound,
  workOrderJobCard,
  withdrawWorkOrder,
} from "~/models/work-orders.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import type { AuthContext } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { parseForm, readForm, refusalResult } from "~/utils/forms.server.ts";
import { httpError, notFound, unknownIntent } from "~/utils/misc.ts";
import { hitLimit, peekLimit, type RateLimitRule } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { takePhotoPost, takeUpload } from "~/utils/upload.server.ts";
import { isIn } from "~/domain/labelled-values.ts";

/** Wrong tokens from one address: a business opens its own link many times, a guesser gets 20 tries an hour. */
export const LINK_GUESS_RULE: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

export function dashboardUrl(token: string, extra = "") {
  return `${workOrderLinkPath(token)}${extra}`;
}

/**
 * The business the request's link opens. Anything else — no token, a malformed, unknown, expired or revoked one —
 * is the same plain 404, and counts against the address's guesses (429 once over).
 */
export async function requireSubcontractorLink(request: Request) {
  const now = getNow(request);
  const token = new URL(request.url).searchParams.get("token");
  const limitKey = `subcontractor-link:${getClientIp(request)}`;
  const over = await peekLimit(limitKey, LINK_GUESS_RULE, now);
  if (over) throw httpError(429, over);
  const link = await resolveSubcontractorLink(token, now);
  if (!link) {
    if (token) await hitLimit(limitKey, LINK_GUESS_RULE, now);
    throw notFound();
  }
  return { token: token!, link, now };
}

function pageOf(request: Request) {
  const n = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export async function loadSubcontractorDashboard(request: Request) {
  const { token, link, now } = await requireSubcontractorLink(request);
  const orderId = (new URL(request.url).searchParams.get("order") ?? "").slice(0, 40);
  if (orderId) {
    const opened = await workOrderJobCard(link.subcontractor.id, orderId, now);
    if (!opened) throw notFound();
    return json(
      { token, business: link.subcontractor.name, expiresAt: link.expiresAt, opened, list: null, page: 1, now },
      { headers: PRIVATE },
    );
  }
  const page = pageOf(request);
  const [list, insurance] = await Promise.all([
    subcontractorDashboard(link.subcontractor.id, page),
    insuranceOnFile(link.subcontractor.id, now),
  ]);
  return json(
    {
      token,
      business: link.subcontractor.name,
      expiresAt: link.expiresAt,
      opened: null,
      list,
      insurance: insurance.status,
      page,
      now,
      // A fresh key per page view: a form posted twice from the same page is applied once.
      formKey: randomUUID().replace(/-/g, ""),
    },
    { headers: PRIVATE },
  );
}

/** The page holds a bearer token: never cached, never sent on as a referrer. */
export const PRIVATE = {
  "Cache-Control": "private, no-store",
  "Referrer-Policy": "same-origin",
  "X-Robots-Tag": "noindex",
};

export async function subcontractorDashboardAction(request: Request) {
  const { token, link, now } = await requireSubcontractorLink(request);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: workOrderPostSchema });
  const intent = String(formData.get("intent") ?? "");
  const workOrderId = String(formData.get("workOrderId") ?? "").slice(0, 40);
  if (!["accept", "decline", "time", "complete"].includes(intent)) throw unknownIntent();
  if (submission.status !== "success") {
    return json({ intent, workOrderId, result: submission.reply() }, { status: 400, headers: PRIVATE });
  }
  try {
    const result = await applyWorkOrderPost({ subcontractorId: link.subcontractor.id, post: submission.value, now });
    return redirectWithToast(dashboardUrl(token), { type: "success", title: result.message }, { headers: PRIVATE });
  } catch (error) {
    if (error instanceof WorkOrderNotFound) throw notFound();
    if (!(error instanceof Refusal)) throw error;
    return json({ intent, workOrderId, ...refusalResult(submission, error) }, { status: 400, headers: PRIVATE });
  }
}

// ───────────── documents from the link (/subcontractor/upload) ─────────────

/** The upload page: the business's certificates on file (no downloads here: the link is not a way to read them). */
/** The certificate form's native validation attributes: the upload page is a light form (ADR 030). */
const certificateUploadConstraint = getZodConstraint(certificateUploadSchema);

export async function loadSubcontractorUpload(request: Request) {
  const { token, link, now } = await requireSubcontractorLink(request);
  const insurance = await insuranceOnFile(link.subcontractor.id, now);
  return json(
    {
      token,
      business: link.subcontractor.name,
      expiresAt: link.expiresAt,
      constraint: certificateUploadConstraint,
      insurance: {
        status: insurance.status,
        certificates: insurance.certificates.map(
          ({ id, type, issuer, expiresOn, verifiedAt, createdAt, fromLink }) => ({
            id,
            type,
            issuer,
            expiresOn,
            verified: Boolean(verifiedAt),
            createdAt,
            fromLink,
          }),
        ),
      },
      now,
    },
    { headers: PRIVATE },
  );
}

/**
 * The certificate and its details. A wrong file (by its bytes), a size over the limit or a passed date is answered
 * next to its field with everything typed kept (a browser never keeps a chosen file, so only that is chosen again).
 */
export async function subcontractorUploadAction(request: Request) {
  const { token, link, now } = await requireSubcontractorLink(request);
  const formData = await readForm(request);
  if (formData.get("intent") === "photo") return workOrderPhotoAction(token, link.subcontractor.id, formData, now);
  const upload = await takeUpload(formData);
  const submission = parseForm(formData, { schema: certificateUploadSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400, headers: PRIVATE });
  try {
    const saved = await submitInsuranceCertificate({
      subcontractorId: link.subcontractor.id,
      linkId: link.linkId,
      upload: submission.value,
      file: upload,
      now,
    });
    await recordAudit(request, {
      action: "credential.submitted_by_subcontractor",
      actorId: null,
      entityType: "credential",
      entityId: saved.id,
      details: {
        subcontractorId: link.subcontractor.id,
        linkId: link.linkId,
        type: submission.value.type,
        expiresOn: saved.expiresOn,
      },
    });
    return redirectWithToast(
      workOrderLinkPath(token, SUBCONTRACTOR_UPLOAD_PATH),
      { type: "success", title: "Document received — thank you. The office will check it." },
      { headers: PRIVATE },
    );
  } catch (error) {
    if (!(error instanceof CertificateRefusal)) throw error;
    return json(refusalResult(submission, error), { status: 400, headers: PRIVATE });
  }
}

/**
 * A before or after photo from the link, for one of the business's accepted work orders (posted here from the
 * dashboard: this address has the upload body limit). Checked by its bytes (JPEG, PNG or HEIC), 12 MB, a fresh key
 * per page view; answered on the dashboard with a toast, as the worker's upload is on the job card.
 */
async function workOrderPhotoAction(token: string, subcontractorId: string, formData: FormData, now: Date) {
  const back = dashboardUrl(token);
  const workOrderId = String(formData.get("workOrderId") ?? "").slice(0, 40);
  const { problem, photo } = await takePhotoPost(formData);
  const refuse = (description: string) =>
    redirectWithToast(back, { type: "error", title: "Photo not saved", description }, { headers: PRIVATE });
  if (problem !== null) return refuse(problem);
  try {
    const result = await addWorkOrderPhoto({
      subcontractorId,
      workOrderId,
      ...photo,
      now,
    });
    if (!result) throw notFound();
    return redirectWithToast(back, { type: "success", title: result.message }, { headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return refuse(error.message);
  }
}

// ───────────── the office (/admin/subcontractor) ─────────────

export const OFFICE_INTENTS = [
  "send-work-order",
  "email-work-order",
  "create-link",
  "revoke-link",
  "withdraw-work-order",
] as const;

/** Handles the office's work-order intents; null when the post is not one of them. */
export async function officeWorkOrderAction(
  request: Request,
  ctx: AuthContext,
  subcontractorId: string,
  formData: FormData,
) {
  const intent = String(formData.get("intent") ?? "");
  if (!isIn(OFFICE_INTENTS, intent)) return null;
  const now = getNow(request);
  const back = `/admin/subcontractor?id=${subcontractorId}`;
  const audit = (action: string, entityId: string, details: Record<string, unknown> = {}) =>
    recordAudit(request, {
      action,
      actorId: ctx.audit.actorId,
      entityType: "subcontractor",
      entityId,
      details: { subcontractorId, onBehalfOfId: ctx.audit.onBehalfOfId, ...details },
    });
  /** E-mails the order's link (a fresh one) and audits it; the sentence for the toast. */
  const emailAndAudit = async (workOrderId: string) => {
    try {
      const mailed = await emailWorkOrderLink({ subcontractorId, workOrderId, actorId: ctx.audit.actorId, now });
      if (!mailed) throw notFound();
      await audit("work_order.emailed", subcontractorId, {
        workOrderId,
        to: mailed.to,
        linkId: mailed.linkId,
        expiresAt: mailed.expiresAt,
        emailStatus: mailed.status,
        linksReplaced: mailed.replaced,
      });
      return mailed.status === "failed"
        ? `Not e-mailed: the mail server refused it (see the communication hub). Create a link and send it yourself.`
        : `Link e-mailed to ${mailed.to}.`;
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      return `Not e-mailed: ${error.message}`;
    }
  };
  switch (intent) {
    case "send-work-order": {
      const submission = parseForm(formData, { schema: sendWorkOrderSchema });
      if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
      try {
        const sent = await sendWorkOrder({
          subcontractorId,
          jobNumber: submission.value.jobNumber,
          instructions: submission.value.instructions,
          actorId: ctx.audit.actorId,
          onBehalfOfId: ctx.audit.onBehalfOfId,
          now,
        });
        await audit("work_order.sent", subcontractorId, { workOrderId: sent.id, jobNumber: sent.jobNumber });
        const notes: string[] = [];
        if (submission.value.emailLink) notes.push(await emailAndAudit(sent.id));
        const warning = insuranceWarning((await insuranceOnFile(subcontractorId, now)).status);
        if (warning) notes.push(warning);
        return redirectWithToast(back, {
          type: "success",
          title: `Job #${sent.jobNumber} sent as a work order`,
          description: notes.join(" ") || undefined,
        });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
      }
    }
    case "email-work-order": {
      const workOrderId = String(formData.get("workOrderId") ?? "").slice(0, 40);
      const note = await emailAndAudit(workOrderId);
      return redirectWithToast(back, { type: note.startsWith("Not e-mailed") ? "error" : "success", title: note });
    }
    case "create-link": {
      const submission = parseForm(formData, { schema: createLinkSchema });
      if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
      const link = await createSubcontractorLink({
        subcontractorId,
        days: submission.value.days,
        actorId: ctx.audit.actorId,
        now,
      });
      if (!link) throw notFound();
      await audit("subcontractor_link.created", subcontractorId, { linkId: link.id, expiresAt: link.expiresAt });
      return json({
        intent,
        link: { url: `${getEnv().appUrl}${dashboardUrl(link.token)}`, expiresAt: link.expiresAt },
      });
    }
    case "revoke-link": {
      const linkId = String(formData.get("linkId") ?? "").slice(0, 40);
      const revoked = await revokeSubcontractorLink({ subcontractorId, linkId, now });
      if (revoked) await audit("subcontractor_link.revoked", subcontractorId, { linkId });
      return redirectWithToast(back, {
        type: revoked ? "success" : "error",
        title: revoked ? "Link revoked — it no longer opens" : "That link was already revoked",
      });
    }
    case "withdraw-work-order": {
      const workOrderId = String(formData.get("workOrderId") ?? "").slice(0, 40);
      try {
        const done = await withdrawWorkOrder({ subcontractorId, workOrderId, actorId: ctx.audit.actorId });
        if (!done) throw notFound();
        await audit("work_order.withdrawn", subcontractorId, { workOrderId });
        return redirectWithToast(back, { type: "success", title: "Work order withdrawn" });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return redirectWithToast(back, { type: "error", title: error.message });
      }
    }
  }
  return null;
}
