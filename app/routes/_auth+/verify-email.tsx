import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { verifyEmailLoader } from "~/screens/auth/verify-email.server.ts";

export const meta: MetaFunction = () => [
  { title: "Verify your email | Bosun" },
  { name: "description", content: "Confirm the email address of your Bosun account." },
];

// Confirms the address once and may sign the account in (screens/auth/verify-email.server.ts).
export async function loader({ request }: LoaderFunctionArgs) {
  return verifyEmailLoader(request);
}

export default function VerifyEmail() {
  const { verified, signedIn, next } = useLoaderData<typeof loader>();
  return (
    <div className="card p-6 text-center sm:p-8">
      <h1 className="text-2xl font-bold">{verified ? "Email verified" : "This link has expired"}</h1>
      <p className="mt-2">
        {verified
          ? signedIn
            ? "Thank you — your email address is confirmed and you are signed in."
            : "Thank you — your email address is confirmed."
          : "Verification links work once, for 7 days. Log in and we can send you a fresh one from your account page."}
      </p>
      <Link to={verified ? next : "/auth?mode=both&tab=login"} className="btn-primary mt-6">
        {verified ? (next === "/dashboard" ? "Go to my dashboard" : "Continue") : "Log in"}
      </Link>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
