import crypto from "node:crypto";
import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { JobStatusBadge } from "~/components/job-status-badge.tsx";
import { OrderStatusBadge } from "~/components/payment-status.tsx";
import { PageHeader } from "~/components/portal-shell.tsx";
import { Field, SelectField } from "~/components/ui/fields.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { recordPaymentSchema } from "~/domain/cart-schemas.ts";
import { formatDateTime } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { centsToInput, formatCents, parseDollarsToCents } from "~/domain/money.ts";
import {
  PAYMENT_METHOD_LABELS,
  amountDueNow,
  formatOrderNumber,
  transferReference,
  type PaymentMethod,
} from "~/domain/orders.ts";
import { orderForStaff, orderTotals } from "~/models/order.server.ts";
import { invoicedWorkOfOrder } from "~/models/payment-handlers.server.ts";
import { PaymentRecordError, recordOfflinePayment } from "~/models/payment.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { prisma } from "~/utils/db.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { parseForm, readForm, refusalReply } from "~/utils/forms.server.ts";
import { notFound } from "~/utils/misc.ts";
import { useZodForm } from "~/components/ui/use-zod-form.ts";
import { SubmitWithErrors } from "~/components/ui/submit-with-errors.tsx";

export const meta: MetaFunction = () => [{ title: "Order | Bosun Operations" }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requirePortal(request, "staff");
  const order = await orderForStaff(params.id!);
  if (!order) throw notFound("Order not found");
  return json({ order, token: crypto.randomBytes(18).toString("base64url") });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await requirePortal(request, "staff");
  const order = await orderTotals(params.id!);
  if (!order) throw notFound("Order not found");
  const formData = await readForm(request);
  const submission = parseForm(formData, { schema: recordPaymentSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const amountCents = parseDollarsToCents(submission.value.amount);
  const outstanding = order.totalCents - order.paidCents;
  if (!amountCents || amountCents <= 0)
    return json(
      { result: submission.reply({ fieldErrors: { amount: ["Enter the amount received"] } }) },
      { status: 400 },
    );
  if (amountCents > outstanding) {
    return json(
      {
        result: submission.reply({
          fieldErrors: { amount: [`Only ${formatCents(outstanding)} is outstanding on this order`] },
        }),
      },
      { status: 400 },
    );
  }
  const invoiced = await invoicedWorkOfOrder(prisma, order.id);
  if (invoiced) {
    return json(
      {
        result: submission.reply({
          formErrors: [
            `Work on this order is already invoiced on ${formatInvoiceNumber(invoiced.number)}: record this payment against the invoice instead.`,
          ],
        }),
      },
      { status: 409 },
    );
  }
  try {
    const result = await recordOfflinePayment({
      kind: "order",
      referenceId: order.id,
      method: submission.value.method,
      amountCents,
      reference: submission.value.reference ?? null,
      token: submission.value.token,
      staffId: ctx.audit.actorId,
      now: getNow(request),
    });
    return redirectWithToast(`/staff/orders/${order.id}`, {
      type: "success",
      title: result.duplicate ? "Already recorded" : "Payment recorded",
      description: `${formatCents(amountCents)} for ${formatOrderNumber(order.number)}.`,
    });
  } catch (error) {
    if (error instanceof PaymentRecordError) return refusalReply(submission, error, 409);
    throw error;
  }
}

export default function StaffOrder() {
  const { order, token } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const due = amountDueNow(order);
  const [form, fields] = useZodForm(recordPaymentSchema, {
    id: "record-payment",
    lastResult: actionData?.result,
    defaultValue: {
      method: order.paymentMethod === "cash" ? "cash" : "bank_transfer",
      amount: centsToInput(due || order.totalCents - order.paidCents),
    },
  });
  const recordable = order.status === "pending" || order.status === "deposit_paid";
  return (
    <>
      <PageHeader
        title={`Order ${formatOrderNumber(order.number)}`}
        description={`${order.contactName} · ${order.contactEmail}${order.contactPhone ? ` · ${order.contactPhone}` : ""}`}
        links={[{ to: "/staff/orders", label: "All orders" }]}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-6">
          <section className="card">
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <OrderStatusBadge status={order.status} />
              <span>{PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}</span>
              <span>· placed {formatDateTime(order.createdAt)}</span>
              {order.sharedCartId ? (
                <Link to={`/staff/shared-carts/${order.sharedCartId}`} className="text-sm">
                  from a shared cart
                </Link>
              ) : null}
            </div>
            <table className="table-base mt-4">
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Date</th>
                  <th scope="col">Job</th>
                  <th scope="col">Invoice</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {order.items.map((i) => (
                  <tr key={i.id}>
                    <td>{i.name}</td>
                    <td>{i.scheduledDate ? formatServiceDate(i.scheduledDate) : "To be agreed"}</td>
                    <td>
                      {i.booking?.job ? (
                        <span className="flex items-center gap-2">
                          #{i.booking.job.number} <JobStatusBadge status={i.booking.job.status} />
                        </span>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>
                      {i.booking?.job?.invoices[0] ? (
                        <Link to={`/staff/invoices/${i.booking.job.invoices[0].id}`}>
                          {formatInvoiceNumber(i.booking.job.invoices[0].number)}
                          {i.booking.job.invoices[0].outstandingCents > 0
                            ? ` · ${formatCents(i.booking.job.invoices[0].outstandingCents)} owing`
                            : " · paid"}
                        </Link>
                      ) : i.booking?.job?.status === "completed" ? (
                        <span className="text-sm">Ready to invoice (order payments are deducted)</span>
                      ) : (
                        <span className="text-sm">When the work is done</span>
                      )}
                    </td>
                    <td className="tabular-nums">{formatCents(i.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="mt-4 grid grid-cols-2 gap-1 text-sm sm:max-w-sm">
              {order.discountCents ? (
                <>
                  <dt>{order.bundleName}</dt>
                  <dd className="tabular-nums">−{formatCents(order.discountCents)}</dd>
                </>
              ) : null}
              <dt>Subtotal (ex GST)</dt>
              <dd className="tabular-nums">{formatCents(order.subtotalCents)}</dd>
              <dt>GST</dt>
              <dd className="tabular-nums">{formatCents(order.taxCents)}</dd>
              <dt className="font-semibold">Total</dt>
              <dd className="font-semibold tabular-nums">{formatCents(order.totalCents)}</dd>
              <dt>Due at booking</dt>
              <dd className="tabular-nums">{formatCents(order.dueNowCents)}</dd>
              <dt>Paid</dt>
              <dd className="tabular-nums" data-testid="order-paid">
                {formatCents(order.paidCents)}
              </dd>
            </dl>
            <p className="mt-3 text-sm">
              {order.vesselName}
              {order.vesselLengthMetres ? ` (${order.vesselLengthMetres} m)` : ""} · {order.locationMarina},{" "}
              {order.locationAddress}
            </p>
            {order.notes ? <p className="mt-2 whitespace-pre-line text-sm">{order.notes}</p> : null}
          </section>

          <section className="card">
            <h2 className="text-lg font-bold">Payments</h2>
            {order.payments.length ? (
              <ul className="mt-3 divide-y divide-line text-sm">
                {order.payments.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {p.provider} · {p.status}
                      {p.recordedBy ? ` · recorded by ${p.recordedBy.fullName}` : ""}
                      {p.note ? ` · ${p.note}` : ""}
                    </span>
                    <span className="tabular-nums">
                      {formatCents(p.amountCents)} · {formatDateTime(p.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm">No payments yet.</p>
            )}
          </section>
        </div>

        <aside>
          {recordable ? (
            <section className="card">
              <h2 className="text-base font-bold">Record a payment</h2>
              <p className="mt-1 text-sm">
                Bank reference to look for: <strong>{transferReference(order.number)}</strong>. Outstanding:{" "}
                {formatCents(order.totalCents - order.paidCents)}.
              </p>
              <Form method="post" {...getFormProps(form)} className="mt-4 space-y-3">
                <input type="hidden" name="token" value={token} />
                <SelectField
                  meta={fields.method}
                  label="Received by"
                  options={[
                    { value: "bank_transfer", label: "Bank transfer" },
                    { value: "cash", label: "Cash" },
                  ]}
                />
                <Field meta={fields.amount} label="Amount received (AUD)" inputClassName="tabular-nums" />
                <Field meta={fields.reference} label="Bank reference or receipt no. (optional)" />
                <SubmitWithErrors form={form} pendingText="Recording..." className="btn-primary w-full">
                  Record payment
                </SubmitWithErrors>
              </Form>
            </section>
          ) : (
            <section className="card text-sm">
              Nothing to record: this order is {order.status === "paid" ? "paid in full" : order.status}.
            </section>
          )}
        </aside>
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
