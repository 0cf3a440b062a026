import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatBytes } from "~/domain/documents.ts";
import { documentVersions, ownerTier } from "~/models/documents.server.ts";
import { TierPage } from "~/screens/documents/tier-page.tsx";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Premium documents | Bosun" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const tier = await ownerTier(user.id);
  const has = tier === "premium" || tier === "ultra";
  return json({ tier, has, versions: has ? await documentVersions(user) : [] });
}

export default function Premium() {
  const d = useLoaderData<typeof loader>();
  return (
    <TierPage tier="premium" current={d.tier} has={d.has}>
      <h2 className="text-lg font-bold">Earlier versions</h2>
      {d.versions.length === 0 ? (
        <p className="mt-2 text-sm">
          When you upload a new version of a document (its “New version” link), the earlier one is kept here.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm">
          {d.versions.map((v) => (
            <li key={v.id} className="flex flex-wrap justify-between gap-2 py-2">
              <a href={`/resources/documents/${v.id}/download`}>
                {v.title} — version {v.version}
              </a>
              <span className="text-ink/80">
                replaced {formatDate(v.supersededAt!)} · {formatBytes(v.sizeBytes)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </TierPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
