// Disabling an account and ending its sessions (issue 17, ADR 171 addendum of 2026-11-27): the rules, without I/O.
import { z } from "zod";
import { labelledValues, isOneOf } from "./labelled-values.ts";

export const ACCOUNT_STATE_LABELS = { active: "Active", disabled: "Disabled" };
export const ACCOUNT_STATES = labelledValues(ACCOUNT_STATE_LABELS);
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const isAccountState = isOneOf(ACCOUNT_STATES);

export function accountStateOf(user: { disabledAt: Date | string | null }): AccountState {
  return user.disabledAt ? "disabled" : "active";
}

/**
 * What the sign-in form says to someone who typed the right password for a disabled account. A wrong password
 * gets the usual "Invalid email or password.", so the form never tells a stranger that an address has an account.
 */
export const DISABLED_SIGN_IN_MESSAGE =
  "This account is disabled. Please contact Bosun if you think this is a mistake.";

export const REASON_MAX = 500;

/** The one field of the disable, re-enable and sign-out-everywhere forms: why, kept in the audit event. */
export const accountAccessSchema = z.object({
  reason: z.string().trim().max(REASON_MAX, `Keep the reason under ${REASON_MAX} characters.`).optional(),
});

/**
 * Why `actorId` may not disable `target`, or null. Never yourself; never an account already disabled; never the
 * last active admin. `otherActiveAdmins` counts active admin accounts other than the target.
 */
export function disableProblem(input: {
  actorId: string;
  target: { id: string; disabled: boolean; isAdmin: boolean };
  otherActiveAdmins: number;
}): string | null {
  if (input.target.id === input.actorId) return "You cannot disable your own account.";
  if (input.target.disabled) return "This account is already disabled.";
  if (input.target.isAdmin && input.otherActiveAdmins < 1) {
    return "This is the last active admin: make someone else an admin first.";
  }
  return null;
}

export function enableProblem(target: { disabled: boolean }): string | null {
  return target.disabled ? null : "This account is already active.";
}
