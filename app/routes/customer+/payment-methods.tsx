// /customer/payment-methods (issue 14): cards kept at the payment provider — brand, last four, expiry. Adding one
// goes to the provider's hosted page (a plain redirect, so it works without JavaScript); only its ids come back.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { EmptyState, PageHeader } from "~/components/portal-shell.tsx";
import { ErrorList } from "~/components/ui/fields.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { RowAction } from "~/components/ui/row-action.tsx";
import { cardLabel } from "~/domain/subscriptions.ts";
import {
  CardRefused,
  completeCardSetup,
  listSavedCards,
  makeDefaultCard,
  removeCard,
  startCardSetup,
} from "~/models/saved-cards.server.ts";
import { requirePortal } from "~/utils/auth.server.ts";
import { readForm } from "~/utils/forms.server.ts";
import { getCardProvider } from "~/utils/payments.server.ts";
import { redirectWithToast } from "~/utils/toast.server.ts";
import { unknownIntent } from "~/utils/misc.ts";

export const meta: MetaFunction = () => [{ title: "Payment methods | My Account" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const url = new URL(request.url);
  const setup = url.searchParams.get("setup");
  if (setup === "cancelled") {
    return redirectWithToast("/customer/payment-methods", { type: "info", title: "No card was added" });
  }
  if (setup) {
    // The provider's return: keep the card only if the provider says this user's setup is complete.
    const card = await completeCardSetup(user.id, setup).catch((error) => {
      console.error("Card setup could not be checked", error);
      return null;
    });
    return redirectWithToast(
      "/customer/payment-methods",
      card
        ? { type: "success", title: `${cardLabel(card)} saved` }
        : {
            type: "error",
            title: "We couldn't confirm that card",
            description: "Nothing was saved. Please try again.",
          },
    );
  }
  const cards = await listSavedCards(user.id);
  return json({
    available: !!getCardProvider(),
    cards: cards.map((c) => ({
      id: c.id,
      label: cardLabel(c),
      expiry: `${String(c.expMonth).padStart(2, "0")}/${c.expYear}`,
      isDefault: c.isDefault,
      subscriptions: c._count.subscriptions,
    })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requirePortal(request, "customer");
  const form = await readForm(request);
  const intent = String(form.get("intent") ?? "");
  const cardId = String(form.get("cardId") ?? "");
  try {
    if (intent === "add") return redirect((await startCardSetup(user.id)).redirectTo);
    if (intent === "default") {
      await makeDefaultCard(user.id, cardId);
      return redirectWithToast("/customer/payment-methods", { type: "success", title: "Default card changed" });
    }
    if (intent === "remove") {
      const card = await removeCard(user.id, cardId);
      return redirectWithToast("/customer/payment-methods", { type: "success", title: `${cardLabel(card)} removed` });
    }
  } catch (error) {
    if (error instanceof CardRefused) return json({ cardId, error: error.message }, { status: 400 });
    console.error("Payment method change failed", error);
    return json(
      { cardId, error: "We couldn't reach our payment provider. Nothing changed — please try again in a minute." },
      { status: 503 },
    );
  }
  throw unknownIntent();
}

export default function PaymentMethods() {
  const { cards, available } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title="Payment methods"
        description="Cards are kept by our payment provider; we only see the brand, the last four digits and the expiry."
      />
      {cards.length === 0 ? (
        <EmptyState title="No saved cards">Save a card to pay subscription visits automatically.</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {cards.map((c) => (
            <li key={c.id} className="card" data-testid="saved-card">
              <p className="font-heading text-lg font-bold text-secondary">{c.label}</p>
              <p className="text-sm">
                Expires {c.expiry}
                {c.isDefault ? " · default" : ""}
                {c.subscriptions ? ` · pays ${c.subscriptions} subscription${c.subscriptions === 1 ? "" : "s"}` : ""}
              </p>
              <div className="mt-3 flex flex-wrap gap-4 text-sm">
                {!c.isDefault ? (
                  <RowAction idName="cardId" id={c.id} intent="default">
                    Make default
                  </RowAction>
                ) : null}
                <RowAction idName="cardId" id={c.id} intent="remove" className="btn-link text-danger">
                  Remove
                </RowAction>
              </div>
              {result?.cardId === c.id ? <ErrorList errors={[result.error]} /> : null}
            </li>
          ))}
        </ul>
      )}
      <section className="card mt-6 max-w-xl">
        <h2 className="text-lg font-bold">Add a card</h2>
        {available ? (
          <Form method="post" className="mt-2">
            <p className="text-sm">
              You will enter the card on our payment provider&apos;s secure page. Nothing is charged.
            </p>
            {result && !result.cardId ? <ErrorList errors={[result.error]} /> : null}
            <StatusButton value="add" pendingText="Opening..." className="btn-primary mt-3">
              Add a card
            </StatusButton>
          </Form>
        ) : (
          <p className="mt-2 text-sm">Card payments are not available right now. Pay by bank transfer or call us.</p>
        )}
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
