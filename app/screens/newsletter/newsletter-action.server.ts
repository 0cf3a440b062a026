// POST /newsletter (the footer sign-up): honeypot → validation → rate limit → store and e-mail the link.
import { getZodConstraint } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { newsletterSchema } from "~/domain/enquiry.ts";
import { subscribeToNewsletter } from "~/models/newsletter.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { isHoneypotTripped } from "~/utils/honeypot.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { RATE_LIMITS, hitLimit, peekLimit } from "~/utils/rate-limit.server.ts";
import { getClientIp } from "~/utils/request.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, unparsedReply } from "~/utils/forms.server.ts";

export const newsletterConstraint = getZodConstraint(newsletterSchema);

const SUBSCRIBED_TOAST = {
  type: "success" as const,
  title: "Almost there",
  description: "Check your inbox and click the link to confirm your subscription.",
};

/** Success returns to the page the visitor signed up from, with a toast; errors re-render /newsletter. */
export async function handleNewsletterAction(request: Request) {
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("redirectTo"), "/newsletter");
  if (isHoneypotTripped(formData)) return redirectWithToast(back, SUBSCRIBED_TOAST);
  const now = getNow(request);
  const limitKey = [`newsletter:${getClientIp(request)}`, RATE_LIMITS.publicForm] as const;
  const waiting = await peekLimit(...limitKey, now);
  if (waiting) return json({ result: unparsedReply(formData, { formErrors: [waiting] }) }, { status: 429 });
  const submission = parseForm(formData, { schema: newsletterSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const limited = await hitLimit(...limitKey, now);
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }) }, { status: 429 });
  await subscribeToNewsletter(submission.value.email, back.split("?")[0] ?? back);
  return redirectWithToast(back, SUBSCRIBED_TOAST);
}
