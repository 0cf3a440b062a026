// Who may do what with a vessel (issue 13, "Access"). The query scopes come from app/models/vessel.server.ts;
// these are the rules behind them, pure so they are unit tested.
import { hasAnyRole, OPERATIONS_ROLES, type RoleSubject } from "./roles.ts";

export type VesselRelation = "owner" | "operations" | "delegate" | "assigned_field" | "none";

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
  vessel: { ownerId: string; delegateIds: readonly string[]; assignedFieldIds?: readonly string[] },
): VesselRelation {
  if (vessel.ownerId === viewer.id) return "owner";
  if (hasAnyRole(viewer, OPERATIONS_ROLES)) return "operations";
  if (vessel.delegateIds.includes(viewer.id)) return "delegate";
  if (vessel.assignedFieldIds?.includes(viewer.id)) return "assigned_field";
  return "none";
}

export function vesselPermissions(relation: VesselRelation): VesselPermissions {
  const all = relation === "owner" || relation === "operations";
  return {
    relation,
    canEdit: all,
    canSeeAccessNotes: all || relation === "assigned_field",
    canLogHours: all || relation === "delegate" || relation === "assigned_field",
    canRequestService: all || relation === "delegate",
    canSeeMoney: all,
    canTransfer: relation === "owner",
    canDelegate: relation === "owner",
  };
}
