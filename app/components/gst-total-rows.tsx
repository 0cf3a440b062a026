import { formatCents } from "~/domain/money.ts";

/** The subtotal, GST and total lines of a totals list (`<dl>`), as the quote and job screens show them. */
export function GstTotalRows({
  subtotalCents,
  taxCents,
  totalCents,
  totalTestId,
}: {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  totalTestId?: string;
}) {
  return (
    <>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatCents(subtotalCents)}</dd>
      </div>
      <div className="flex justify-between">
        <dt>GST (10%)</dt>
        <dd>{formatCents(taxCents)}</dd>
      </div>
      <div className="flex justify-between border-t border-line pt-1 text-base font-bold text-secondary">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatCents(totalCents)}</dd>
      </div>
    </>
  );
}
