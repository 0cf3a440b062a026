import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";
import { FilterSelect } from "~/components/ui/filter-select.tsx";
import { RowAction } from "~/components/ui/row-action.tsx";
import { NEWSLETTER_STATES, filterQuery } from "~/domain/back-office-lists.ts";
import { formatDate } from "~/domain/dates.ts";
import { NewsletterRefused, listNewsletterSignups, removeNewsletterSignup } from "~/models/back-office-lists.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { choiceParam, textParam } from "~/utils/list-request.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { unknownIntent } from "~/utils/misc.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Newsletter sign-ups | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const filters = { q: textParam(url, "q"), state: choiceParam(url, "state", NEWSLETTER_STATES) };
  const { total, confirmed, signups } = await listNewsletterSignups(filters, { skip, take });
  return json({ ...filters, query: filterQuery(filters), page, pageSize, total, confirmed, signups });
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await requireAdmin(request);
  const formData = await readForm(request);
  if (formData.get("intent") !== "remove") throw unknownIntent();
  const back = `/admin/newsletter-signups${new URL(request.url).search}`;
  try {
    const removed = await removeNewsletterSignup(String(formData.get("id") ?? "").slice(0, 40));
    await recordAudit(request, {
      action: "newsletter.unsubscribed_by_admin",
      actorId: ctx.audit.actorId,
      details: { email: removed.email },
    });
    return redirectWithToast(back, { type: "success", title: `${removed.email} unsubscribed` });
  } catch (error) {
    if (!(error instanceof NewsletterRefused)) throw error;
    return redirectWithToast(back, { type: "error", title: error.message });
  }
}

export default function AdminNewsletterSignups() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Newsletter sign-ups"
        description={`${d.confirmed} confirmed subscriber(s). Only confirmed addresses receive the newsletter.`}
        links={[
          {
            to: `/admin/newsletter-signups/export${d.query ? `?${d.query}` : ""}`,
            label: "Export CSV",
            download: true,
          },
        ]}
      />
      <FilterForm clear>
        <SearchField id="newsletter-q" label="E-mail" defaultValue={d.q} />
        <FilterSelect
          id="newsletter-state"
          name="state"
          label="Confirmation"
          value={d.state}
          options={[
            { value: "confirmed", label: "Confirmed" },
            { value: "pending", label: "Waiting for confirmation" },
          ]}
        />
      </FilterForm>
      <PagedListTable
        rows={d.signups}
        paging={d}
        empty={<EmptyState title="No sign-ups match" />}
        testId="newsletter-table"
        columns={["E-mail", "Confirmation", "From", "Signed up", { label: "Actions", hidden: true }]}
      >
        {(s) => (
          <tr key={s.id}>
            <td className="font-semibold">{s.email}</td>
            <td>{s.confirmedAt ? `Confirmed ${formatDate(s.confirmedAt)}` : "Waiting for confirmation"}</td>
            <td className="text-xs">{s.source ?? "—"}</td>
            <td className="whitespace-nowrap">{formatDate(s.createdAt)}</td>
            <td className="text-right">
              <RowAction
                idName="id"
                id={s.id}
                intent="remove"
                className="btn-secondary py-1.5 text-danger"
                label={`Unsubscribe ${s.email}`}
              >
                Unsubscribe
              </RowAction>
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
