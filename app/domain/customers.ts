// The back-office customer list, its filters and the rules around customers (issue 17, ADR 170): what the URL's
// filters mean, who may see whose profile through /api/profiles, which accounts look like duplicates, whether two may
// be merged, and which role changes are allowed. Pure: the server loads the data, these decide.
import { z } from "zod";
import { contactEmailField, phoneField, requiredText } from "./form-fields.ts";
import { OPERATIONS_ROLES, isProfileType, isRole, type ProfileType, type Role } from "./roles.ts";
import { labelledValues, isIn, oneOfOr } from "./labelled-values.ts";

export const CUSTOMER_SORT_LABELS = {
  name: "Name A–Z",
  newest: "Newest first",
  oldest: "Oldest first",
  email: "E-mail A–Z",
};
export const CUSTOMER_SORTS = labelledValues(CUSTOMER_SORT_LABELS);
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** Last activity: a job, order or invoice created in the window (active) or none for a year (dormant). */
export const ACTIVITY_LABELS = {
  "30d": "Active in the last 30 days",
  "90d": "Active in the last 90 days",
  "365d": "Active in the last 12 months",
  dormant: "Nothing for 12 months",
};
export const ACTIVITY_FILTERS = labelledValues(ACTIVITY_LABELS);
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export const ACTIVITY_DAYS: Record<ActivityFilter, number> = { "30d": 30, "90d": 90, "365d": 365, dormant: 365 };

export interface CustomerFilters {
  q: string;
  /** null: customers and owners (the default list); a role: every account with it. */
  role: Role | null;
  profileType: ProfileType | null;
  unpaid: boolean;
  subscribed: boolean;
  activity: ActivityFilter | null;
  sort: CustomerSort;
}

/** The list's filters from the query string; anything unknown is ignored rather than refused. */
export function parseCustomerFilters(params: URLSearchParams): CustomerFilters {
  const role = params.get("role") ?? "";
  const type = params.get("type") ?? "";
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    role: isRole(role) ? role : null,
    profileType: isProfileType(type) ? type : null,
    unpaid: params.get("unpaid") === "1",
    subscribed: params.get("subscribed") === "1",
    activity: oneOfOr(ACTIVITY_FILTERS, params.get("activity"), null),
    sort: oneOfOr(CUSTOMER_SORTS, params.get("sort"), "name"),
  };
}

/** The filters back as a query string (for the CSV link and pagination), leaving out defaults. */
export function customerFilterQuery(f: CustomerFilters): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.role) p.set("role", f.role);
  if (f.profileType) p.set("type", f.profileType);
  if (f.unpaid) p.set("unpaid", "1");
  if (f.subscribed) p.set("subscribed", "1");
  if (f.activity) p.set("activity", f.activity);
  if (f.sort !== "name") p.set("sort", f.sort);
  return p.toString();
}

/** HIN as stored (app/domain/vessel.ts): upper-case without separators, so a search typed with dashes still finds it. */
export function hinSearchTerm(q: string): string | null {
  const compact = q.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return compact.length >= 3 ? compact : null;
}

/** Phone digits only, for matching numbers typed with or without spaces. */
export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? "").replace(/\D/g, "").replace(/^61(?=4)/, "0");
}

// ── the contact form and notes

export const customerContactSchema = z.object({
  fullName: requiredText("Name is required", { max: 120, tooLong: "Name is too long" }),
  email: contactEmailField("E-mail is required"),
  phone: phoneField(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

export const customerNoteSchema = z.object({
  body: requiredText("Write the note", { max: 4000, tooLong: "Keep a note under 4,000 characters" }),
});

/** The @mentions in a note (staff first names or e-mail local parts), lower-cased and unique. */
export function mentionsIn(body: string): string[] {
  const found = new Set<string>();
  for (const m of body.matchAll(/(?:^|[^\w@])@([a-z][\w.-]{1,40})/gi)) found.add(m[1]!.toLowerCase());
  return [...found];
}

// ── /api/profiles visibility (spec §7)

export interface ProfileViewer {
  email: string;
  roles: readonly string[];
}

/**
 * Who may see the profile for `email`: yourself always; the operations roles (staff, managers, service providers,
 * admins) anyone; anyone else nobody (the
 * answer is the same empty list whether or not the account exists).
 */
export function profileLookup(viewer: ProfileViewer | null, email: string): "self" | "anyone" | "none" {
  if (!viewer) return "none";
  if (viewer.email.trim().toLowerCase() === email.trim().toLowerCase()) return "self";
  if (viewer.roles.some((r) => isIn(OPERATIONS_ROLES, r))) return "anyone";
  return "none";
}

// ── role changes

export class RoleRule extends Error {}

/**
 * Whether `actorId` may set `targetId`'s roles from `before` to `after`: at least one role, never your own admin
 * role away, never the last admin's. `adminCount` is the number of accounts holding admin now.
 */
export function roleChangeProblem(input: {
  actorId: string;
  targetId: string;
  before: readonly string[];
  after: readonly string[];
  adminCount: number;
}): string | null {
  if (input.after.length === 0) return "An account needs at least one role.";
  const losesAdmin = input.before.includes("admin") && !input.after.includes("admin");
  if (!losesAdmin) return null;
  if (input.actorId === input.targetId) return "You cannot remove your own admin role.";
  if (input.adminCount <= 1) return "This is the last admin: make someone else an admin first.";
  return null;
}

// ── duplicates and merging

export interface DuplicateCandidate {
  id: string;
  email: string;
  phone: string | null;
  hins: readonly string[];
}

export interface DuplicatePair {
  keepId: string;
  mergeId: string;
  reasons: ("email" | "phone" | "hin")[];
}

/**
 * Likely duplicates among `people`: the same e-mail ignoring case, the same phone digits (8 or more) or a shared
 * HIN. Each pair once, the first-listed person kept (pass them oldest first), with every reason that matched.
 */
export function findDuplicatePairs(people: readonly DuplicateCandidate[]): DuplicatePair[] {
  const pairs = new Map<string, DuplicatePair>();
  const pairUp = (reason: DuplicatePair["reasons"][number], ids: string[]) => {
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const k = `${ids[i]}|${ids[j]}`;
        const pair = pairs.get(k) ?? { keepId: ids[i]!, mergeId: ids[j]!, reasons: [] };
        if (!pair.reasons.includes(reason)) pair.reasons.push(reason);
        pairs.set(k, pair);
      }
  };
  const group = (keyOf: (p: DuplicateCandidate) => string[], reason: DuplicatePair["reasons"][number]) => {
    const byKey = new Map<string, string[]>();
    for (const p of people)
      for (const key of keyOf(p)) {
        const list = byKey.get(key) ?? [];
        if (!list.includes(p.id)) list.push(p.id);
        byKey.set(key, list);
      }
    for (const ids of byKey.values()) if (ids.length > 1) pairUp(reason, ids);
  };
  group((p) => [p.email.trim().toLowerCase()], "email");
  group((p) => {
    const d = phoneDigits(p.phone);
    return d.length >= 8 ? [d] : [];
  }, "phone");
  group((p) => p.hins.map((h) => h.toUpperCase().replace(/[^A-Z0-9]/g, "")).filter((h) => h.length >= 3), "hin");
  return [...pairs.values()];
}

/** Why two accounts may not be merged, or null. */
export function mergeProblem(keep: { id: string; hasPassword: boolean; isStaff: boolean }, merge: typeof keep) {
  if (keep.id === merge.id) return "Choose two different customers.";
  if (keep.hasPassword && merge.hasPassword)
    return "Both customers sign in with a password: ask one of them to stop using their account first.";
  if (keep.isStaff || merge.isStaff) return "Staff and admin accounts are not merged here.";
  return null;
}

/** The contact fields the kept customer ends with: its own, filled in from the other where empty. */
export function mergedContact(
  keep: { fullName: string; phone: string | null; firstName: string | null; lastName: string | null },
  merge: { fullName: string; phone: string | null; firstName: string | null; lastName: string | null },
) {
  return {
    fullName: keep.fullName.trim() || merge.fullName,
    phone: keep.phone?.trim() ? keep.phone : merge.phone,
    firstName: keep.firstName ?? merge.firstName,
    lastName: keep.lastName ?? merge.lastName,
  };
}

/** Active clients: how many months back to look (the URL's ?months=), 1–36, default 6. */
export function activeMonths(raw: string | null): number {
  const n = Number.parseInt(raw ?? "", 10);
  return Number.isFinite(n) && n >= 1 && n <= 36 ? n : 6;
}
