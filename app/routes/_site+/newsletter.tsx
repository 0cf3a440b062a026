// /newsletter: the footer sign-up posts here. Success goes back where the visitor was, with a toast;
// a bad address shows this page's form with the error and what was typed (with or without JavaScript).
import { json, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { HoneypotField } from "~/components/honeypot-field.tsx";
import { ErrorList } from "~/components/ui/error-list.tsx";
import { LightEmail, lightForm } from "~/components/ui/light-form.tsx";
import { StatusButton } from "~/components/ui/status-button.tsx";
import { handleNewsletterAction, newsletterConstraint } from "~/screens/newsletter/newsletter-action.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Newsletter | Bosun Marine Services",
    description:
      "Seasonal maintenance reminders, bundle offers and news from Sydney's marinas, a few times a year. Confirm by e-mail; leave any time.",
    path: "/newsletter",
  });

export async function loader() {
  return json({ constraint: newsletterConstraint });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleNewsletterAction(request);
}

export default function Newsletter() {
  const { constraint } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { formId, formErrorId, formErrors, field } = lightForm({
    id: "newsletter-page",
    lastResult: actionData?.result,
    constraint,
  });
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-lg">
        <h1 className="text-2xl font-bold">Bosun newsletter</h1>
        <p className="mt-2">
          A few e-mails a year: seasonal maintenance reminders, bundle offers and news from around Sydney&apos;s
          marinas. We send nothing until you confirm your address.
        </p>
        <Form method="post" id={formId} className="relative mt-6 space-y-4">
          <HoneypotField />
          <input type="hidden" name="redirectTo" value="/newsletter" />
          <LightEmail field={field("email")} />
          <ErrorList id={formErrorId} errors={formErrors} />
          <StatusButton pendingText="Subscribing..." className="btn-primary w-full">
            Subscribe
          </StatusButton>
        </Form>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
