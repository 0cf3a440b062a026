import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/error-boundary.tsx";
import { Icon } from "~/components/icons.tsx";
import { pageMeta } from "~/utils/page-meta.ts";
import { LinkButtons } from "~/components/link-buttons.tsx";

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Thanks for your enquiry | Bosun",
    description: "We have your enquiry and will reply within one business day.",
    path: "/contact/thank-you",
    noindex: true,
  });

export async function loader({ request }: LoaderFunctionArgs) {
  const ref = new URL(request.url).searchParams.get("ref");
  return json({ reference: ref && /^\d{1,9}$/.test(ref) ? ref : null });
}

export default function EnquirySent() {
  const { reference } = useLoaderData<typeof loader>();
  return (
    <div className="container-page py-16">
      <div className="card mx-auto max-w-xl text-center" role="status">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-success/10 text-success">
          <Icon name="check" className="h-8 w-8" />
        </span>
        <h1 className="mt-4 text-2xl font-bold">Thanks — we have your enquiry</h1>
        {reference ? (
          <p className="mt-2 font-heading text-lg font-semibold text-primary">Reference #{reference}</p>
        ) : null}
        <p className="mt-3">
          One of our team will be in touch within one business day with a quote. We have sent a copy to your inbox.
        </p>
        <LinkButtons
          className="mt-8 flex flex-wrap justify-center gap-3"
          links={[
            { to: "/services", label: "Browse services" },
            { to: "/", label: "Return to Home" },
          ]}
        />
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary };
