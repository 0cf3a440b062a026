// The POST handler behind every enquiry form (/contact, /nereus): honeypot → validation → rate limit →
// New Enquiry job → e-mails → redirect to the confirmation. Errors re-render the form with what was typed.
import { getZodConstraint } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { sydneyDateKey } from "~/domain/dates.ts";
import { enquirySchema, preferredDateError } from "~/domain/enquiry.ts";
import { createEnquiry, enquiryPrefill } from "~/models/enquiry.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { RATE_LIMITS, hitLimits, peekLimits } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";

export const ENQUIRY_SENT_PATH = "/contact/thank-you";

/** Browser-side constraints for the enquiry form, computed here so Zod never ships to the browser. */
export const enquiryConstraint = getZodConstraint(enquirySchema);

/** What an enquiry form shows: its choices, the values the URL starts it with, its constraints and today's date. */
export async function enquiryFormData(request: Request, params: URLSearchParams) {
  const { options, defaults } = await enquiryPrefill(params);
  return { options, defaults, constraint: enquiryConstraint, todayKey: sydneyDateKey(getNow(request)) };
}

export async function handleEnquiryAction(request: Request) {
  const formData = await readForm(request);
  // A bot filled the hidden field: answer as if it worked, store nothing.
  if (isHoneypotTripped(formData)) throw redirect(ENQUIRY_SENT_PATH);

  const now = getNow(request);
  const limits = [
    [`enquiry:${getClientIp(request)}`, RATE_LIMITS.publicForm],
    [
      `enquiry-email:${String(formData.get("email") ?? "")
        .trim()
        .toLowerCase()
        .slice(0, 254)}`,
      RATE_LIMITS.perEmail,
    ],
  ] as const;
  const waiting = await peekLimits(limits, now);
  if (waiting) return json({ result: unparsedReply(formData, { formErrors: [waiting] }) }, { status: 429 });
  const submission = parseForm(formData, { schema: enquirySchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });

  const dateError = preferredDateError(submission.value.preferredDate, sydneyDateKey(now));
  if (dateError)
    return json({ result: submission.reply({ fieldErrors: { preferredDate: [dateError] } }) }, { status: 400 });

  const limited = await hitLimits(limits, now);
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }) }, { status: 429 });

  const user = await getUser(request);
  const job = await createEnquiry(submission.value, { signedInUserId: user?.id ?? null });
  throw redirect(`${ENQUIRY_SENT_PATH}?ref=${job.number}`);
}
