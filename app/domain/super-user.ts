// The operator's console /admin/super-user (issue 18, ADR 181): who the super-admin is (SUPER_ADMIN_EMAIL, spec §6 —
// configuration, never code) and the form for granting or revoking the admin role, which always needs a reason.
// There is no shared credential: acting as someone else is the audited impersonation of ADR 003/080. Pure.
import { z } from "zod";
import { requiredText } from "./form-fields.ts";

export function isSuperAdmin(email: string, superAdminEmail: string | null | undefined): boolean {
  const configured = (superAdminEmail ?? "").trim().toLowerCase();
  return configured.length > 0 && email.trim().toLowerCase() === configured;
}

export const adminRoleChangeSchema = z.object({
  email: z
    .string({ required_error: "Write the account's e-mail address" })
    .trim()
    .toLowerCase()
    .email("Write a valid e-mail address")
    .max(254, "The e-mail address is too long"),
  reason: requiredText("Say why (it is kept in the audit log)", {
    min: 5,
    max: 300,
    tooShort: "Say why in a few words (at least 5 characters); it is kept in the audit log",
    tooLong: "The reason can be at most 300 characters",
  }),
});
export type AdminRoleChange = z.output<typeof adminRoleChangeSchema>;

/** The audit actions the console links to, with their labels. */
export const AUDIT_SHORTCUTS = [
  { action: "role.admin_granted", label: "Admin role granted" },
  { action: "role.admin_revoked", label: "Admin role revoked" },
  { action: "impersonation.start", label: "Impersonation started" },
  { action: "impersonation.refused", label: "Impersonation refused" },
  { action: "setting.changed", label: "Settings and templates changed" },
  { action: "auth.sign_in", label: "Sign-ins" },
] as const;

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "unknown";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}
