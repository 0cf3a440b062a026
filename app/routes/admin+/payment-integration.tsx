// /admin/payment-integration (issue 18, ADR 185): the card provider's state — mode from the key's prefix, whether the
// secrets are set (never their values: they stay in the environment), the webhook URL to configure at the
// provider, and the latest webhook deliveries with their verification result. Bank details live in /admin/settings.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { TitledSection } from "~/components/ui/titled-section.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ListTable } from "~/components/ui/list-table.tsx";
import { formatDateTime } from "~/domain/dates.ts";
import { STRIPE_MODE_LABELS, webhookOutcomeLabel } from "~/domain/payment-console.ts";
import { paymentConfiguration, recentWebhookDeliveries } from "~/models/payment-console.server.ts";
import { requireAdmin } from "~/utils/auth.server.ts";
import { getBusinessSettings } from "~/utils/business-settings.server.ts";

export const meta: MetaFunction = () => [{ title: "Payment integration | Bosun admin" }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const [deliveries, settings] = await Promise.all([recentWebhookDeliveries(20), getBusinessSettings()]);
  return json({
    config: paymentConfiguration(),
    deliveries,
    bank: { accountName: settings.bankAccountName, bsb: settings.bankBsb, accountNumber: settings.bankAccountNumber },
  });
}

function YesNo({ ok, yes, no }: { ok: boolean; yes: string; no: string }) {
  return <span className={ok ? "font-semibold text-success" : "font-semibold text-danger"}>{ok ? yes : no}</span>;
}

export default function PaymentIntegration() {
  const { config, deliveries, bank } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Payment integration"
        description="How card payments reach Stripe and how Stripe tells us about them. Keys and secrets stay in the server's environment and are never shown."
        links={[{ to: "/admin/payment-test", label: "Payment test console" }]}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <TitledSection id="provider" className="card space-y-3" title="Card payments (Stripe)">
          <dl className="grid grid-cols-1 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
            <dt className="font-semibold">Mode</dt>
            <dd data-testid="stripe-mode">
              <span
                className={
                  config.mode === "live"
                    ? "badge bg-success/10 text-success"
                    : config.mode === "test"
                      ? "badge bg-warning/10 text-ink"
                      : "badge bg-danger/10 text-danger"
                }
              >
                {STRIPE_MODE_LABELS[config.mode]}
              </span>
            </dd>
            <dt className="font-semibold">Secret key</dt>
            <dd data-testid="secret-key-state">
              <YesNo ok={config.secretKey.set} yes="Set (hidden)" no="Not set: STRIPE_SECRET_KEY" />
            </dd>
            <dt className="font-semibold">Webhook signing secret</dt>
            <dd data-testid="webhook-secret-state">
              <YesNo
                ok={config.webhookSecret.set}
                yes={
                  config.webhookSecret.looksRight ? "Set (hidden)" : "Set (hidden), but it does not start with whsec_"
                }
                no="Not set: STRIPE_WEBHOOK_SECRET — webhooks are refused"
              />
            </dd>
            {config.apiBase ? (
              <>
                <dt className="font-semibold">API host</dt>
                <dd>{config.apiBase} (a local stand-in, not Stripe)</dd>
              </>
            ) : null}
          </dl>
          <div>
            <p className="text-sm font-semibold">Webhook endpoint to configure at Stripe</p>
            <p className="mt-1 break-all rounded-theme bg-surface p-2 font-mono text-sm" data-testid="webhook-url">
              {config.webhookUrl}
            </p>
            <p className="mt-1 text-xs">
              Events: checkout.session.completed, checkout.session.async_payment_succeeded,
              checkout.session.async_payment_failed, checkout.session.expired.
            </p>
          </div>
        </TitledSection>
        <TitledSection id="bank" className="card space-y-3" title="Bank transfer">
          <dl className="grid grid-cols-[8rem_1fr] gap-y-1 text-sm">
            <dt className="font-semibold">Account name</dt>
            <dd>{bank.accountName}</dd>
            <dt className="font-semibold">BSB</dt>
            <dd>{bank.bsb}</dd>
            <dt className="font-semibold">Account number</dt>
            <dd>{bank.accountNumber}</dd>
          </dl>
          <p className="text-sm">
            Customers paying by transfer see these details.{" "}
            <Link to="/admin/settings" className="link">
              Change them in Business settings
            </Link>
            .
          </p>
        </TitledSection>
      </div>
      <TitledSection
        id="deliveries"
        className="mt-8"
        headingClassName="mb-3 text-xl font-bold"
        title="Latest webhook deliveries"
      >
        {deliveries.length === 0 ? (
          <EmptyState title="No webhook has arrived yet">
            Once Stripe sends an event to the endpoint above it appears here.{" "}
            <Link to="/admin/payment-test" className="link">
              Send a signed test webhook
            </Link>
            .
          </EmptyState>
        ) : (
          <ListTable columns={["Received", "Signature", "Event", "Result"]} testId="webhook-deliveries">
            {deliveries.map((d) => (
              <tr key={d.id} data-testid="webhook-delivery">
                <td className="whitespace-nowrap">{formatDateTime(d.receivedAt)}</td>
                <td>
                  <YesNo ok={d.verified} yes="Verified" no="Failed" />
                </td>
                <td className="min-w-[12rem] break-all">
                  {d.type ?? "—"}
                  {d.eventId ? <span className="block text-xs">{d.eventId}</span> : null}
                </td>
                <td className="min-w-[16rem]">
                  {webhookOutcomeLabel(d.outcome)}
                  {d.detail ? <span className="block text-xs">{d.detail}</span> : null}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </TitledSection>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
