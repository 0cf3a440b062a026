import { Link, isRouteErrorResponse, useLocation, useRouteError } from "@remix-run/react";
import type { ReactNode } from "react";
import { LinkButtons } from "./link-buttons.tsx";

type StatusHandler = (info: { error: { status: number; data: unknown } }) => ReactNode;

function dataMessage(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (
    data &&
    typeof data === "object" &&
    "message" in data &&
    typeof (data as { message: unknown }).message === "string"
  ) {
    return (data as { message: string }).message;
  }
  return null;
}

export function NotFoundContent() {
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <p className="font-heading text-6xl font-bold text-accent-strong">404</p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-ink">The page you were looking for has drifted off course or never existed.</p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}

export function AdminRequiredContent() {
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-bold">Admin Access Required</h1>
      <p className="mt-3">You need admin privileges to access this page.</p>
      <LinkButtons
        className="mt-8 flex justify-center gap-3"
        links={[
          { to: "/dashboard", label: "Go to my dashboard" },
          { to: "/", label: "Return to Home" },
        ]}
      />
    </div>
  );
}

function ForbiddenContent({ message }: { message: string }) {
  return (
    <div className="mx-auto max-w-xl py-20 text-center">
      <h1 className="text-3xl font-bold">Access denied</h1>
      <p className="mt-3">{message}</p>
      <LinkButtons
        className="mt-8 flex justify-center gap-3"
        links={[
          { to: "/dashboard", label: "Choose a portal" },
          { to: "/", label: "Return to Home" },
        ]}
      />
    </div>
  );
}

const defaultHandlers: Record<number, StatusHandler> = {
  404: () => <NotFoundContent />,
  403: ({ error }) => {
    const data = error.data as { kind?: string } | null;
    if (data && typeof data === "object" && data.kind === "admin_required") return <AdminRequiredContent />;
    return <ForbiddenContent message={dataMessage(error.data) ?? "You do not have access to this page."} />;
  },
};

/** The one error boundary every route exports (with optional per-status overrides). */
export function GeneralErrorBoundary({ statusHandlers }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  const location = useLocation();
  if (typeof document !== "undefined") console.error(error);

  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers?.[error.status] ?? defaultHandlers[error.status];
    if (handler) return <div className="container-page">{handler({ error })}</div>;
    return (
      <div className="container-page py-20 text-center">
        <h1 className="text-3xl font-bold">
          {error.status === 400 ? "Something in that request was not right" : `Error ${error.status}`}
        </h1>
        <p className="mt-3">{dataMessage(error.data) ?? error.statusText}</p>
        <Link to={location.pathname} className="btn-secondary mt-8">
          Try again
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong on our side</h1>
      <p className="mt-3">
        We have logged the problem. Please try again in a moment, or call us if it keeps happening.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
