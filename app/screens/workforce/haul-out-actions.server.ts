// Reading and saving the haul-out form (issue 15) for /admin/slr and /admin/slr/{slrId}.
import { json } from "@remix-run/node";
import { parseDollarsToCents } from "~/domain/money.ts";
import { haulOutSchema } from "~/domain/workforce.ts";
import { createHaulOut, updateHaulOut } from "~/models/haul-outs.server.ts";
import { WorkforceRefusal } from "~/models/workforce.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { parseForm, refusalReply } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export async function saveHaulOutAction(request: Request, formData: FormData, actorId: string, id: string | null) {
  const submission = parseForm(formData, { schema: haulOutSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { cost, ...v } = submission.value;
  const input = { ...v, costCents: cost ? (parseDollarsToCents(cost) ?? 0) : 0 };
  try {
    const saved = id ? (await updateHaulOut(id, input), { id }) : await createHaulOut(input, actorId);
    await recordAudit(request, {
      action: id ? "haul_out.updated" : "haul_out.created",
      actorId,
      entityType: "haul_out",
      entityId: saved.id,
      details: { vessel: v.vesselName, yard: v.yard, outOn: v.outOn, backInOn: v.backInOn },
    });
    return redirectWithToast(`/admin/slr/${saved.id}`, {
      type: "success",
      title: id ? "Haul-out saved" : "Haul-out requested",
    });
  } catch (error) {
    if (error instanceof WorkforceRefusal) return refusalReply(submission, error);
    throw error;
  }
}
