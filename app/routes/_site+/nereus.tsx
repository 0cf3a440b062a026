import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EnquiryForm } from "~/screens/enquiry/enquiry-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHero, SectionHeading } from "~/components/marketing.tsx";
import { enquiryFormData, handleEnquiryAction } from "~/screens/enquiry/enquiry-action.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";
import { NereusChat, type NereusState } from "~/screens/nereus/nereus-chat.tsx";
import { nereusAction } from "~/screens/nereus/nereus.server.ts";
import { readForm } from "~/utils/forms.server.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Nereus, the Bosun AI assistant for boat owners",
    description:
      "Ask Nereus about our services, prices for your boat's length, and — signed in — what is due on your boat, your next booking and what you owe. Our marine team answers anything it cannot.",
    path: "/nereus",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has("source")) params.set("source", "nereus");
  return json(await enquiryFormData(request, params));
}

export async function action({ request }: ActionFunctionArgs) {
  // Two forms: a question for Nereus (intent=ask), or the enquiry to a person.
  const formData = await readForm(request.clone());
  if (formData.get("intent") === "ask") return nereusAction(request, formData);
  return handleEnquiryAction(request);
}

export default function Nereus() {
  const { options, defaults, constraint, todayKey } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const nereus = data && "nereus" in data ? (data.nereus as unknown as NereusState) : null;
  const actionData = data && "result" in data ? data : undefined;
  return (
    <>
      <PageHero
        eyebrow="Boat assistant"
        title="Ask Nereus about your boat"
        lead="Nereus answers from our price list, our hours and service area and — when you are signed in — your own vessels, maintenance due, bookings, quotes and invoices. Every figure comes from those records; when it does not know, it says so and our team answers."
      />
      <section className="py-10" aria-labelledby="nereus-chat-heading">
        <div className="container-page max-w-3xl">
          <h2 id="nereus-chat-heading" className="sr-only">
            Conversation with Nereus
          </h2>
          <div className="card p-5 sm:p-8">
            <NereusChat state={nereus} />
          </div>
        </div>
      </section>
      <section className="bg-white py-14" aria-labelledby="ask-heading">
        <div className="container-page grid gap-10 lg:grid-cols-[20rem_1fr]">
          <div>
            <SectionHeading eyebrow="A person" title={<span id="ask-heading">Ask our team</span>} />
            <p className="mt-4">
              Send us your question or describe the job. A real person — usually one of our operations coordinators, who
              have spent years around Sydney&apos;s marinas — will reply within one business day.
            </p>
            <p className="mt-4 text-sm">
              Your questions also help us teach Nereus what owners need to know. We never use your contact details for
              anything but your enquiry.
            </p>
          </div>
          <div className="card p-5 sm:p-8" id="enquiry">
            <EnquiryForm
              lastResult={actionData?.result}
              constraint={constraint}
              options={options}
              defaults={defaults}
              source={defaults.source}
              todayKey={todayKey}
              submitLabel="Send my question"
            />
          </div>
        </div>
      </section>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
