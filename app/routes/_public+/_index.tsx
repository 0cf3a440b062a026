import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AuthCard } from "~/components/auth-card.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { useActionToast } from "~/components/toaster.tsx";
import { handleAuthAction } from "~/utils/auth-actions.server.ts";
import { getUser } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [
  { title: "Sydney's #1 Marine Services | Bosun" },
  {
    name: "description",
    content: "Marine detailing, hull services, electrical and shipwright work for vessels across Sydney, by verified marine professionals.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const tab = new URL(request.url).searchParams.get("tab") === "register" ? "register" : "login";
  return json({ signedIn: !!user, firstName: user?.firstName ?? user?.fullName ?? null, tab } as const);
}

export async function action({ request }: ActionFunctionArgs) {
  return handleAuthAction(request, { defaultRedirect: "portal" });
}

export default function HomePage() {
  const { signedIn, firstName, tab } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useActionToast(actionData?.toast);
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary via-secondary to-primary text-white">
      <div className="container-page grid items-center gap-10 py-16 lg:grid-cols-[1.2fr_1fr] lg:py-24">
        <div>
          <p className="font-heading text-sm font-semibold uppercase tracking-widest text-accent">Verified marine professionals</p>
          <h1 className="mt-3 text-4xl font-bold text-white sm:text-5xl">Sydney&apos;s #1 Marine Services</h1>
          <p className="mt-5 max-w-xl text-lg text-white/90">
            Detailing, hull care, electrical and shipwright work for your vessel — honest pricing, real reviews, and a crew that
            remembers what your boat needs.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/contact" className="btn-accent px-6 py-3 text-base">
              Get Free Quote
            </Link>
            {signedIn ? (
              <Link to="/dashboard" className="btn border border-white/40 px-6 py-3 text-base text-white hover:bg-white/10">
                {firstName ? `Welcome back, ${firstName}` : "Go to my dashboard"}
              </Link>
            ) : null}
          </div>
        </div>
        {!signedIn ? (
          <div className="hidden justify-end text-ink lg:flex">
            <AuthCard tab={tab} actionData={actionData} action="/?index" />
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
