import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDate } from "~/domain/dates.ts";
import { DOCUMENT_KIND_LABELS, formatBytes, type DocumentKind } from "~/domain/documents.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatCents } from "~/domain/money.ts";
import { customerDownloads } from "~/models/downloads.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "Downloads | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  return json(await customerDownloads(user.id));
}

function Section({ title, children, empty }: { title: string; children: ReactNode; empty: boolean }) {
  return (
    <section className="card" aria-label={title}>
      <h2 className="text-lg font-bold">{title}</h2>
      {empty ? (
        <p className="mt-2 text-sm">Nothing here yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-line text-sm">{children}</ul>
      )}
    </section>
  );
}

export default function Downloads() {
  const d = useLoaderData<typeof loader>();
  const nothing = !d.invoices.length && !d.documents.length && !d.vessels.length;
  return (
    <>
      <PageHeader title="Downloads" description="Your tax invoices, boat documents and service histories as files." />
      {nothing ? (
        <EmptyState title="No files yet">Invoices and documents appear here as soon as there are any.</EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Section title="Tax invoices" empty={!d.invoices.length}>
            {d.invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="download">
                <a href={`/resources/invoices/${i.id}/pdf`}>{formatInvoiceNumber(i.number)} (PDF)</a>
                <span className="text-ink/80">
                  {i.issuedAt ? formatDate(i.issuedAt) : ""} · {formatCents(i.totalCents)}
                  {i.status === "void" ? " · void" : ""}
                </span>
              </li>
            ))}
          </Section>
          <Section title="Service history packs" empty={!d.vessels.length}>
            {d.vessels.map((v) => (
              <li key={v.id} className="py-2" data-testid="download">
                <a href={`/resources/vessels/${v.id}/history.pdf`}>{v.name} — service history (PDF)</a>
              </li>
            ))}
          </Section>
          <Section title="Vessel documents" empty={!d.documents.length}>
            {d.documents.map((doc) => (
              <li key={doc.id} className="flex flex-wrap justify-between gap-2 py-2" data-testid="download">
                <a href={`/resources/documents/${doc.id}/download`}>{doc.title}</a>
                <span className="text-ink/80">
                  {DOCUMENT_KIND_LABELS[doc.kind as DocumentKind] ?? doc.kind}
                  {doc.vessel ? ` · ${doc.vessel.name}` : ""} · {formatBytes(doc.sizeBytes)}
                </span>
              </li>
            ))}
          </Section>
        </div>
      )}
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
