// /admin/credentials (issue 15): licences, certificates and insurance of workers and subcontractors, soonest expiry
// first; expiring within 30 days and expired are flagged and filterable. Verify (seen the original) or remove.
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, StatCard, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDate, sydneyDateKey } from "~/domain/dates.ts";
import { CREDENTIAL_FILTERS, credentialLabel, type CredentialFilter } from "~/domain/workforce.ts";
import { listCredentials, removeCredential, verifyCredential } from "~/models/workforce.server.ts";
import { CredentialBadge } from "~/screens/workforce/workforce-ui.tsx";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam } from "~/utils/list-request.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { notFound, unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { FilterSelect, labelledOptions } from "~/components/ui/filter-select.tsx";

export const meta: MetaFunction = () => [{ title: "Credentials | Bosun admin" }];

const FILTER_LABELS: Record<CredentialFilter, string> = {
  all: "All",
  expiring: "Expiring within 30 days",
  expired: "Expired",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, q, page, pageSize, skip, take } = await adminListRequest(request);
  const filter = choiceParam(url, "filter", CREDENTIAL_FILTERS) ?? "all";
  const today = sydneyDateKey(getNow(request));
  const list = await listCredentials({ q, filter, today, skip, take });
  return json({ q, filter, page, pageSize, ...list });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  const id = String(formData.get("credentialId") ?? "").slice(0, 40);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  switch (formData.get("intent")) {
    case "verify": {
      if (!(await verifyCredential(id, ctx.audit.actorId, getNow(request)))) throw notFound("Credential not found");
      await recordAudit(request, {
        action: "credential.verified",
        actorId: ctx.audit.actorId,
        entityType: "credential",
        entityId: id,
      });
      return redirectWithToast(back, { type: "success", title: "Credential verified" });
    }
    case "remove": {
      const removed = await removeCredential(id);
      if (!removed) throw notFound("Credential not found");
      await recordAudit(request, {
        action: "credential.removed",
        actorId: ctx.audit.actorId,
        subjectUserId: removed.holderUserId,
        entityType: "credential",
        entityId: id,
      });
      return redirectWithToast(back, { type: "success", title: "Credential removed" });
    }
    default:
      throw unknownIntent();
  }
}

export default function Credentials() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Credentials"
        description="Licences, certificates and insurance. Work that needs a credential is only dispatched to someone holding a valid one."
        links={[{ to: "/admin/credentials/upload", label: "Add credential", primary: true }]}
      />
      <div className="mb-4 grid gap-4 sm:grid-cols-2">
        <StatCard label="Expiring within 30 days" value={d.expiringCount} />
        <StatCard label="Expired" value={d.expiredCount} />
      </div>
      <FilterForm>
        <SearchField label="Search holder, number or issuer" defaultValue={d.q} maxLength={100} />
        <FilterSelect
          id="filter"
          name="filter"
          label="Show"
          value={d.filter}
          options={labelledOptions(CREDENTIAL_FILTERS, FILTER_LABELS)}
          allLabel={null}
        />
      </FilterForm>
      <PagedListTable
        rows={d.credentials}
        paging={d}
        empty={
          <EmptyState title="No credentials match">Add a worker's licence or a subcontractor's insurance.</EmptyState>
        }
        columns={["Holder", "Credential", "Number / issuer", "Expires", "Verified", { label: "Actions", hidden: true }]}
        testId="credential-list"
      >
        {(c) => (
          <tr key={c.id}>
            <td>
              {c.holderKind === "staff" ? (
                <Link to={`/admin/staff-profiles/${c.holderId}`} className="font-semibold">
                  {c.holderName}
                </Link>
              ) : (
                <Link to={`/admin/subcontractor?id=${c.holderId}`} className="font-semibold">
                  {c.holderName}
                </Link>
              )}
              <span className="block text-xs">{c.holderKind === "staff" ? "Staff" : "Subcontractor"}</span>
            </td>
            <td>
              {credentialLabel(c.type)}
              {c.hasFile ? (
                <a href={`/admin/credentials/${c.id}/file`} className="block text-xs">
                  Scanned copy
                </a>
              ) : null}
            </td>
            <td>
              {c.number}
              <span className="block text-xs">{c.issuer}</span>
            </td>
            <td className="whitespace-nowrap">
              {c.expiresOn ?? "—"} <CredentialBadge state={c.state} />
            </td>
            <td className="text-xs">
              {c.verifiedBy && c.verifiedAt ? `${c.verifiedBy}, ${formatDate(c.verifiedAt)}` : "Not verified"}
            </td>
            <td className="text-right">
              <Form method="post" className="flex justify-end gap-2">
                <input type="hidden" name="credentialId" value={c.id} />
                {!c.verifiedBy ? (
                  <StatusButton value="verify" pendingText="..." className="btn-secondary py-1 text-xs">
                    Verify
                  </StatusButton>
                ) : null}
                <StatusButton value="remove" pendingText="..." className="btn-secondary py-1 text-xs text-danger">
                  Remove
                </StatusButton>
              </Form>
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
