import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import { DOCUMENT_KIND_LABELS, formatBytes, type DocumentKind } from "~/domain/document-kinds.ts";
import { resolveShare } from "~/models/documents.server.ts";
import { getNow } from "~/utils/clock.server.ts";

export const meta: MetaFunction = () => [
  { title: "Shared vessel documents | Bosun" },
  { name: "robots", content: "noindex" },
];

// An ultra owner's time-limited, revocable link: a read-only list of one vessel's documents and her history.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const resolved = await resolveShare(params.token ?? "", getNow(request));
  if (!resolved)
    return json({ token: null, vessel: null, label: null, expiresAt: null, documents: [] }, { status: 404 });
  return json({
    token: params.token!,
    vessel: resolved.share.vessel.name,
    label: resolved.share.label,
    expiresAt: resolved.share.expiresAt,
    documents: resolved.documents,
  });
}

export default function SharedDocuments() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-10">
      <div className="card mx-auto max-w-2xl">
        {!d.token ? (
          <>
            <h1 className="text-2xl font-bold">This link no longer opens</h1>
            <p className="mt-2">It has expired or the owner revoked it. Ask them for a new one.</p>
          </>
        ) : (
          <>
            <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">Shared with {d.label}</p>
            <h1 className="mt-1 text-2xl font-bold">{d.vessel}</h1>
            <p className="mt-1 text-sm">This link works until {formatDate(d.expiresAt!)}.</p>
            <p className="mt-4">
              <a href={`/resources/shared-documents/${d.token}/history.pdf`} className="btn-primary">
                Service history (PDF)
              </a>
            </p>
            <ul className="mt-6 divide-y divide-line">
              {d.documents.map((doc) => (
                <li
                  key={doc.id}
                  className="flex flex-wrap justify-between gap-2 py-3 text-sm"
                  data-testid="shared-document"
                >
                  <a href={`/resources/shared-documents/${d.token}/${doc.id}`} className="font-semibold">
                    {doc.title}
                  </a>
                  <span className="text-ink/80">
                    {DOCUMENT_KIND_LABELS[doc.kind as DocumentKind] ?? doc.kind} · {formatBytes(doc.sizeBytes)}
                    {doc.expiresOn ? ` · expires ${formatServiceDate(doc.expiresOn)}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
