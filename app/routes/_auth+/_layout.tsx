import { Link, Outlet } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Logo } from "~/components/logo.tsx";

export default function AuthLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-primary via-secondary to-primary">
      <header className="container-page flex h-16 items-center justify-between">
        <Logo tone="light" />
        <Link to="/" className="text-sm font-semibold text-white/90 hover:text-white">
          ← Back to home
        </Link>
      </header>
      <main id="main" className="container-page flex flex-1 items-start justify-center py-8 sm:items-center">
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
