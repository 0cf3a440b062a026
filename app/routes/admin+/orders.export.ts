import type { LoaderFunctionArgs } from "@remix-run/node";
import { PAYMENT_STATE_LABELS, parseOrderFilters, paymentState } from "~/domain/back-office-lists.ts";
import { csvDollars } from "~/domain/csv.ts";
import { sydneyDateKey } from "~/domain/dates.ts";
import { ORDER_STATUS_LABELS, formatOrderNumber, type OrderStatus } from "~/domain/orders.ts";
import { orderExportBatch, orderWhere } from "~/models/back-office-lists.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { csvStreamResponse } from "~/utils/csv-stream.server.ts";

const BATCH = 500;

// /admin/orders/export — the orders list's filtered set as CSV, streamed in batches.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const where = orderWhere(parseOrderFilters(new URL(request.url).searchParams));
  return csvStreamResponse({
    fileName: `orders-${sydneyDateKey(getNow(request))}.csv`,
    header: ["Order", "Date", "State", "Payment", "Customer", "Email", "Vessel", "Method", "Total", "Paid"],
    batchSize: BATCH,
    next: (afterId) => orderExportBatch(where, afterId, BATCH),
    toCells: (o) => [
      formatOrderNumber(o.number),
      sydneyDateKey(o.createdAt),
      ORDER_STATUS_LABELS[o.status as OrderStatus] ?? o.status,
      PAYMENT_STATE_LABELS[paymentState(o)],
      o.contactName,
      o.contactEmail,
      o.vesselName ?? "",
      o.paymentMethod,
      csvDollars(o.totalCents),
      csvDollars(o.paidCents),
    ],
  });
}
