import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { invariantResponse } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Email | Bosun admin" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const message = await prisma.emailMessage.findUnique({ where: { id: params.messageId } });
  invariantResponse(message, "E-mail not found", { status: 404 });
  const attachments = message.attachments
    ? (JSON.parse(message.attachments) as { filename: string; size: number }[])
    : [];
  return json({ message, attachments });
}

export default function EmailMessage() {
  const { message, attachments } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={message.subject}
        description={`To ${message.to} · ${formatDateTime(message.createdAt)} · ${message.status} (${message.transport})`}
        links={[{ to: "/admin/email", label: "← Outbox" }]}
      />
      <article className="card">
        <pre className="whitespace-pre-wrap break-words font-body text-sm" data-testid="email-text">
          {message.text}
        </pre>
        {attachments.length ? (
          <p className="mt-4 border-t border-line pt-4 text-sm">
            Attachments: {attachments.map((a) => `${a.filename} (${Math.ceil(a.size / 1024)} KB)`).join(", ")}
          </p>
        ) : null}
        {message.error ? <p className="field-error mt-4">Delivery error: {message.error}</p> : null}
      </article>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
