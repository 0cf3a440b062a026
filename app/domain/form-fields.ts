// The one strict money field and the one strict date field for every form (issue 10, item 6). A person types
// "1,250.50" or "$99.5" and gets cents; "1,0,0" or "12.345" is refused, never guessed at. A date is a real
// calendar date in YYYY-MM-DD (what <input type="date"> sends): "2026-02-31" is refused, not rolled over.
import { z } from "zod";
import { isDateKey } from "./booking.ts";
import { parseDollarsToCents } from "./money.ts";

/** $1,000,000: far above any single marine job or payment. */
export const MAX_MONEY_CENTS = 100_000_000;

/**
 * A dollars amount kept as the typed string (read it with parseDollarsToCents). `allowZero` for prices
 * that may be free (a quote line); payments and invoice lines must be more than zero.
 */
export function moneyField(label: string, opts: { allowZero?: boolean; example?: string } = {}) {
  const example = opts.example ?? "1,250.50";
  return z
    .string({ required_error: `Enter the ${label}` })
    .trim()
    .min(1, `Enter the ${label}`)
    .max(20, `Enter the ${label} in dollars, e.g. ${example}`)
    .refine((v) => {
      const cents = parseDollarsToCents(v);
      return cents !== null && (opts.allowZero ? cents >= 0 : cents > 0) && cents <= MAX_MONEY_CENTS;
    }, `Enter the ${label} in dollars, e.g. ${example}`);
}

/**
 * Text a person must type, trimmed. Missing or shorter than `min` (1 unless given) says `message` (or `tooShort`
 * where the short case needs its own words); longer than `max` says `tooLong` (zod's own words unless given).
 */
export function requiredText(
  message: string,
  opts: { min?: number; max: number; tooShort?: string; tooLong?: string },
) {
  return z
    .string({ required_error: message })
    .trim()
    .min(opts.min ?? 1, opts.tooShort ?? message)
    .max(opts.max, opts.tooLong);
}

/** An optional phone number: digits, spaces, brackets, + or -; `tooLong` over 30 characters (zod's words if undefined). */
export function phoneField(tooLong: string | undefined = "Phone number is too long") {
  return z
    .string()
    .trim()
    .max(30, tooLong)
    .regex(/^[+\d ()-]*$/, "Use digits, spaces, brackets, + or - only")
    .optional();
}

/** The e-mail box of the sign-in, sign-up and public enquiry forms. */
export function emailField() {
  return z
    .string({ required_error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .email("Enter a valid email address")
    .max(254, "Email is too long");
}

/** The customer's e-mail on the job, quote and invoice builders (the invoice stores it lower-case). */
export function customerEmailField(opts: { lowerCase?: boolean } = {}) {
  const typed = z.string({ required_error: "Enter the customer's email" }).trim();
  return (opts.lowerCase ? typed.toLowerCase() : typed).email("Enter a valid email address").max(200);
}

/** An e-mail address that must be given, kept lower-case: customer and fleet contacts, a fleet member, a new sign-in. */
export function contactEmailField(message: string) {
  return z
    .string({ required_error: message })
    .trim()
    .toLowerCase()
    .max(254, "That e-mail address is too long")
    .email("Enter a valid e-mail address");
}

/** A calendar date typed or picked in a form (YYYY-MM-DD); impossible dates are refused. */
export function dateField(message = "Enter a valid date") {
  return z
    .string({ required_error: message })
    .trim()
    .refine((v) => isDateKey(v), message);
}

/** A time of day, 24-hour "HH:MM". */
export function timeField(message = "Enter a time like 09:00") {
  return z.string({ required_error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);
}
