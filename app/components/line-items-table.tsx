// The priced lines of a quote or a job: name (with its description and, on a quote, whether it is optional),
// quantity, unit price and line total, in a table-base table. The caller adds a caption or a totals footer.
import type { ReactNode } from "react";
import { formatCents } from "~/domain/money.ts";
import { TableHead } from "./ui/table-head.tsx";

export interface LineItemRow {
  id: string;
  name: string;
  description: string | null;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  /** Quote lines only: an optional extra, and whether the customer chose it. */
  optional?: boolean;
  selected?: boolean;
}

export function LineItemsTable({
  items,
  unitLabel,
  className = "table-base",
  caption,
  footer,
}: {
  items: LineItemRow[];
  /** The unit price column's heading ("Unit", "Unit (ex GST)"). */
  unitLabel: string;
  className?: string;
  caption?: ReactNode;
  /** A <tfoot> (subtotal, GST, total). */
  footer?: ReactNode;
}) {
  return (
    <table className={className}>
      {caption}
      <TableHead
        columns={[
          "Item",
          { label: "Qty", align: "right" },
          { label: unitLabel, align: "right" },
          { label: "Total", align: "right" },
        ]}
      />
      <tbody className="divide-y divide-line">
        {items.map((i) => (
          <tr key={i.id}>
            <td>
              <span className="font-semibold text-secondary">{i.name}</span>
              {i.optional ? (
                <span className="badge ml-2 bg-surface text-secondary">
                  {i.selected ? "Optional — chosen" : "Optional"}
                </span>
              ) : null}
              {i.description ? <span className="block text-xs">{i.description}</span> : null}
            </td>
            <td className="text-right tabular-nums">{i.quantity}</td>
            <td className="text-right tabular-nums">{formatCents(i.unitPriceCents)}</td>
            <td className="text-right tabular-nums">{formatCents(i.totalCents)}</td>
          </tr>
        ))}
      </tbody>
      {footer}
    </table>
  );
}
