// Roles, profile types, portal access and the post-login redirect (spec §3, §4, §6).
// Pure: every decision here is made from data the server loaded, never from the client.
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const ROLE_LABELS = {
  customer: "Customer",
  owner: "Owner",
  marine_professional: "Marine Professional",
  service_provider: "Service Provider",
  crew_member: "Crew Member",
  staff: "Staff",
  manager: "Manager",
  admin: "Admin",
};
export const ROLES = labelledValues(ROLE_LABELS);
export type Role = (typeof ROLES)[number];

export const PROFILE_TYPES = [
  "vessel_owner",
  "marine_professional",
  "service_provider",
  "crew_member",
  "customer",
] as const;
export type ProfileType = (typeof PROFILE_TYPES)[number];
export const DEFAULT_PROFILE_TYPE: ProfileType = "customer";

export const PROFILE_TYPE_LABELS: Record<ProfileType, string> = {
  vessel_owner: "Vessel Owner",
  marine_professional: "Marine Professional",
  service_provider: "Service Provider",
  crew_member: "Crew Member",
  customer: "Customer",
};

export const isRole = isOneOf(ROLES);

export const isProfileType = isOneOf(PROFILE_TYPES);

/** A user's roles as people read them ("Owner, Staff"); a value the app does not know is shown as stored. */
export function roleList(roles: readonly string[]): string {
  return roles.map((r) => (isRole(r) ? ROLE_LABELS[r] : r)).join(", ");
}

/** A stored profile type as people read it ("Vessel Owner"); a value the app does not know is shown as stored. */
export function profileTypeLabel(profileType: string): string {
  return isProfileType(profileType) ? PROFILE_TYPE_LABELS[profileType] : profileType;
}

export interface RoleSubject {
  roles: readonly string[];
  profileType?: string | null;
}

export function hasRole(user: RoleSubject, role: Role) {
  return user.roles.includes(role);
}

export function hasAnyRole(user: RoleSubject, roles: readonly Role[]) {
  return roles.some((r) => user.roles.includes(r));
}

/**
 * Where /dashboard sends a signed-in user (spec §4), with two additions recorded in
 * docs/decisions/004-roles-and-portals.md: managers land with staff, and users whose only
 * roles own a portal (service provider, marine professional, crew) land in that portal
 * instead of an owner portal they may not enter.
 */
export function dashboardPathFor(user: RoleSubject): string {
  if (hasRole(user, "admin")) return "/admin/dashboard";
  if (hasAnyRole(user, ["owner", "customer"])) return "/owner/dashboard-cards";
  if (hasAnyRole(user, ["staff", "manager"])) return "/staff/dashboard";
  if (hasRole(user, "service_provider")) return "/staff/dashboard";
  if (hasRole(user, "marine_professional")) return "/professional/dashboard";
  if (hasRole(user, "crew_member")) return "/crew/dashboard";
  switch (user.profileType) {
    case "vessel_owner":
      return "/owner/dashboard-cards";
    case "marine_professional":
      return "/professional/dashboard";
    case "service_provider":
      return "/staff/dashboard";
    default:
      return "/owner/dashboard-cards";
  }
}

export const PORTALS = ["owner", "customer", "staff", "fieldstaff", "crew", "admin"] as const;
export type Portal = (typeof PORTALS)[number];

/** Who may enter each portal. `customer` (the account area) is open to every signed-in user. */
export const PORTAL_ROLES: Record<Portal, readonly Role[] | "any"> = {
  owner: ["owner", "customer", "admin"],
  customer: "any",
  staff: ["staff", "manager", "service_provider", "admin"],
  fieldstaff: ["marine_professional", "admin"],
  crew: ["crew_member", "admin"],
  admin: ["admin"],
};

export const PORTAL_LABELS: Record<Portal, string> = {
  owner: "Owner Portal",
  customer: "My Account",
  staff: "Operations Portal",
  fieldstaff: "Field Portal",
  crew: "Crew Portal",
  admin: "Admin",
};

/**
 * Whether a user may enter a portal. Admin pages are also open while an admin is
 * impersonating someone (spec §6): `impersonatorIsAdmin` comes from the session row.
 */
export function canAccessPortal(user: RoleSubject, portal: Portal, impersonatorIsAdmin = false): boolean {
  if (portal === "admin") return hasRole(user, "admin") || impersonatorIsAdmin;
  const allowed = PORTAL_ROLES[portal];
  return allowed === "any" || hasAnyRole(user, allowed);
}

/** Staff-side roles that may act on any job or customer record. */
export const OPERATIONS_ROLES: readonly Role[] = ["staff", "manager", "service_provider", "admin"];
export const MANAGEMENT_ROLES: readonly Role[] = ["manager", "admin"];

export interface HeaderLink {
  label: string;
  to: string;
  /** Different destination on phones (spec §6: owner links). */
  mobileTo?: string;
}

/** Header links per role, exactly as spec §6 lists them. */
export function headerLinksFor(user: RoleSubject & { email: string }, superAdminEmail?: string | null): HeaderLink[] {
  const isSuper = !!superAdminEmail && user.email.toLowerCase() === superAdminEmail.toLowerCase();
  const isAdmin = hasRole(user, "admin");
  const links: HeaderLink[] = [{ label: "Account", to: "/customer/account" }];
  if (hasRole(user, "owner") || isSuper) {
    links.push({ label: "Owner Portal", to: "/owner/dashboard-cards", mobileTo: "/owner/dashboard" });
  }
  if ((hasRole(user, "marine_professional") && !isAdmin) || isSuper) {
    links.push({ label: "Field Portal", to: "/fieldstaff/dashboard" });
  }
  if (hasRole(user, "service_provider") || isAdmin || isSuper) {
    links.push({ label: "Operations Portal", to: "/staff/dashboard" });
  }
  if (isAdmin || isSuper) {
    links.push({ label: "Admin", to: isSuper ? "/admin/super-user" : "/admin/dashboard" });
    links.push({ label: "New Admin", to: "/new_admin" });
  }
  if (hasRole(user, "crew_member")) links.push({ label: "Crew Portal", to: "/crew/dashboard" });
  return links;
}

/** The portal cards of the /dashboard chooser (spec §2). */
export function portalChoicesFor(user: RoleSubject) {
  return [
    {
      key: "owner",
      title: "Vessel Owner",
      to: "/owner/dashboard-cards",
      available: canAccessPortal(user, "owner"),
      comingSoon: false,
    },
    {
      key: "professional",
      title: "Marine Professional",
      to: "/fieldstaff/dashboard",
      available: canAccessPortal(user, "fieldstaff"),
      comingSoon: true,
    },
    {
      key: "staff",
      title: "Staff",
      to: "/staff/dashboard",
      available: canAccessPortal(user, "staff"),
      comingSoon: false,
    },
    ...(hasRole(user, "admin")
      ? [{ key: "admin", title: "Admin Dashboard", to: "/admin/dashboard", available: true, comingSoon: false }]
      : []),
  ];
}

/** Impersonation is for admins, never onto another admin, never onto oneself. */
export function impersonationRefusal(
  actor: RoleSubject & { id: string },
  target: RoleSubject & { id: string },
): string | null {
  if (!hasRole(actor, "admin")) return "Only admins can switch to another user.";
  if (actor.id === target.id) return "You are already signed in as this user.";
  if (hasRole(target, "admin")) return "Admins cannot switch into another admin's account.";
  return null;
}
