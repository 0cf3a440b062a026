// The server half of subcontractor work orders (issue 16, ADR 161): the public /subcontractor/dashboard, opened with
// the link's token, and the office's intents on /admin/subcontractor.
import { randomUUID } from "node:crypto";
import { json } from "@remix-run/node";
import { Refusal } from "~/domain/refusal.ts";
import { createLinkSchema, sendWorkOrderSchema, workOrderPostSchema } from "~/domain/work-orders.ts";
import {
  applyWorkOrderPost,
  createSubcontractorLink,
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

/** Wrong tokens from one address: a business opens its own link many times, a guesser gets 20 tries an hour. */
export const LINK_GUESS_RULE: RateLimitRule = { limit: 20, windowMs: 60 * 60 * 1000 };

export const DASHBOARD_PATH = "/subcontractor/dashboard";

export function dashboardUrl(token: string, extra = "") {
  return `${DASHBOARD_PATH}?token=${encodeURIComponent(token)}${extra}`;
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
  const list = await subcontractorDashboard(link.subcontractor.id, page);
  return json(
    {
      token,
      business: link.subcontractor.name,
      expiresAt: link.expiresAt,
      opened: null,
      list,
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

// ───────────── the office (/admin/subcontractor) ─────────────

export const OFFICE_INTENTS = ["send-work-order", "create-link", "revoke-link", "withdraw-work-order"] as const;

/** Handles the office's work-order intents; null when the post is not one of them. */
export async function officeWorkOrderAction(
  request: Request,
  ctx: AuthContext,
  subcontractorId: string,
  formData: FormData,
) {
  const intent = String(formData.get("intent") ?? "");
  if (!(OFFICE_INTENTS as readonly string[]).includes(intent)) return null;
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
        return redirectWithToast(back, { type: "success", title: `Job #${sent.jobNumber} sent as a work order` });
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
      }
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
