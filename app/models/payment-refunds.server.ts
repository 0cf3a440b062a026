// Card payments that arrived for something already paid are never recorded against it: the payment module flags
// them 'duplicate'. The office refunds them at the provider and marks them here, so the list is a to-do list.
import { formatDate } from "~/domain/dates.ts";
import { formatInvoiceNumber } from "~/domain/invoice.ts";
import { formatOrderNumber } from "~/domain/orders.ts";
import { prisma } from "~/utils/db.server.ts";

export async function paymentsToRefund(take = 20) {
  const rows = await prisma.payment.findMany({
    where: { status: "duplicate" },
    orderBy: { createdAt: "desc" },
    take,
    select: { id: true, kind: true, referenceId: true, amountCents: true, providerRef: true, createdAt: true },
  });
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.referenceId);
  const [invoices, orders] = await Promise.all([
    prisma.invoice.findMany({
      where: { id: { in: ids("invoice") } },
      select: { id: true, number: true, customerName: true },
    }),
    prisma.order.findMany({
      where: { id: { in: ids("order") } },
      select: { id: true, number: true, contactName: true },
    }),
  ]);
  return rows.map((r) => {
    const invoice = r.kind === "invoice" ? invoices.find((i) => i.id === r.referenceId) : undefined;
    const order = r.kind === "order" ? orders.find((o) => o.id === r.referenceId) : undefined;
    return {
      id: r.id,
      amountCents: r.amountCents,
      providerRef: r.providerRef,
      createdAt: r.createdAt,
      label: invoice
        ? `invoice ${formatInvoiceNumber(invoice.number)} (${invoice.customerName})`
        : order
          ? `order ${formatOrderNumber(order.number)} (${order.contactName})`
          : `${r.kind.replace(/_/g, " ")} ${r.referenceId}`,
      href: invoice ? `/admin/invoices/${invoice.id}` : order ? `/staff/orders/${order.id}` : null,
    };
  });
}

/** Only a payment still waiting for its refund changes (a second click, or a second admin, changes nothing). */
export async function markPaymentRefunded(paymentId: string, opts: { actorName: string; now: Date }) {
  const { count } = await prisma.payment.updateMany({
    where: { id: paymentId, status: "duplicate" },
    data: {
      status: "refunded",
      note: `Refunded at the provider; marked by ${opts.actorName} on ${formatDate(opts.now)}`,
    },
  });
  return count === 1;
}
