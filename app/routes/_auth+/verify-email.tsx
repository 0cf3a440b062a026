import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { consumeVerification } from "~/utils/verification.server.ts";

export const meta: MetaFunction = () => [
  { title: "Verify your email | Bosun" },
  { name: "description", content: "Confirm the email address of your Bosun account." },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const userId = await consumeVerification(token, "verify-email");
  if (userId) {
    await prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    await recordAudit(request, { action: "auth.email_verified", actorId: userId, subjectUserId: userId });
  }
  return json({ verified: !!userId });
}

export default function VerifyEmail() {
  const { verified } = useLoaderData<typeof loader>();
  return (
    <div className="card p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold">{verified ? "Email verified" : "This link has expired"}</h1>
      <p className="mt-2">
        {verified
          ? "Thank you — your email address is confirmed."
          : "Verification links work once, for 7 days. Log in and we can send you a fresh one from your account page."}
      </p>
      <Link to="/dashboard" className="btn-primary mt-6">
        Go to my dashboard
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
