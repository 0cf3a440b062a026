import { getFormProps, getTextareaProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { staffReplySchema } from "~/domain/cart-schemas.ts";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { formatOrderNumber } from "~/domain/orders.ts";
import { sharedCartToPseudoJob, type SharedCartStatus } from "~/domain/shared-cart.ts";
import { SHARED_CART_STATUS_LABELS, canCancel, effectiveSharedCartStatus } from "~/domain/shared-cart-flow.ts";
import {
  SharedCartRefused,
  cancelSharedCart,
  readCartData,
  sendSharedCartEmail,
  sharedCartExists,
  sharedCartForStaff,
  sharedCartUrl,
  staffReply,
} from "~/models/shared-cart.server.ts";
import { actorOf, requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm } from "~/utils/forms.server.ts";
import { httpError, notFound, unknownIntent } from "~/utils/misc.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";

export const meta: MetaFunction = () => [{ title: "Shared cart | Bosun Operations" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const cart = await sharedCartForStaff(params.id ?? "");
  if (!cart) throw notFound("Shared cart not found");
  const status = effectiveSharedCartStatus(cart, getNow(request));
  return json({
    cart: { ...cart, status, shareToken: undefined, cartData: undefined },
    link: sharedCartUrl(cart.shareToken),
    data: { ...readCartData(cart.cartData), bundleOffers: undefined },
    pseudoJob: sharedCartToPseudoJob({ ...cart, status }),
    cancellable: canCancel(status),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const id = params.id!;
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = `/staff/shared-carts/${id}`;
  if (!(await sharedCartExists(id))) throw notFound("Shared cart not found");
  try {
    if (intent === "reply") {
      const submission = parseForm(formData, { schema: staffReplySchema });
      if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
      await staffReply(id, actorOf(ctx), submission.value.message, getNow(request));
      return redirectWithToast(here, { type: "success", title: "Reply sent" });
    }
    if (intent === "resend") {
      await sendSharedCartEmail(id);
      return redirectWithToast(here, { type: "success", title: "Link emailed again" });
    }
    if (intent === "cancel") {
      await cancelSharedCart(id);
      return redirectWithToast(here, {
        type: "success",
        title: "Shared cart cancelled",
        description: "The link now tells the customer it was cancelled.",
      });
    }
  } catch (error) {
    if (error instanceof SharedCartRefused) return redirectWithToast(here, { type: "error", title: error.message });
    throw error;
  }
  throw unknownIntent();
}

export default function SharedCartDetail() {
  const { cart, link, data, pseudoJob, cancellable } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useZodForm(staffReplySchema, {
    id: "staff-reply",
    lastResult: actionData?.result,
  });
  return (
    <>
      <PageHeader
        title={`${pseudoJob.jobNumber} · ${cart.recipientName}`}
        description={pseudoJob.title}
        links={[{ to: "/staff/shared-carts", label: "All shared carts" }]}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section className="card">
            <div className="flex flex-wrap items-center gap-2">
              <span className="badge bg-surface text-secondary" data-testid="shared-cart-status">
                {SHARED_CART_STATUS_LABELS[cart.status as SharedCartStatus] ?? cart.status}
              </span>
              <span className="text-sm">In job lists:</span>
              <JobStatusBadge status={pseudoJob.status} />
              <span className="badge bg-surface text-secondary">Priority: {cart.priority}</span>
            </div>
            <ul className="mt-4 divide-y divide-line">
              {data.items.map((i) => (
                <li key={i.id} className="flex justify-between gap-3 py-2 text-sm">
                  <span>
                    {i.name}
                    <span className="block text-xs">
                      {i.scheduledDate ? formatServiceDate(i.scheduledDate) : "Date to be agreed"}
                    </span>
                  </span>
                  <span className="tabular-nums">{formatCents(i.estimatedPriceCents)}</span>
                </li>
              ))}
            </ul>
            <p className="mt-3 text-sm">
              {data.bundleName ? `${data.bundleName}: −${formatCents(data.discountCents ?? 0)}. ` : ""}
              Total <strong>{formatCents(data.totalCents)}</strong> incl. GST · {data.vesselInfo?.name}
              {data.vesselInfo?.lengthMetres ? ` (${data.vesselInfo.lengthMetres} m)` : ""} · {data.jobLocation?.marina}
            </p>
            {cart.customerMessage ? (
              <p className="mt-3 whitespace-pre-line rounded-theme bg-surface p-3 text-sm">{cart.customerMessage}</p>
            ) : null}
          </section>

          <section className="card">
            <h2 className="text-lg font-bold">Conversation</h2>
            {cart.messages.length ? (
              <ol className="mt-3 space-y-3">
                {cart.messages.map((m) => (
                  <li
                    key={m.id}
                    className={`rounded-theme p-3 text-sm ${m.authorType === "staff" ? "bg-primary/5" : "bg-surface"}`}
                    data-testid="shared-cart-message"
                  >
                    <p className="font-semibold text-secondary">
                      {m.authorName} ({m.authorType}){" "}
                      <span className="font-normal">· {formatDateTime(m.createdAt)}</span>
                    </p>
                    <p className="mt-1 whitespace-pre-line">{m.body}</p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-sm">No messages yet.</p>
            )}
            <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
              <label htmlFor={fields.message.id} className="field-label">
                Reply to {cart.recipientName}
              </label>
              <textarea
                {...getTextareaProps(fields.message)}
                key={fields.message.key}
                rows={3}
                className="field-input"
              />
              <ErrorList id={fields.message.errorId} errors={fields.message.errors} />
              <StatusButton value="reply" pendingText="Sending..." className="btn-primary">
                Send reply
              </StatusButton>
            </Form>
          </section>
        </div>

        <aside className="space-y-4">
          <section className="card space-y-2 text-sm">
            <h2 className="text-base font-bold">Sharing</h2>
            <p>
              Sent to {cart.recipientEmail}
              {cart.customer ? ` (account: ${cart.customer.fullName})` : " (no account yet)"} by{" "}
              {cart.createdBy?.fullName ?? "—"} on {formatDate(cart.createdAt)}.
            </p>
            <p>{cart.viewedAt ? `First viewed ${formatDateTime(cart.viewedAt)}.` : "Not viewed yet."}</p>
            <p>{cart.expiresAt ? `Valid until ${formatDate(cart.expiresAt)}.` : null}</p>
            <label htmlFor="share-link" className="field-label">
              Customer link
            </label>
            <input id="share-link" readOnly value={link} className="field-input text-xs" />
            <Form method="post" className="flex flex-wrap gap-2 pt-2">
              <StatusButton value="resend" pendingText="Sending..." className="btn-secondary">
                Email link again
              </StatusButton>
              {cancellable ? (
                <StatusButton value="cancel" pendingText="Cancelling..." className="btn-danger">
                  Cancel cart
                </StatusButton>
              ) : null}
            </Form>
          </section>
          {cart.orders.length ? (
            <section className="card text-sm">
              <h2 className="text-base font-bold">Orders</h2>
              <ul className="mt-2 space-y-1">
                {cart.orders.map((o) => (
                  <li key={o.id}>
                    <Link to={`/staff/orders/${o.id}`}>{formatOrderNumber(o.number)}</Link> ·{" "}
                    {formatCents(o.totalCents)} · {o.status}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
