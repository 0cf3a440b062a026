// What a new password must be (issue 10, item 7): at least 8 characters, at most 200, and not one of the
// passwords attackers try first. Used by sign-up, the register card, password reset and password change;
// sign-in only checks that a password was typed, so accounts made before this rule can still sign in.
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

export const PASSWORD_TOO_SHORT = `Use at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_COMMON = "This password is one of the most common and easily guessed. Please choose another.";

/**
 * The most used passwords of 8 or more characters (shorter ones are refused by length anyway), from the
 * public breach-frequency lists (SecLists' top-10k and the NCSC's 100k list), plus the obvious local ones.
 * Compared case-insensitively, ignoring spaces.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  (
    "12345678 123456789 1234567890 12345678910 123123123 11111111 00000000 87654321 88888888 99999999 " +
    "password password1 password12 password123 password1234 passw0rd p@ssword p@ssw0rd passwort motdepasse " +
    "qwertyuiop qwerty123 qwerty12 qwerty1234 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx q1w2e3r4 asdfghjkl " +
    "asdfasdf zxcvbnm1 iloveyou iloveyou1 sunshine sunshine1 princess princess1 football football1 baseball " +
    "superman batman123 trustno1 whatever welcome1 welcome123 letmein1 letmein123 starwars changeme " +
    "computer internet michelle jennifer charlie1 monkey123 dragon123 master123 shadow123 freedom1 " +
    "abcdefgh abcd1234 abc12345 abcdef123 aa123456 a1234567 qazwsxedc 11223344 12341234 12344321 " +
    "147258369 159753456 987654321 123qweasd 1234qwer qwer1234 123456789a a123456789 test1234 testtest " +
    "administrator admin123 admin1234 adminadmin root1234 default1 secret123 google123 samsung1 " +
    "liverpool chelsea1 arsenal1 manchester australia australia1 sydney123 melbourne brisbane " +
    "boating1 sailing1 yachting boatboat bosun123 fishing1 anchor123 captain1 mariner1"
  ).split(" "),
);

/** Why this password may not be chosen, or null when it may. Pure. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return "Password is too long";
  const folded = password.toLowerCase().replace(/\s+/g, "");
  if (COMMON_PASSWORDS.has(folded)) return PASSWORD_TOO_COMMON;
  if (/^(.)\1+$/.test(folded)) return PASSWORD_TOO_COMMON;
  return null;
}

/** The Zod field for a password being chosen (never for signing in). */
export function newPasswordField(requiredMessage = "Password is required") {
  return z
    .string({ required_error: requiredMessage })
    .min(1, requiredMessage)
    .superRefine((value, ctx) => {
      const problem = passwordProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}
