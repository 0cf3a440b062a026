import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { adminListRequest } from "~/utils/admin-list.server.ts";
import { textParam } from "~/utils/list-request.ts";
import { listOutbox } from "~/models/communication-hub.server.ts";
import { PagedListTable } from "~/components/ui/list-table.tsx";
import { FilterForm, SearchField } from "~/components/ui/search-form.tsx";

export const meta: MetaFunction = () => [{ title: "Email outbox | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { url, page, pageSize, skip, take } = await adminListRequest(request);
  const to = textParam(url, "to", 120);
  const { total, messages } = await listOutbox(
    { status: null, to: to.toLowerCase(), template: null, from: null, until: null },
    { skip, take },
  );
  return json({ to, page, pageSize, total, messages, smtp: !!process.env.SMTP_URL });
}

export default function EmailOutbox() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Email outbox"
        description={
          d.smtp
            ? "Every e-mail Bosun has sent through SMTP, with its delivery status."
            : "SMTP is not configured, so e-mails are kept here instead of being sent. Set SMTP_URL to deliver them."
        }
      />
      <FilterForm>
        <SearchField id="to" name="to" label="Recipient" defaultValue={d.to} />
      </FilterForm>
      <PagedListTable
        rows={d.messages}
        paging={d}
        empty={<EmptyState title="No e-mails yet" />}
        columns={["When", "To", "Subject", "Status"]}
      >
        {(m) => (
          <tr key={m.id}>
            <td className="whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
            <td>{m.to}</td>
            <td>
              <Link to={`/admin/email/${m.id}`} className="font-semibold">
                {m.subject}
              </Link>
            </td>
            <td>
              {m.status} ({m.transport})
            </td>
          </tr>
        )}
      </PagedListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
