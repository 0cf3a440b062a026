import { Form } from "@remix-run/react";
import { StatusButton } from "~/components/ui/status-button.tsx";

type Returned = "success" | "cancelled" | "pending" | null;

/** The card payment panel on a customer's invoice page: one button to the secure checkout. */
export function InvoiceCardPayment({ amountDue, action }: { amountDue: string; action?: string }) {
  return (
    <section
      className="mx-5 mb-4 rounded-theme border border-primary/30 bg-primary/5 p-5 sm:mx-8"
      aria-labelledby="pay-by-card"
    >
      <h3 id="pay-by-card" className="text-base font-bold">
        Pay online by card
      </h3>
      <p className="mt-1 text-sm">
        Visa, Mastercard and American Express through Stripe's secure checkout. We never see or store your card number.
      </p>
      <Form method="post" action={action} className="mt-3">
        <StatusButton value="pay-card" pendingText="Opening secure payment..." className="btn-primary w-full sm:w-auto">
          Pay {amountDue} by card
        </StatusButton>
      </Form>
    </section>
  );
}

/** What happened at the checkout, told from the invoice's real state (the URL only says where they came from). */
export function InvoicePaymentNotice({
  returned,
  status,
  amountDue,
  reloadHref,
}: {
  returned: Returned;
  status: string;
  amountDue: string;
  reloadHref: string;
}) {
  if (!returned) return null;
  if (status === "paid") {
    return (
      <div role="status" className="mb-6 rounded-theme border border-green-300 bg-green-50 p-4 text-green-900">
        <p className="font-bold">Payment received — thank you.</p>
        <p className="text-sm">This invoice is paid in full. A receipt is on its way to you by e-mail.</p>
      </div>
    );
  }
  if (returned === "cancelled") {
    return (
      <div role="status" className="mb-6 rounded-theme border border-amber-300 bg-amber-50 p-4 text-amber-950">
        <p className="font-bold">Payment not completed.</p>
        <p className="text-sm">
          Nothing was charged. {amountDue} is still owing: try the card payment again, or pay by bank transfer.
        </p>
      </div>
    );
  }
  return (
    <div role="status" className="mb-6 rounded-theme border border-sky-300 bg-sky-50 p-4 text-sky-950">
      <p className="font-bold">We're confirming your payment.</p>
      <p className="text-sm">
        The card provider hasn't told us the result yet; this usually takes a few seconds.{" "}
        <a href={reloadHref}>Check again</a>.
      </p>
    </div>
  );
}
