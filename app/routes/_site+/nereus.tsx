import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { EnquiryForm } from "~/screens/enquiry/enquiry-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Icon, type IconName } from "~/components/icons.tsx";
import { PageHero, SectionHeading } from "~/components/marketing.tsx";
import { sydneyDateKey } from "~/domain/dates.ts";
import { enquiryPrefill } from "~/models/enquiry.server.ts";
import { getNow } from "~/utils/clock.server.ts";
import { enquiryConstraint, handleEnquiryAction } from "~/screens/enquiry/enquiry-action.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Nereus, the Bosun AI assistant for boat owners",
    description:
      "Nereus will answer questions about your boat, suggest maintenance and prepare quotes. Until it launches, our marine team answers every question personally.",
    path: "/nereus",
  });

const PLANNED: { icon: IconName; title: string; text: string }[] = [
  {
    icon: "chat",
    title: "Answers about your boat",
    text: "Ask when the antifoul is due, what an engine room clean involves or whether a job needs a weather window — in plain words.",
  },
  {
    icon: "brain",
    title: "Maintenance that remembers",
    text: "Nereus will read your vessel's service history from your owner portal and suggest what is due before it becomes a repair.",
  },
  {
    icon: "tag",
    title: "Quotes in minutes",
    text: "Describe the job and Nereus will put together the right services and bundle saving, ready for our team to confirm.",
  },
  {
    icon: "shield",
    title: "People stay in charge",
    text: "Every price and booking Nereus suggests is checked by a person on our operations team before anything is confirmed.",
  },
];

export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has("source")) params.set("source", "nereus");
  const { options, defaults } = await enquiryPrefill(params);
  return json({ options, defaults, constraint: enquiryConstraint, todayKey: sydneyDateKey(getNow(request)) });
}

export async function action({ request }: ActionFunctionArgs) {
  return handleEnquiryAction(request);
}

export default function Nereus() {
  const { options, defaults, constraint, todayKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="AI assistant · in development"
        title="Meet Nereus, your boat's assistant"
        lead="Named for the old man of the sea, Nereus is the assistant we are building to answer owners' questions day and night. It is not live yet — until it is, our marine team answers every question personally."
      />
      <section className="py-14" aria-labelledby="nereus-plans">
        <div className="container-page">
          <SectionHeading
            eyebrow="What Nereus will do"
            title={<span id="nereus-plans">Built around your vessel</span>}
          />
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {PLANNED.map((p) => (
              <li key={p.title} className="card">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-primary text-white">
                  <Icon name={p.icon} />
                </span>
                <h3 className="mt-4 text-lg font-semibold">{p.title}</h3>
                <p className="mt-2 text-sm">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="bg-white py-14" aria-labelledby="ask-heading">
        <div className="container-page grid gap-10 lg:grid-cols-[20rem_1fr]">
          <div>
            <SectionHeading eyebrow="Until then" title={<span id="ask-heading">Ask our team</span>} />
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
