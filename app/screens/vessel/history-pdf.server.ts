import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatJobNumber } from "~/domain/job-lifecycle.ts";
import { formatHin, formatHours, HULL_MATERIAL_LABELS, type HullMaterial } from "~/domain/vessel.ts";
import { VESSEL_TYPE_LABELS, type VesselType } from "~/domain/vessel-types.ts";
import { vesselHistoryFacts, type Viewer } from "~/models/vessel.server.ts";
import { renderHistoryPdf } from "~/utils/history-pdf.server.ts";
import { notFound } from "~/utils/misc.ts";
import { businessSettingsSnapshot } from "~/utils/business-settings.server.ts";

// A vessel's service history as a PDF download, for whoever the caller has checked may read it (the vessel page's
// viewers through vesselScope, or an ultra share link).
export async function historyPdfResponse(viewer: Viewer, vesselId: string, now: Date) {
  const facts = await vesselHistoryFacts(viewer, vesselId);
  if (!facts) throw notFound("Vessel not found");
  const { vessel, jobs } = facts;
  const pdf = await renderHistoryPdf({
    business: {
      name: businessSettingsSnapshot().name,
      abn: businessSettingsSnapshot().abn,
      phone: businessSettingsSnapshot().phone,
      email: businessSettingsSnapshot().email,
    },
    generatedOn: formatDate(now),
    vessel: {
      name: vessel.name,
      details: [
        [
          VESSEL_TYPE_LABELS[vessel.type as VesselType] ?? vessel.type,
          [vessel.make, vessel.model].filter(Boolean).join(" "),
          vessel.lengthMetres ? `${vessel.lengthMetres} m` : null,
          vessel.year ? `built ${vessel.year}` : null,
          vessel.hullMaterial ? HULL_MATERIAL_LABELS[vessel.hullMaterial as HullMaterial] : null,
        ]
          .filter(Boolean)
          .join(" · "),
        vessel.hin ? `HIN ${formatHin(vessel.hin)}` : null,
        vessel.registration ? `NSW registration ${vessel.registration}` : null,
        vessel.antifoulAppliedOn
          ? `Antifouling${vessel.antifoulType ? ` (${vessel.antifoulType})` : ""} applied ${formatServiceDate(vessel.antifoulAppliedOn)}`
          : null,
      ].filter((l): l is string => !!l),
      engines: vessel.engines.map(
        (e) =>
          `Engine${e.label ? ` (${e.label})` : ""}: ${[e.make, e.model].filter(Boolean).join(" ")}${e.serial ? `, serial ${e.serial}` : ""}, ${formatHours(e.hours)}`,
      ),
    },
    entries: jobs.map((j) => ({
      date: formatDate(j.completedAt ?? j.updatedAt),
      title: j.title,
      number: formatJobNumber(j.number),
      by: j.assignedStaff?.fullName ?? null,
      work: j.items.map((i) => (i.quantity > 1 ? `${i.name} × ${i.quantity}` : i.name)),
      notes: null,
    })),
  });
  const fileName = `service-history-${vessel.name.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "") || "vessel"}.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
    },
  });
}
