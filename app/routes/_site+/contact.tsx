import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactDetails } from "~/components/contact-details.tsx";
import { EnquiryForm } from "~/screens/enquiry/enquiry-form.tsx";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { PageHero } from "~/components/marketing.tsx";
import { enquiryFormData, handleEnquiryAction } from "~/screens/enquiry/enquiry-action.server.ts";
import { pageMeta } from "~/utils/page-meta.ts";
import { publicPageHeaders } from "~/utils/http-cache.ts";

export const headers = publicPageHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Get a Free Quote | Contact Bosun Marine Services Sydney",
    description:
      "Tell us about your boat and the work it needs. Free, itemised quotes for detailing, hull, electrical and shipwright services within one business day.",
    path: "/contact",
  });

export async function loader({ request }: LoaderFunctionArgs) {
  return json(await enquiryFormData(request, new URL(request.url).searchParams));
}

export async function action({ request }: ActionFunctionArgs) {
  return handleEnquiryAction(request);
}

export default function ContactPage() {
  const { options, defaults, constraint, todayKey } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Free quote · no obligation"
        title="Tell us about your boat"
        lead="Send an enquiry and one of our team will come back within one business day with honest, itemised pricing. Prefer to talk? Call us during business hours."
      />
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[1fr_22rem]">
        <section className="card p-5 sm:p-8" aria-labelledby="enquiry-heading" id="enquiry">
          <h2 id="enquiry-heading" className="text-xl font-bold">
            Request a quote
          </h2>
          <p className="mt-1 text-sm">Fields marked optional can be left blank — we will ask if we need them.</p>
          <div className="mt-6">
            <EnquiryForm
              lastResult={actionData?.result}
              constraint={constraint}
              options={options}
              defaults={defaults}
              source={defaults.source}
              todayKey={todayKey}
            />
          </div>
        </section>
        <ContactDetails />
      </div>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
