import { Link } from "@remix-run/react";
import { formatDate } from "~/domain/dates.ts";
import { formatOrderNumber } from "~/domain/orders.ts";

/** The first cell of an order row in the back-office lists: its number, linked to the order's page, and its date. */
export function OrderCell({ order }: { order: { id: string; number: number; createdAt: string | Date } }) {
  return (
    <td>
      <Link to={`/staff/orders/${order.id}`} className="font-semibold">
        {formatOrderNumber(order.number)}
      </Link>
      <span className="block text-xs">{formatDate(order.createdAt)}</span>
    </td>
  );
}
