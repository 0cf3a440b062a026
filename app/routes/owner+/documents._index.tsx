import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { RowAction } from "~/components/ui/row-action.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import { EXPIRY_LABELS, formatBytes, TIERS, type ExpiryState } from "~/domain/documents.ts";
import { deleteDocument, listDocuments, ownerTier, storageUsed } from "~/models/documents.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Documents | Bosun" }];

const PAGE = 50;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "owner");
  const url = new URL(request.url);
  const page = Math.max(1, Math.min(1000, Number(url.searchParams.get("page")) || 1));
  const vesselId = url.searchParams.get("vesselId") ?? undefined;
  const [list, tier, used] = await Promise.all([
    listDocuments(user, getNow(request), { vesselId, take: PAGE, skip: (page - 1) * PAGE }),
    ownerTier(user.id),
    storageUsed(user.id),
  ]);
  return json({
    ...list,
    page,
    pages: Math.max(1, Math.ceil(list.total / PAGE)),
    tier,
    used,
    quota: TIERS[tier].quotaBytes,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "owner");
  const formData = await readForm(request);
  const id = String(formData.get("documentId") ?? "");
  if (formData.get("intent") !== "delete" || !(await deleteDocument(ctx.user, id))) {
    return redirectWithToast("/owner/documents", { type: "error", title: "That document was already deleted" });
  }
  await recordAudit(request, {
    action: "document.deleted",
    actorId: ctx.audit.actorId,
    subjectUserId: ctx.user.id,
    entityType: "document",
    entityId: id,
  });
  return redirectWithToast("/owner/documents", { type: "success", title: "Document deleted" });
}

const EXPIRY_CLASS: Record<ExpiryState, string> = {
  expired: "bg-danger/10 text-danger",
  due_soon: "bg-amber-100 text-amber-900",
  valid: "bg-emerald-100 text-emerald-900",
  none: "bg-surface text-secondary",
};

export default function Documents() {
  const d = useLoaderData<typeof loader>();
  const share = Math.min(100, Math.round((d.used / d.quota) * 1000) / 10);
  return (
    <>
      <PageHeader
        title="Documents"
        description="Everything about your boats in one place, with a reminder before anything expires."
        links={[{ to: "/owner/upload-documents", label: "Upload a document", primary: true }]}
      />
      <section className="card mb-6 p-5" aria-label="Storage">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p>
            <span className="font-semibold text-secondary">{TIERS[d.tier].label}</span> · {formatBytes(d.used)} of{" "}
            {formatBytes(d.quota)} used
          </p>
          <p className="flex gap-3">
            <Link to="/owner/documents/premium">Premium</Link>
            <Link to="/owner/documents/ultra">Ultra</Link>
          </p>
        </div>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-surface" aria-hidden>
          <div className="h-full bg-primary" style={{ width: `${share}%` }} />
        </div>
      </section>
      {d.documents.length === 0 ? (
        <EmptyState title="No documents yet">
          <Link to="/owner/upload-documents">Upload your registration or insurance</Link> and we will remind you before
          it expires.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {d.documents.map((doc) => (
            <li
              key={doc.id}
              className="card flex flex-wrap items-start justify-between gap-3 p-4"
              data-testid="document"
            >
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-secondary">
                  <a href={`/resources/documents/${doc.id}/download`} className="break-words">
                    {doc.title}
                  </a>
                </p>
                <p className="text-xs text-ink/80">
                  {doc.kindLabel}
                  {doc.vessel ? ` · ${doc.vessel.name}` : ""} · {formatBytes(doc.sizeBytes)} · added{" "}
                  {formatDate(doc.createdAt)}
                  {doc.version > 1 ? ` · version ${doc.version}` : ""}
                  {doc.private ? " · private" : ""}
                </p>
                {doc.expiresOn ? <p className="text-sm">Expires {formatServiceDate(doc.expiresOn)}</p> : null}
              </div>
              <div className="flex flex-col items-end gap-2">
                <span className={`badge ${EXPIRY_CLASS[doc.expiry]}`} data-testid="expiry">
                  {EXPIRY_LABELS[doc.expiry]}
                </span>
                <div className="flex gap-3 text-sm">
                  <Link
                    to={`/owner/upload-documents?replaces=${doc.id}${doc.vessel ? `&vesselId=${doc.vessel.id}` : ""}`}
                  >
                    New version
                  </Link>
                  <RowAction idName="documentId" id={doc.id} intent="delete" className="btn-link text-danger">
                    Delete
                  </RowAction>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {d.pages > 1 ? (
        <nav className="mt-4 flex gap-3 text-sm" aria-label="Pages">
          {d.page > 1 ? <Link to={`?page=${d.page - 1}`}>← Newer</Link> : null}
          <span>
            Page {d.page} of {d.pages}
          </span>
          {d.page < d.pages ? <Link to={`?page=${d.page + 1}`}>Older →</Link> : null}
        </nav>
      ) : null}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
