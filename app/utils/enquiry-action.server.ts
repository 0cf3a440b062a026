// The POST handler behind every enquiry form (/contact, /nereus): honeypot → validation → rate limit →
// New Enquiry job → e-mails → redirect to the confirmation. Errors re-render the form with what was typed.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { sydneyDateKey } from "~/domain/dates.ts";
import { enquirySchema, preferredDateError } from "~/domain/enquiry.ts";
import { createEnquiry } from "~/models/enquiry.server.ts";
import { getUser } from "./auth.server.ts";
import { getNow } from "./clock.server.ts";
import { isHoneypotTripped } from "./honeypot.ts";
import { RATE_LIMITS, rateLimitMessage } from "./rate-limit.server.ts";
import { getClientIp } from "./request.server.ts";

export const ENQUIRY_SENT_PATH = "/contact/thank-you";

/** Browser-side constraints for the enquiry form, computed here so Zod never ships to the browser. */
export const enquiryConstraint = getZodConstraint(enquirySchema);

export async function handleEnquiryAction(request: Request) {
  const formData = await request.formData();
  // A bot filled the hidden field: answer as if it worked, store nothing.
  if (isHoneypotTripped(formData)) throw redirect(ENQUIRY_SENT_PATH);

  const now = getNow(request);
  const submission = parseWithZod(formData, { schema: enquirySchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });

  const dateError = preferredDateError(submission.value.preferredDate, sydneyDateKey(now));
  if (dateError)
    return json({ result: submission.reply({ fieldErrors: { preferredDate: [dateError] } }) }, { status: 400 });

  const limited = rateLimitMessage(`enquiry:${getClientIp(request)}`, RATE_LIMITS.publicForm, now.getTime());
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }) }, { status: 429 });

  const user = await getUser(request);
  const job = await createEnquiry(submission.value, { signedInUserId: user?.id ?? null });
  throw redirect(`${ENQUIRY_SENT_PATH}?ref=${job.number}`);
}
