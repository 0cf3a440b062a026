import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatDate } from "~/domain/dates.ts";
import { acceptTransfer, findTransfer } from "~/models/vessel.server.ts";
import { recordAudit } from "~/utils/audit.server.ts";
import { getUser, loginPath, requireAuth } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { sendTemplatedEmail } from "~/utils/email-templates.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";

export const meta: MetaFunction = () => [{ title: "Accept a vessel | Bosun" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const transfer = await findTransfer(params.token ?? "", getNow(request));
  const user = await getUser(request);
  if (!transfer) return json({ transfer: null, user: null, loginTo: null }, { status: 404 });
  return json({
    transfer: {
      vesselName: transfer.vessel.name,
      from: transfer.fromUser.fullName,
      toEmail: transfer.toEmail,
      expiresAt: transfer.expiresAt,
    },
    user: user ? { email: user.email } : null,
    loginTo: loginPath(request),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requireAuth(request);
  await readForm(request);
  const outcome = await acceptTransfer(params.token ?? "", ctx.user, getNow(request));
  if (!outcome.ok) return json({ error: outcome.reason }, { status: 400 });
  await recordAudit(request, {
    action: "vessel.transfer_accepted",
    actorId: ctx.audit.actorId,
    subjectUserId: ctx.user.id,
    entityType: "vessel",
    entityId: outcome.vesselId,
    details: { fromUserId: outcome.fromUserId },
  });
  const seller = await prisma.user.findUnique({ where: { id: outcome.fromUserId }, select: { email: true } });
  const vessel = await prisma.vessel.findUnique({ where: { id: outcome.vesselId }, select: { name: true } });
  if (seller && vessel) {
    await sendTemplatedEmail("vessel.transfer_accepted", seller.email, {
      to_name: ctx.user.fullName,
      vessel: vessel.name,
    });
  }
  return redirectWithToast(`/owner/vessels/${outcome.vesselId}`, {
    type: "success",
    title: "Welcome aboard",
    description: `${vessel?.name ?? "The vessel"} and her service history are now in your account.`,
  });
}

export default function VesselTransfer() {
  const d = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="container-page py-12">
      <div className="card mx-auto max-w-lg">
        {!d.transfer ? (
          <>
            <h1 className="text-2xl font-bold">This link has expired</h1>
            <p className="mt-2">
              Transfer links work for 14 days and only once. Ask the seller to send a new one from their owner portal.
            </p>
          </>
        ) : (
          <>
            <p className="text-xs font-semibold uppercase tracking-wide text-accent-strong">Vessel transfer</p>
            <h1 className="mt-1 text-2xl font-bold">{d.transfer.vesselName}</h1>
            <p className="mt-2">
              {d.transfer.from} is transferring {d.transfer.vesselName} and her service history to{" "}
              <strong>{d.transfer.toEmail}</strong>. The offer stands until {formatDate(d.transfer.expiresAt)}.
            </p>
            {!d.user ? (
              <p className="mt-4">
                <Link to={d.loginTo!} className="btn-primary">
                  Sign in or create an account to accept
                </Link>
              </p>
            ) : d.user.email !== d.transfer.toEmail ? (
              <p className="mt-4 rounded-theme bg-amber-50 p-3 text-sm">
                You are signed in as {d.user.email}. Sign in with {d.transfer.toEmail} to accept this vessel.
              </p>
            ) : (
              <Form method="post" className="mt-4 space-y-2">
                <StatusButton pendingText="Accepting...">Accept {d.transfer.vesselName}</StatusButton>
                <ErrorList errors={actionData?.error ? [actionData.error] : undefined} />
              </Form>
            )}
          </>
        )}
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
