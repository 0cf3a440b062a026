import { json, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { dashboardPathFor, portalChoicesFor } from "~/domain/roles.ts";
import { requireUser } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [
  { title: "Choose your portal | Bosun" },
  { name: "description", content: "Open the Bosun portal that fits what you are doing today." },
];

/** /dashboard sends each user to their portal (spec §4); /dashboard?choose shows the portal chooser. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const url = new URL(request.url);
  if (!url.searchParams.has("choose")) throw redirect(dashboardPathFor(user));
  return json({ name: user.firstName ?? user.fullName, choices: portalChoicesFor(user) });
}

export default function PortalChooser() {
  const { name, choices } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-12">
      <h1 className="text-3xl font-bold">Where to today, {name}?</h1>
      <p className="mt-2">
        Choose the portal for what you are doing. You can switch at any time from your account menu.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {choices.map((c) => (
          <li key={c.key} className="card flex flex-col">
            <h2 className="text-lg font-bold">{c.title}</h2>
            {c.comingSoon ? <span className="badge mt-2 w-fit bg-accent/15 text-secondary">Coming soon</span> : null}
            <p className="mt-2 flex-1 text-sm">
              {c.available ? "Your account can open this portal." : "Your account does not have access to this portal."}
            </p>
            {c.available ? (
              <Link to={c.to} className="btn-primary mt-4">
                Open
              </Link>
            ) : (
              <span className="btn-secondary mt-4 cursor-not-allowed opacity-60" aria-disabled="true">
                Not available
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
