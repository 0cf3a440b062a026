// POST /newsletter (the footer sign-up): honeypot → validation → rate limit → store and e-mail the link.
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import { newsletterSchema } from "~/domain/enquiry.ts";
import { subscribeToNewsletter } from "~/models/newsletter.server.ts";
import { getNow } from "./clock.server.ts";
import { isHoneypotTripped } from "./honeypot.ts";
import { safeRedirectPath } from "./misc.ts";
import { RATE_LIMITS, rateLimitMessage } from "./rate-limit.server.ts";
import { getClientIp } from "./request.server.ts";
import { redirectWithToast } from "./toast.server.ts";

export const newsletterConstraint = getZodConstraint(newsletterSchema);

const SUBSCRIBED_TOAST = {
  type: "success" as const,
  title: "Almost there",
  description: "Check your inbox and click the link to confirm your subscription.",
};

/** Success returns to the page the visitor signed up from, with a toast; errors re-render /newsletter. */
export async function handleNewsletterAction(request: Request) {
  const formData = await request.formData();
  const back = safeRedirectPath(formData.get("redirectTo"), "/newsletter");
  if (isHoneypotTripped(formData)) return redirectWithToast(back, SUBSCRIBED_TOAST);
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const limited = rateLimitMessage(
    `newsletter:${getClientIp(request)}`,
    RATE_LIMITS.publicForm,
    getNow(request).getTime(),
  );
  if (limited) return json({ result: submission.reply({ formErrors: [limited] }) }, { status: 429 });
  await subscribeToNewsletter(submission.value.email, back.split("?")[0] ?? back);
  return redirectWithToast(back, SUBSCRIBED_TOAST);
}
