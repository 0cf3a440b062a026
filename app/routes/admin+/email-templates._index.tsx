// /admin/email-templates (issue 18, ADR 181): every templated e-mail the product sends, whether its wording is the
// default or the business's own, and a link to edit each.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { listEmailTemplates } from "~/models/email-templates.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";

export const meta: MetaFunction = () => [{ title: "E-mail templates | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return json({ templates: await listEmailTemplates() });
}

export default function EmailTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="E-mail templates"
        description="The wording of every e-mail the product sends. Edit the subject and text, preview it with sample data, and reset it to the default at any time."
        links={[
          { to: "/admin/communication-hub", label: "Communication hub" },
          { to: "/admin/communication-test", label: "Send a test e-mail" },
        ]}
      />
      <ListTable columns={["E-mail", "Sent when", "Wording"]} testId="email-templates">
        {templates.map((t) => (
          <tr key={t.key}>
            <td>
              <Link to={`/admin/email-templates/${t.key}`} className="font-semibold">
                {t.name}
              </Link>
              <span className="block text-xs text-ink/80">
                {t.audience === "office"
                  ? "To the office"
                  : t.audience === "subcontractor"
                    ? "To subcontractors"
                    : "To customers"}
              </span>
            </td>
            <td className="text-sm">{t.when}</td>
            <td className="whitespace-nowrap text-sm">
              {t.custom ? (
                <span>
                  <span className="badge bg-surface text-secondary">Customised</span>
                  {t.updatedAt ? <span className="block text-xs">{formatDateTime(t.updatedAt)}</span> : null}
                </span>
              ) : (
                "Default"
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
