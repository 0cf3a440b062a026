// The actions of job costing and overheads (issue 19): each reads its form with its schema, calls the model, and
// answers with a redirect and a toast, or `{ intent, result }` with the reason next to the field.
import { json } from "@remix-run/node";
import { toCents } from "~/domain/invoice-schemas.ts";
import { formatCents } from "~/domain/money.ts";
import { jobCostSchema, labourRateSchema, overheadSchema, subcontractorSchema } from "~/domain/report-schemas.ts";
import { formatMonth, parseHours } from "~/domain/reports.ts";
import {
  CostingRefusal,
  addJobCost,
  addOverhead,
  addSubcontractor,
  removeJobCost,
  removeOverhead,
  setDefaultLabourRate,
} from "~/models/job-costing.server.ts";
import { parseForm, refusalResult } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

interface Ctx {
  formData: FormData;
  actorId: string;
  redirectTo: string;
}

const formIdOf = (kind: string) => `cost-${kind === "haul_out" ? "materials" : kind}`;

export async function addCostAction(c: Ctx & { jobId: string | null }) {
  const submission = parseForm(c.formData, { schema: jobCostSchema });
  const kind = String(c.formData.get("kind") ?? "");
  const intent = formIdOf(kind);
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  if (!c.jobId) throw notFound("Choose a job first");
  const v = submission.value;
  try {
    const r = await addJobCost(
      c.jobId,
      {
        kind: v.kind,
        description: v.description,
        hundredthsHours: v.hours ? (parseHours(v.hours) ?? undefined) : undefined,
        rateCents: v.rate ? toCents(v.rate) : undefined,
        amountCents: v.amount ? toCents(v.amount) : undefined,
        gstCents: v.gst ? toCents(v.gst) : 0,
        workerId: v.workerId || null,
        subcontractorId: v.subcontractorId || null,
        paidOn: v.paidOn ?? null,
        incurredOn: v.incurredOn,
      },
      c.actorId,
    );
    return redirectWithToast(c.redirectTo, { type: "success", title: "Cost added", description: r.label });
  } catch (error) {
    if (!(error instanceof CostingRefusal)) throw error;
    return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
  }
}

export async function removeCostAction(c: Ctx & { jobId: string | null }) {
  const costId = String(c.formData.get("costId") ?? "");
  if (!c.jobId || !costId) throw notFound();
  try {
    await removeJobCost(c.jobId, costId, c.actorId);
  } catch (error) {
    if (!(error instanceof CostingRefusal)) throw error;
    return redirectWithToast(c.redirectTo, { type: "error", title: "Nothing removed", description: error.message });
  }
  return redirectWithToast(c.redirectTo, { type: "success", title: "Cost removed" });
}

export async function subcontractorAction(c: Ctx) {
  const intent = "subcontractor";
  const submission = parseForm(c.formData, { schema: subcontractorSchema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  try {
    const s = await addSubcontractor(submission.value);
    return redirectWithToast(c.redirectTo, {
      type: "success",
      title: "Subcontractor added",
      description: `${s.name} can now be chosen on a job's costs.`,
    });
  } catch (error) {
    if (!(error instanceof CostingRefusal)) throw error;
    return json({ intent, ...refusalResult(submission, error) }, { status: 400 });
  }
}

export async function labourRateAction(c: Ctx) {
  const intent = "labour-rate";
  const submission = parseForm(c.formData, { schema: labourRateSchema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const cents = toCents(submission.value.rate);
  await setDefaultLabourRate(cents, c.actorId);
  return redirectWithToast(c.redirectTo, {
    type: "success",
    title: "Labour rate saved",
    description: `New labour entries start at ${formatCents(cents)} an hour.`,
  });
}

export async function overheadAction(c: Ctx) {
  const intent = "overhead";
  const submission = parseForm(c.formData, { schema: overheadSchema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const v = submission.value;
  await addOverhead(
    { month: v.month, category: v.category, description: v.description, amountCents: toCents(v.amount) },
    c.actorId,
  );
  return redirectWithToast(c.redirectTo, {
    type: "success",
    title: "Overhead added",
    description: `${formatCents(toCents(v.amount))} of ${v.category.toLowerCase()} in ${formatMonth(v.month)}.`,
  });
}

export async function removeOverheadAction(c: Ctx) {
  const id = String(c.formData.get("overheadId") ?? "");
  if (!id) throw notFound();
  try {
    await removeOverhead(id, c.actorId);
  } catch (error) {
    if (!(error instanceof CostingRefusal)) throw error;
    return redirectWithToast(c.redirectTo, { type: "error", title: "Nothing removed", description: error.message });
  }
  return redirectWithToast(c.redirectTo, { type: "success", title: "Overhead removed" });
}
