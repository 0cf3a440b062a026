import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatDate } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS, type OrderStatus, type PaymentMethod } from "~/domain/orders.ts";
import { serviceNameOf } from "~/domain/service-types.ts";
import { addCartItem, CartInputError } from "~/models/cart.server.ts";
import { orderForCustomer, reorderLines } from "~/models/order.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { notFound } from "~/utils/misc.ts";
import { TitledSection } from "~/components/ui/titled-section.tsx";

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Order BOS-${data?.order.number ?? ""} | My Account` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const order = await orderForCustomer(params.orderId ?? "", user.id);
  if (!order) throw notFound("Order not found");
  return json({ order });
}

/** "Order again": the same services into the cart, for the same vessel while it is still this customer's. */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  await readForm(request);
  const lines = await reorderLines(params.orderId ?? "", user.id);
  if (!lines) throw notFound("Order not found");
  const now = getNow(request);
  let added = 0;
  try {
    for (const line of lines) {
      await addCartItem(
        { kind: "user", userId: user.id },
        { serviceType: line.serviceType, vesselId: line.vesselId ?? undefined },
        now,
      );
      added += 1;
    }
  } catch (error) {
    if (!(error instanceof CartInputError)) throw error;
    return redirectWithToast("/cart", {
      type: "error",
      title: `Added ${added} of ${lines.length}`,
      description: error.message,
    });
  }
  return redirectWithToast("/cart", {
    type: "success",
    title: `${added} service${added === 1 ? "" : "s"} added to your cart`,
    description: "Choose new dates, then check out.",
  });
}

export default function CustomerOrder() {
  const { order } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={`Order BOS-${order.number}`}
        description={`${formatDate(order.createdAt)} · ${ORDER_STATUS_LABELS[order.status as OrderStatus] ?? order.status} · ${PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}`}
        actions={
          <Form method="post">
            <StatusButton pendingText="Adding...">Order again</StatusButton>
          </Form>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <section className="card lg:col-span-2" aria-labelledby="items">
          <h2 id="items" className="text-lg font-bold">
            Services
          </h2>
          <ul className="mt-3 divide-y divide-line text-sm">
            {order.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-2 py-2">
                <span>
                  {i.name}
                  {i.scheduledDate ? (
                    <span className="block text-xs text-ink/80">{formatServiceDate(i.scheduledDate)}</span>
                  ) : null}
                </span>
                <span>{formatCents(i.totalCents)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
            {order.discountCents ? (
              <div className="flex justify-between">
                <dt>{order.bundleName ?? "Bundle saving"}</dt>
                <dd>−{formatCents(order.discountCents)}</dd>
              </div>
            ) : null}
            <div className="flex justify-between">
              <dt>GST included</dt>
              <dd>{formatCents(order.taxCents)}</dd>
            </div>
            <div className="flex justify-between font-semibold text-secondary">
              <dt>Total</dt>
              <dd data-testid="order-total">{formatCents(order.totalCents)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Paid</dt>
              <dd>{formatCents(order.paidCents)}</dd>
            </div>
          </dl>
          {order.paidCents < order.dueNowCents && order.status !== "cancelled" ? (
            <p className="mt-3 text-sm">
              <Link to={`/payment/pending?order=${order.id}`}>
                How to pay the {formatCents(order.dueNowCents - order.paidCents)} due now
              </Link>
            </p>
          ) : null}
        </section>
        <TitledSection id="payments" className="card" title="Payments">
          {order.payments.length === 0 ? (
            <p className="mt-2 text-sm">None yet.</p>
          ) : (
            <ul className="mt-3 space-y-1 text-sm">
              {order.payments.map((p) => (
                <li key={p.id} className="flex justify-between gap-2">
                  <span>
                    {formatDate(p.paidAt ?? p.createdAt)} · {p.provider.replace("_", " ")}
                  </span>
                  <span>
                    {formatCents(p.amountCents)} · {p.status}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
      </div>
      <section className="card mt-6" aria-labelledby="bookings">
        <h2 id="bookings" className="text-lg font-bold">
          Bookings and invoices
        </h2>
        <ul className="mt-3 divide-y divide-line text-sm">
          {order.bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div>
                <p className="font-semibold text-secondary">{serviceNameOf(b.serviceType)}</p>
                <p>
                  {b.scheduledDate ? formatServiceDate(b.scheduledDate) : "Date to be agreed"}
                  {b.windowStart ? `, ${b.windowStart}–${b.windowEnd}` : ""}
                  {b.status === "cancelled" ? " · cancelled" : ""}
                </p>
                {b.job?.invoices.map((inv) => (
                  <p key={inv.id}>
                    <a href={`/invoices/${inv.id}`}>INV-{inv.number}</a> · {formatCents(inv.totalCents)}
                    {inv.outstandingCents ? ` · ${formatCents(inv.outstandingCents)} to pay` : " · paid"}
                  </p>
                ))}
              </div>
              {b.job ? <JobStatusBadge status={b.job.status} /> : null}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm">
          <Link to="/customer/bookings">Reschedule or cancel in your bookings</Link>
        </p>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
