// Spec §2 /subscription-activated (issue 14): what happens next. The return from the payment page lands here; if
// the provider's webhook is late, the page asks the provider itself (never trusting the query string).
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Icon } from "~/components/icons.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { formatCents } from "~/domain/money.ts";
import {
  BOOK_AHEAD_DAYS,
  cardLabel,
  formatSubscriptionNumber,
  frequencyLabel,
  STATUS_LABELS,
  weekdayName,
} from "~/domain/subscriptions.ts";
import { reconcileCardPayments } from "~/models/payment.server.ts";
import { customerSubscription } from "~/models/subscription.server.ts";
import { getUser, loginPath } from "~/utils/auth.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { notFound } from "~/utils/misc.ts";
import { LinkButtons } from "~/components/link-buttons.tsx";

export const meta: MetaFunction = () => [
  { title: "Subscription activated | Bosun" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const id = new URL(request.url).searchParams.get("subscription") ?? "";
  if (!user) return json({ signedIn: false as const, loginHref: loginPath(request), sub: null });
  if (!id) return json({ signedIn: true as const, loginHref: null, sub: null });
  const now = getNow(request);
  let sub = await customerSubscription(id, user.id, now);
  if (sub?.status === "pending" && (await reconcileCardPayments("subscription", sub.id, now))) {
    sub = await customerSubscription(id, user.id, now);
  }
  if (!sub) throw notFound();
  const first = [...sub.visits].sort((a, b) => a.visitDate.localeCompare(b.visitDate))[0] ?? null;
  return json({ signedIn: true as const, loginHref: null, sub: { ...sub, firstVisit: first } });
}

export default function SubscriptionActivated() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn || !data.sub) {
    return (
      <div className="container-page py-12">
        <h1 className="text-3xl font-bold">Your subscription</h1>
        {data.signedIn ? (
          <p className="mt-3">
            See <Link to="/customer/subscriptions">your subscriptions</Link>.
          </p>
        ) : (
          <p className="mt-3">
            <Link to={data.loginHref ?? "/auth"}>Sign in</Link> to see your subscription.
          </p>
        )}
      </div>
    );
  }
  const sub = data.sub;
  const pending = sub.status === "pending";
  return (
    <div className="container-page max-w-3xl py-10 sm:py-14">
      <div className="card" data-testid="subscription-activated">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent-strong">
          {formatSubscriptionNumber(sub.number)} · {STATUS_LABELS[sub.status] ?? sub.status}
        </p>
        <h1 className="mt-1 flex items-center gap-2 text-3xl font-bold">
          {pending ? null : <Icon name="check" className="h-8 w-8 text-success" />}
          {pending ? "Waiting for your payment" : "Your subscription is active"}
        </h1>
        {pending ? (
          <p className="mt-3">
            We haven&apos;t heard from the payment page yet. If you paid, this page updates within a minute —{" "}
            <Link to={`/subscription-activated?subscription=${sub.id}`}>check again</Link>. If not,{" "}
            <Link to={`/complete-subscription?subscription=${sub.id}`}>pay for the first visit</Link>.
          </p>
        ) : (
          <p className="mt-3 text-lg">
            {sub.serviceName} for <strong>{sub.vesselName}</strong>, {frequencyLabel(sub.frequency).toLowerCase()} on{" "}
            {weekdayName(sub.weekday)}s, {sub.windowStart}–{sub.windowEnd}.
          </p>
        )}
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide">First visit</dt>
            <dd className="font-heading text-xl font-bold text-primary" data-testid="first-visit">
              {formatServiceDate(sub.firstVisit?.visitDate ?? sub.startDate)}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide">Price per visit</dt>
            <dd className="font-heading text-xl font-bold text-primary">{formatCents(sub.priceCents)}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide">Paid by</dt>
            <dd className="font-heading text-xl font-bold text-primary">
              {sub.billing === "invoice" ? "Invoice" : sub.savedCard ? cardLabel(sub.savedCard) : "Card"}
            </dd>
          </div>
        </dl>
        {sub.firstVisit?.invoice ? (
          <p className="mt-4 text-sm">
            First visit: invoice{" "}
            <Link to={`/invoice/${sub.firstVisit.invoice.publicToken}`}>INV-{sub.firstVisit.invoice.number}</Link> —{" "}
            {sub.firstVisit.invoice.outstandingCents === 0
              ? "paid"
              : `${formatCents(sub.firstVisit.invoice.outstandingCents)} to pay`}
            .
          </p>
        ) : null}
        <h2 className="mt-8 text-xl font-bold">What happens next</h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5">
          <li>We confirm the first visit by e-mail and arrive in the window you chose.</li>
          <li>
            Each later visit is booked {BOOK_AHEAD_DAYS} days ahead and{" "}
            {sub.billing === "invoice"
              ? "invoiced (pay by bank transfer or the pay link)"
              : "charged to your saved card"}
            .
          </li>
          <li>Skip a visit, pause, change the day or cancel from your account whenever you like.</li>
        </ol>
        <LinkButtons
          className="mt-8 flex flex-wrap gap-3"
          links={[
            { to: `/customer/subscription/${sub.id}`, label: "Manage subscription" },
            { to: "/customer/dashboard", label: "My account" },
          ]}
        />
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
