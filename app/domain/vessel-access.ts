// Who may do what with a vessel (issue 13, "Access"). The query scopes come from app/models/vessel.server.ts;
// these are the rules behind them, pure so they are unit tested.
import { hasAnyRole, OPERATIONS_ROLES, type RoleSubject } from "./roles.ts";

/** fleet_manager / fleet_skipper: a member of the fleet account the vessel belongs to (ADR 171). */
export type VesselRelation =
  "owner" | "operations" | "fleet_manager" | "delegate" | "fleet_skipper" | "assigned_field" | "none";

export interface VesselPermissions {
  relation: VesselRelation;
  canEdit: boolean;
  /** Gate codes and the like. */
  canSeeAccessNotes: boolean;
  canLogHours: boolean;
  canRequestService: boolean;
  /** Invoices, budget, quotes' prices. */
  canSeeMoney: boolean;
  canTransfer: boolean;
  canDelegate: boolean;
}

export function relationTo(
  viewer: RoleSubject & { id: string },
  vessel: {
    ownerId: string;
    delegateIds: readonly string[];
    assignedFieldIds?: readonly string[];
    /** The viewer's role in the vessel's (active) fleet account, if they are a member. */
    fleetRole?: string | null;
  },
): VesselRelation {
  if (vessel.ownerId === viewer.id) return "owner";
  if (hasAnyRole(viewer, OPERATIONS_ROLES)) return "operations";
  if (vessel.fleetRole === "manager") return "fleet_manager";
  if (vessel.delegateIds.includes(viewer.id)) return "delegate";
  if (vessel.fleetRole === "skipper") return "fleet_skipper";
  if (vessel.assignedFieldIds?.includes(viewer.id)) return "assigned_field";
  return "none";
}

export function vesselPermissions(relation: VesselRelation): VesselPermissions {
  const all = relation === "owner" || relation === "operations";
  const fleet = relation === "fleet_manager" || relation === "fleet_skipper";
  return {
    relation,
    canEdit: all,
    canSeeAccessNotes: all || fleet || relation === "assigned_field",
    canLogHours: all || fleet || relation === "delegate" || relation === "assigned_field",
    canRequestService: all || fleet || relation === "delegate",
    // A fleet's managers see its vessels' invoices; its skippers, like crew, never do.
    canSeeMoney: all || relation === "fleet_manager",
    canTransfer: relation === "owner",
    canDelegate: relation === "owner",
  };
}
