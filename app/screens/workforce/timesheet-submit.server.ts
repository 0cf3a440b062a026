// The field worker submits a week of time for approval (issue 15, ADR 151): the server half of TimesheetSubmit.
import { json } from "@remix-run/node";
import { isDateKey } from "~/domain/booking.ts";
import { TimesheetRefusal, submitTimesheet } from "~/models/timesheets.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export async function timesheetSubmitAction(request: Request) {
  const ctx = await requirePortal(request, "fieldstaff");
  const formData = await readForm(request);
  if (formData.get("intent") !== "submit-week") throw unknownIntent();
  const week = String(formData.get("week") ?? "");
  if (!isDateKey(week)) return json({ error: "Choose a week to submit." }, { status: 400 });
  try {
    const sheet = await submitTimesheet({ userId: ctx.user.id, week, now: getNow(request) });
    await recordAudit(request, {
      action: "timesheet.submitted",
      actorId: ctx.audit.actorId,
      subjectUserId: ctx.user.id,
      entityType: "timesheet",
      entityId: sheet.id,
      details: {
        weekStart: sheet.weekStart,
        travelMinutes: sheet.travelMinutes,
        onSiteMinutes: sheet.onSiteMinutes,
        onBehalfOfId: ctx.audit.onBehalfOfId,
      },
    });
    return redirectWithToast(`/fieldstaff/time-management?week=${sheet.weekStart}`, {
      type: "success",
      title: "Timesheet submitted",
      description: "The office will approve it or tell you what to fix.",
    });
  } catch (error) {
    if (error instanceof TimesheetRefusal) return json({ error: error.message }, { status: 400 });
    throw error;
  }
}
