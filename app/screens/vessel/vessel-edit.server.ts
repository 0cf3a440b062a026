// Adding and editing the vessel record: the owner portal and operations share these server halves.
import { json } from "@remix-run/node";
import { addVesselSchema, vesselSchema } from "~/domain/vessel-schemas.ts";
import { formatHin } from "~/domain/vessel.ts";
import { createVessel, getEditableVessel, updateVessel } from "~/models/vessel.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { invariantResponse } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { VESSEL_BASE } from "./vessel-page.server.ts";

export async function handleAddVessel(request: Request) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: addVesselSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { engineMake, engineModel, engineFuel, engineHours, ...record } = submission.value;
  const vessel = await createVessel(
    ctx.user.id,
    record,
    engineMake ? { make: engineMake, model: engineModel, fuel: engineFuel, hours: engineHours } : null,
    getNow(request),
  );
  await recordAudit(request, {
    action: "vessel.created",
    actorId: ctx.audit.actorId,
    subjectUserId: ctx.user.id,
    entityType: "vessel",
    entityId: vessel.id,
  });
  return redirectWithToast(`/owner/vessels/${vessel.id}`, {
    type: "success",
    title: `${record.name} added`,
    description: "We will keep her record and tell you when maintenance is due.",
  });
}

export async function loadEditVessel(request: Request, portal: "owner" | "staff", id: string) {
  const ctx = await requirePortal(request, portal);
  const vessel = await getEditableVessel(ctx.user, id);
  invariantResponse(vessel, "Vessel not found", { status: 404 });
  const s = (v: string | number | null) => (v === null ? "" : String(v));
  return json({
    id: vessel.id,
    name: vessel.name,
    base: VESSEL_BASE[portal],
    defaultValue: {
      name: vessel.name,
      type: vessel.type,
      make: s(vessel.make),
      model: s(vessel.model),
      lengthMetres: s(vessel.lengthMetres),
      year: s(vessel.year),
      hullMaterial: s(vessel.hullMaterial),
      hin: formatHin(vessel.hin),
      registration: s(vessel.registration),
      builderPlate: vessel.builderPlate ? "on" : "",
      antifoulType: s(vessel.antifoulType),
      antifoulAppliedOn: s(vessel.antifoulAppliedOn),
      locationKind: s(vessel.locationKind),
      homeMarina: s(vessel.homeMarina),
      berth: s(vessel.berth),
      accessNotes: s(vessel.accessNotes),
      notes: s(vessel.notes),
    },
  });
}

export async function handleEditVessel(request: Request, portal: "owner" | "staff", id: string) {
  const ctx = await requirePortal(request, portal);
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: vesselSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const updated = await updateVessel(ctx.user, id, submission.value);
  invariantResponse(updated, "Vessel not found", { status: 404 });
  await recordAudit(request, {
    action: "vessel.updated",
    actorId: ctx.audit.actorId,
    entityType: "vessel",
    entityId: id,
  });
  return redirectWithToast(`${VESSEL_BASE[portal]}/${id}`, { type: "success", title: "Vessel saved" });
}
