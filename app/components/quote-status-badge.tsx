import { isQuoteStatus, quoteStatusLabel, type QuoteStatus } from "~/domain/quote.ts";

const TONES: Record<QuoteStatus, string> = {
  draft: "bg-slate-100 text-slate-800",
  sent: "bg-sky-100 text-sky-900",
  viewed: "bg-indigo-100 text-indigo-900",
  accepted: "bg-emerald-100 text-emerald-900",
  declined: "bg-rose-100 text-rose-900",
  changes_requested: "bg-amber-100 text-amber-900",
  expired: "bg-stone-200 text-stone-800",
  revoked: "bg-stone-200 text-stone-800",
};

/** `forCustomer`: a sent or viewed quote reads 'Awaiting your reply' on the customer's own pages. */
export function QuoteStatusBadge({ status, forCustomer = false }: { status: string; forCustomer?: boolean }) {
  const label =
    forCustomer && (status === "sent" || status === "viewed") ? "Awaiting your reply" : quoteStatusLabel(status);
  return (
    <span className={`badge ${isQuoteStatus(status) ? TONES[status] : "bg-surface text-secondary"}`}>{label}</span>
  );
}
