// The customer's view of a shared cart (/shared-cart/{token}, /cart/shared/{shareId}). The reply form is a light form
// (ADR 030): the server validates with sharedCartReplySchema and the browser gets its constraints as data.
import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { CartSummaryCard } from "~/components/cart-summary.tsx";
import { HoneypotField } from "~/components/honeypot-field.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { CartColumns } from "~/components/cart-columns.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { formatServiceDate } from "~/domain/booking.ts";
import { LOCATION_ZONE_LABELS, isLocationZone } from "~/domain/cart.ts";
import { ACCESS_TYPE_LABELS } from "~/domain/vessel-types.ts";
import { formatDate, formatDateTime } from "~/domain/dates.ts";
import { formatCents } from "~/domain/money.ts";
import { SHARED_CART_STATUS_LABELS } from "~/domain/shared-cart-flow.ts";
import type { SharedCartStatus } from "~/domain/shared-cart.ts";
import type { loadSharedCartPage } from "~/screens/shared-cart/shared-cart-page.server.ts";
import { LightInput, LightTextarea, lightForm } from "~/components/ui/light-form.tsx";
import { TitledSection } from "~/components/ui/titled-section.tsx";

type Data = SerializeFrom<typeof loadSharedCartPage>;
export interface SharedCartActionData {
  intent?: unknown;
  result?: SubmissionResult<string[]>;
  formError?: string;
}

export function SharedCartView({ data, actionData }: { data: Data; actionData?: SharedCartActionData }) {
  const { formErrorId, formErrors, field, formProps } = lightForm({
    id: "shared-cart-reply",
    lastResult: actionData?.intent === "reply" ? actionData.result : undefined,
    constraint: data.replyConstraint,
    defaultValue: { name: data.signedInName ?? data.recipientName },
  });
  const vessel = data.data.vesselInfo;
  const where = data.data.jobLocation;
  const zone =
    data.data.locationZone && isLocationZone(data.data.locationZone)
      ? LOCATION_ZONE_LABELS[data.data.locationZone]
      : null;
  return (
    <div className="container-page max-w-5xl py-8 sm:py-12">
      <p className="font-heading text-sm font-semibold uppercase tracking-widest text-accent">
        Prepared for {data.recipientName}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Your services for {vessel?.name ?? "your vessel"}</h1>
        <span className="badge bg-accent/15 text-secondary" data-testid="shared-cart-status">
          {SHARED_CART_STATUS_LABELS[data.status as SharedCartStatus] ?? data.status}
        </span>
      </div>
      <p className="mt-2 text-sm">
        From {data.from}, {formatDate(data.createdAt)}
        {data.expiresAt && data.canAccept ? ` · valid until ${formatDate(data.expiresAt)}` : ""}
      </p>

      {data.closedReason ? (
        <p
          role="status"
          className="mt-6 rounded-theme border border-line bg-white p-4 font-semibold text-secondary"
          data-testid="shared-cart-closed"
        >
          {data.closedReason}
        </p>
      ) : null}
      <CartColumns
        formError={actionData?.formError}
        summaryGap="space-y-4"
        afterGap="space-y-6"
        items={
          <>
            {data.message ? (
              <blockquote className="card border-l-4 border-l-accent">
                <p className="whitespace-pre-line">{data.message}</p>
                <footer className="mt-2 text-sm">— {data.from}</footer>
              </blockquote>
            ) : null}

            <section className="card">
              <h2 className="text-lg font-bold">Services</h2>
              <ul className="mt-3 divide-y divide-line">
                {data.data.items.map((item) => {
                  const line = data.lines.find((l) => l.id === item.id);
                  return (
                    <li
                      key={item.id}
                      className="flex flex-wrap items-start justify-between gap-3 py-3"
                      data-testid="shared-cart-item"
                    >
                      <span>
                        <span className="font-semibold text-secondary">{item.name}</span>
                        <span className="block text-xs text-ink/80">
                          {item.scheduledDate ? formatServiceDate(item.scheduledDate) : "Date to be agreed"}
                        </span>
                      </span>
                      <span className="text-right tabular-nums">
                        {line && line.discountCents > 0 ? (
                          <span className="block text-xs text-ink/70 line-through">
                            {formatCents(item.estimatedPriceCents)}
                          </span>
                        ) : null}
                        {formatCents(line?.totalCents ?? item.estimatedPriceCents)}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                {vessel ? (
                  <div>
                    <dt className="font-semibold text-secondary">Vessel</dt>
                    <dd>
                      {vessel.name}
                      {vessel.lengthMetres ? `, ${vessel.lengthMetres} m` : ""}
                      {vessel.year ? `, ${vessel.year}` : ""}
                    </dd>
                  </div>
                ) : null}
                {where ? (
                  <div>
                    <dt className="font-semibold text-secondary">Where</dt>
                    <dd>
                      {where.marina}
                      {where.accessType ? ` (${ACCESS_TYPE_LABELS[where.accessType]})` : ""}
                      {where.address ? `, ${where.address}` : ""}
                      {zone ? <span className="block text-xs">{zone}</span> : null}
                    </dd>
                  </div>
                ) : null}
              </dl>
            </section>
          </>
        }
        summary={
          <>
            <CartSummaryCard summary={data.summary} title="Price">
              {data.canAccept ? (
                <Form method="post" className="space-y-2">
                  {data.replacesItems > 0 ? (
                    <p className="text-xs">
                      Accepting replaces the {data.replacesItems} service{data.replacesItems === 1 ? "" : "s"} in your
                      current cart.
                    </p>
                  ) : null}
                  <StatusButton value="accept" pendingText="Opening checkout..." className="btn-primary w-full">
                    Accept and check out
                  </StatusButton>
                </Form>
              ) : null}
            </CartSummaryCard>
            <p className="text-xs text-ink/80">
              Prices in Australian dollars, GST included. Nothing is charged until you check out.
            </p>
          </>
        }
        after={
          <>
            {data.messages.length ? (
              <TitledSection id="conversation" className="card" title="Conversation">
                <ol className="mt-3 space-y-3">
                  {data.messages.map((m) => (
                    <li
                      key={m.id}
                      className={`rounded-theme p-3 text-sm ${m.authorType === "staff" ? "bg-primary/5" : "bg-surface"}`}
                      data-testid="shared-cart-message"
                    >
                      <p className="font-semibold text-secondary">
                        {m.authorName} <span className="font-normal text-ink/70">· {formatDateTime(m.createdAt)}</span>
                      </p>
                      <p className="mt-1 whitespace-pre-line">{m.body}</p>
                    </li>
                  ))}
                </ol>
              </TitledSection>
            ) : null}

            {data.canReply ? (
              <section className="card">
                <h2 className="text-lg font-bold">Questions or changes?</h2>
                <p className="mt-1 text-sm">
                  Write to us here — we&apos;ll reply by email, usually within one business day.
                </p>
                <Form method="post" {...formProps} className="mt-4 space-y-4">
                  <HoneypotField />
                  <LightInput field={field("name")} label="Your name" autoComplete="name" />
                  <LightTextarea field={field("message")} label="Message" rows={4} />
                  <ErrorList id={formErrorId} errors={formErrors} />
                  <StatusButton value="reply" pendingText="Sending..." className="btn-secondary">
                    Send message
                  </StatusButton>
                </Form>
              </section>
            ) : null}
          </>
        }
      />
    </div>
  );
}
