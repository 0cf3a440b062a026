import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobTable } from "~/components/job-list.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { QuoteStatusBadge } from "~/components/quote-status-badge.tsx";
import { PlainSelect } from "~/components/ui/plain-select.tsx";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { formatQuoteNumber } from "~/domain/quote.ts";
import { DOCUMENT_TIERS, EXPIRY_LABELS, TIERS, type DocumentTier } from "~/domain/documents.ts";
import { hasRole, profileTypeLabel } from "~/domain/roles.ts";
import { VESSEL_TYPE_LABELS } from "~/domain/job-schemas.ts";
import { getCustomer } from "~/models/customer.server.ts";
import { listDocuments, ownerTier, setDocumentTier } from "~/models/documents.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin, requirePortal } from "~/utils/auth.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound } from "~/utils/misc.ts";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.customer.fullName ?? "Customer"} | Bosun operations` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const found = await getCustomer(params.id ?? "", getNow(request));
  if (!found) throw notFound("Customer not found");
  const isAdmin = hasRole(ctx.user, "admin") || (!!ctx.impersonator && hasRole(ctx.impersonator, "admin"));
  // Staff see any owner's documents (issue 13); downloads check their role again.
  const documents = await listDocuments({ id: found.customer.id, roles: [] }, getNow(request), { take: 20 });
  return json({
    ...found,
    isAdmin,
    documentTier: isAdmin ? await ownerTier(found.customer.id) : null,
    documents,
  });
}

/** Admins set an owner's documents tier (ADR 133); nobody else may. */
export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const tier = String(formData.get("documentTier") ?? "");
  if (formData.get("intent") !== "document-tier" || !(DOCUMENT_TIERS as readonly string[]).includes(tier)) {
    return redirectWithToast(`/staff/customers/${params.id}`, { type: "error", title: "Choose a documents tier" });
  }
  const found = await getCustomer(params.id ?? "", getNow(request));
  if (!found) throw notFound("Customer not found");
  await setDocumentTier(found.customer.id, tier);
  await recordAudit(request, {
    action: "user.document_tier_set",
    actorId: ctx.actor.id,
    subjectUserId: found.customer.id,
    details: { tier },
  });
  return redirectWithToast(`/staff/customers/${params.id}`, {
    type: "success",
    title: `Documents tier set to ${TIERS[tier as DocumentTier].label}`,
  });
}

export default function StaffCustomer() {
  const { customer, quotes, jobs, jobCount, isAdmin, documentTier, documents } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={customer.fullName}
        description={`${profileTypeLabel(customer.profileType)} · customer since ${formatDate(customer.createdAt)}`}
        links={[{ to: `/staff/create-quote?customerId=${customer.id}`, label: "Create a quote", primary: true }]}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <section className="card">
          <h2 className="text-lg font-bold">Contact</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="font-semibold text-secondary">Email</dt>
              <dd>
                <a href={`mailto:${customer.email}`}>{customer.email}</a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-secondary">Phone</dt>
              <dd>
                {customer.phone ? (
                  <a href={`tel:${customer.phone.replace(/\s/g, "")}`}>{customer.phone}</a>
                ) : (
                  "Not given"
                )}
              </dd>
            </div>
          </dl>
          {isAdmin && documentTier ? (
            <Form method="post" className="mt-4 flex flex-wrap items-end gap-2 border-t border-line pt-4">
              <PlainSelect
                id="documentTier"
                name="documentTier"
                label="Documents tier"
                defaultValue={documentTier}
                options={DOCUMENT_TIERS.map((t) => ({ value: t, label: TIERS[t].label }))}
              />
              <button type="submit" name="intent" value="document-tier" className="btn-secondary">
                Set tier
              </button>
            </Form>
          ) : null}
        </section>
        <section className="card xl:col-span-2">
          <h2 className="text-lg font-bold">Vessels</h2>
          {customer.vessels.length === 0 ? (
            <p className="mt-2 text-sm">No vessels on file yet.</p>
          ) : (
            <ul className="mt-3 grid gap-3 sm:grid-cols-2">
              {customer.vessels.map((v) => (
                <li key={v.id} className="rounded-theme border border-line p-3 text-sm">
                  <p className="font-semibold text-secondary">
                    <Link to={`/staff/vessels/${v.id}`}>{v.name}</Link>
                  </p>
                  <p>
                    {VESSEL_TYPE_LABELS[v.type as keyof typeof VESSEL_TYPE_LABELS] ?? v.type}
                    {v.lengthMetres ? ` · ${v.lengthMetres} m` : ""}
                    {v.year ? ` · ${v.year}` : ""}
                    {v.make ? ` · ${v.make}${v.model ? ` ${v.model}` : ""}` : ""}
                  </p>
                  {v.homeMarina ? (
                    <p className="text-xs">
                      {v.homeMarina}
                      {v.berth ? `, ${v.berth}` : ""}
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className="mt-8" aria-labelledby="customer-documents">
        <h2 id="customer-documents" className="mb-3 text-xl font-bold">
          Documents ({documents.total})
        </h2>
        {documents.total === 0 ? (
          <EmptyState title="No documents uploaded" />
        ) : (
          <ul className="card divide-y divide-line p-0">
            {documents.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
                <a href={`/resources/documents/${d.id}/download`} className="font-semibold">
                  {d.title}
                </a>
                <span className="text-ink/80">
                  {d.kindLabel}
                  {d.vessel ? ` · ${d.vessel.name}` : ""}
                  {d.expiresOn ? ` · expires ${d.expiresOn}` : ""} · {EXPIRY_LABELS[d.expiry]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">Quotes</h2>
        {quotes.length === 0 ? (
          <EmptyState title="No quotes yet" />
        ) : (
          <ul className="card divide-y divide-line p-0">
            {quotes.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <span>
                  <Link to={`/staff/quotes/${q.id}`} className="font-semibold">
                    {formatQuoteNumber(q.number)}
                  </Link>{" "}
                  · {q.title}
                </span>
                <span className="flex items-center gap-3">
                  <QuoteStatusBadge status={q.status} />
                  <span className="tabular-nums">{formatCents(q.acceptedTotalCents ?? q.totalCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="mt-8">
        <h2 className="mb-3 text-xl font-bold">
          Jobs{" "}
          {jobCount > jobs.length ? (
            <span className="text-sm font-normal">
              (latest {jobs.length} of {jobCount})
            </span>
          ) : null}
        </h2>
        {jobs.length === 0 ? (
          <EmptyState title="No jobs yet" />
        ) : (
          <JobTable rows={jobs} jobPath={(id) => `/staff/jobs/${id}`} />
        )}
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
