import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { LOCATION_KIND_LABELS, formatHours, type LocationKind } from "~/domain/vessel.ts";
import { VESSEL_TYPE_LABELS, type VesselType } from "~/domain/vessel-types.ts";
import { FLEET_ROLE_LABELS, isFleetRole } from "~/domain/fleet.ts";
import { listFleetVesselsFor } from "~/models/fleet-accounts.server.ts";
import { maintenanceForViewer } from "~/models/maintenance.server.ts";
import { listOwnVessels } from "~/models/vessel.server.ts";
import { DueBadge } from "~/screens/vessel/maintenance-due.tsx";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [{ title: "Your vessels | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const [vessels, dues, fleetVessels] = await Promise.all([
    listOwnVessels(user),
    maintenanceForViewer(user, getNow(request)),
    listFleetVesselsFor(user.id),
  ]);
  const dueOf = new Map(dues.map((d) => [d.vesselId, d.items]));
  return json({
    vessels: vessels.map((v) => {
      const items = dueOf.get(v.id) ?? [];
      return {
        ...v,
        overdue: items.filter((i) => i.state === "overdue").length,
        dueSoon: items.filter((i) => i.state === "due_soon").length,
      };
    }),
    fleetVessels: fleetVessels.map((v) => {
      const role = v.fleetLink?.fleetAccount.members[0]?.role;
      return {
        id: v.id,
        name: v.name,
        type: v.type,
        lengthMetres: v.lengthMetres,
        where: [v.homeMarina, v.berth].filter(Boolean).join(" · "),
        fleet: v.fleetLink?.fleetAccount.name ?? "",
        role: isFleetRole(role) ? FLEET_ROLE_LABELS[role] : "",
      };
    }),
  });
}

export default function Vessels() {
  const { vessels, fleetVessels } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Your vessels"
        description="Each boat's record, engine hours, maintenance and history."
        links={[{ to: "/owner/add-vessel", label: "Add a vessel", primary: true }]}
      />
      {vessels.length === 0 ? (
        <EmptyState title="No vessels yet">
          <Link to="/owner/add-vessel">Add your boat</Link> and we will remember what she needs and when.
        </EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {vessels.map((v) => (
            <li key={v.id}>
              <Link
                to={`/owner/vessels/${v.id}`}
                className="card block h-full no-underline transition-shadow hover:shadow-md focus-visible:shadow-md"
              >
                <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">
                  {VESSEL_TYPE_LABELS[v.type as VesselType] ?? v.type}
                  {v.lengthMetres ? ` · ${v.lengthMetres} m` : ""}
                </p>
                <h2 className="mt-1 text-xl font-bold">{v.name}</h2>
                <p className="mt-1 text-sm text-ink">
                  {[v.locationKind ? LOCATION_KIND_LABELS[v.locationKind as LocationKind] : null, v.homeMarina, v.berth]
                    .filter(Boolean)
                    .join(" · ") || "Location not recorded"}
                </p>
                {v.engines.length ? (
                  <p className="mt-1 text-sm text-ink">
                    {v.engines.map((e) => `${e.label ?? e.make} ${formatHours(e.hours)}`).join(" · ")}
                  </p>
                ) : null}
                <div className="mt-3 flex flex-wrap gap-2">
                  {v.overdue ? <DueBadge state="overdue" /> : null}
                  {v.dueSoon ? <DueBadge state="due_soon" /> : null}
                  {!v.overdue && !v.dueSoon ? <DueBadge state="ok" /> : null}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {fleetVessels.length ? (
        <section aria-labelledby="fleet-vessels" className="mt-8">
          <h2 id="fleet-vessels" className="text-xl font-bold">
            Your organisations' vessels
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {fleetVessels.map((v) => (
              <li key={v.id}>
                <Link
                  to={`/owner/vessels/${v.id}`}
                  className="card block h-full no-underline transition-shadow hover:shadow-md focus-visible:shadow-md"
                >
                  <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">
                    {v.fleet}
                    {v.role ? ` · ${v.role}` : ""}
                  </p>
                  <h3 className="mt-1 text-xl font-bold">{v.name}</h3>
                  <p className="mt-1 text-sm text-ink">
                    {VESSEL_TYPE_LABELS[v.type as VesselType] ?? v.type}
                    {v.lengthMetres ? ` · ${v.lengthMetres} m` : ""}
                    {v.where ? ` · ${v.where}` : ""}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
