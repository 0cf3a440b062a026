// The vessel page's server half, shared by the owner portal (/owner/vessels/{id}), operations (/staff/vessels/{id})
// and the crew portal (/crew/vessels/{id}). What a viewer may see and do comes from the vessel's permissions.
import { json } from "@remix-run/node";
import { engineSchema, emailOnlySchema, hoursSchema, intervalSchema } from "~/domain/vessel-schemas.ts";
import type { Portal } from "~/domain/roles.ts";
import { serviceRequestSchema } from "~/domain/service-requests.ts";
import { maintenanceFor } from "~/models/maintenance.server.ts";
import { createServiceRequest } from "~/models/service-request.server.ts";
import {
  addDelegate,
  addEngine,
  cancelTransfer,
  getVesselPage,
  logEngineHours,
  removeDelegate,
  removeEngine,
  setServiceInterval,
  startTransfer,
  VesselInputError,
} from "~/models/vessel.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { getEnv } from "~/utils/env.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";
import { invariantResponse } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const VESSEL_BASE: Record<"owner" | "staff" | "crew", string> = {
  owner: "/owner/vessels",
  staff: "/staff/vessels",
  crew: "/crew/vessels",
};

export async function loadVesselPage(request: Request, portal: "owner" | "staff" | "crew", id: string) {
  const ctx = await requirePortal(request, portal);
  const page = await getVesselPage(ctx.user, id);
  invariantResponse(page, "Vessel not found", { status: 404 });
  const [due] = await maintenanceFor({ id: page.vessel.id }, getNow(request), 1);
  return json({ ...page, due: due ?? null, base: VESSEL_BASE[portal], portal });
}

type Intent =
  | "log-hours"
  | "add-engine"
  | "remove-engine"
  | "interval"
  | "add-delegate"
  | "remove-delegate"
  | "transfer"
  | "cancel-transfer"
  | "request-work";

const refuse = (intent: Intent | null, formData: FormData, message: string, status = 400) =>
  json({ intent, result: unparsedReply(formData, { formErrors: [message] }) }, { status });

export async function handleVesselAction(request: Request, portal: "owner" | "staff" | "crew", id: string) {
  const ctx = await requirePortal(request, portal as Portal);
  const viewer = ctx.user;
  const now = getNow(request);
  const page = await getVesselPage(viewer, id);
  invariantResponse(page, "Vessel not found", { status: 404 });
  const { permissions } = page;
  const here = `${VESSEL_BASE[portal]}/${id}`;
  const formData = await readForm(request);
  const intent = String(formData.get("intent") ?? "") as Intent;
  const audit = (action: string, details?: Record<string, unknown>) =>
    recordAudit(request, {
      action,
      actorId: ctx.audit.actorId,
      subjectUserId: page.vessel.ownerId,
      entityType: "vessel",
      entityId: id,
      details,
    });

  try {
    switch (intent) {
      case "log-hours": {
        if (!permissions.canLogHours) return refuse(intent, formData, "You cannot log hours for this vessel.", 403);
        const submission = parseForm(formData, { schema: hoursSchema });
        if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
        await logEngineHours(viewer, id, { ...submission.value, meterReplaced: !!submission.value.meterReplaced }, now);
        await audit("vessel.hours_logged", { engineId: submission.value.engineId, hours: submission.value.hours });
        return redirectWithToast(here, { type: "success", title: `Logged ${submission.value.hours} h` });
      }
      case "add-engine": {
        if (!permissions.canEdit) return refuse(intent, formData, "Only the owner can add engines.", 403);
        const submission = parseForm(formData, { schema: engineSchema });
        if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
        await addEngine(viewer, id, submission.value, now);
        await audit("vessel.engine_added", { make: submission.value.make });
        return redirectWithToast(here, { type: "success", title: "Engine added" });
      }
      case "remove-engine": {
        if (!permissions.canEdit) return refuse(intent, formData, "Only the owner can remove engines.", 403);
        const engineId = String(formData.get("engineId") ?? "");
        if (!(await removeEngine(viewer, id, engineId)))
          return refuse(intent, formData, "That engine is already gone.");
        await audit("vessel.engine_removed", { engineId });
        return redirectWithToast(here, { type: "success", title: "Engine removed" });
      }
      case "interval": {
        if (!permissions.canEdit) return refuse(intent, formData, "Only the owner can change service intervals.", 403);
        const submission = parseForm(formData, { schema: intervalSchema });
        if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
        await setServiceInterval(viewer, id, submission.value);
        await audit("vessel.interval_set", submission.value);
        return redirectWithToast(here, { type: "success", title: "Service schedule saved" });
      }
      case "add-delegate": {
        if (!permissions.canDelegate) return refuse(intent, formData, "Only the owner can add crew.", 403);
        const submission = parseForm(formData, { schema: emailOnlySchema });
        if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
        const crew = await addDelegate(viewer, id, submission.value.email);
        await audit("vessel.delegate_added", { userId: crew?.id });
        return redirectWithToast(here, {
          type: "success",
          title: `${crew?.fullName ?? "Crew"} can now log hours and raise requests`,
        });
      }
      case "remove-delegate": {
        if (!permissions.canDelegate) return refuse(intent, formData, "Only the owner can remove crew.", 403);
        const userId = String(formData.get("userId") ?? "");
        await removeDelegate(viewer, id, userId);
        await audit("vessel.delegate_removed", { userId });
        return redirectWithToast(here, { type: "success", title: "Crew access removed" });
      }
      case "transfer": {
        if (!permissions.canTransfer) return refuse(intent, formData, "Only the owner can transfer a vessel.", 403);
        const submission = parseForm(formData, { schema: emailOnlySchema });
        if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
        const started = await startTransfer(viewer, id, submission.value.email, now);
        invariantResponse(started, "Vessel not found", { status: 404 });
        const link = `${getEnv().appUrl}/vessel-transfer/${started.token}`;
        await sendTemplatedEmail("vessel.transfer_offered", submission.value.email, {
          from_name: ctx.user.fullName,
          vessel: started.vessel.name,
          url: link,
        });
        await audit("vessel.transfer_started", { toEmail: submission.value.email });
        return redirectWithToast(here, {
          type: "success",
          title: "Transfer sent",
          description: `We e-mailed ${submission.value.email} a link to accept ${started.vessel.name}.`,
        });
      }
      case "cancel-transfer": {
        if (!permissions.canTransfer) return refuse(intent, formData, "Only the owner can cancel a transfer.", 403);
        await cancelTransfer(viewer, id);
        await audit("vessel.transfer_cancelled");
        return redirectWithToast(here, { type: "success", title: "Transfer cancelled" });
      }
      case "request-work": {
        if (!permissions.canRequestService)
          return refuse(intent, formData, "You cannot ask for work on this vessel.", 403);
        const submission = parseForm(formData, { schema: serviceRequestSchema });
        if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
        const job = await createServiceRequest(ctx.user, { ...submission.value, vesselId: id });
        invariantResponse(job, "Vessel not found", { status: 404 });
        await audit("service_request.created", { jobId: job.id });
        return redirectWithToast(here, {
          type: "success",
          title: "Request sent",
          description: "The owner and our team can follow it from here.",
        });
      }
      default:
        return refuse(null, formData, "That action is not available on this page. Reload and try again.");
    }
  } catch (error) {
    if (error instanceof VesselInputError) {
      return json(
        {
          intent,
          result: {
            ...unparsedReply(formData, { formErrors: [] }),
            error: { [error.field]: [error.message] },
          },
        },
        { status: 400 },
      );
    }
    throw error;
  }
}
