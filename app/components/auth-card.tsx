import { Link } from "@remix-run/react";
import { CardRegisterForm, LoginForm, type AuthActionData } from "./auth-forms.tsx";

/**
 * The embedded login/register card of the home page (large screens only, spec §2).
 * Tabs are links (`?tab=login|register`) so they work without JavaScript.
 */
export function AuthCard({ tab, actionData, action }: { tab: "login" | "register"; actionData: AuthActionData; action: string }) {
  const shown = actionData?.intent === "card-register" ? "register" : actionData?.intent === "card-login" ? "login" : tab;
  return (
    <div className="card w-full max-w-md p-6" data-testid="auth-card">
      <h2 className="text-xl font-bold">{shown === "login" ? "Owner & crew portal" : "Register your vessel"}</h2>
      <div role="tablist" aria-label="Portal access" className="mt-4 grid grid-cols-2 rounded-theme bg-surface p-1">
        {(["login", "register"] as const).map((t) => (
          <Link
            key={t}
            role="tab"
            aria-selected={shown === t}
            to={`?tab=${t}`}
            replace
            preventScrollReset
            className={`rounded-theme px-3 py-2 text-center font-heading text-sm font-semibold no-underline ${
              shown === t ? "bg-white text-primary shadow" : "text-secondary hover:text-primary"
            }`}
          >
            {t === "login" ? "Login" : "Register"}
          </Link>
        ))}
      </div>
      <div className="mt-4" role="tabpanel">
        {shown === "login" ? (
          <LoginForm
            actionData={actionData}
            intent="card-login"
            action={action}
            submitLabel="Access Portal"
            pendingLabel="Accessing..."
          />
        ) : (
          <CardRegisterForm actionData={actionData} action={action} />
        )}
      </div>
    </div>
  );
}
