import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { SignupForm } from "~/components/auth-forms.tsx";
import { AuthTabs, LoginForm, resultFor } from "~/components/login-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { authConstraints, handleAuthAction } from "~/screens/auth/auth-actions.server.ts";
import { getUser } from "~/utils/auth.server.ts";
import { safeRedirectPath } from "~/utils/misc.ts";
import { resolveAuthView } from "~/domain/auth-view.ts";

export const meta: MetaFunction = () => [
  { title: "Log in or create your account | Bosun" },
  {
    name: "description",
    content: "Sign in to manage your vessels, bookings, quotes and invoices with Bosun Marine Services.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getUser(request)) throw redirect("/home");
  const url = new URL(request.url);
  const view = resolveAuthView(url.searchParams);
  const redirectTo = url.searchParams.get("redirectTo");
  return json({ ...view, redirectTo: redirectTo ? safeRedirectPath(redirectTo) : "", constraints: authConstraints });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleAuthAction(request, { defaultRedirect: "/home" });
}

function tabHref(tab: "login" | "register", redirectTo: string) {
  const p = new URLSearchParams({ mode: "both", tab });
  if (redirectTo) p.set("redirectTo", redirectTo);
  return `/auth?${p}`;
}

export default function AuthScreen() {
  const { tabs, tab, redirectTo, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  // After a failed POST the form that was submitted stays on screen even if the URL named another tab.
  const shown = actionData?.intent === "signup" ? "register" : actionData?.intent === "login" ? "login" : tab;

  return (
    <div className="card p-6 sm:p-8">
      <h1 className="text-center text-2xl font-bold">{shown === "login" ? "Welcome back" : "Create your account"}</h1>
      <p className="mt-2 text-center text-sm">
        {shown === "login"
          ? "Log in to see your vessels, bookings, quotes and invoices."
          : "Book services, track your vessels and pay invoices in one place."}
      </p>
      {tabs ? (
        <AuthTabs
          shown={shown}
          to={(t) => tabHref(t, redirectTo)}
          label="Log in or sign up"
          names={{ login: "Log In", register: "Sign Up" }}
          className="mt-6"
        />
      ) : null}
      <div className="mt-6" role={tabs ? "tabpanel" : undefined}>
        {shown === "login" ? (
          <LoginForm
            intent="login"
            lastResult={resultFor(actionData, "login")}
            redirectTo={redirectTo}
            constraint={constraints.login}
            submitLabel="Log In"
            pendingText="Logging in..."
          />
        ) : (
          <SignupForm actionData={actionData} redirectTo={redirectTo} constraint={constraints.signup} />
        )}
      </div>
      {!tabs ? (
        <p className="mt-6 text-center text-sm">
          Already have an account?{" "}
          <Link to={tabHref("login", redirectTo)} className="font-semibold">
            Log in
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
