import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { applyEmailChange } from "~/models/account.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { consumeVerification } from "~/utils/verification.server.ts";

export const meta: MetaFunction = () => [
  { title: "Confirm your new e-mail | Bosun" },
  { name: "robots", content: "noindex" },
];

// The link sent to a new address: opening it proves the person reads that inbox; then the account's address changes
// and the old address is told.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 200);
  const now = getNow(request);
  const userId = await consumeVerification(token, "change-email", now);
  const changed = userId ? await applyEmailChange(userId, now) : null;
  if (!changed) return json({ changed: null }, { status: 404 });
  await recordAudit(request, {
    action: "user.email_changed",
    actorId: userId,
    subjectUserId: userId,
    details: changed,
  });
  await sendTemplatedEmail("account.email_changed", changed.from, { new_email: changed.to });
  return json({ changed: changed.to });
}

export default function ConfirmEmailChange() {
  const { changed } = useLoaderData<typeof loader>();
  return (
    <div className="card p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold">{changed ? "E-mail address changed" : "This link has expired"}</h1>
      <p className="mt-2">
        {changed
          ? `Your account now uses ${changed}. Use it to sign in from now on.`
          : "Confirmation links work once, for 24 hours. Ask again from your profile."}
      </p>
      <Link to="/customer/profile" className="btn-primary mt-6">
        Your profile
      </Link>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
