// The frame both subscription pages (the customer's and the admin one) put around their forms: the tab title, the
// header with the way back to the list, what the last refused change said, and the pause-until date field with the
// dates a pause may end on.
import { useActionData } from "@remix-run/react";
import { Link } from "@remix-run/react";
import type { ComponentProps } from "react";
import { PageHeader } from "~/components/portal-shell.tsx";
import { PlainInput } from "~/components/ui/plain-field.tsx";
import { addDays } from "~/domain/dates.ts";
import { MAX_PAUSE_DAYS } from "~/domain/subscriptions.ts";
import type { SubscriptionActionData } from "./subscription-action.server.ts";
import { subscriptionTitle } from "./subscription-view.tsx";

type Titled = { number: number; serviceName: string };

/** The page's meta: "SUB-… · Service | <site>", or "Subscription | <site>" when there is no subscription. */
export function subscriptionMeta(site: string) {
  return ({ data }: { data?: { sub: Titled } }) => [
    { title: `${data ? subscriptionTitle(data.sub) : "Subscription"} | ${site}` },
  ];
}

export function SubscriptionPageHeader({ sub, listPath }: { sub: Titled; listPath: string }) {
  return <PageHeader title={subscriptionTitle(sub)} description={<Link to={listPath}>All subscriptions</Link>} />;
}

/** The refused change the action answered with: its message for the form that posted it, and what was typed there. */
export function useSubscriptionResult<I extends string>() {
  const result = useActionData<SubscriptionActionData>();
  return {
    result,
    errorFor: (intent: I) => (result?.intent === intent ? [result.error] : null),
    value: (intent: I, name: string) => (result?.intent === intent ? result.values[name] : undefined),
  };
}

/** The date a pause ends: from two days after today up to MAX_PAUSE_DAYS ahead. */
export function PauseUntilInput({
  today,
  ...field
}: { today: string } & Omit<ComponentProps<typeof PlainInput>, "type" | "name" | "min" | "max">) {
  return (
    <PlainInput {...field} type="date" name="until" min={addDays(today, 2)} max={addDays(today, MAX_PAUSE_DAYS)} />
  );
}
